"""Every offered sort gives one documented order, the same on SQLite and PostgreSQL, read from an index.

The order: known values first, by the figure in the asked direction; unknown values last; ties by id in the
same direction, ids compared byte by byte (as both databases are told to compare them). A deep page is the
same slice of that order whichever end of the list it is read from. And the page's statement, as a request
really sends it, is served by an index: no sort step over the matches (EXPLAIN on both databases).
"""

import re

import pytest

from app.catalogue.query import SORTS
from app.extensions import db
from tests.catalogue.factories import every_page
from tests.conftest import USE_POSTGRES, shipped_products
from tests.support import sql_sent

FIGURES = {"transparency": "transparency_score", "liquidity": "liquidity_score", "documented": "documented",
           "apy": "apy", "tvl": "tvl_usd", "min_investment": "min_investment_usd", "name": "name"}
ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _expected(products: list[dict], sort: str, direction: str) -> list[str]:
    """The documented order, computed in Python from what the API shows."""
    figure = FIGURES[sort]

    def value(p):
        v = p[figure]
        return v.translate(ASCII_LOWER) if sort == "name" else v

    known = sorted((p for p in products if p[figure] is not None), key=lambda p: (value(p), p["id"]),
                   reverse=direction == "desc")
    unknown = sorted((p for p in products if p[figure] is None), key=lambda p: p["id"], reverse=direction == "desc")
    return [p["id"] for p in known + unknown]


def _all(client, query: str) -> list[dict]:
    return every_page(client, query)


@pytest.mark.parametrize("sort", sorted(SORTS))
@pytest.mark.parametrize("direction", ["desc", "asc"])
def test_each_sort_gives_the_documented_order_ties_by_id_unknown_values_last(client, catalogue, sort, direction):
    products = _all(client, f"sort={sort}&sort_dir={direction}")
    assert len(products) == len(shipped_products())
    assert [p["id"] for p in products] == _expected(products, sort, direction)


@pytest.mark.parametrize("sort", ["transparency", "apy", "name"])
def test_a_sort_within_an_asset_class_keeps_the_same_order(client, catalogue, sort):
    products = _all(client, f"asset_class=bonds&sort={sort}")
    assert products and {p["asset_class"] for p in products} == {"bonds"}
    assert [p["id"] for p in products] == _expected(products, sort, "asc" if sort == "name" else "desc")


@pytest.mark.parametrize("deep", [False, True])
@pytest.mark.parametrize("query", ["sort=apy", "sort=tvl&sort_dir=asc", "sort=name", "asset_class=bonds&sort=tvl"])
def test_pages_read_from_either_end_of_the_list_are_slices_of_one_order(client, catalogue, monkeypatch, query, deep):
    if deep:  # pages past a few rows find their ids first, then fetch their rows (as past 500 rows in use)
        monkeypatch.setattr("app.catalogue.query.DEEP", 3)
    whole = [p["id"] for p in _all(client, query)]
    pages = client.get(f"/api/compare?{query}&limit=7").json["pages"]
    # the first request counted the matches; the pages in the far half are then read from the list's end
    paged = [p["id"] for n in range(1, pages + 1)
             for p in client.get(f"/api/compare?{query}&limit=7&page={n}").json["products"]]
    assert paged == whole
    assert client.get(f"/api/compare?{query}&limit=7&page={pages + 1}").json["products"] == []


def _page_statements(app):
    """The SELECTs of a page of products that requests send, with their parameters."""
    return sql_sent(app, lambda statement: "FROM products" in statement and "ORDER BY" in statement)


def _plan(app, statement: str, parameters) -> str:
    with app.app_context(), db.engine.connect() as conn:
        if USE_POSTGRES:  # a sort is then the planner's last resort: one shows only if no index gives the order
            conn.exec_driver_sql("SET enable_sort = off")
            rows = conn.exec_driver_sql(f"EXPLAIN {statement}", parameters).all()
        else:
            rows = conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters).all()
    return "\n".join(str(row[-1]) for row in rows)


def _sorts_the_matches(plan: str) -> bool:
    return "TEMP B-TREE FOR ORDER BY" in plan if not USE_POSTGRES else any(
        line.strip().lstrip("-> ").startswith(("Sort", "Incremental Sort")) for line in plan.splitlines())


def _index(plan: str) -> str | None:
    """The index the page itself is read from (not the count's)."""
    found = re.search(r"(?:USING (?:COVERING )?INDEX|Index (?:Only )?Scan (?:Backward )?using) (ix_products_\w+)", plan)
    return found.group(1) if found else None


PREFIXES = {"": "", "asset_class=bonds&": "_class", "risk_tier=core&": "_tier"}


@pytest.mark.parametrize("prefix", list(PREFIXES))
def test_every_offered_sort_is_read_from_its_own_index_alone_and_within_a_class_or_tier(app, client, catalogue,
                                                                                        prefix):
    unserved = []
    for sort, direction in ((s, d) for s in sorted(SORTS) for d in ("desc", "asc")):
        query = f"{prefix}sort={sort}&sort_dir={direction}"
        with _page_statements(app) as counting:
            pages = client.get(f"/api/compare?{query}&limit=5").json["pages"]  # also counts the matches
        with _page_statements(app) as paging:
            client.get(f"/api/compare?{query}&limit=5&page=2")  # the count known: the page alone
            client.get(f"/api/compare?{query}&limit=5&page={pages}")  # the last page, read from the end
            client.get(f"/api/compare?{query}&limit=5&page={pages + 1}")  # beyond the end: no statement
        assert len(counting) == 1 and len(paging) == 2, query
        for statement, parameters in counting + paging:
            plan = _plan(app, statement, parameters)
            if _sorts_the_matches(plan):
                unserved.append((query, plan))
        for statement, parameters in paging:
            index = _index(_plan(app, statement, parameters))
            if (index or "").removesuffix("_desc") != f"ix_products_{sort}{PREFIXES[prefix]}":
                unserved.append((query, index))
    assert unserved == []


@pytest.mark.parametrize("filters", ["asset_class=bonds,stablecoins", "jurisdiction=US", "source=snapshot",
                                     "asset_class=bonds,stablecoins,private_credit&source=snapshot"])
def test_a_broad_filter_is_read_along_the_sorts_index_once_its_matches_are_counted(app, client, catalogue, filters):
    app.config["SVC_ANSWER_CACHE"] = 0  # the query layer itself, not the answer kept for a repeated request
    client.get("/api/compare?limit=5")  # the catalogue's size is known
    query = f"/api/compare?{filters}&sort=apy&limit=5"
    first = client.get(query).json  # counts the matches, read from the filter's own index
    with _page_statements(app) as paging:
        again = client.get(query).json  # many matches: walked along the sort's index, filtered on the way
    assert again["products"] == first["products"] and again["total"] == first["total"] >= 20
    [(statement, parameters)] = paging
    plan = _plan(app, statement, parameters)
    assert not _sorts_the_matches(plan), plan
    assert (_index(plan) or "").removesuffix("_desc") == "ix_products_apy", plan
