"""GET /api/v1/benchmarks: computed from the catalogue's dated yields, or under 3 of them the static reference said
as such (with its date and sources, and no figure where no source gives one); the jurisdiction matched partially;
the compare page and the PDF report show the fallback for what it is."""

import io
from datetime import date

import pypdf
import pytest

from app.catalogue.labels import CATEGORIES
from app.compare import benchmarks
from app.platform.data import load
from tests.conftest import bearer

SOURCED = {"median_apy": 6.5, "p25_apy": None, "p75_apy": None, "as_of": "2026-06-30",
           "note": "A test reference.", "sources": [{"label": "A dated survey", "url": "https://survey.example.org/q2",
                                                     "date": "2026-07-15", "date_is": "published"}]}


@pytest.fixture
def get(client, demo_key):
    def call(**query):
        return client.get("/api/v1/benchmarks", query_string=query, headers=bearer(demo_key))
    return call


@pytest.fixture
def sourced_figure(monkeypatch):
    """A reference that gives a dated median (the shipped one has no sourced figure for any category yet)."""
    monkeypatch.setattr(benchmarks, "reference", lambda category: SOURCED)


def _pdf_text(data: bytes) -> str:
    return " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages).replace("\n", " ")


def test_a_category_with_three_dated_yields_is_computed_from_the_catalogue(client, catalogue, get):
    body = get(category="bonds").json
    assert body["status"] == "ok" and body["source"] == "catalogue" and body["product_count"] >= 3
    assert body["p25_apy"] <= body["median_apy"] <= body["p75_apy"] and body["as_of"] and body["disclaimer"]
    assert "sources" not in body
    assert get(category="tulips").status_code == 400
    assert client.get("/api/v1/benchmarks?category=bonds").status_code == 401


@pytest.mark.parametrize("category,why", [("real_estate", "varies per property"),
                                          ("commodities", "no yield by design")])
def test_under_three_yields_the_answer_is_the_static_reference_said_as_such(catalogue, get, category, why):
    body = get(category=category).json
    reference = load("benchmark_reference")["categories"][category]
    assert body["status"] == "fallback" and body["source"] == "reference" and body["product_count"] < 3
    assert body["as_of"] == reference["as_of"] and body["sources"] == reference["sources"] and body["sources"]
    assert why in body["note"] and "static reference" in body["disclaimer"]
    assert not {"median_apy", "p25_apy", "p75_apy"} & set(body)  # no sourced figure: none is invented


def test_a_sourced_reference_figure_comes_with_its_date_and_sources_and_nothing_it_lacks(catalogue, get,
                                                                                         sourced_figure):
    body = get(category="real_estate").json
    assert body["status"] == "fallback" and body["median_apy"] == 6.5 and body["as_of"] == "2026-06-30"
    assert body["sources"][0]["url"] == "https://survey.example.org/q2"
    assert "p25_apy" not in body and "p75_apy" not in body  # the source gives no quartiles


def test_every_category_has_a_dated_reference_and_no_figure_without_a_source():
    data = load("benchmark_reference")
    date.fromisoformat(data["as_of"])
    assert set(data["categories"]) == set(CATEGORIES)
    for category, reference in data["categories"].items():
        date.fromisoformat(reference["as_of"])
        assert reference["note"], category
        figures = [reference[k] for k in ("median_apy", "p25_apy", "p75_apy") if reference[k] is not None]
        assert not figures or reference["sources"], category
        for source in reference["sources"]:
            assert source["url"].startswith("https://") and source["label"], category
            assert source["date_is"] in ("published", "consulted")
            date.fromisoformat(source["date"])


@pytest.mark.parametrize("typed", ["Jer", "jer", "JERSEY", "je"])
def test_the_jurisdiction_matches_partially_and_case_insensitively(catalogue, get, typed):
    body = get(category="bonds", jurisdiction=typed).json
    assert body["jurisdiction"] == "JE" and body["jurisdiction_name"] == "Jersey"
    assert body["status"] == "ok" and sorted(body["product_ids"]) == ["backed-berna", "backed-bib01", "backed-bzpr1"]


def test_lux_finds_luxembourg_and_a_narrow_jurisdiction_falls_back_to_the_category_reference(catalogue, get,
                                                                                             sourced_figure):
    body = get(category="bonds", jurisdiction="lux").json
    assert body["jurisdiction"] == "LU" and body["status"] == "fallback" and body["product_count"] == 0
    assert "for the category as a whole, not for Luxembourg" in body["note"]


@pytest.mark.parametrize("typed,candidates", [("korea", ["KP", "KR"]), ("virgin", ["VG", "VI"]), ("xx", None),
                                              ("Atlantis", None)])
def test_an_ambiguous_or_unknown_jurisdiction_is_a_400_naming_the_field(catalogue, get, typed, candidates):
    response = get(category="bonds", jurisdiction=typed)
    error = response.json["error"]
    assert response.status_code == 400 and error["code"] == "validation_error"
    assert list(error["details"]["fields"]) == ["query.jurisdiction"]
    assert error["details"].get("allowed", {}).get("jurisdiction") == candidates
    if candidates:
        assert all(f"({code})" in error["message"] for code in candidates)


def test_the_compare_page_and_report_say_there_is_no_benchmark_and_cite_the_reference(client, catalogue):
    ids = "franklin-benji-fobxx,realt-realtokens"
    page = client.get(f"/compare?ids={ids}").get_data(as_text=True)
    row = page.split('id="row-benchmark"')[1].split("</tr>")[0]
    assert 'data-status="ok"' in row and "bonds: median" in row
    assert 'data-status="fallback"' in row and "real estate: no benchmark" in row and "None" not in row
    assert 'href="https://realt.co/faq/"' in row and "consulted 2026-11-23" in row
    report = _pdf_text(client.get(f"/api/compare/report/pdf?compare={ids}&locale=en").data)
    assert "no sourced reference figure" in report and "static reference as of 2026-11-26" in report
    assert "https://realt.co/faq/" in report and "None" not in report


def test_a_sourced_reference_reads_as_a_static_reference_on_the_page_and_report(client, catalogue, sourced_figure):
    ids = "franklin-benji-fobxx,realt-realtokens"
    row = client.get(f"/compare?ids={ids}").get_data(as_text=True).split('id="row-benchmark"')[1].split("</tr>")[0]
    assert "real estate: reference median 6.5%, a static reference as of 2026-06-30" in row
    assert "A dated survey" in row and "published 2026-07-15" in row
    report = _pdf_text(client.get(f"/api/compare/report/pdf?compare={ids}&locale=fr").data)
    assert "6,5\xa0%" in report and "référence fixe au 2026-06-30" in report


def test_real_estate_gives_a_dated_listed_reit_yield_for_comparison_never_as_its_median(client, catalogue, get):
    body = get(category="real_estate").json
    reference = body["reference_yield"]
    assert body["status"] == "fallback" and "median_apy" not in body
    assert reference["value"] == 4.0 and reference["as_of"] == "2025-10-31" and "REIT" in reference["measure"]
    assert reference["source"]["url"].startswith("https://www.reit.com/") and reference["source"] in body["sources"]
    assert "not a median" in body["note"]
    row = client.get("/compare?ids=franklin-benji-fobxx,realt-realtokens").get_data(as_text=True).split(
        'id="row-benchmark"')[1].split("</tr>")[0]
    assert "For comparison: Dividend yield of the FTSE Nareit All Equity REITs index" in row
    assert "4.0% as of 2025-10-31" in row or "4% as of 2025-10-31" in row
    assert get(category="commodities").json.get("reference_yield") is None  # no neighbouring yield is sourced
