"""The read side of the green and nature indexes as lists: filtered in memory (a few hundred rows), paged like
every list."""

from __future__ import annotations

from dataclasses import dataclass

from app.green import assets, index, service
from app.platform.listing import HoldsPage, Page, Window


@dataclass(frozen=True)
class IndexPage(HoldsPage):
    """One window of an index's rows, with the date its scores are read on, the composite's weights (the green
    index) and the disclaimer."""

    found: Page
    as_of: str
    weights: dict | None = None
    disclaimer: str = service.DISCLAIMER


def _page(rows: list[dict], args: dict, params: dict) -> Page:
    window = Window(args["limit"], args["offset"])
    return Page(rows[window.offset:window.offset + window.limit], len(rows), window).keeping(params)


def in_country(codes: str | None, country: str | None) -> bool:
    """True when no country is asked, or it is one of the codes a row or read names (an area across borders lists
    "DK;DE;NL")."""
    return country is None or country.upper() in (codes or "").split(";")


FLAGGED = {None: lambda row: True, "include": lambda row: True, "exclude": lambda row: not row["flagged"],
           "only": lambda row: row["flagged"]}


def green_rows(kind: str | None = None, country: str | None = None, q: str | None = None,
               flagged: str | None = None) -> list[dict]:
    """The index's members that match: a kind, a country, words of the name, and red flags kept (include, the
    default), left out (exclude) or alone (only)."""
    words = (q or "").lower().split()
    return [r for r in service.green_index()
            if (kind is None or r["kind"] == kind) and in_country(r["country"], country)
            and all(w in r["name"].lower() for w in words) and FLAGGED[flagged](r)]


def green(args: dict) -> IndexPage:
    """The green index's window that the filters asked for."""
    params = {k: args.get(k) for k in ("kind", "country", "q", "flagged")}
    return IndexPage(_page(green_rows(**params), args, params), service.today().isoformat(),
                     weights=index.COMPOSITE_WEIGHTS)


def nature_rows(country: str | None = None, nature_class: str | None = None) -> list[dict]:
    return [r for r in index.nature_index() if in_country(r["country"], country)
            and (nature_class is None or r["nature_class"] == nature_class)]


def nature(args: dict) -> IndexPage:
    """The nature index's window that the filters asked for."""
    params = {k: args.get(k) for k in ("country", "nature_class")}
    return IndexPage(_page(nature_rows(**params), args, params), assets.as_of())
