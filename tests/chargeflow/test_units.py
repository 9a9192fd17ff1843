"""A key's units: list, read, retire, public verification, the one /verify door, and owner isolation."""

import pytest

from tests.chargeflow.conftest import tamper
from tests.conftest import bearer


def _retire(client, unit_id, headers, reason=None):
    return client.post(f"/api/v1/chargeflow/{unit_id}/retire", json={"reason": reason} if reason else {},
                       headers=headers)


def test_the_list_filters_by_kind_status_and_operator_and_pages(client, minted, premium):
    made = [minted("e", external_session_id=f"S-{i}", retired=i == 0) for i in range(3)]
    minted("w")
    minted("f")
    everything = client.get("/api/v1/chargeflow", headers=premium).json
    assert everything["total"] == 5 and everything["units"][0]["kind"] == "f"  # newest first
    energy = client.get("/api/v1/chargeflow?kind=e&status=active", headers=premium).json
    assert {u["id"] for u in energy["units"]} == {made[1].id, made[2].id}
    water = client.get("/api/v1/chargeflow?operator_id=ES-UTIL-1", headers=premium).json
    assert [u["kind"] for u in water["units"]] == ["w"]
    paged = client.get("/api/v1/chargeflow?limit=2&offset=2", headers=premium).json
    assert len(paged["units"]) == 2 and paged["previous"] and paged["next"]
    bad = client.get("/api/v1/chargeflow?kind=x", headers=premium)
    assert bad.status_code == 400 and "query.kind" in bad.json["error"]["details"]["fields"]


def test_retiring_changes_the_status_never_the_hash_and_a_second_retire_is_409(client, minted, premium):
    made = minted("e")
    retired = _retire(client, made.id, premium, "delivered to fleet invoice 2026-11")
    assert retired.status_code == 200 and retired.json["status"] == "retired" and retired.json["retired_at"]
    assert retired.json["content_hash"] == made.content_hash and retired.json["record"] == made.record
    assert retired.json["retire_reason"] == "delivered to fleet invoice 2026-11"
    checked = client.get("/api/v1/chargeflow/verify", query_string={"id": made.id}).json
    assert checked["valid"] is True and checked["unit"]["status"] == "retired"
    again = _retire(client, made.id, premium)
    assert again.status_code == 409 and again.json["error"]["code"] == "invalid_state"


def test_a_retire_reason_longer_than_500_characters_is_refused(client, minted, premium):
    made = minted("e")
    response = _retire(client, made.id, premium, "x" * 501)
    assert response.status_code == 400 and "reason" in response.json["error"]["details"]["fields"]
    assert client.get(f"/api/v1/chargeflow/{made.id}", headers=premium).json["status"] == "active"


@pytest.mark.parametrize("action", ["read", "retire", "list", "export"])
def test_another_key_cannot_read_retire_list_or_export_a_unit(client, minted, new_key, action):
    unit_id = minted("e").id
    other = bearer(new_key("premium"))
    if action == "read":
        response = client.get(f"/api/v1/chargeflow/{unit_id}", headers=other)
        assert response.status_code == 404 and unit_id not in response.get_data(as_text=True)
    elif action == "retire":
        assert _retire(client, unit_id, other).status_code == 404
        checked = client.get("/api/v1/chargeflow/verify", query_string={"id": unit_id}).json
        assert checked["unit"]["status"] == "active"
    elif action == "list":
        assert client.get("/api/v1/chargeflow", headers=other).json["total"] == 0
    else:
        exported = client.get("/api/v1/chargeflow/export?format=csv", headers=other).get_data(as_text=True)
        assert unit_id not in exported and exported.count("\n") == 1  # the header alone


def test_verification_is_public_and_answers_the_verify_doors_shape_with_the_record(client, mint):
    for kind, path in (("e", "/api/v1/chargeflow/verify"), ("w", "/api/v1/chargeflow/w/verify"),
                       ("f", "/api/v1/chargeflow/f/verify")):
        made = mint(kind).json
        checked = client.get(path, query_string={"id": made["id"]}).json
        assert checked["valid"] is True and checked["verdict"] == "valid" and checked["kind"] == f"cfu-{kind}"
        assert (checked["hash_recomputed"], checked["hmac"], checked["ed25519"]) == (True, True, True)
        assert checked["subject"] == {"id": made["id"]} and checked["content_hash"] == made["content_hash"]
        assert checked["record"] == made["record"] and checked["signature"] == made["signature"]
        assert checked["unit"]["quantity"] == made["quantity"] and checked["unit"]["page_url"] == made["verify_url"]
        door = client.post("/api/v1/verify", json={"id": made["id"]}).json
        own = ("record", "signature", "ed25519_signature", "meta")  # meta: the second each answer was computed in
        assert {k: v for k, v in checked.items() if k not in own} == {k: v for k, v in door.items() if k != "meta"}
        assert "retire_reason" not in checked and "retire_reason" not in checked["unit"]  # the owner's note


def test_a_unit_of_another_kind_or_an_unknown_id_is_404_on_a_kind_verify(client, minted):
    energy = minted("e")
    assert client.get("/api/v1/chargeflow/w/verify", query_string={"id": energy.id}).status_code == 404
    for unknown in ("cfu_e_" + "a" * 24, "att_nope", "x"):
        response = client.get("/api/v1/chargeflow/verify", query_string={"id": unknown})
        assert response.status_code == 404 and response.json["error"]["code"] == "not_found"


def test_a_changed_byte_in_a_stored_record_fails_verification(app, client, minted):
    unit_id = minted("e").id
    tamper(app, unit_id)
    checked = client.get("/api/v1/chargeflow/verify", query_string={"id": unit_id}).json
    assert checked["valid"] is False and checked["verdict"] == "invalid"
    assert "hash_mismatch" in checked["reasons"] and checked["hmac"] is True and checked["hash_recomputed"] is False
    door = client.post("/api/v1/verify", json={"id": unit_id}).json
    assert door["valid"] is False and "hash_mismatch" in door["reasons"]


def test_the_verify_door_knows_unit_ids_and_says_their_retirement(client, minted, premium):
    made = minted("f")
    door = client.post("/api/v1/verify", json={"id": made.id}).json
    assert door["verdict"] == "valid" and door["kind"] == "cfu-f" and door["hmac"] is True
    assert door["unit"]["status"] == "active" and door["unit"]["kind"] == "CFU-F" and door["unit"]["unit"] == "kW"
    _retire(client, made.id, premium)
    door = client.post("/api/v1/verify", json={"id": made.id}).json
    assert door["unit"]["status"] == "retired" and door["unit"]["retired_at"] and door["valid"] is True
    by_hash = client.post("/api/v1/verify", json={"hash": made.content_hash, "signature": made.signature}).json
    assert by_hash["kind"] == "cfu-f" and by_hash["verdict"] == "valid"


def test_a_key_reads_its_own_unit_with_its_retire_reason(client, minted, premium):
    made = minted("w")
    read = client.get(f"/api/v1/chargeflow/{made.id}", headers=premium)
    assert read.status_code == 200 and read.json["id"] == made.id and "retire_reason" in read.json
