"""A synthetic catalogue for benchmarks only: flagged synthetic, generated on the fly, never shipped."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

CATEGORIES = ("bonds", "stablecoins", "real_estate", "private_credit", "commodities")
SUBS = ("money_market_fund", "fiat_stablecoin", "residential", "corporate_credit", "gold")
CHAINS = ("ethereum", "polygon", "solana", "arbitrum", "base", "stellar", "avalanche", "xrpl")
PLACES = ("US", "LU", "FR", "DE", "CH", "SG", "KY", "IE", "VG", None)


def rows(count: int, seed: int = 7):
    rnd = random.Random(seed)
    for i in range(count):
        c = rnd.randrange(len(CATEGORIES))
        apy = round(rnd.uniform(0.5, 12), 2) if rnd.random() < 0.4 else None
        yield {
            "id": f"synthetic-{i:06d}", "name": f"Synthetic product {i}", "issuer": f"Synthetic issuer {i % 500}",
            "category": CATEGORIES[c], "sub_category": SUBS[c], "chains": rnd.sample(CHAINS, rnd.randint(1, 3)),
            "jurisdiction": rnd.choice(PLACES), "apy": apy, "apy_basis": "target" if apy else None,
            "apy_as_of": "2026-11-01" if apy else None,
            "tvl_usd": round(rnd.uniform(1e5, 5e9)) if rnd.random() < 0.6 else None,
            "tvl_as_of": "2026-11-01", "min_investment_usd": rnd.choice([None, 1, 100, 1000, 100000, 5000000]),
            "redeemable": rnd.choice([True, False, None]), "transferable": rnd.choice([True, False, None]),
            "kyc_to_hold": rnd.choice([True, False, None]), "source_url": "https://synthetic.invalid/row",
            "as_of": "2026-11-01", "synthetic": True,
        }


def load(count: int) -> None:
    """Bulk-insert `count` synthetic products (with their chains) into DATABASE_URL, in batches."""
    from app import create_app
    from app.catalogue import labels
    from app.catalogue.models import Product, ProductChain
    from app.extensions import db
    from app.platform.clock import utcnow

    app = create_app()
    defaults = {"issuer_key": "synthetic", "parent_issuer": "Synthetic", "platform": None, "accredited_only": False,
                "kyc_to_mint": None, "exchange_listed": None, "self_custody": None, "attestations": [],
                "fees": None, "liquidity_note": None, "liquidity_days": None, "live": True, "green": False,
                "source_type": "snapshot", "notes": None, "updated_at": utcnow()}
    with app.app_context():
        products, chains = [], []
        for row in rows(count):
            chain_list = row.pop("chains")
            record = {**defaults, **row, "asset_class": row["category"], "product_key": row["id"]}
            products.append({**record, **labels.derive(record)})
            chains += [{"product_id": row["id"], "chain": c, "position": i} for i, c in enumerate(chain_list)]
            if len(products) == 10_000:
                _flush(db, Product, ProductChain, products, chains)
                products, chains = [], []
        _flush(db, Product, ProductChain, products, chains)


def _flush(db, product_model, chain_model, products, chains) -> None:
    if products:
        with db.engine.begin() as conn:
            conn.execute(product_model.__table__.insert(), products)
            conn.execute(chain_model.__table__.insert(), chains)


if __name__ == "__main__":
    os.environ.setdefault("SVC_COMMIT", "bench")
    load(int(sys.argv[1]))
