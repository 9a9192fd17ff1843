"""Minting CFU-E, CFU-W and CFU-F: the signed record, the companion score, and every refusal a 400 naming its field
with nothing written."""

import pytest
from sqlalchemy import func, select

from app.platform import signing
from tests.chargeflow.conftest import PATHS, body
from tests.conftest import HMAC_KEY, bearer


def _units(app) -> int:
    from app.chargeflow.models import Unit
    from app.extensions import db

    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Unit))


@pytest.mark.parametrize(("kind", "prefix", "quantity", "unit"), [
    ("e", "cfu_e_", 42.5, "kWh"), ("w", "cfu_w_", 1250.0, "m3"), ("f", "cfu_f_", 500.0, "kW")])
def test_a_mint_returns_a_unit_whose_hash_and_hmac_cover_its_record(app, mint, kind, prefix, quantity, unit):
    response = mint(kind)
    assert response.status_code == 201, response.json
    made = response.json
    assert made["id"].startswith(prefix) and made["status"] == "active" and made["demo"] is False
    assert made["quantity"] == quantity and made["unit"] == unit
    assert made["verify_url"] == f"http://hub.test/chargeflow/units/{made['id']}"
    with app.app_context():
        assert made["content_hash"] == signing.content_hash(made["record"])
        expected = signing.hmac_hex(HMAC_KEY, f"svc-cfu-{kind}:v1:{made['content_hash']}".encode())
    assert made["signature"] == expected
    assert made["record"]["schema"] == "svc.chargeflow.unit.v1" and made["record"]["id"] == made["id"]


def test_times_are_kept_in_utc_whatever_offset_they_were_sent_with(mint):
    made = mint("e").json
    assert made["record"]["session"]["started_at"] == "2026-11-01T09:00:00Z"
    assert made["started_at"] == "2026-11-01T09:00:00Z" and made["ended_at"] == "2026-11-01T10:30:00Z"


def test_an_energy_session_carries_a_watt_companion_score_of_its_stated_source(mint):
    made = mint("e", body("e", {"generation_source": "wind", "renewable_claim": "go"})).json
    watt = made["enrichment"]
    assert watt["model"] == "watt" and watt["basis"] == "source" and watt["source_type"] == "wind"
    assert 0 <= watt["watt_score"]["rating"] <= 100 and watt["watt_score"]["factors"]
    assert watt["lifecycle_gco2e"] == round(42.5 * 11)  # onshore wind's IPCC median, 11 g/kWh
    assert watt["reference_value_eur"] == round(42.5 / 1000 * 75.0, 2) and watt["as_of"]
    assert "not part of the signed record" in watt["note"]
    assert "enrichment" not in made["record"]


def test_a_named_hub_asset_scores_the_unit_and_an_unknown_one_is_refused(client, mint, premium):
    from app.green import assets

    wind = next(a for a in assets.assets("energy") if a["source_type"] == "wind")
    made = mint("e", body("e", {"asset_id": wind["id"]})).json
    assert made["enrichment"]["basis"] == "asset" and made["enrichment"]["asset_id"] == wind["id"]
    refused = client.post(PATHS["e"], json=body("e", {"asset_id": "no-such-plant"}, external_session_id="S-2"),
                          headers=premium)
    assert refused.status_code == 400 and "attributes.asset_id" in refused.json["error"]["details"]["fields"]


def test_a_water_flow_carries_an_h2o_score_that_needs_a_passport(mint):
    made = mint("w", body("w", {"asset_class_hint": "desalination", "use": "drinking"})).json
    h2o = made["enrichment"]["h2o_score"]
    assert made["enrichment"]["model"] == "h2o" and h2o["asset_class"] == "desalination"
    assert h2o["passport_required"] is True and h2o["preview_id"].startswith("h2o_")
    assert {f["name"]: f["value"] for f in h2o["factors"]}["use"] == 100  # drinking water first


def test_a_flex_window_values_the_energy_of_the_whole_window(mint):
    made = mint("f", body("f", {"generation_source": "battery"})).json
    assert made["enrichment"]["energy_kwh"] == 1000.0  # 500 kW x 2 h
    assert made["record"]["flex"]["direction"] == "up" and made["record"]["flex"]["zone"]["zone_id"] == "DE-LU"


