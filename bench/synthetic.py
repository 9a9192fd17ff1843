"""A synthetic catalogue for benchmarks only: flagged synthetic, generated on the fly, never shipped.

Rows go through the import's own row preparation (validation, derived columns, chains, jurisdiction code,
search text), then are bulk-inserted, so the benchmark's data looks like an imported catalogue.
"""

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
WORDS = ("Treasury", "Income", "Prime", "Yield", "Reserve", "Credit", "Gold", "Estate", "Dollar", "Bond")
BASES = ("target", "sec_7day_current", "issuer_reported_apy", "rwa_xyz_7d")


def rows(count: int, seed: int = 7):
    rnd = random.Random(seed)
    for i in range(count):
        c = rnd.randrange(len(CATEGORIES))
        apy = round(rnd.uniform(0.5, 12), 2) if rnd.random() < 0.4 else None
        name = f"Synthetic {rnd.choice(WORDS)} {rnd.choice(WORDS)} {i}"
        yield {
            "id": f"synthetic-{i:06d}", "name": f"{name} (S{i:05d})", "issuer": f"Synthetic issuer {i % 500}",
            "platform": f"Platform {i % 97}" if rnd.random() < 0.5 else None,
            "category": CATEGORIES[c], "sub_category": SUBS[c], "chains": rnd.sample(CHAINS, rnd.randint(1, 3)),
            "jurisdiction": rnd.choice(PLACES), "apy": apy, "apy_basis": rnd.choice(BASES) if apy else None,
            "apy_as_of": "2026-11-01" if apy else None,
            "tvl_usd": round(rnd.uniform(1e5, 5e9)) if rnd.random() < 0.6 else None,
            "tvl_as_of": "2026-11-01", "min_investment_usd": rnd.choice([None, 1, 100, 1000, 100000, 5000000]),
            "redeemable": rnd.choice([True, False, None]), "transferable": rnd.choice([True, False, None]),
            "kyc_to_hold": rnd.choice([True, False, None]), "exchange_listed": rnd.choice([True, False, None]),
            "attestations": ["https://synthetic.invalid/attestation"] if rnd.random() < 0.2 else [],
            "green": rnd.random() < 0.05, "live": rnd.random() < 0.95,
            "source_type": "live" if rnd.random() < 0.1 else "snapshot",
            "source_url": "https://synthetic.invalid/row", "as_of": "2026-11-01", "synthetic": True,
        }


def load(count: int) -> None:
    """Bulk-insert `count` synthetic products (with their chains) into DATABASE_URL, in batches."""
    from app import create_app
    from app.catalogue import facets
    from app.catalogue.models import Product, ProductChain
    from app.catalogue.schemas import ProductImport
    from app.catalogue.service import COLUMNS, _fill, _points
    from app.extensions import db
    from app.platform import counters
    from app.platform.clock import utcnow

    app = create_app()
    schema, now = ProductImport(), utcnow()
    with app.app_context():
        products, chains = [], []
        for raw in rows(count):
            row = _fill(schema.load(raw))
            products.append({**{c: row.get(c) for c in COLUMNS}, "points": _points(None, row), "updated_at": now})
            chains += [{"product_id": row["id"], "chain": c, "position": i} for i, c in enumerate(row["chain_list"])]
            if len(products) == 10_000:
                _flush(db, Product, ProductChain, products, chains)
                products, chains = [], []
        _flush(db, Product, ProductChain, products, chains)
        counters.bump(facets.VERSION_COUNTER)
        db.session.commit()


def _flush(db, product_model, chain_model, products, chains) -> None:
    if products:
        with db.engine.begin() as conn:
            conn.execute(product_model.__table__.insert(), products)
            conn.execute(chain_model.__table__.insert(), chains)


if __name__ == "__main__":
    os.environ.setdefault("SVC_COMMIT", "bench")
    load(int(sys.argv[1]))
