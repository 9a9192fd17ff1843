"""The screener's table rows are kept as HTML per product, language and day in the catalogue's version
(app/catalogue/rows.py): the table a reader sees is the one drawn anew, byte for byte, whoever ticked what, and a
kept row never outlives its figures, its day or its catalogue."""

import re
from datetime import timedelta

import pytest

from app.catalogue import rows, service
from app.platform.clock import utcnow
from app.platform.db import unit_of_work
from tests.catalogue.factories import product_row, set_figures


@pytest.fixture
def drawn_anew(app, monkeypatch):
    """Every screener request built anew (no whole answer kept), so only the row store can differ."""
    monkeypatch.setitem(app.config, "SVC_ANSWER_CACHE", 0)
    return app


def _import(app, *products):
    with app.app_context(), unit_of_work():
        report = service.import_rows(list(products))
    assert not report.rejected, report.rejected


def _table(client, query: str) -> str:
    response = client.get(f"/?{query}")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    start = html.index('<table id="products"')
    return html[start:html.index("</table>", start)]


def _body(table: str) -> str:
    return table[table.index("<tbody>"):]


def _row(table: str, product_id: str) -> str:
    return re.search(rf'<tr data-id="{product_id}".*?</tr>', table, re.S).group(0)


def _ticked(table: str) -> list[str]:
    return re.findall(r'name="ids" value="([^"]+)" checked', table)


QUERIES = ("lang=en&sort=name&limit=100&picked={picked}", "lang=fr&sort=name&limit=100&picked={picked}",
           "lang=fr&asset_class=bonds&sort=apy&picked={picked}")


def test_the_table_from_kept_rows_is_the_one_drawn_anew_in_both_languages(drawn_anew, client, catalogue,
                                                                          monkeypatch):
    picked = "ondo-usdy,blackrock-buidl"
    monkeypatch.setitem(drawn_anew.config, "SVC_ROW_CACHE", 0)
    anew = {query: _table(client, query.format(picked=picked)) for query in QUERIES}
    for table in anew.values():
        assert 'class="stale"' in table and _ticked(table) and set(_ticked(table)) <= {"ondo-usdy", "blackrock-buidl"}
    monkeypatch.setitem(drawn_anew.config, "SVC_ROW_CACHE", 5000)
    for query, table in anew.items():  # English rows kept first, then asked for in French
        first = _table(client, query.format(picked=picked))
        other_pick = _table(client, query.format(picked="ondo-usdy"))
        kept = _table(client, query.format(picked=picked))
        assert first == table and kept == table
        assert _ticked(other_pick) == [i for i in _ticked(table) if i == "ondo-usdy"]
        assert _body(other_pick).replace(" checked", "") == _body(table).replace(" checked", "")


def test_a_picked_product_is_ticked_in_a_row_kept_unticked(drawn_anew, client, catalogue):
    assert _ticked(_table(client, "sort=name&limit=100")) == []
    assert _ticked(_table(client, "sort=name&limit=100&picked=ondo-usdy")) == ["ondo-usdy"]
    assert _ticked(_table(client, "sort=name&limit=100")) == []


def test_a_changed_figure_shows_at_once_in_the_next_catalogue_version(drawn_anew, app, client):
    _import(app, product_row(apy=4.25, apy_as_of="2026-11-01"))
    assert "4.25%" in _row(_table(client, ""), "acme-bond")
    set_figures(app, "acme-bond", apy=5.5)
    row = _row(_table(client, ""), "acme-bond")
    assert "5.5%" in row and "4.25%" not in row


def test_a_fresh_figure_is_marked_stale_the_day_it_ages_past_the_threshold(drawn_anew, app, client, monkeypatch):
    today = utcnow()
    _import(app, product_row(apy=4.0, apy_as_of=(today - timedelta(days=170)).date().isoformat(),
                             as_of=today.date().isoformat()))
    assert 'class="stale"' not in _row(_table(client, ""), "acme-bond")
    later = today + timedelta(days=30)
    for module in ("app.platform.format", "app.catalogue.rows", "app.catalogue.views", "app.catalogue.overview"):
        monkeypatch.setattr(f"{module}.utcnow", lambda: later)
    assert _row(_table(client, ""), "acme-bond").count('class="stale"') == 1


def test_each_process_keeps_at_most_the_rows_it_is_allowed_least_recently_used_out_first(drawn_anew, client,
                                                                                         catalogue, monkeypatch):
    monkeypatch.setitem(drawn_anew.config, "SVC_ROW_CACHE", 60)
    client.get("/?sort=name&limit=50")
    client.get("/?sort=name&limit=50&page=2")
    with drawn_anew.app_context():
        kept = [key[0] for key in rows.store().entries]
    assert len(kept) == 60
    page_two = re.findall(r'<tr data-id="([^"]+)"', _table(client, "sort=name&limit=50&page=2"))
    assert set(page_two) <= set(kept) and kept[-50:] == page_two


def _widget(html: str, widget_id: str) -> str:
    start = html.index(f'<details class="multi" id="{widget_id}">')
    return html[start:html.index("</details>", start)]


def test_a_filter_widget_kept_per_catalogue_version_follows_the_ticks_the_language_and_the_catalogue(drawn_anew, app,
                                                                                                     client):
    _import(app, product_row(chains=["ethereum"]))
    ticked = _widget(client.get("/?lang=en&chain=ethereum").get_data(as_text=True), "f-chain")
    assert 'value="ethereum" data-text="ethereum" checked' in ticked
    plain = _widget(client.get("/?lang=en").get_data(as_text=True), "f-chain")
    assert "checked" not in plain and '<span class="multi-chosen" data-any="any">any</span>' in plain
    assert 'data-any="indifférent">indifférent</span>' in _widget(client.get("/?lang=fr").get_data(as_text=True),
                                                                 "f-chain")
    _import(app, product_row(id="acme-sol", name="Acme Sol", chains=["solana"]))
    grown = _widget(client.get("/?lang=en").get_data(as_text=True), "f-chain")
    assert 'value="solana"' in grown and 'value="solana"' not in plain