REFUSALS = [
    ("e", {"ended_at": "2026-11-01T09:00:00+01:00"}, "session.ended_at"),
    ("e", {"energy_kwh": 0}, "session.energy_kwh"),
    ("e", {"energy_kwh": -3}, "session.energy_kwh"),
    ("e", {"energy_kwh": 600}, "session.energy_kwh"),  # 1.5 h at the default 350 kW allow 525 kWh
    ("e", {"energy_kwh": 100, "max_power_kw": 50}, "session.energy_kwh"),  # 50 kW x 1.5 h = 75 kWh
    ("e", {"location": {"country": "XX"}}, "session.location.country"),
    ("e", {"location": {"country": "FRA"}}, "session.location.country"),
    ("e", {"source_format": "xml"}, "session.source_format"),
    ("e", {"started_at": "2026-11-01T10:00:00"}, "session.started_at"),  # no offset
    ("e", {"ended_at": "2099-01-01T00:00:00Z"}, "session.ended_at"),
    ("e", {"started_at": "0001-01-01T00:00:00+01:00"}, "session.started_at"),  # before the first UTC moment
    ("e", {"started_at": "2026-10-01T10:00:00Z"}, "session.ended_at"),  # a month-long session
    ("e", {"operator_id": ""}, "session.operator_id"),
    ("e", {"external_session_id": " padded "}, "session.external_session_id"),
    ("e", {"surprise": 1}, "session.surprise"),
    ("w", {"volume_m3": 10_000_000_000}, "flow.volume_m3"),
    ("w", {"volume_m3": 5000, "max_flow_m3_h": 1}, "flow.volume_m3"),
    ("f", {"window": {"start": "2026-11-02T19:00:00Z", "end": "2026-11-02T17:00:00Z"}}, "flex.window.end"),
    ("f", {"direction": "sideways"}, "flex.direction"),
    ("f", {"firmness": "maybe"}, "flex.firmness"),
    ("f", {"capacity_kw": 2_000_000}, "flex.capacity_kw"),
]


@pytest.mark.parametrize(("kind", "changes", "field"), REFUSALS)
def test_an_implausible_or_malformed_unit_is_a_400_naming_its_field_and_writes_nothing(app, mint, kind, changes,
                                                                                     field):
    response = mint(kind, body(kind, **changes))
    assert response.status_code == 400, response.json
    assert response.json["error"]["code"] == "validation_error"
    assert field in response.json["error"]["details"]["fields"], response.json
    assert _units(app) == 0


@pytest.mark.parametrize(("attributes", "field"), [
    ({"generation_source": "coal"}, "attributes.generation_source"),
    ({"renewable_claim": "yes"}, "attributes.renewable_claim"),
    ({"asset_class_hint": "reservoir"}, "attributes.asset_class_hint"),  # a water hint on an energy unit
])
def test_attributes_outside_their_allowed_values_are_refused(mint, attributes, field):
    response = mint("e", body("e", attributes))
    assert response.status_code == 400 and field in response.json["error"]["details"]["fields"]


def test_a_body_that_is_not_an_object_or_misses_its_session_is_a_400(client, premium):
    for sent in ([], {"attributes": {}}, "text"):
        response = client.post(PATHS["e"], json=sent, headers=premium)
        assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"


def test_minting_needs_a_premium_key(client, new_key):
    assert client.post(PATHS["e"], json=body("e")).status_code == 401
    free = client.post(PATHS["e"], json=body("e"), headers=bearer(new_key("free")))
    assert free.status_code == 403 and free.json["error"]["code"] == "premium_required"


def test_a_second_active_unit_for_the_same_operator_and_id_is_a_409_naming_the_active_one(mint, minted):
    first = minted("e")
    again = mint("e")
    assert again.status_code == 409 and again.json["error"]["code"] == "duplicate_unit"
    assert again.json["error"]["details"]["active_unit_id"] == first.id


def test_the_same_external_id_is_free_for_another_operator_or_another_key(mint, new_key):
    first = mint("e")
    other_operator = mint("e", body("e", operator_id="FR*OTHER"))
    other_key = mint("e", headers=bearer(new_key("premium")))
    assert [r.status_code for r in (first, other_operator, other_key)] == [201, 201, 201]


def test_a_retired_unit_frees_its_external_id_for_a_new_mint(mint, minted):
    first = minted("e", retired=True)
    again = mint("e")
    assert again.status_code == 201 and again.json["id"] != first.id


def test_a_session_at_exactly_its_power_bound_is_accepted(mint):
    at_bound = body("e", started_at="2026-11-01T10:00:00Z", ended_at="2026-11-01T10:42:00Z", max_power_kw=11,
                    energy_kwh=7.7)  # 11 kW x 0.7 h, which floats make 7.700000000000001
    assert mint("e", at_bound).status_code == 201


def test_a_lower_case_country_is_kept_upper_case_in_the_signed_record(mint):
    made = mint("e", body("e", location={"country": "fr"})).json
    assert made["record"]["session"]["location"]["country"] == "FR"


def test_a_duplicate_names_the_kind_and_id_of_the_active_unit(mint, minted):
    first = minted("e")
    again = mint("e").json
    assert f"(CFU-E {first.id})" in again["error"]["message"]


def test_a_session_shorter_than_a_second_is_refused(mint):
    response = mint("e", body("e", started_at="2026-11-01T10:00:00.5Z", ended_at="2026-11-01T10:00:00.9Z",
                              energy_kwh=0.01))
    assert response.status_code == 400 and "session.ended_at" in response.json["error"]["details"]["fields"]


def test_a_direct_mint_cannot_claim_a_reservation_or_book_ahead(mint):
    claimed = mint("e", body("e", {"reservation_id": "wrs_made_up"}))
    assert claimed.status_code == 400 and "attributes.reservation_id" in claimed.json["error"]["details"]["fields"]
    ahead = mint("e", body("e", started_at="2099-01-01T00:00:00Z", ended_at="2099-01-01T01:00:00Z"))
    assert ahead.status_code == 400 and "session.ended_at" in ahead.json["error"]["details"]["fields"]
