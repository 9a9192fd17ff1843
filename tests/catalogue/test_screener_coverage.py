"""Above the screener's table, one sentence says how many matched products state each figure and how many of those
are fresh; a figure column no product of the catalogue states is not drawn; a stale figure carries one mark that a
note below the table explains once."""

import re

from app.platform import format as fmt
from app.platform.db import unit_of_work
from tests.catalogue.factories import product_row
from tests.conftest import shipped_products


def _page(client, query: str = "") -> str:
    response = client.get(f"/?{query}")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def _sentence(html: str) -> str:
    found = re.search(r'<p class="coverage" id="figure-coverage">(.*?)</p>', html, re.S).group(1)
    return " ".join(re.sub(r"<[^>]+>", "", found).split())


def _headers(html: str) -> list[str]:
    head = re.search(r'<table id="products".*?</thead>', html, re.S).group(0)
    return [" ".join(re.sub(r"<[^>]+>|[▲▼↕]", "", th).split()) for th in re.findall(r"<th[^>]*>(.*?)</th>", head, re.S)]


def test_the_sentence_counts_each_figure_of_the_matches_from_their_own_dates(app, client, catalogue):
    bonds = [p for p in shipped_products() if p["asset_class"] == "bonds"]
    with app.app_context():
        apy = [p for p in bonds if p["apy"] is not None]
        fresh = sum(not fmt.is_stale(p["apy_as_of"]) for p in apy)
        tvl = [p for p in bonds if p["tvl_usd"] is not None]
        tvl_fresh = sum(not fmt.is_stale(p["tvl_as_of"]) for p in tvl)
        days, today = fmt.stale_days(), fmt.utcnow().date().isoformat()
    sentence = _sentence(_page(client, "asset_class=bonds"))
    assert sentence.startswith(f"Stated, counted on {today}:")
    assert f"APY for {len(apy)} of {len(bonds)} ({fresh} within {days} days)" in sentence
    assert f"TVL for {len(tvl)} of {len(bonds)} ({tvl_fresh} within {days} days)" in sentence
    assert f"days to liquidity for none of {len(bonds)}." in sentence


def test_a_column_the_whole_catalogue_leaves_empty_is_not_drawn(client, catalogue):
    assert all(p.get("liquidity_days") is None for p in shipped_products())
    headers = _headers(_page(client))
    assert "Days to liquidity" not in headers and "Indicative APY" in headers and "Minimum" in headers
    assert 'data-label="Days to liquidity"' not in _page(client)


def test_a_figure_one_product_states_brings_its_column_back(app, client):
    with app.app_context(), unit_of_work():
        from app.catalogue import service

        report = service.import_rows([product_row(liquidity_days=3, apy_as_of="2026-11-01"),
                                      product_row(id="acme-note", name="Acme Note", apy=None)])
        assert not report.rejected, report.rejected
    html = _page(client)
    assert "Days to liquidity" in _headers(html)
    row = re.search(r'<tr data-id="acme-bond".*?</tr>', html, re.S).group(0)
    assert re.search(r'data-label="Days to liquidity">3<', row)
    assert "days to liquidity for 1 of 2" in _sentence(html)


def test_a_stale_figure_carries_one_mark_explained_once_below_the_table(app, client):
    with app.app_context(), unit_of_work():
        from app.catalogue import service

        service.import_rows([product_row(apy_as_of="2020-01-31", tvl_usd=1e6, tvl_as_of="2019-06-30")])
    html = _page(client)
    row = re.search(r'<tr data-id="acme-bond".*?</tr>', html, re.S).group(0)
    assert row.count('class="stale"') == 2 and row.count("†") == 2
    assert "older than" not in re.sub(r'title="[^"]*"', "", row)  # no sentence under a cell
    assert html.count('id="stale-note"') == 1
    note = re.search(r'<p class="table-note" id="stale-note">(.*?)</p>', html, re.S).group(1)
    assert "†" in note and "stale" in note and "days ago" in note
