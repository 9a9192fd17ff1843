"""Red flags read from a project's own data: a rater's grade, an inactivated methodology, the registry's action in
the status notes; each with the words it was read from, the source that states it and its date. A red flag caps
the tier at flagged whatever the number; a watch does not; a project with nothing to flag is scored as before."""

from datetime import date

from app.green import cqs, flags, history, index, projects
from app.green.scale import tier
from tests.green.factories import carbon_project

KARIBA = "verra-kariba-redd-project"


def _by_code(found: list[dict]) -> dict[str, dict]:
    return {flag["code"]: flag for flag in found}


def test_kariba_is_red_flagged_by_the_raters_grade_the_registrys_action_and_its_methodology():
    kariba = projects.get(KARIBA)
    found = _by_code(flags.of(kariba))
    assert set(found) == {"rater_delisted", "rater_lowest_grade", "methodology_inactivated", "registry_suspended",
                          "registry_withdrawn"}
    rating = kariba["ratings"][0]
    for code in ("rater_delisted", "rater_lowest_grade"):  # the rating's own source and date
        assert (found[code]["source"], found[code]["date"]) == (rating["source_url"], rating["date"]) == \
            ("https://carbon-pulse.com/232860", "2023-10-31")
        assert found[code]["said"] == rating["grade"] and found[code]["severity"] == flags.RED
    suspended = found["registry_suspended"]  # the registry's own page, dated by the month the notes name
    assert (suspended["source"], suspended["date"]) == (kariba["source"]["url"], "2023-10")
    withdrawn = found["registry_withdrawn"]  # the other source dated in the month the notes name
    assert withdrawn["date"] == "2024-05-30" and "withdrawal-of-kariba" in withdrawn["source"]
    methodology = found["methodology_inactivated"]  # no source of its own: the project's, undated as it is
    assert (methodology["source"], methodology["date"]) == (kariba["source"]["url"], None)
    assert all(flag["project"] == KARIBA for flag in found.values())


def test_a_raters_lowest_grade_is_a_red_flag_with_the_ratings_source_and_date():
    rating = {"agency": "Made-up Ratings", "grade": "D", "date": "2025-06-30",
              "source_url": "https://ratings.example.org/9001"}
    scored = cqs.score(carbon_project(ratings=[rating]))
    (flag,) = scored["flags"]
    assert flag == {"code": "rater_lowest_grade", "severity": "red", "message": "a rater gave its lowest grade",
                    "said": "D", "source": "https://ratings.example.org/9001", "date": "2025-06-30",
                    "project": "verra-9001"}
    assert scored["flagged"] is True and scored["warnings"] == ["a rater gave its lowest grade"]
    worded = cqs.score(carbon_project(ratings=[{**rating, "grade": "lowest possible score", "date": "undated"}]))
    assert [(f["code"], f["date"]) for f in worded["flags"]] == [("rater_lowest_grade", None)]
    assert cqs.score(carbon_project(ratings=[{**rating, "grade": "BB"}]))["flags"] == []


def test_an_inactivated_methodology_is_a_red_flag_sourced_and_dated_by_the_projects_source():
    project = carbon_project(methodology="AMS-III.R (inactivated)",
                             source={"url": "https://registry.example.org/9002", "class": "registry",
                                     "as_of": "2025-03-15"})
    (flag,) = flags.of(project)
    assert (flag["code"], flag["severity"], flag["said"]) == ("methodology_inactivated", "red",
                                                              "AMS-III.R (inactivated)")
    assert (flag["source"], flag["date"]) == ("https://registry.example.org/9002", "2025-03-15")


def test_a_registry_action_undone_in_the_same_clause_raises_no_flag():
    lifted = carbon_project(status_notes="Verra suspended the project in March 2024, then lifted the suspension")
    assert flags.of(lifted) == []
    southern_cardamom = flags.of(projects.get("verra-1748"))  # "placed on hold, then lifted the hold"
    assert [f["code"] for f in southern_cardamom] == ["rating_watch"]


def test_a_watch_is_said_but_does_not_cap_the_tier():
    (watch,) = flags.of(projects.get("verra-1748"))
    assert watch["severity"] == flags.WATCH and watch["said"] == "C (on rating watch)"
    assert flags.capped("fair", [watch]) == "fair" and not flags.red([watch])


def test_a_red_flag_caps_the_tier_whatever_the_number():
    clean = carbon_project()
    value = cqs.score(clean)["cqs"]
    assert tier(value) == "high" and flags.of(clean) == []
    flagged = carbon_project(status_notes="Delisted: the registry withdrew the project (2025-09-01)")
    assert cqs.score(flagged)["cqs"] == value  # the number stays, the tier does not
    assert flags.capped(tier(value), flags.of(flagged)) == flags.FLAGGED


def test_a_project_without_a_flag_is_scored_as_before():
    katingan = cqs.score(projects.get("verra-1477"))
    assert katingan["flags"] == [] and katingan["flagged"] is False and katingan["warnings"] == []
    assert flags.capped("good", []) == "good"


def test_a_product_carries_the_flags_of_the_projects_it_holds():
    held = index.held_flags({"linked_projects": ["verra-1477", KARIBA]})
    assert held and {f["project"] for f in held} == {KARIBA} and flags.red(held)


def test_a_month_of_the_history_carries_only_the_flags_dated_by_then():
    found = flags.of(projects.get(KARIBA))
    before_withdrawal = {f["code"] for f in history.flags_at(found, date(2024, 4, 30))}
    assert "registry_withdrawn" not in before_withdrawal and "registry_suspended" in before_withdrawal
    assert "methodology_inactivated" in before_withdrawal  # undated: read as holding
    assert {f["code"] for f in history.flags_at(found, date(2024, 5, 31))} == {f["code"] for f in found}
