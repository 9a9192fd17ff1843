"""Red flags reach every answer that carries a CQS or a composite: the unified score and /scores, the index (and
its filter, on the API and the page alike), carbon quality, the registry lookup, the batch, the passport (JSON and
JSON-LD) and the history; and every place that shows one: the index page, the asset page, the widget and its
badge. A flagged member's tier is flagged whatever its number; a member with nothing to flag is as it was."""

import pytest
import time_machine

from app.green.scale import tier
from tests.conftest import bearer
from tests.green.factories import carbon_project, hold, ship

KARIBA = "verra-kariba-redd-project"
CARBON_PULSE = "https://carbon-pulse.com/232860"
LOWEST = carbon_project(ratings=[{"agency": "Made-up Ratings", "grade": "D", "date": "2025-06-30",
                                  "source_url": "https://ratings.example.org/9001"}])
INACTIVATED = carbon_project(id="gold_standard-gs9002", registry="gold_standard", project_id="GS9002",
                             name="Made-up Cookstove Project", project_type="Improved cook-stoves",
                             methodology="AMS-II.G (inactivated)",
                             source={"url": "https://registry.example.org/gs9002", "class": "registry",
                                     "as_of": "2025-03-15"})


@pytest.fixture
def made_up(monkeypatch):
    """Two made-up projects shipped beside the hub's own: one a rater gave a D, one whose methodology was
    inactivated."""
    ship(monkeypatch, LOWEST, INACTIVATED)


