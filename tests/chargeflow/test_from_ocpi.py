"""CFU-E units from OCPI 2.2.1 CDRs (the flat shape and real CDR objects), CSV rows, and partner connectors; a
meter's OCMF signature kept with its unit and checked on every verification."""

import json

import pytest
from sqlalchemy import select

from app.platform import signing
from tests.chargeflow.ocpi_peer import ocmf_signed_data, sample_cdr
from tests.conftest import bearer

FLAT = {"id": "CDR-77", "start_date_time": "2026-11-20T08:00:00Z", "end_date_time": "2026-11-20T09:00:00Z",
        "total_energy": 21.3, "country": "BE", "location_id": "LOC-9", "cpo_id": "BE*ABC"}
ROW = {"external_session_id": "CSV-1", "started_at": "2026-11-21T18:00:00Z", "ended_at": "2026-11-21T19:00:00Z",
       "energy_kwh": "7,4", "country": "NL"}


def _from_ocpi(client, headers, **body):
    return client.post("/api/v1/chargeflow/from-ocpi", json=body, headers=headers)


def test_both_cdr_shapes_and_csv_rows_become_energy_units_with_their_source_format(client, premium):
    answer = _from_ocpi(client, premium, cdrs=[FLAT, sample_cdr()], csv_rows=[ROW], default_operator_id="NL*OPS")
    result = answer.json
    assert answer.status_code == 200 and result["succeeded"] == 3, result
    flat, real, row = (item["unit"] for item in result["items"])
    assert [i["source"] for i in result["items"]] == ["cdrs", "cdrs", "csv_rows"]
    assert flat["operator_id"] == "BE*ABC" and flat["external_id"] == "CDR-77" and flat["quantity"] == 21.3
    assert flat["record"]["session"]["source_format"] == "ocpi"
    assert flat["record"]["session"]["location"] == {"country": "BE", "location_id": "LOC-9"}
    assert real["operator_id"] == "FR*SCP" and real["external_id"] == "CDR-FR-SCP-0001"
    assert real["record"]["session"]["location"]["country"] == "FR"  # FRA in the CDR's location
    assert row["operator_id"] == "NL*OPS" and row["quantity"] == 7.4
    assert row["record"]["session"]["source_format"] == "csv"


def test_a_bad_item_is_answered_with_its_source_index_and_the_others_are_kept(client, premium):
    cdrs = [FLAT, {**FLAT, "id": "CDR-78", "total_energy": -1}, {**FLAT, "id": "CDR-79", "country": "ZZ"},
            {k: v for k, v in FLAT.items() if k != "start_date_time"}, FLAT]
    result = _from_ocpi(client, premium, cdrs=cdrs).json
    assert (result["succeeded"], result["failed"]) == (1, 4)
    errors = {i["source_index"]: i["error"] for i in result["items"] if not i["ok"]}
    assert "session.energy_kwh" in errors[1]["details"]["fields"]
    assert errors[2]["code"] == "validation_error" and "country" in json.dumps(errors[2]["details"])
    assert "start_date_time" in errors[3]["details"]["fields"]
    assert errors[4]["code"] == "duplicate_unit"


@pytest.mark.parametrize("body", [{}, {"cdrs": []}, {"cdrs": [FLAT] * 30, "csv_rows": [ROW] * 21}])
def test_from_ocpi_takes_one_to_fifty_items_in_all(client, premium, body):
    response = _from_ocpi(client, premium, **body)
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"


def test_a_cdr_carrying_meter_signed_data_shows_the_meters_verdict_on_its_unit(app, client, premium):
    signed, _key = ocmf_signed_data(1000.0, 1012.5)
    cdr = sample_cdr(id="CDR-SIGNED", signed_data=signed)  # 12.5 kWh in the CDR, meter SM-0042-7781
    unit = _from_ocpi(client, premium, cdrs=[cdr]).json["items"][0]["unit"]
    assert unit["meter"]["verdict"] == "valid" and unit["meter"]["metered_kwh"] == pytest.approx(12.5)
    meter = unit["record"]["session"]["meter"]  # the hub's check is part of what it signed
    with app.app_context():
        assert meter["signed_data_sha256"] == signing.content_hash(unit["meter_data"])
        assert signing.content_hash(unit["record"]) == unit["content_hash"]
    checked = client.get("/api/v1/chargeflow/verify", query_string={"id": unit["id"]}).json
    assert checked["unit"]["meter_verdict"] == "valid"
    assert checked["record"]["session"]["meter"]["matches_total_energy"] is True
    door = client.post("/api/v1/verify", json={"id": unit["id"]}).json
    assert door["unit"]["meter_verdict"] == "valid"


