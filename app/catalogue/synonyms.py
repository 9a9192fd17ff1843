"""The screener search's synonym table (app/data/search_synonyms.json), applied when a product is indexed.

A product's indexed words are its name, ticker, issuer, platform, id and sub-category (its words, not its code),
plus, for each group one of whose `words` phrases it holds, every phrase of that group and of its `also` list. So
"treasury" finds a fund named "Government Money Fund" or filed under `money_market_fund`, and "bullion" finds gold
and silver without gold finding silver. The query is untouched: the API's `search` and the page's box are one query
over one index."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from sqlalchemy import select

from app.catalogue.facets import VERSION_COUNTER
from app.catalogue.models import Product, ProductTerm
from app.catalogue.query import WORD, search_terms
from app.extensions import db
from app.platform import counters, signing
from app.platform.data import load
from app.platform.models import Counter


@dataclass(frozen=True)
class Group:
    name: str
    triggers: tuple[tuple[str, ...], ...]  # each phrase as its words
    adds: tuple[str, ...]  # the words a member product gains


def _phrase(text: str) -> tuple[str, ...]:
    return tuple(WORD.findall(text.lower()))


@lru_cache(maxsize=1)
def groups() -> tuple[Group, ...]:
    table = load("search_synonyms")
    return tuple(Group(g["name"], tuple(_phrase(w) for w in g["words"]),
                       tuple(dict.fromkeys(t for w in g["words"] + g.get("also", []) for t in _phrase(w))))
                 for g in table["groups"])


def _holds(words: list[str], phrase: tuple[str, ...]) -> bool:
    """Whether the phrase's words appear in order, one after another, among the product's words."""
    n = len(phrase)
    return any(tuple(words[i:i + n]) == phrase for i in range(len(words) - n + 1))


def indexed_text(row: dict) -> str:
    """The words a product is found by: its own fields, its sub-category's words, and its groups' words."""
    own = " ".join(v for v in (row["name"], row.get("ticker"), row["issuer"], row.get("platform"), row["id"],
                               (row.get("sub_category") or "").replace("_", " ")) if v).lower()
    sequence = WORD.findall(own)  # in order, repeats kept: phrases are matched on it
    gained = [w for g in groups() if any(_holds(sequence, p) for p in g.triggers) for w in g.adds]
    return " ".join([own, *dict.fromkeys(gained)])


SYNONYMS_COUNTER = "catalogue_synonyms"


def _digest() -> int:
    return int(signing.sha256_hex(json.dumps(load("search_synonyms"), sort_keys=True).encode())[:7], 16)


def reindex_if_changed() -> int:
    """When the synonym table changed since the catalogue was last indexed, index every product's words again
    (imports of other files included) and start a new catalogue version; the number of products indexed."""
    digest = _digest()
    if counters.read(SYNONYMS_COUNTER) == digest:
        return 0
    products = db.session.scalars(select(Product)).all()
    for product in products:
        text = indexed_text({"name": product.name, "ticker": product.ticker, "issuer": product.issuer,
                             "platform": product.platform, "id": product.id, "sub_category": product.sub_category})
        product.search_text = text
        product.term_rows = [ProductTerm(term=t) for t in search_terms(text)]
    db.session.merge(Counter(name=SYNONYMS_COUNTER, value=digest))
    if products:
        counters.bump(VERSION_COUNTER)
    return len(products)
