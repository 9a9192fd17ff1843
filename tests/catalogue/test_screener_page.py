"""The screener page as a working tool: every filter in the form, sortable headers, dated figure cells,
sparklines, the selection kept in the URL, the market overview and the export links."""

import json
import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest

from app.catalogue import service
from app.catalogue.schemas import ScreenerArgs
from app.platform import charts
from app.platform.db import unit_of_work
from tests.catalogue.factories import product_row
from tests.conftest import shipped_products


def _page(client, query: str = "", **headers) -> str:
    response = client.get(f"/?{query}", headers=headers)
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    return response.get_data(as_text=True)


def _import(app, *rows):
    with app.app_context(), unit_of_work():
        report = service.import_rows(list(rows))
    assert not report.rejected, report.rejected


def _form(html: str) -> str:
    return html[html.index('<form class="card filters"'):html.index("</form>")]


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def _row(html: str, product_id: str) -> str:
    start = html.index(f'<tr data-id="{product_id}"')
    return html[start:html.index("</tr>", start)]


def test_every_api_filter_has_a_field_in_the_form(client, catalogue):
    form = _form(_page(client))
    names = set(re.findall(r'name="([a-z_]+)"', form))
    aliases = {"chain_or_region": "chain"}
    not_filters = {"page", "offset", *ScreenerArgs.ALIAS_FIELDS}  # where the page starts, and aliases of filters
    expected = {aliases.get(name, name) for name in ScreenerArgs().fields} - not_filters
    assert expected <= names, expected - names
    assert 'id="more-filters"' in form and "<details" in form


def test_chains_and_jurisdictions_are_chosen_from_the_catalogue_with_counts_and_country_names(client, catalogue):
    form = _form(_page(client, "chain=eth&jurisdiction=cayman%20islands"))
    on_ethereum = sum("ethereum" in p["chains"] for p in shipped_products())
    assert re.search(rf'value="ethereum" data-text="ethereum" checked>\s*ethereum <span class="count">{on_ethereum}<',
                     form)
    assert 'name="chain" value="solana" data-text="solana">' in form
    assert 'value="KY" data-text="KY · Cayman Islands" checked' in form
    assert 'value="US" data-text="US · United States"' in form


def test_repeated_keys_from_ticked_boxes_filter_like_a_comma_list(client, catalogue):
    ids = re.findall(r'<tr data-id="([^"]+)"', _page(client, "chain=stellar&chain=xrpl&limit=100"))
    api = client.get("/api/compare?chain=stellar,xrpl&limit=100").json["products"]
    assert ids == [p["id"] for p in api] and len(ids) > 4


def test_a_preset_fills_the_fields_it_sets_and_says_what_it_applies(client, catalogue):
    html = _page(client, "preset=debutant-prudent")
    form = _form(html)
    assert 'value="core" data-text="core" checked' in form and 'id="f-ticket" value="1000"' in form
    assert '<option value="true" selected>' in form
    note = _text(html[html.index('id="preset-note"'):])
    assert "Cautious beginner" in note and "core" in note and "$1.0K" in note
    presets = json.loads(unescape(re.search(r'data-presets="([^"]+)"', form).group(1)))
    assert presets["debutant-prudent"]["risk_tier"] == "core" and presets["immo"]["asset_class"] == "real_estate"


def test_the_water_and_energy_preset_ticks_green_only_and_lists_the_green_bonds(client, catalogue):
    html = _page(client, "preset=eau-energie&limit=100")
    assert 'id="f-green" checked' in _form(html) and "Water and energy" in _text(html[html.index('id="preset-note"'):])
    rows = set(re.findall(r'<tr data-id="([^"]+)"', html))
    assert rows and rows == {p["id"] for p in shipped_products() if p.get("green")}


def test_column_headers_sort_and_say_how(client, catalogue):
    html = _page(client, "sort=tvl&sort_dir=desc&asset_class=bonds")
    header = html[html.index('aria-sort="descending"'):]
    assert header.index("TVL") < header.index("</th>") and "▼" in header[:header.index("</th>")]
    assert html.count("aria-sort=") == 1
    reverse = re.search(r'class="sort" href="(/\?[^"]*sort=tvl[^"]*)"', html).group(1)
    assert "sort_dir=asc" in unescape(reverse) and "asset_class=bonds" in unescape(reverse)
    by_apy = re.search(r'class="sort" href="(/\?[^"]*sort=apy[^"]*)"', html).group(1)
    assert "sort_dir=desc" in unescape(by_apy)
    ascending = _page(client, unescape(reverse)[2:])
    assert 'aria-sort="ascending"' in ascending and "▲" in ascending


