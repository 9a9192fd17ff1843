"""The green pages as a visitor reads them: the green index ranked and filtered in place, each asset's page (scores,
factors, ratings beside the CQS, twelve months, passport links), the nature and water lists, and the methodology
pages, which show the tables the models run. The widgets are in test_embeds.py."""

import re

import pytest

from app.green import cqs, h2o, index, nature, text, watt


def _html(client, path: str, **headers) -> str:
    response = client.get(path, headers=headers)
    assert response.status_code == 200, (path, response.status_code)
    return response.get_data(as_text=True)


def _rows(html: str, table: str) -> list[str]:
    """The data-id of each row of a table, in order."""
    body = html.split(f'id="{table}"', 1)[1].split("</table>", 1)[0]
    return re.findall(r'<tr data-id="([^"]+)"', body)


def _section(html: str, section_id: str) -> str:
    return html.split(f'id="{section_id}"', 1)[1].split('<div class="card"', 1)[0]


def test_the_index_lists_the_api_ranking_with_ranks_kind_country_and_composite(client, catalogue):
    ranking = client.get("/api/green/index?limit=50").json
    html = _html(client, "/green")
    assert _rows(html, "green-index") == [r["id"] for r in ranking["items"]]
    assert f"{ranking['total']} members" in html and "<!doctype html>" in html.lower()
    top = ranking["items"][0]
    row = html.split(f'<tr data-id="{top["id"]}">', 1)[1].split("</tr>", 1)[0]
    assert f'href="/green/{top["id"]}"' in row and top["name"] in row and '<td data-label="Rank">1</td>' in row
    assert f"{top['composite']:g}</span>/100" in row and top["tier"] in row and f"1 of {top['of_kind']}" in row
    assert "Finland (FI)" in html  # the country by name beside its code


def test_the_index_note_says_how_the_composite_and_ranks_work_and_links_the_methodologies(client, catalogue):
    note = _html(client, "/green").split('id="composite-note"', 1)[1].split("</div>", 1)[0]
    assert f"CQS (weight {index.COMPOSITE_WEIGHTS['cqs']})" in note and "share a rank" in note
    for model in ("composite", "cqs", "watt", "h2o", "nature", "text"):
        assert f'href="/developers/methodology/green/{model}"' in note
    html = _html(client, "/green")
    assert 'href="/green/nature"' in html and 'href="/green/water"' in html


def test_the_index_pages_fifty_members_at_a_time(client, catalogue):
    total = client.get("/api/green/index?limit=1").json["total"]
    first, second = _html(client, "/green"), _html(client, "/green?page=2")
    assert len(_rows(first, "green-index")) == 50 and len(_rows(second, "green-index")) == total - 50
    assert 'href="/green?page=2"' in first and 'aria-current="page"' in second
    assert not set(_rows(first, "green-index")) & set(_rows(second, "green-index"))