def test_the_meters_raw_data_which_names_the_drivers_token_is_shown_to_the_owner_only(client, premium):
    signed, _key = ocmf_signed_data(1000.0, 1012.5)
    unit = _from_ocpi(client, premium, cdrs=[sample_cdr(signed_data=signed)]).json["items"][0]["unit"]
    public = client.get("/api/v1/chargeflow/verify", query_string={"id": unit["id"]}).get_data(as_text=True)
    page = client.get(f"/chargeflow/units/{unit['id']}").get_data(as_text=True)
    token_payload = signed["signed_values"][0]["signed_data"]
    assert token_payload not in public and token_payload not in page and "meter_data" not in public
    owned = client.get(f"/api/v1/chargeflow/{unit['id']}", headers=premium).json
    assert owned["meter_data"]["signed_values"][0]["signed_data"] == token_payload


@pytest.mark.parametrize(("changes", "reason"), [({"meter_id": "OTHER-METER"}, "meter_id_differs"),
                                                 ({"start_date_time": "2026-11-21T08:00:00Z",
                                                   "end_date_time": "2026-11-21T09:10:00Z"},
                                                  "reading_outside_session")])
def test_meter_data_from_another_meter_or_another_charge_is_shown_invalid(client, premium, changes, reason):
    signed, _key = ocmf_signed_data(1000.0, 1012.5)
    unit = _from_ocpi(client, premium, cdrs=[sample_cdr(signed_data=signed, **changes)]).json["items"][0]["unit"]
    assert unit["meter"]["verdict"] == "invalid" and reason in unit["meter"]["reasons"]


@pytest.mark.parametrize(("tamper", "energy", "reason"), [(True, 12.5, "signature_mismatch"),
                                                          (False, 10.0, "energy_mismatch")])
def test_kwh_the_meter_did_not_sign_are_shown_invalid(client, premium, tamper, energy, reason):
    signed, _key = ocmf_signed_data(1000.0, 1012.5, tamper=tamper)
    cdr = sample_cdr(id="CDR-X", total_energy=energy, signed_data=signed)
    unit = _from_ocpi(client, premium, cdrs=[cdr]).json["items"][0]["unit"]
    assert unit["meter"]["verdict"] == "invalid" and reason in unit["meter"]["reasons"]
    assert client.get("/api/v1/chargeflow/verify", query_string={"id": unit["id"]}).json["valid"] is True  # the
    # hub's own signature is sound: it signed what it was given, and says the meter's is not


def test_the_partner_catalogue_is_public(client):
    partners = {p["id"]: p for p in client.get("/api/v1/chargeflow/partners").json["partners"]}
    assert set(partners) == {"vendor_fleet", "vendor_ocpi", "generic_ocpi"}
    assert "live" in partners["generic_ocpi"]["modes"]
    token = next(f for f in partners["generic_ocpi"]["credential_fields"] if f["name"] == "token")
    assert token["secret"] is True and token["required"] is True


def test_a_sandbox_sync_mints_demo_units_from_the_shipped_samples(app, client, premium):
    result = client.post("/api/v1/chargeflow/partners/sync", json={"partner": "vendor_ocpi", "mode": "sandbox"},
                         headers=premium).json
    assert result["demo"] is True and result["pulled"] >= 3 and result["succeeded"] >= 3
    assert all(item["unit"]["demo"] for item in result["items"] if item["ok"])
    assert client.get("/api/v1/chargeflow", headers=premium).json["total"] == 0  # the key's ledger stays clean
    signed = [i["unit"] for i in result["items"] if i["ok"] and i["unit"]["meter"]]
    assert signed and signed[0]["meter"]["verdict"] == "valid"