def test_figures_are_formatted_dated_and_marked_stale_and_yield_status_is_honest(app, client):
    _import(app, product_row(apy=4.25, apy_basis="sec_7day_current", apy_as_of="2020-01-31", tvl_usd=186e9,
                             tvl_as_of="2026-11-01", min_investment_usd=1000),
            product_row(id="acme-coin", name="Acme Coin", category="stablecoins", apy=None, pays_yield=False),
            product_row(id="acme-note", name="Acme Note", apy=None))
    html = _page(client)
    bond = _row(html, "acme-bond")
    assert "4.25%" in bond and 'title="SEC 7-day yield">SEC 7d</abbr>' in bond and "2020-01-31" in bond
    assert "$186.0B" in bond and "2026-11-01" in bond and "186,000,000,000" not in bond
    assert bond.count('class="stale"') == 1  # the 2020 APY, not the fresh TVL
    coin_apy = _row(html, "acme-coin").split("</td>")[4]
    assert "non-yielding" in coin_apy and "not disclosed" not in coin_apy
    assert "not disclosed" in _row(html, "acme-note").split("</td>")[4]
    for leak in ("True", "None", "sec_7day_current"):
        assert leak not in re.sub(r'"[^"]*"', "", bond), leak


def test_a_sparkline_appears_only_where_two_or_more_dated_points_exist(app, client):
    _import(app, product_row(tvl_usd=1e6, tvl_as_of="2026-09-30"), product_row(id="acme-once", tvl_usd=5e6,
                                                                               tvl_as_of="2026-09-30"))
    _import(app, product_row(tvl_usd=2e6, tvl_as_of="2026-10-31"))
    html = _page(client)
    spark = re.search(r'<svg class="sparkline"[^>]*aria-label="([^"]+)"', _row(html, "acme-bond"))
    assert spark and spark.group(1) == "TVL: $1.0M on 2026-09-30, $2.0M on 2026-10-31"
    assert "sparkline" not in _row(html, "acme-once")
    api = client.get("/api/compare?ids=acme-bond").json["products"][0]["points"]
    assert api["tvl_usd"] == [{"as_of": "2026-09-30", "value": 1e6}, {"as_of": "2026-10-31", "value": 2e6}]


def test_sparkline_draws_dated_points_without_inline_style(app):
    with app.test_request_context():
        assert charts.sparkline([("2026-01-31", 1.0)]) == ""
        svg = str(charts.sparkline([("2026-01-31", 1.0), ("2026-02-28", 3.0), ("2026-05-31", 2.0)],
                                   lambda v: f"{v:g}%", "APY"))
    assert 'aria-label="APY: 1% on 2026-01-31, 2% on 2026-05-31"' in svg and "style" not in svg
    xs = [float(x) for x in re.findall(r"([\d.]+),[\d.]+", re.search(r'points="([^"]+)"', svg).group(1))]
    assert xs[1] - xs[0] < xs[2] - xs[1]  # placed by date, not evenly


def test_picked_products_are_kept_and_shown_even_off_the_current_page(client, catalogue):
    html = _page(client, "asset_class=real_estate&picked=ondo-usdy,blackrock-buidl,not-a-product")
    chips = re.findall(r'<span class="chip" data-id="([^"]+)"', html)
    assert chips == ["ondo-usdy", "blackrock-buidl"]
    assert html.count('<input type="hidden" name="ids" value="ondo-usdy">') == 1
    assert re.search(r'id="compare-button"[^>]*>Compare selected \(2\)', html)
    assert "disabled" not in re.search(r'<button[^>]*id="compare-button"[^>]*>', html).group(0)
    sort_links = re.findall(r'class="sort" href="(/\?[^"]*)"', html)
    assert len(sort_links) == 7
    kept = [parse_qs(urlsplit(unescape(link)).query)["picked"] for link in sort_links]
    assert kept == [["ondo-usdy,blackrock-buidl"]] * 7
    on_page = _page(client, "sort=name&limit=100&picked=ondo-usdy")
    assert re.search(r'value="ondo-usdy" checked', on_page) and 'name="ids" value="ondo-usdy">' not in on_page
    assert "disabled" in re.search(r'<button[^>]*id="compare-button"[^>]*>', on_page).group(0)


