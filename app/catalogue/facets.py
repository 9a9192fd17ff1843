"""The catalogue's own values (chains, jurisdictions) and forgiving matching of what people type against them.

Computed once per catalogue version (every import bumps the `catalogue` counter), so the screener form and
the filter parser cost no query of their own.
"""

from __future__ import annotations

import difflib

from flask import current_app
from sqlalchemy import func, select

from app.catalogue.models import Product, ProductChain
from app.extensions import db
from app.platform import format as fmt
from app.platform.counters import VersionedCache

VERSION_COUNTER = "catalogue"
CHAIN_ALIASES = {"eth": "ethereum", "mainnet": "ethereum", "bsc": "bnb", "binance": "bnb", "matic": "polygon",
                 "avax": "avalanche", "arb": "arbitrum", "op": "optimism", "sol": "solana", "xrp": "xrpl",
                 "xlm": "stellar", "btc": "bitcoin", "apt": "aptos", "trx": "tron", "zk": "zksync"}


def cache() -> VersionedCache:
    ext = current_app.extensions
    if "svc_catalogue_cache" not in ext:
        ext["svc_catalogue_cache"] = VersionedCache(VERSION_COUNTER)
    return ext["svc_catalogue_cache"]


def version() -> int:
    return cache().current_version()


def values() -> dict:
    """{"chains": {chain: products}, "jurisdictions": {code: products}}, most common first."""
    def compute():
        chains = db.session.execute(select(ProductChain.chain, func.count()).group_by(ProductChain.chain)
                                    .order_by(func.count().desc(), ProductChain.chain)).all()
        codes = db.session.execute(select(Product.jurisdiction_code, func.count())
                                   .where(Product.jurisdiction_code.is_not(None))
                                   .group_by(Product.jurisdiction_code)
                                   .order_by(func.count().desc(), Product.jurisdiction_code)).all()
        return {"chains": dict(chains), "jurisdictions": dict(codes)}
    return cache().get("facets", compute)


def resolve_chain(text: str) -> str:
    """A typed chain as the catalogue spells it: exact, alias (eth), unique prefix (arb), or a close typo
    (etherum); anything else is kept as typed (and matches nothing)."""
    value = text.strip().lower()
    known = values()["chains"]
    if value in known:
        return value
    if value in CHAIN_ALIASES:
        return CHAIN_ALIASES[value]
    starts = [c for c in known if c.startswith(value)]
    if len(starts) == 1 or (starts and len(value) >= 3):
        return starts[0]
    close = difflib.get_close_matches(value, list(known), n=1, cutoff=0.75)
    return close[0] if close else value


def resolve_jurisdiction(text: str) -> str:
    """A typed jurisdiction as its ISO code: a code, a country name in English or French, small typos
    forgiven; anything else is kept as typed, upper-cased (and matches nothing)."""
    return fmt.country_code(text) or text.strip().upper()[:64]