def test_a_live_sync_without_credentials_is_a_400_credentials_required(client, premium):
    response = client.post("/api/v1/chargeflow/partners/sync", json={"partner": "generic_ocpi", "mode": "live"},
                           headers=premium)
    assert response.status_code == 400 and response.json["error"]["code"] == "credentials_required"


def _everything_stored(app) -> str:
    from app.extensions import db

    with app.app_context(), db.engine.connect() as conn:
        return "".join(repr(list(conn.execute(select(table)))) for table in db.metadata.sorted_tables)


def test_a_live_sync_mints_the_keys_units_and_its_token_is_nowhere_after(make_app, _migrated, new_key, ocpi_peer,
                                                                         caplog):
    from tests.keys.factories import make_key

    app = make_app(**ocpi_peer.settings())
    key = bearer(make_key(app, "premium"))
    caplog.set_level("DEBUG")
    response = app.test_client().post("/api/v1/chargeflow/partners/sync", headers=key, json={
        "partner": "generic_ocpi", "mode": "live", "limit": 4, "credentials": ocpi_peer.credentials()})
    result = response.json
    assert response.status_code == 200 and result["demo"] is False and result["succeeded"] == 4, result
    assert app.test_client().get("/api/v1/chargeflow", headers=key).json["total"] == 4
    assert all(r["headers"]["Authorization"].startswith("Token ") for r in ocpi_peer.received)
    stored, logged = _everything_stored(app), "\n".join(r.getMessage() for r in caplog.records)
    for secret in (ocpi_peer.token, ocpi_peer.received[0]["headers"]["Authorization"].split()[1]):
        assert secret not in stored and secret not in logged and secret not in response.get_data(as_text=True)


def test_a_live_sync_refused_by_the_partner_is_a_502_without_the_token(make_app, _migrated, ocpi_peer):
    from tests.keys.factories import make_key

    app = make_app(**ocpi_peer.settings())
    key = bearer(make_key(app, "premium"))
    response = app.test_client().post("/api/v1/chargeflow/partners/sync", headers=key, json={
        "partner": "generic_ocpi", "mode": "live", "credentials": ocpi_peer.credentials(token="wrong-token-123")})
    assert response.status_code == 502 and response.json["error"]["code"] == "partner_refused"
    assert "wrong-token-123" not in response.get_data(as_text=True)


def test_ocpi_times_without_a_zone_are_read_as_utc(client, premium):
    cdr = {**FLAT, "start_date_time": "2026-11-20T08:00:00", "end_date_time": "2026-11-20T09:00:00"}
    unit = _from_ocpi(client, premium, cdrs=[cdr]).json["items"][0]["unit"]
    assert unit["started_at"] == "2026-11-20T08:00:00Z" and unit["ended_at"] == "2026-11-20T09:00:00Z"


def test_a_csv_number_whose_comma_may_separate_thousands_is_refused_not_guessed(client, premium):
    result = _from_ocpi(client, premium, csv_rows=[{**ROW, "energy_kwh": "1,234"}],
                        default_operator_id="NL*OPS").json
    assert result["failed"] == 1 and "energy_kwh" in result["items"][0]["error"]["details"]["fields"]


def test_a_live_sync_reads_on_from_an_offset(make_app, _migrated, ocpi_peer):
    from tests.keys.factories import make_key

    app = make_app(**ocpi_peer.settings())
    key, client = bearer(make_key(app, "premium")), app.test_client()

    def sync(**extra):
        return client.post("/api/v1/chargeflow/partners/sync", headers=key, json={
            "partner": "generic_ocpi", "mode": "live", "limit": 2, "credentials": ocpi_peer.credentials(**extra)})

    first = sync().json
    second = sync(offset=str(first["pulled"])).json
    ids = [item["unit"]["external_id"] for item in first["items"] + second["items"]]
    assert first["succeeded"] == second["succeeded"] == 2 and len(set(ids)) == 4
    assert [c["id"] for c in ocpi_peer.cdrs[:4]] == ids
    refused = sync(offset="-1")
    assert refused.status_code == 400 and "credentials.offset" in refused.json["error"]["details"]["fields"]