def test_the_live_region_announces_the_count_not_the_table(client, catalogue):
    html = _page(client)
    assert html.count("aria-live") == 1
    total, bonds = len(shipped_products()), sum(p["category"] == "bonds" for p in shipped_products())
    assert re.search(rf'<p id="result-count" aria-live="polite"[^>]*><strong>{total}</strong> products', html)
    partial = _page(client, "asset_class=bonds", **{"HX-Request": "true"})
    assert re.search(rf'<p id="result-count" hx-swap-oob="innerHTML"><strong>{bonds}</strong> products', partial)
    assert 'id="f-sort"' in partial and "aria-live" not in partial


def test_the_market_overview_states_coverage_and_dates_for_the_current_filters(client, catalogue):
    html = _page(client)
    section = _text(html[html.index('id="market-overview"'):html.index("</section>")])
    products = shipped_products()
    known = [p["tvl_usd"] for p in products if p["tvl_usd"] is not None]
    assert f"TVL known for {len(known)} of {len(products)} products" in section
    assert f"${sum(known) / 1e9:,.1f}B" in section
    assert re.search(r"TVL dated \d{4}-\d{2}(-\d{2})? – \d{4}-\d{2}", section)
    bonds = _page(client, "asset_class=bonds")
    bond_products = [p for p in products if p["category"] == "bonds"]
    bonds_known = sum(p["tvl_usd"] is not None for p in bond_products)
    assert 0 < bonds_known < len(bond_products)
    assert f"TVL known for {bonds_known} of {len(bond_products)} products" in _text(bonds)


def test_the_overview_says_its_total_sums_tvls_of_different_dates_with_the_oldest_and_newest(client, catalogue):
    products = shipped_products()
    dated = [p["tvl_as_of"] for p in products if p["tvl_usd"] is not None]
    section = _text(_page(client).split('id="market-overview"')[1].split("</section>")[0])
    assert (f"A sum of {len(dated)} disclosed TVLs of different dates, the oldest {min(dated)} and the newest "
            f"{max(dated)}: not the value of these products on one day.") in section


def test_the_chain_table_counts_each_tvl_once_and_ends_with_the_total(client, catalogue, demo_key):
    html = _page(client)
    table = html[html.index('id="overview-chains"'):html.index("</details>", html.index('id="overview-chains"'))]
    market = client.get("/api/v1/market/overview", headers={"Authorization": f"Bearer {demo_key}"}).json
    rows = dict(re.findall(r'<tr data-chain="([^"]+)">(.*?)</tr>', table, re.S))
    assert list(rows) == [g["key"] for g in market["by_chain"]] + ["all"]
    assert round(sum(g["tvl_usd"] or 0 for g in market["by_chain"]), 2) == round(market["total"]["tvl_usd"], 2)
    several = next(g for g in market["by_chain"] if g["key"] == "multi-chain")
    assert _text(rows["multi-chain"]).split()[:5] == ["Several", "chains,", "TVL", "not", "split"]
    assert f"{several['tvl_known']}/{several['products']}" in rows["multi-chain"]
    assert f"{market['total']['tvl_known']}/{market['total']['products']}" in rows["all"] and "Total" in rows["all"]
    assert "Each TVL counts once, so the TVL rows add up to the total." in _text(table)


@pytest.mark.parametrize("form", ["csv", "json"])
def test_export_links_carry_the_current_query(client, catalogue, form):
    html = _page(client, "asset_class=bonds&sort=apy&page=2&limit=10")
    link = unescape(re.search(rf'id="export-{form}" href="([^"]+)"', html).group(1))
    assert link.startswith("/export?") and "asset_class=bonds" in link and "sort=apy" in link
    assert "page=" not in link and "limit=" not in link and f"format={form}" in link
    assert client.get(link).status_code == 200
