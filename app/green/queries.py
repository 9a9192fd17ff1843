"""The read side of the green and nature indexes as lists: filtered in memory (a few hundred rows), paged like
every list."""

from __future__ import annotations

from app.green import assets, index, service
from app.platform.listing import Page, Window


def _page(rows: list[dict], args: dict, params: dict, extra: dict) -> dict:
    window = Window(args["limit"], args["offset"])
    page = Page(rows[window.offset:window.offset + window.limit], len(rows), window)
    return {**page.envelope(params={k: v for k, v in params.items() if v is not None}),
            "items": page.items, **extra, "disclaimer": service.DISCLAIMER}


def in_country(row: dict, country: str | None) -> bool:
    """True when no country is asked, or the row's country is it (an area across borders lists "DK;DE;NL")."""
    return country is None or country.upper() in (row.get("country") or "").split(";")


FLAGGED = {None: lambda row: True, "include": lambda row: True, "exclude": lambda row: not row["flagged"],
           "only": lambda row: row["flagged"]}


def green_rows(kind: str | None = None, country: str | None = None, q: str | None = None,
               flagged: str | None = None) -> list[dict]:
    """The index's members that match: a kind, a country, words of the name, and red flags kept (include, the
    default), left out (exclude) or alone (only)."""
    words = (q or "").lower().split()
    return [r for r in service.green_index()
            if (kind is None or r["kind"] == kind) and in_country(r, country)
            and all(w in r["name"].lower() for w in words) and FLAGGED[flagged](r)]


def green(args: dict) -> dict:
    params = {k: args.get(k) for k in ("kind", "country", "q", "flagged")}
    return _page(green_rows(**params), args, params,
                 {"weights": index.COMPOSITE_WEIGHTS, "as_of": service.today().isoformat()})


def nature_rows(country: str | None = None, nature_class: str | None = None) -> list[dict]:
    return [r for r in index.nature_index() if in_country(r, country)
            and (nature_class is None or r["nature_class"] == nature_class)]


def nature(args: dict) -> dict:
    params = {k: args.get(k) for k in ("country", "nature_class")}
    return _page(nature_rows(**params), args, params, {"as_of": assets.as_of()})