def _html(client, path: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, (path, response.status_code)
    return response.get_data(as_text=True)


def _codes(answer: dict) -> set[str]:
    return {flag["code"] for flag in answer["flags"]}


def test_kariba_scores_flagged_with_the_sources_and_dates_of_what_happened(client, catalogue):
    answer = client.get(f"/api/green/score/{KARIBA}").json
    assert answer["tier"] == "flagged" and answer["flagged"] is True
    assert answer["composite"] == answer["cqs"] and tier(answer["composite"]) == "fair"  # the number stays
    delisted = next(f for f in answer["flags"] if f["code"] == "rater_delisted")
    assert (delisted["source"], delisted["date"], delisted["severity"]) == (CARBON_PULSE, "2023-10-31", "red")
    assert _codes(answer) >= {"rater_lowest_grade", "methodology_inactivated", "registry_suspended",
                              "registry_withdrawn"}
    several = client.get(f"/api/green/scores?ids={KARIBA},verra-1477").json["items"]
    assert [(i["tier"], i["flagged"]) for i in several][0] == ("flagged", True)
    assert several[0]["flags"] == answer["flags"] and several[1]["flags"] == []


def test_the_carbon_quality_answer_carries_the_flags_and_their_messages(client):
    answer = client.get(f"/api/green/carbon-quality/{KARIBA}").json
    assert answer["flagged"] is True and answer["flags"][0]["source"] == CARBON_PULSE
    assert answer["warnings"] == list(dict.fromkeys(f["message"] for f in answer["flags"]))


def test_flags_read_from_a_lowest_grade_and_an_inactivated_methodology_reach_every_answer(client, catalogue, made_up,
                                                                                          new_key):
    lowest = client.get("/api/green/score/verra-9001").json
    assert tier(lowest["composite"]) == "high" and lowest["tier"] == "flagged"  # whatever the number
    assert [(f["code"], f["source"], f["date"]) for f in lowest["flags"]] == [
        ("rater_lowest_grade", "https://ratings.example.org/9001", "2025-06-30")]
    inactivated = client.get("/api/green/carbon-quality/gold_standard-gs9002").json
    assert [(f["code"], f["source"], f["date"]) for f in inactivated["flags"]] == [
        ("methodology_inactivated", "https://registry.example.org/gs9002", "2025-03-15")]
    looked_up = client.get("/api/green/registry?serial=VCS-9001").json["project"]
    assert looked_up["flagged"] is True and looked_up["flags"] == lowest["flags"]
    batch = client.post("/api/v1/green/carbon-quality/batch", headers=bearer(new_key("free")),
                        json={"items": [{"id": "gold_standard-gs9002"}, {"serial": "VCS-9001"}, {"id": "verra-1477"}]})
    items = [item["cqs"] for item in batch.json["items"]]
    assert [i["flagged"] for i in items] == [True, True, False]
    assert items[0]["flags"] == inactivated["flags"] and items[1]["flags"] == lowest["flags"]
    flagged = client.get("/api/green/index?flagged=only&limit=100").json["items"]
    assert {r["id"] for r in flagged} == {KARIBA, "verra-9001", "gold_standard-gs9002"}
    assert {r["tier"] for r in flagged} == {"flagged"}


def test_the_index_lists_kariba_flagged_and_its_filter_leaves_it_out_or_alone(client, catalogue):
    everyone = client.get("/api/green/index?limit=100").json
    row = next(r for r in everyone["items"] if r["id"] == KARIBA)
    assert row["tier"] == "flagged" and row["flagged"] and row["flags"][0]["source"] == CARBON_PULSE
    left_out = client.get("/api/green/index?flagged=exclude&limit=100").json
    assert KARIBA not in {r["id"] for r in left_out["items"]} and left_out["total"] == everyone["total"] - 1
    assert all(r["tier"] != "flagged" for r in left_out["items"])
    assert [r["id"] for r in client.get("/api/green/index?flagged=only").json["items"]] == [KARIBA]
    assert client.get("/api/green/index?flagged=include&limit=100").json["items"] == everyone["items"]
    bad = client.get("/api/green/index?flagged=maybe")
    assert bad.status_code == 400 and "flagged" in str(bad.json["error"]["details"])


def test_the_index_page_marks_kariba_in_words_and_filters_like_the_api(client, catalogue):
    html = _html(client, "/green?q=kariba")
    row = html.split(f'<tr data-id="{KARIBA}" data-flagged="true">', 1)[1].split("</tr>", 1)[0]
    assert '<details class="flag-box">' in row and "5 red flags</strong></summary>" in row
    assert "a rater delisted the project" in row and "2023-10-31" in row
    assert f'href="{CARBON_PULSE}"' in row and "⚠ </span>flagged</span>" in row
    assert KARIBA not in _html(client, "/green?flagged=exclude&page=1") + _html(client, "/green?flagged=exclude&page=2")
    only = _html(client, "/green?flagged=only")
    assert "1 member" in only and f'data-id="{KARIBA}"' in only and 'value="only" selected' in only
    assert client.get("/green?flagged=maybe").status_code == 400


def test_the_widget_of_kariba_lists_its_flags_and_never_shows_the_green_badge(client, catalogue):
    html = _html(client, f"/embed/green-score?id={KARIBA}")
    assert "Green score on the hub" not in html and "✓" not in html
    badge = html.split('id="score-badge"', 1)[0].rsplit("<a ", 1)[1] + html.split('id="score-badge"', 1)[1]
    assert 'class="badge flag-badge"' in badge and "Red-flagged on the hub" in badge.split("</a>", 1)[0]
    box = html.split('id="embed-flags"', 1)[1].split("</div>", 1)[0]
    assert "5 red flags: read them before the score" in box and "a rater gave its lowest grade" in box
    assert f'href="{CARBON_PULSE}"' in box and "2023-10-31" in box and "2024-05-30" in box
    assert "⚠ </span>flagged</span>" in html.split('id="embed-composite"', 1)[1]


def test_the_passport_carries_the_flags_as_a_property_with_their_sources_and_dates(client, catalogue):
    passport = client.get(f"/api/green/dpp/{KARIBA}").json
    assert _codes(passport) >= {"rater_delisted", "methodology_inactivated"}
    assert {s["model"]: s["tier"] for s in passport["scores"]} == {"cqs": "flagged", "composite": "flagged"}
    credential = client.get(f"/api/green/dpp/{KARIBA}?format=jsonld").json["credentialSubject"]
    delisted = next(f for f in credential["flags"] if f["code"] == "rater_delisted")
    assert delisted["flagDate"] == "2023-10-31" and delisted["conformityEvidence"]["linkURL"] == CARBON_PULSE
    undated = next(f for f in credential["flags"] if f["code"] == "methodology_inactivated")
    assert undated["flagDate"] == "undated"
    assert {c["declaredValue"][0]["score"] for c in credential["conformityClaim"]} == {"flagged"}


def test_the_asset_page_shows_the_flags_first_with_the_words_they_were_read_from(client, catalogue):
    html = _html(client, f"/green/{KARIBA}")
    box = html.split('id="flags"', 1)[1].split('id="scores"', 1)[0]
    assert html.index('id="flags"') < html.index('id="scores"')
    assert "<q>lowest possible score; project delisted</q>" in box and "2023-10" in box and "undated" in box
    assert "⚠ </span>flagged</span>" in html.split('id="composite"', 1)[1].split("</p>", 1)[0]


def test_a_product_holding_a_flagged_project_is_flagged_by_it(client, catalogue, monkeypatch):
    hold(monkeypatch, "moss-mco2", ["verra-fortaleza-ituxi-redd-project", KARIBA])
    answer = client.get("/api/green/score/moss-mco2").json
    assert answer["tier"] == "flagged" and {f["project"] for f in answer["flags"]} == {KARIBA}
    assert [p["flagged"] for p in answer["linked_projects"]] == [False, True]
    html = _html(client, "/embed/green-score?id=moss-mco2")
    assert f'in a project it holds: <a href="http://hub.test/green/{KARIBA}"' in html


def test_each_month_of_the_history_carries_the_flags_dated_by_then(client, catalogue, monkeypatch, new_key):
    withdrawn = carbon_project(status_notes="The registry withdrew the project (2025-09-30)")
    ship(monkeypatch, withdrawn)
    with time_machine.travel("2026-01-15T12:00:00Z", tick=False):
        points = client.get("/api/green/score/verra-9001/history", headers=bearer(new_key("premium"))).json["points"]
    tiers = {p["month"]: (p["tier"], [f["code"] for f in p["flags"]]) for p in points}
    assert tiers["2025-08"] == ("high", []) and tiers["2025-09"] == ("flagged", ["registry_withdrawn"])
    assert tiers["2026-01"] == ("flagged", ["registry_withdrawn"])


def test_a_member_without_a_red_flag_keeps_its_tier_and_its_green_badge(client, catalogue):
    katingan = client.get("/api/green/score/verra-1477").json
    assert katingan["flags"] == [] and katingan["flagged"] is False and katingan["tier"] == tier(katingan["composite"])
    html = _html(client, "/embed/green-score?id=verra-1477")
    assert "✓ Green score on the hub" in html and 'id="embed-flags"' not in html and "flag-badge" not in html
    watched = client.get("/api/green/score/verra-1748").json  # a watch is said, and caps nothing
    assert watched["tier"] == tier(watched["composite"]) and watched["flagged"] is False
    widget = _html(client, "/embed/green-score?id=verra-1748")
    assert "Green score on the hub" in widget and "Watch:</strong> a rating is on watch" in widget
    assert "verra-1748" in {r["id"] for r in client.get("/api/green/index?flagged=exclude&limit=100").json["items"]}


def test_the_cqs_methodology_shows_the_flag_rules_the_code_reads_and_the_tier_they_set(client, monkeypatch):
    from app.green import flags

    monkeypatch.setitem(flags.RULES, "registry_suspended", ("status", r"suspend|put on ice", "red",
                                                            "its registry suspended the project"))
    html = _html(client, "/developers/methodology/green/cqs")
    rules = html.split('id="flag-rules"', 1)[1].split("</table>", 1)[0]
    assert all(f'data-flag="{code}"' in rules for code in flags.RULES)
    assert "<code>suspend|put on ice</code>" in rules  # the table the code runs, not a copy
    assert "tier flagged" in rules.split('data-flag="rater_delisted"', 1)[1].split("</tr>", 1)[0]
    assert "tier flagged" not in rules.split('data-flag="rating_watch"', 1)[1].split("</tr>", 1)[0]
    assert 'id="flagged-tier"' in html and "whatever the number" in html


def test_the_developer_hub_documents_the_flags_the_tier_and_the_filter(client):
    section = _html(client, "/developers/green").split('id="green-flags"', 1)[1].split("<h3", 1)[0]
    assert "<code>flagged</code>" in section and "flagged=exclude" in section and "flagged=only" in section
    assert "{code, severity, message, said, source, date, project}" in section
