"""The comparison marks: only best, worst or none; APY best only between fresh yields on the same basis, TVL only
between fresh figures, no mark on a tie, and a reason wherever there is no mark."""

from datetime import date

import pytest

from app.compare.marks import compare_marks
from tests.catalogue.factories import set_figures
from tests.conftest import bearer

TODAY = date(2026, 11, 23)
FRESH, OLD = "2026-11-01", "2024-08-12"


def product(**figures) -> dict:
    base = {"apy": None, "apy_basis": None, "apy_as_of": None, "pays_yield": None, "tvl_usd": None,
            "tvl_as_of": None, "min_investment_usd": None, "transparency_score": 50, "liquidity_score": 50,
            "liquidity_days": None}
    return {**base, **figures}


def marks(app, *products, metric="apy"):
    with app.app_context():
        highlights, reasons = compare_marks(list(products), today=TODAY)
    return highlights[metric], reasons[metric]


def test_the_best_apy_is_marked_between_fresh_yields_on_the_same_basis(app):
    low = product(apy=4.1, apy_basis="sec_7day_current", apy_as_of=FRESH)
    high = product(apy=4.3, apy_basis="sec_7day_current", apy_as_of=FRESH)
    assert marks(app, low, high) == ([None, "best"], ["lower", None])


def test_yields_on_different_bases_get_no_mark_and_say_why(app):
    sec = product(apy=4.3, apy_basis="sec_7day_current", apy_as_of=FRESH)
    target = product(apy=9.0, apy_basis="target", apy_as_of=FRESH)
    assert marks(app, sec, target) == ([None, None], ["different_basis", "different_basis"])


def test_each_basis_is_ranked_on_its_own(app):
    products = [product(apy=4.3, apy_basis="sec_7day_current", apy_as_of=FRESH),
                product(apy=9.0, apy_basis="target", apy_as_of=FRESH),
                product(apy=4.1, apy_basis="sec_7day_current", apy_as_of=FRESH),
                product(apy=12.0, apy_basis="issuer_reported_apy", apy_as_of=FRESH)]
    assert marks(app, *products) == (["best", None, None, None], [None, "different_basis", "lower", "different_basis"])


def test_a_stale_yield_is_never_marked_nor_ranked_against(app):
    old_high = product(apy=5.35, apy_basis="sec_7day_current", apy_as_of=OLD)
    fresh = product(apy=3.81, apy_basis="sec_7day_current", apy_as_of=FRESH)
    undated = product(apy=6.0, apy_basis="sec_7day_current", apy_as_of=None)
    assert marks(app, old_high, fresh, undated) == ([None, None, None], ["stale", "only_one", "stale"])


def test_a_stale_tvl_is_never_marked_nor_ranked_against(app):
    products = [product(tvl_usd=2e9, tvl_as_of=OLD), product(tvl_usd=5e8, tvl_as_of=FRESH),
                product(tvl_usd=7e8, tvl_as_of=FRESH)]
    assert marks(app, *products, metric="tvl_usd") == ([None, "worst", "best"], ["stale", None, None])


def test_ties_get_no_mark(app):
    same = dict(apy=4.2, apy_basis="sec_7day_current", apy_as_of=FRESH)
    assert marks(app, product(**same), product(**same)) == ([None, None], ["tie", "tie"])
    tvl = [product(tvl_usd=1e9, tvl_as_of=FRESH), product(tvl_usd=1e9, tvl_as_of=FRESH)]
    assert marks(app, *tvl, metric="tvl_usd") == ([None, None], ["tie", "tie"])
    # a tie at the top leaves the bottom marked, and the other way round
    scores = [product(transparency_score=70), product(transparency_score=70), product(transparency_score=55)]
    assert marks(app, *scores, metric="transparency_score") == ([None, None, "worst"], ["tie", "tie", None])


def test_the_largest_tvl_the_smallest_ticket_and_the_fewest_days_are_best(app):
    products = [product(min_investment_usd=20, tvl_usd=8e8, tvl_as_of=FRESH, liquidity_days=30),
                product(min_investment_usd=500, tvl_usd=7e8, tvl_as_of=FRESH, liquidity_days=1),
                product(min_investment_usd=5e6, tvl_usd=2e9, tvl_as_of=FRESH, liquidity_days=7)]
    with app.app_context():
        highlights, reasons = compare_marks(products, today=TODAY)
    assert highlights["tvl_usd"] == [None, "worst", "best"] and reasons["tvl_usd"][0] == "in_between"
    assert highlights["min_investment_usd"] == ["best", None, "worst"]
    assert highlights["liquidity_days"] == ["worst", "best", None]