def test_filters_narrow_the_index_and_htmx_gets_only_the_list(client, catalogue):
    expected = [r["id"] for r in client.get("/api/green/index?kind=energy&country=GB&limit=100").json["items"]]
    page = _html(client, "/green?kind=energy&country=GB")
    assert _rows(page, "green-index") == expected and expected and 'value="energy" selected' in page
    fragment = _html(client, "/green?kind=energy&country=GB", **{"HX-Request": "true"})
    assert "<html" not in fragment and _rows(fragment, "green-index") == expected
    assert 'hx-swap-oob="true"' in fragment and "kind=energy&amp;country=GB&amp;lang=fr" in fragment
    restored = _html(client, "/green?kind=energy&country=GB",
                     **{"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert "<html" in restored and _rows(restored, "green-index") == expected
    words = _html(client, "/green?q=hornsea")
    assert _rows(words, "green-index") == ["energy-hornsea-2-offshore-wind-farm"]
    assert "No member matches" in _html(client, "/green?q=no-such-thing")


def test_a_bad_filter_is_a_400_page(client, catalogue):
    response = client.get("/green?kind=tulips")
    assert response.status_code == 400 and "<html" in response.get_data(as_text=True)


def test_a_carbon_project_page_shows_its_factors_with_weights_and_basis(client, catalogue):
    score = client.get("/api/green/carbon-quality/verra-1477").json
    html = _html(client, "/green/verra-1477")
    factors = html.split('<table class="factors">', 1)[1].split("</table>", 1)[0]
    for factor in score["factors"]:
        row = factors.split(f'data-factor="{factor["name"]}"', 1)[1].split("</tr>", 1)[0]
        assert f"<td>{factor['weight']}</td>" in row and factor["basis"] in row
    assert html.count('class="chart-bar"') == len(score["factors"])  # the same values as bars
    assert f"{score['cqs']:g}/100" in html and 'href="/developers/methodology/green/cqs"' in html


def test_a_carbon_project_page_shows_how_far_each_rater_sits_from_the_cqs(client, catalogue):
    score = client.get("/api/green/carbon-quality/verra-1477").json
    rating = score["ratings"][0]
    gap = _html(client, "/green/verra-1477").split('id="rater-gap"', 1)[1].split("</table>", 1)[0]
    assert rating["agency"] in gap and f"<td>{rating['grade']}</td>" in gap
    assert f"{rating['on_cqs_scale']:g}" in gap and f"+{rating['difference']:g}" in gap
    html = _html(client, "/green/verra-1477")
    assert score["raters_note"] in html and 'id="flags"' not in html
    warned = client.get("/api/green/carbon-quality/verra-1748").json["warnings"]
    flags = _html(client, "/green/verra-1748").split('id="flags"', 1)[1].split('id="scores"', 1)[0]
    assert warned and all(w in flags for w in warned)


def test_a_carbon_project_page_shows_the_nature_score_of_the_area_it_covers(client, catalogue):
    area = client.get("/api/green/carbon-quality/verra-1477").json["nature"]
    covered = _section(_html(client, "/green/verra-1477"), "covered-area")
    assert f'href="/green/{area["id"]}"' in covered and f"{area['rating']:g}</span>/100" in covered


def test_the_history_is_public_on_the_page_as_a_chart_and_a_table_of_dated_points(client, catalogue, new_key):
    from tests.conftest import bearer

    history = client.get("/api/green/score/verra-1477/history", headers=bearer(new_key("premium"))).json
    html = _html(client, "/green/verra-1477")
    points = html.split('id="history-points"', 1)[1].split("</table>", 1)[0]
    assert points.count("<tr><td>") == 12 == len(history["points"])
    for point in history["points"]:
        assert f"<td>{point['month']}</td><td>{point['as_of']}</td>" in points
    assert html.count('class="chart-dot"') == 12 and history["basis"] in html


def test_a_month_left_out_says_why_in_the_history_table(client, catalogue):
    import time_machine

    with time_machine.travel("2020-06-30T12:00:00Z", tick=False):
        html = _html(client, "/green/energy-bhadla-solar-park")
    points = html.split('id="history-points"', 1)[1].split("</table>", 1)[0]
    assert "its source is dated 2020-03-30" in points


def test_an_asset_page_links_its_passport_and_its_api_reads(client, catalogue):
    html = _html(client, "/green/verra-1477")
    assert 'href="/api/green/dpp/verra-1477"' in html and 'href="/api/green/dpp/verra-1477?format=jsonld"' in html
    assert 'href="/api/green/score/verra-1477"' in html and 'href="/api/green/carbon-quality/verra-1477"' in html
    assert "/api/green/score/verra-1477/history" in html
    source = client.get("/api/green/dpp/verra-1477").json["source"]
    assert f'href="{source["url"]}"' in _section(html, "facts") and "aggregator" in _section(html, "facts")


def test_an_energy_asset_page_shows_its_lifetime_energy_and_the_price_basis(client, catalogue):
    watt_score = client.get("/api/green/watt/energy-hornsea-2-offshore-wind-farm").json["watt_score"]
    energy = _section(_html(client, "/green/energy-hornsea-2-offshore-wind-farm"), "energy")
    assert f"{watt_score['lifetime_gwh']:,.1f} GWh" in energy and f"{watt_score['energy_value_eur']:,.0f} EUR" in energy
    assert watt_score["price_basis"] in energy and f'href="{watt_score["price_source"]}"' in energy


def test_a_product_page_lists_the_projects_it_holds(client, catalogue):
    linked = client.get("/api/green/score/moss-mco2").json["linked_projects"]
    html = _section(_html(client, "/green/moss-mco2"), "linked-projects")
    assert linked and all(f'href="/green/{p["id"]}"' in html for p in linked)
    assert 'href="/products/moss-mco2"' in html


def test_a_water_asset_page_shows_its_h2o_score_and_passport_fields(client, catalogue):
    read = client.get("/api/green/h2o/water-sorek-1-desalination-plant").json
    html = _html(client, "/green/water-sorek-1-desalination-plant")
    assert f"{read['h2o_score']['rating']:g}" in html and read["h2o_score"]["preview_id"] in html
    facts = _section(html, "facts")
    assert 'data-fact="volume_m3_per_year"' in facts and "227,760,000" in facts and "desalination" in facts
    assert "A passport backs this score" in html and 'href="/api/green/h2o/water-sorek-1-desalination-plant"' in html


def test_a_nature_asset_page_shows_its_score_and_rank(client, catalogue):
    read = client.get("/api/green/nature-score/nature-wadden-sea").json
    html = _html(client, "/green/nature-wadden-sea")
    assert f"{read['rating']:g}" in html and f"{read['rank']} of {read['of']}" in html
    assert "Denmark (DK), Germany (DE), Netherlands (NL)" in html
    assert "a scheme: scored, not ranked" in _html(client, "/green/nature-biodiversity-net-gain-england")


def test_an_unknown_asset_is_a_404_page(client, catalogue):
    response = client.get("/green/no-such-asset")
    assert response.status_code == 404 and "<html" in response.get_data(as_text=True)


def test_the_nature_page_ranks_areas_and_lists_schemes_after_them_unranked(client, catalogue):
    ranking = client.get("/api/green/nature-index?limit=100").json["items"]
    html = _html(client, "/green/nature")
    assert _rows(html, "nature-index") == [r["id"] for r in ranking]
    schemes = [r["id"] for r in ranking if r["nature_class"] == "scheme"]
    assert schemes and _rows(html, "nature-index")[-len(schemes):] == schemes
    assert _rows(_html(client, "/green/nature?country=DE"), "nature-index") == ["nature-wadden-sea"]  # across borders
    assert set(_rows(_html(client, "/green/nature?nature_class=scheme"), "nature-index")) == set(schemes)


def test_the_water_page_lists_every_water_asset_by_h2o_score(client, catalogue):
    html = _html(client, "/green/water")
    ids = _rows(html, "water-assets")
    ratings = [client.get(f"/api/green/h2o/{i}").json["h2o_score"]["rating"] for i in ids]
    assert len(ids) == 23 and ratings == sorted(ratings, reverse=True)
    israel = _rows(_html(client, "/green/water?country=il"), "water-assets")
    assert israel and all(client.get(f"/api/green/h2o/{i}").json["country"] == "IL" for i in israel)
    assert client.get("/green/water?country=Israel").status_code == 400


def test_the_pages_keep_the_strict_frame_rule(client, catalogue):
    for path in ("/green", "/green/verra-1477", "/developers/methodology/green/cqs"):
        response = client.get(path)
        assert response.headers["X-Frame-Options"] == "DENY" and "frame-ancestors 'none'" in \
            response.headers["Content-Security-Policy"], path


@pytest.mark.parametrize(("model", "module", "factor"), [("cqs", cqs, "additionality"), ("watt", watt, "carbon"),
                                                          ("h2o", h2o, "stress"), ("nature", nature, "protection")])
def test_a_methodology_page_shows_the_weights_its_module_runs(client, monkeypatch, model, module, factor):
    monkeypatch.setitem(module.WEIGHTS, factor, 37)  # a weight no model has: the page must read the module
    html = _html(client, f"/developers/methodology/green/{model}")
    row = html.split('<table class="weights">', 1)[1].split(f'data-factor="{factor}"', 1)[1].split("</tr>", 1)[0]
    assert "<td>37</td>" in row
    assert f"they sum to {sum(module.WEIGHTS.values())}" in html


def test_the_methodology_pages_show_every_row_of_their_tables(client):
    cqs_page = _html(client, "/developers/methodology/green/cqs")
    assert all(f'data-kind="{kind}"' in cqs_page for kind in cqs.TYPES)
    assert all(why in cqs_page for _words, _points, why in cqs.COBENEFITS)
    watt_page = _html(client, "/developers/methodology/green/watt")
    assert all(f'data-source="{source}"' in watt_page for source in watt.TYPICAL) and watt.PRICE_SOURCE in watt_page
    h2o_page = _html(client, "/developers/methodology/green/h2o")
    assert all(f"<code>{band}</code>" in h2o_page for band in h2o.STRESS)
    nature_page = _html(client, "/developers/methodology/green/nature")
    assert all(why in nature_page for _words, _points, why in nature.BIOMES)
    text_page = _html(client, "/developers/methodology/green/text")
    assert all(value in text_page for _model, _field, value, _words in text.KINDS)


def test_the_composite_page_shows_the_weights_and_the_ranking_rule_run_through_the_index(client, monkeypatch):
    monkeypatch.setitem(index.COMPOSITE_WEIGHTS, "cqs", 30)
    html = _html(client, "/developers/methodology/green/composite")
    row = html.split('data-factor="cqs"', 1)[1].split("</tr>", 1)[0]
    assert "<td>30</td>" in row
    assert f"<td>{index.composite({'cqs': 60.0, 'watt': 80.0}):g}</td>" in html  # 30/50 weights: 72.5
    assert "equal composites share a rank (1, 2, 2, 4)" in html  # the rule as index.py states it


def test_the_text_page_shows_the_length_rule_the_extractor_runs(client, monkeypatch):
    monkeypatch.setattr(text, "MIN_LENGTH", 17)
    assert "at least 17" in _html(client, "/developers/methodology/green/text")


def test_an_unknown_methodology_is_a_404_page(client):
    response = client.get("/developers/methodology/green/astrology")
    assert response.status_code == 404 and "<html" in response.get_data(as_text=True)
