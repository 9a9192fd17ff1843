"""The score page, its htmx fragment and the methodology page generated from the rule tables."""

from app.scoring import rules as R
from tests.conftest import bearer


def test_methodology_page_shows_every_rule_weight_and_grade_from_the_tables(client):
    page = client.get("/developers/methodology").get_data(as_text=True)
    for rule in R.RULES:
        assert f'id="rule-{rule.id}"' in page and f"<code>{rule.fact}</code>" in page
    for threshold, grade in R.GRADES:
        assert f"<strong>{grade}</strong> from {threshold}" in page
    for dimension, weight in R.DEFAULT_WEIGHTS.items():
        assert f"<code>{dimension}</code></td><td>{weight}</td>" in page
    assert "JC 2024 28" in page


def test_try_fragment_scores_a_description_without_storing(client):
    response = client.post("/score/try", data={"description": "Immeuble à Lyon via une SPV, sans KYC"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and 'id="score-value"' in html and "blocked" in html
    assert "Immeuble" in html and "Stored as" not in html


def test_try_fragment_with_a_key_keeps_history_and_draws_it(client, new_key):
    key = new_key()
    first = client.post("/score/try", data={"asset_type": "bonds", "api_key": key}).get_data(as_text=True)
    score_id = first.split('id="score-id">')[1].split("<")[0]
    second = client.post("/score/try", data={"asset_type": "bonds", "has_kyc": "yes", "api_key": key,
                                              "score_id": score_id}).get_data(as_text=True)
    assert "chart line" in second and second.count('class="chart-dot"') == 2
    history = client.get(f"/api/v1/score/{score_id}/history", headers=bearer(key)).json
    assert history["total"] == 2


def test_try_fragment_reports_bad_input_and_bad_keys(client):
    empty = client.post("/score/try", data={})
    assert empty.status_code == 400 and "description or at least one structured field" in empty.get_data(as_text=True)
    wrong = client.post("/score/try", data={"asset_type": "bonds", "api_key": "svc_pk_live_nope"})
    assert wrong.status_code == 401 and "unknown or revoked" in wrong.get_data(as_text=True)
