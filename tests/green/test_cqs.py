"""The carbon quality score: every factor between 0 and 100 with its weight and reason, each factor moving the
way its definition says, the same answer for the same facts, and public ratings placed beside it."""

import pytest

from app.green import cqs, projects

BASE = {"registry": "verra", "project_id": "1", "name": "X", "methodology": "VM0048", "project_type": "REDD+",
        "country": "BR", "crediting_period": "2016-01-01 to 2045", "cobenefits": None, "ratings": [],
        "source": {"url": "https://example.org", "class": "registry", "as_of": "undated"}}


def _factor(project: dict, name: str) -> float:
    return next(f["value"] for f in cqs.score(project)["factors"] if f["name"] == name)


def test_every_shipped_project_scores_within_bounds_with_weights_that_add_up():
    assert sum(cqs.WEIGHTS.values()) == 100
    for project in projects.projects():
        result = cqs.score(project)
        assert 0 <= result["cqs"] <= 100, project["id"]
        assert all(0 <= f["value"] <= 100 and f["basis"] for f in result["factors"]), project["id"]
        assert {f["name"]: f["weight"] for f in result["factors"]} == cqs.WEIGHTS


def test_the_same_facts_give_the_same_score():
    assert cqs.score(dict(BASE)) == cqs.score(dict(BASE))


@pytest.mark.parametrize(("better", "worse", "factor"), [
    ("Biochar (pyrolysis)", "REDD+ (avoided deforestation)", "permanence"),
    ("Afforestation/reforestation", "Grid-connected wind power", "additionality"),
    ("Household biogas", "REDD+", "leakage"),
])
def test_the_kind_of_project_moves_the_risks_it_carries(better, worse, factor):
    assert _factor({**BASE, "project_type": better}, factor) > _factor({**BASE, "project_type": worse}, factor)


def test_more_that_can_be_checked_raises_mrv():
    bare = {**BASE, "project_id": None, "methodology": None, "source": {**BASE["source"], "class": "press"}}
    assert _factor(bare, "mrv") < _factor({**bare, "methodology": "VM0048"}, "mrv") < _factor(BASE, "mrv")


def test_newer_vintages_and_certified_cobenefits_score_higher():
    assert _factor({**BASE, "crediting_period": "2021"}, "vintage") > _factor({**BASE, "crediting_period": "2008"},
                                                                             "vintage")
    assert _factor({**BASE, "crediting_period": None}, "vintage") == cqs.UNKNOWN_VINTAGE
    assert _factor({**BASE, "cobenefits": "CCB Triple Gold"}, "cobenefits") > \
        _factor({**BASE, "cobenefits": "fewer fires"}, "cobenefits") > _factor(BASE, "cobenefits")


def test_a_public_rating_is_placed_on_the_same_scale_and_the_gap_said_in_words():
    katingan = cqs.score(projects.get("verra-1477"))
    (rating,) = katingan["ratings"]
    assert rating["on_cqs_scale"] == 75.0 and rating["difference"] == round(75.0 - katingan["cqs"], 1)
    assert "BeZero Carbon A sits at 75" in katingan["raters_note"] and "points" in katingan["raters_note"]
    two = cqs.score({**BASE, "ratings": [{"agency": "BeZero", "grade": "AA"}, {"agency": "Sylvera", "grade": "BB"}]})
    assert "the raters disagree by 37.5 points" in two["raters_note"]


def test_a_delisted_project_carries_its_warnings():
    kariba = cqs.score(projects.get("verra-kariba-redd-project"))
    assert "a rater delisted the project" in kariba["warnings"]
    assert "its methodology has been inactivated" in kariba["warnings"]
    assert cqs.score(BASE)["warnings"] == []
