"""The comparison's answers at the service, without HTTP: the objects the doors serialise, and the signed
documents they carry (built as dicts and hashed as they are)."""

import pytest

from app.compare import benchmarks, service
from app.compare.schemas import BenchmarkRead, ComparisonRead, ShortlistRead
from app.compare.signed import SHORTLIST_SCHEMA, rebuilt_fields, result_content
from app.platform import signing

IDS = ["blackrock-buidl", "ondo-ousg"]


@pytest.fixture
def ctx(app, catalogue):
    """The shipped catalogue, and the test in the app's context (a request's, for the answers' links)."""
    with app.test_request_context():
        yield


def test_a_comparison_answered_rebuilds_the_document_its_hash_signs(ctx):
    result = service.compare_ids(IDS)
    answered = ComparisonRead().dump(result)
    assert result.comparison.product_count == 2 and "query" not in answered
    assert signing.content_hash(result_content(answered)) == result.content_hash == answered["content_hash"]


def test_a_comparison_of_a_filter_carries_the_query_it_ran(ctx):
    result = service.compare_filters({"category": "bonds", "limit": 2})
    answered = ComparisonRead().dump(result)
    assert result.mode == "filters" and answered["query"] == result.query
    assert signing.content_hash(result_content(answered)) == result.content_hash


def test_a_shortlist_signs_its_document_as_built_and_names_the_fields_it_signs(ctx):
    shortlist = service.shortlist(IDS)
    assert shortlist.content["schema"] == SHORTLIST_SCHEMA and shortlist.content["product_ids"] == IDS
    signed = rebuilt_fields(shortlist.content, shortlist.signed_fields)
    assert signing.content_hash(signed) == shortlist.content_hash
    answered = ShortlistRead().dump(shortlist)
    assert {k: answered[k] for k in shortlist.content} == shortlist.content
    assert answered["share_url"] == shortlist.share_url and shortlist.verify_url.startswith("http")


def test_a_benchmark_without_a_sourced_figure_leaves_the_figures_out_of_its_answer_and_its_report(ctx):
    bench = benchmarks.benchmark("real_estate")
    assert bench.status == "fallback" and bench.median_apy is None
    answered, document = BenchmarkRead().dump(bench), bench.document()
    assert "median_apy" not in answered and "median_apy" not in document and "disclaimer" not in document
    assert document["jurisdiction"] is None and document["product_count"] == answered["product_count"]


def test_eligibility_answers_the_products_it_knows_and_names_the_ids_it_lacks(ctx):
    known = service.eligibility_of(["ondo-usdy", "no-such-product"])
    assert [item.product_id for item in known.items] == ["ondo-usdy"] and known.missing == ["no-such-product"]
    assert 0 <= known.items[0].composite <= 100 and known.items[0].green.in_composite is False
