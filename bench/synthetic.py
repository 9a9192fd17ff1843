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
    """Bulk-insert `count` synthetic products (with their chains and search words) into DATABASE_URL, in
    batches. On PostgreSQL, then VACUUM ANALYZE, as autovacuum does soon after any large load (an embedded
    SQLite database never gathers statistics, so none are made for it)."""
    from app import create_app
    from app.catalogue import facets
    from app.catalogue.import_schema import ProductImport
    from app.catalogue.models import Product, ProductChain, ProductTerm
    from app.catalogue.query import search_terms
    from app.catalogue.service import COLUMNS, _fill, _points
    from app.extensions import db
    from app.platform import counters
    from app.platform.clock import utcnow

    app = create_app()
    schema, now = ProductImport(), utcnow()
    with app.app_context():
        batch = {Product: [], ProductChain: [], ProductTerm: []}
        for raw in rows(count):
            row = _fill(schema.load(raw))
            batch[Product].append({**{c: row.get(c) for c in COLUMNS}, "points": _points(None, row),
                                   "updated_at": now})
            batch[ProductChain] += [{"product_id": row["id"], "chain": c, "position": i}
                                    for i, c in enumerate(row["chain_list"])]
            batch[ProductTerm] += [{"product_id": row["id"], "term": t} for t in search_terms(row["search_text"])]
            if len(batch[Product]) == 10_000:
                _flush(db, batch)
        _flush(db, batch)
        counters.bump(facets.VERSION_COUNTER)
        db.session.commit()
        if db.engine.dialect.name == "postgresql":
            with db.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                conn.exec_driver_sql("VACUUM ANALYZE")


def _flush(db, batch: dict) -> None:
    """Insert what the batch holds (products first), then empty it."""
    if batch and next(iter(batch.values())):
        with db.engine.begin() as conn:
            for model, records in batch.items():
                conn.execute(model.__table__.insert(), records)
                records.clear()


if __name__ == "__main__":
    os.environ.setdefault("SVC_COMMIT", "bench")
    load(int(sys.argv[1]))
