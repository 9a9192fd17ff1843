"""The catalogue's own values (chains, jurisdictions) and forgiving matching of what people type against them.

Computed once per catalogue version (every import bumps the `catalogue` counter), so the screener form and
the filter parser cost no query of their own.
"""

from __future__ import annotations

import difflib

from flask import current_app
from sqlalchemy import func, literal, select, text, union_all

from app.catalogue.models import Product, ProductChain
from app.extensions import db
from app.platform import format as fmt
from app.platform.counters import VersionedCache

VERSION_COUNTER = "catalogue"
CHAIN_ALIASES = {"eth": "ethereum", "mainnet": "ethereum", "bsc": "bnb", "binance": "bnb", "matic": "polygon",
                 "avax": "avalanche", "arb": "arbitrum", "op": "optimism", "sol": "solana", "xrp": "xrpl",
                 "xlm": "stellar", "btc": "bitcoin", "apt": "aptos", "trx": "tron", "zk": "zksync"}


ANSWERS = 5000  # product answers kept per process: a hundred pages of fifty


def cache(part: str = "catalogue", max_entries: int = 4096) -> VersionedCache:
    """The catalogue's VersionedCache (facets, counts, anything computed once per catalogue version);
    cache("answers", ANSWERS) keeps the product answers apart, so browsing pages never evicts the rest."""
    ext = current_app.extensions
    name = f"svc_{part}_cache"
    if name not in ext:
        ext[name] = VersionedCache(VERSION_COUNTER, max_entries)
    return ext[name]


def version() -> int:
    return cache().current_version()


def values() -> dict:
    """{"chains": {chain: products}, "jurisdictions": {code: products}, "sub_categories": {sub-category:
    products}}, most common first."""
    def compute():  # one statement for the three
        chains = select(literal("chain").label("facet"), ProductChain.chain.label("value"),
                        func.count().label("n")).group_by(ProductChain.chain)
        codes = (select(literal("jurisdiction"), Product.jurisdiction_code, func.count())
                 .where(Product.jurisdiction_code.is_not(None)).group_by(Product.jurisdiction_code))
        subs = (select(literal("sub_category"), Product.sub_category, func.count())
                .where(Product.sub_category.is_not(None)).group_by(Product.sub_category))
        rows = db.session.execute(union_all(chains, codes, subs).order_by(text("facet"), text("n DESC"),
                                                                          text("value")))
        out = {"chains": {}, "jurisdictions": {}, "sub_categories": {}}
        names = {"chain": "chains", "jurisdiction": "jurisdictions", "sub_category": "sub_categories"}
        for facet, value, n in rows:
            out[names[facet]][value] = n
        return out
    return cache().get("facets", compute)


def sub_categories() -> list[str]:
    """The sub-categories the catalogue holds, as it spells them (what the sub_category filter accepts)."""
    return sorted(values()["sub_categories"])


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
