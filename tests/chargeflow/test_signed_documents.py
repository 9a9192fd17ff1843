"""ChargeFlow's signed documents at the verify door: a unit of each kind is judged by its record hashed again, its
shown figures checked against that record and against the record the hub keeps; an export (JSON or CSV) row by
row against the units the hub keeps."""

import copy
import io

import pytest

from tests.chargeflow.conftest import body
from tests.support import drop

KINDS = {"e": ("session", "energy_kwh", "CFU-E"), "w": ("flow", "volume_m3", "CFU-W"), "f": ("flex", "capacity_kw",
                                                                                              "CFU-F")}
TIMES = {"e": "started_at", "w": "started_at", "f": None}


@pytest.mark.parametrize("kind", ["e", "w", "f"])
def test_a_unit_of_each_kind_as_issued_is_valid(client, mint, kind):
    unit = mint(kind).json
    answer = drop(client, unit)
    assert answer["verdict"] == "valid" and answer["kind"] == f"cfu-{kind}" and answer["hash_recomputed"] is True
    assert answer["document"]["id"] == unit["id"] and answer["changed"] == [] and answer["unsigned_fields"] == []
    read = client.get(f"/api/v1/chargeflow/verify?id={unit['id']}").json
    assert drop(client, read)["verdict"] == "valid"  # the verify answer is a document of the unit too


@pytest.mark.parametrize("kind", ["e", "w", "f"])
def test_a_unit_with_a_figure_changed_in_its_record_is_invalid_and_names_it(client, mint, kind):
    unit = mint(kind).json
    body_name, quantity, _ = KINDS[kind]
    document = copy.deepcopy(unit)
    document["record"][body_name][quantity] *= 2
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["reasons"][0] == "content_changed"
    assert answer["changed"] == [f"record.{body_name}.{quantity}"]


@pytest.mark.parametrize("kind", ["e", "w", "f"])
def test_a_unit_whose_shown_quantity_is_not_its_records_is_invalid(client, mint, kind):
    document = {**mint(kind).json}
    document["quantity"] = document["quantity"] * 10
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["changed"] == ["quantity"]
    assert answer["hash_recomputed"] is True  # the record itself still hashes: the shown figure lies


@pytest.mark.parametrize("what, field, value, path", [
    ("a name: the operator", "operator_id", "OTHER*CPO", "record.session.operator_id"),
    ("a date: the start", "started_at", "2026-11-01T08:00:00Z", "record.session.started_at"),
])
def test_a_unit_with_a_name_or_a_date_changed_is_invalid(client, mint, what, field, value, path):
    document = copy.deepcopy(mint("e").json)
    document["record"]["session"][field] = value
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["changed"] == [path], what


def test_a_retired_unit_stays_valid_as_issued(client, mint, premium):
    unit = mint("e").json
    client.post(f"/api/v1/chargeflow/{unit['id']}/retire", json={}, headers=premium)
    assert drop(client, unit)["verdict"] == "valid"  # retiring moves the status, never the signed record


def _export(client, mint, premium, fmt):
    made = [mint("e", body("e", external_session_id=f"S-{i}")).json for i in range(2)] + [mint("w").json]
    response = client.get(f"/api/v1/chargeflow/export?format={fmt}", headers=premium)
    assert response.status_code == 200
    return made, response.data


@pytest.mark.parametrize("fmt", ["json", "csv"])
def test_an_export_as_issued_is_valid(client, mint, premium, fmt):
    _made, data = _export(client, mint, premium, fmt)
    answer = drop(client, data, f"units.{fmt}")
    assert answer["verdict"] == "valid" and answer["kind"] == "chargeflow-export" and answer["reasons"] == []


def test_a_csv_export_whose_signature_begins_like_a_formula_is_still_valid(client, mint, premium):
    """The export escapes a cell a spreadsheet would run (a base64url Ed25519 signature may begin with "-"); the door
    reads the cell back without the escape, so that unit's row is as valid as any other."""
    for attempt in range(1000):
        unit = mint("e", body("e", external_session_id=f"F-{attempt}")).json
        if unit["ed25519_signature"].startswith("-"):
            break
    else:
        pytest.fail("no signature began with '-' in 1000 mints")
    data = client.get("/api/v1/chargeflow/export?format=csv", headers=premium).data
    assert b",'-" in data  # the escape is there, as a spreadsheet needs it
    answer = drop(client, data, "units.csv")
    assert answer["verdict"] == "valid" and answer["reasons"] == []


def test_a_json_export_with_a_quantity_changed_is_invalid_and_names_the_row(client, mint, premium):
    import json

    _made, data = _export(client, mint, premium, "json")
    document = json.loads(data)
    document["units"][1]["quantity"] = 4250.0
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["changed"] == ["units[1].quantity"]


def test_a_csv_export_with_a_date_changed_is_invalid_and_names_the_row(client, mint, premium):
    import csv

    _made, data = _export(client, mint, premium, "csv")
    rows = list(csv.DictReader(io.StringIO(data.decode())))
    rows[0]["minted_at"] = "2020-01-01T00:00:00Z"
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    answer = drop(client, out.getvalue().encode(), "units.csv")
    assert answer["verdict"] == "invalid" and answer["changed"] == ["units[0].minted_at"]


def test_an_export_row_of_a_unit_the_hub_does_not_know_is_not_proved(client, mint, premium):
    import json

    _made, data = _export(client, mint, premium, "json")
    document = json.loads(data)
    document["units"][0]["id"] = "cfu_e_" + "a" * 24
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and "units[0].id" in answer["changed"]
