"""The readiness model: every rule moves its dimension as its table says; the result is deterministic."""

import pytest

from app.scoring import rules as R
from app.scoring.readiness import compute, resolve_weights

W = dict(R.DEFAULT_WEIGHTS)
# An asset where every rule applies: other crypto-asset (ownership rights) sold to retail, pegged to a basket
# only where the stable-value rule is tested.
BASE = {"asset_type": "real_estate", "rights": "ownership", "investor_type": "retail"}
# rule id -> (fields that meet it fully, fields that leave it unmet); derived facts are driven by their inputs.
RULE_CASES = {
    "issuer_entity": ({"issuer_type": "company_spv"}, {}),
    "jurisdiction_covered": ({"jurisdiction": "FR"}, {"jurisdiction": "US"}),
    "legal_opinion": ({"legal_opinion": True}, {"legal_opinion": False}),
    "custody": ({"custody": "qualified_custodian"}, {"custody": "none"}),
    "kyc": ({"has_kyc": True}, {}),
    "aml_policy": ({"aml_policy": True}, {}),
    "holder_screening": ({"transfer_restrictions": "allowlist"}, {"transfer_restrictions": "none"}),
    "classification": ({}, {"rights": None}),
    "disclosure": ({"whitepaper": "published"}, {"whitepaper": "none"}),
    "lei": ({"lei": True}, {}),
    "sustainability": ({"sustainability_disclosure": True}, {}),
    "issuer_authorisation": ({"reference_asset": "basket", "issuer_licensed": True},
                             {"reference_asset": "basket", "issuer_licensed": False}),
    "audited_financials": ({"audit": "audited"}, {"audit": "none"}),
    "valuation": ({"valuation": True}, {}),
    "smart_contract_audit": ({"smart_contract_audit": True}, {}),
    "documents": ({"whitepaper": "draft"}, {}),
    "redemption": ({"redemption": "on_demand"}, {"redemption": "none"}),
    "eligible_investors": ({}, {"investor_type": None}),
    "minimum_ticket": ({"min_ticket_eur": 1000}, {}),
    "complaints": ({"complaints_policy": True}, {}),
    "withdrawal_right": ({"withdrawal_right": True}, {"withdrawal_right": False}),
}


def _points(request: dict, rule: R.Rule) -> int:
    result = compute({k: v for k, v in request.items() if v is not None}, W)
    return next(r.points for r in result.rules[rule.dimension] if r.rule == rule.id)


def test_every_dimension_adds_up_to_100_and_every_rule_is_tested():
    for dimension in R.DIMENSIONS:
        assert sum(r.max_points for r in R.rules_for(dimension)) == 100, dimension
    assert set(RULE_CASES) == {r.id for r in R.RULES}


@pytest.mark.parametrize("rule", R.RULES, ids=lambda r: r.id)
def test_each_rule_awards_its_points_when_met_and_nothing_when_not(rule):
    met, unmet = RULE_CASES[rule.id]
    assert _points({**BASE, **met}, rule) == rule.max_points
    assert _points({**BASE, **unmet}, rule) == 0


def test_a_rule_that_does_not_apply_awards_its_full_points_and_says_so():
    result = compute({"asset_type": "bonds"}, W)
    row = next(r for r in result.rules["investor_protection"] if r.rule == "withdrawal_right")
    assert row.state == "not_applicable" and row.points == 20 and row.note


def test_partial_values_award_partial_points():
    rule = next(r for r in R.RULES if r.id == "disclosure")
    assert _points({**BASE, "whitepaper": "draft"}, rule) == 15


def test_a_financial_instrument_is_judged_on_its_prospectus_not_a_white_paper():
    bonds = {"asset_type": "bonds", "whitepaper": "published"}
    assert compute(bonds, W).breakdown["mica_compliance"] < compute(
        {**bonds, "prospectus": "approved"}, W).breakdown["mica_compliance"]


def test_score_is_the_weighted_sum_and_the_same_input_gives_the_same_output():
    request = {"asset_type": "real_estate", "issuer_type": "company_spv", "whitepaper": "draft", "has_kyc": True}
    first, second = compute(request, W), compute(dict(request), W)
    assert first == second
    expected = round(sum(first.breakdown[d] * W[d] for d in R.DIMENSIONS) / 100, 1)
    assert first.score == expected


@pytest.mark.parametrize("score,grade", [(100, "A+"), (90, "A+"), (89.9, "A"), (80, "A"), (70, "B"), (60, "C"),
                                         (50, "D"), (40, "E"), (39.9, "F"), (0, "F")])
def test_grade_thresholds(score, grade):
    assert R.grade_for(score) == grade


def test_status_follows_the_score_and_blockers():
    strong = {"asset_type": "bonds", "issuer_type": "company_spv", "jurisdiction": "LU", "legal_opinion": True,
              "custody": "qualified_custodian", "has_kyc": True, "aml_policy": True,
              "transfer_restrictions": "allowlist", "prospectus": "approved", "lei": True, "audit": "audited",
              "valuation": True, "smart_contract_audit": True, "redemption": "periodic",
              "investor_type": "professional", "min_ticket_eur": 100000, "complaints_policy": True}
    assert compute(strong, W).status == "ready" and compute(strong, W).score >= 80
    assert compute({**strong, "has_kyc": False}, W).status == "blocked"
    assert compute({"asset_type": "bonds"}, W).status == "early"
    stable = compute({"asset_type": "stablecoins"}, W)
    assert stable.mica_classification == "e_money_token" and stable.status == "blocked"
    assert stable.blockers[0].code == "unlicensed_stable_value_token"


def test_gaps_name_their_dimension_cost_and_come_biggest_first():
    result = compute({"asset_type": "real_estate", "rights": "ownership"}, W)
    impacts = [g.score_impact for g in result.gaps]
    assert impacts == sorted(impacts, reverse=True)
    for gap in result.gaps:
        assert gap.score_impact == round(gap.points_lost * W[gap.dimension] / 100, 2)
        assert gap.action and gap.item
    assert result.sections[0].potential_gain >= result.sections[-1].potential_gain


def test_weights_profiles_and_custom_normalisation():
    assert resolve_weights(None, None) == (W, "default", False)
    assert resolve_weights("credit_fund", None)[0] == R.PROFILES["credit_fund"]
    custom = {"legal_structure": 1, "kyc_aml": 1, "mica_compliance": 1, "data_room": 1, "investor_protection": 1}
    weights, source, normalised = resolve_weights(None, custom)
    assert source == "custom" and normalised and all(w == 20 for w in weights.values())
    exact = dict.fromkeys(R.DIMENSIONS, 20)
    assert resolve_weights(None, exact)[2] is False


def test_advice_comes_in_french_when_asked():
    result = compute({"asset_type": "real_estate"}, W, "fr")
    assert result.sections[0].title in {"Structure juridique", "KYC et LCB-FT", "Conformité MiCA", "Data room",
                                              "Protection des investisseurs"}
    assert any("Obtenir" in step for s in result.sections for step in s.next_steps)
