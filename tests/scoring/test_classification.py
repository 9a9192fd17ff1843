"""The MiCA classification walks the standardised test and names the field behind each answer."""

import pytest

from app.scoring.classify import QUESTIONS
from app.scoring.readiness import compute, resolve_weights

W = resolve_weights(None, None)[0]


def _mica(request):
    return compute(request, W).mica_test


@pytest.mark.parametrize("request_fields,result,last_question", [
    ({"asset_type": "bonds"}, "financial_instrument", "q5_excluded_product"),
    ({"asset_type": "real_estate", "rights": "profit_share"}, "financial_instrument", "q5_excluded_product"),
    ({"asset_type": "stablecoins"}, "e_money_token", "q6_single_official_currency"),
    ({"asset_type": "commodities"}, "asset_referenced_token", "q7_other_reference"),
    ({"asset_type": "low_carbon_power", "rights": "utility"}, "other_crypto_asset", "q7_other_reference"),
    ({"asset_type": "bonds", "issuer_type": "central_bank"}, "out_of_scope", "q3_excluded_issuer"),
    ({"asset_type": "art", "rights": "ownership", "fungible": False}, "out_of_scope", "q4_unique_non_fungible"),
    ({"asset_type": "art", "transferable": False}, "out_of_scope", "q2_dlt_transferable"),
    ({"asset_type": "real_estate"}, "undetermined", "q5_excluded_product"),
])
def test_classification_follows_the_tests_order(request_fields, result, last_question):
    mica = _mica(request_fields)
    assert mica["classification"] == result
    assert mica["questions"][-1]["id"] == last_question
    asked = [q["id"] for q in mica["questions"]]
    assert asked == [q.id for q in QUESTIONS][:len(asked)]
    assert mica["regime"] and mica["source"]["url"].startswith("https://")


def test_each_answer_names_its_field_and_where_it_came_from():
    mica = _mica({"asset_type": "bonds", "issuer_type": "company_spv"})
    q3 = next(q for q in mica["questions"] if q["id"] == "q3_excluded_issuer")
    assert q3 == {**q3, "field": "issuer_type", "value": "company_spv", "source": "input", "answer": "no"}
    q5 = mica["questions"][-1]
    assert q5["field"] == "rights" and q5["value"] == "debt" and q5["source"] == "asset_type"
    q1 = mica["questions"][0]
    assert q1["source"] == "default"


def test_stated_rights_win_over_what_the_asset_type_suggests():
    assert _mica({"asset_type": "bonds", "rights": "utility"})["classification"] == "other_crypto_asset"