def test_every_mark_is_best_worst_or_none(app):
    products = [product(apy=4.1, apy_basis="sec_7day_current", apy_as_of=FRESH, tvl_usd=1e8, tvl_as_of=FRESH,
                        min_investment_usd=1, transparency_score=40, liquidity_score=90, liquidity_days=2),
                product(apy=4.3, apy_basis="sec_7day_current", apy_as_of=FRESH, tvl_usd=3e8, tvl_as_of=FRESH,
                        min_investment_usd=9, transparency_score=80, liquidity_score=10, liquidity_days=9)]
    with app.app_context():
        highlights, _ = compare_marks(products, today=TODAY)
    assert {m for row in highlights.values() for m in row} == {"best", "worst", None}


@pytest.mark.parametrize("unknown,reason", [
    (product(), "not_disclosed"),
    (product(pays_yield=False), "non_yielding"),
    (product(apy=5.0, apy_as_of=FRESH), "basis_not_stated"),
])
def test_unknown_values_are_never_marked_and_say_why(app, unknown, reason):
    known = product(apy=4.0, apy_basis="sec_7day_current", apy_as_of=FRESH)
    assert marks(app, unknown, known) == ([None, None], [reason, "only_one"])
    assert marks(app, product(), product(tvl_usd=1e9, tvl_as_of=FRESH), metric="tvl_usd") == (
        [None, None], ["not_disclosed", "only_one"])


def test_the_api_gives_a_mark_or_a_reason_for_every_product_and_metric(app, client, catalogue, new_key):
    for product_id in ("franklin-benji-fobxx", "superstate-ustb"):
        set_figures(app, product_id, apy_basis="sec_7day_current", apy_as_of=date.today().isoformat())
    set_figures(app, "franklin-benji-fobxx", apy=4.0)
    set_figures(app, "superstate-ustb", apy=4.5)
    body = client.post("/api/v1/compare", json={"product_ids": ["franklin-benji-fobxx", "superstate-ustb"]},
                       headers=bearer(new_key(tier="premium"))).json["comparison"]
    assert body["highlights"]["apy"] == [None, "best"] and body["highlight_reasons"]["apy"] == ["lower", None]
    for metric, marked in body["highlights"].items():
        reasons = body["highlight_reasons"][metric]
        assert all((m is None) != (r is None) for m, r in zip(marked, reasons, strict=True)), metric
    spec = client.get("/svc-openapi.json").json["components"]["schemas"]
    assert "highlight_reasons" in spec["ComparisonBlock"]["properties"]
    assert {metric: set(schema["items"]["enum"]) - {None} for metric, schema in spec["Highlights"]["properties"].items()
            } == {metric: {"best", "worst"} for metric in body["highlights"]}


def test_the_pdf_report_marks_no_tie(app, client, catalogue):
    """Two products tied at the bottom of every row, a third above them: only the third is marked."""
    today = date.today().isoformat()
    tied = dict(apy=4.2, apy_basis="sec_7day_current", apy_as_of=today, tvl_usd=5e8, tvl_as_of=today,
                min_investment_usd=1000, transparency=55, liquidity_score=40)
    for product_id in ("franklin-benji-fobxx", "superstate-ustb"):
        set_figures(app, product_id, **tied)
    set_figures(app, "ondo-usdy", **{**tied, "apy": 4.5, "tvl_usd": 9e8, "min_investment_usd": 5000,
                                     "transparency": 70, "liquidity_score": 55})
    pdf = client.get("/api/compare/report/pdf?compare=franklin-benji-fobxx,superstate-ustb,ondo-usdy&locale=en")
    words = _pdf_text(pdf.data).split("Benchmark context")[0].replace("\n", " ")
    # TVL, minimum, transparency, liquidity, on both tied sides (a lower APY is never marked, tied or not)
    assert words.count("no mark: tie") == 8
    assert "worst" not in words and "smallest" not in words and "highest" not in words
    # best APY, transparency and liquidity; the largest TVL and minimum, said as sizes
    assert words.count("best") == 3 and words.count("largest") == 2


def _pdf_text(pdf: bytes) -> str:
    import io

    import pypdf

    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf)).pages)
