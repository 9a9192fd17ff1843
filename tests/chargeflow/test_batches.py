"""Batches of up to 50 units of a kind, each item on its own; demo mints without a key; the events a mint and a
retire publish to the outbox in their own transaction."""

import pytest

from tests.chargeflow.conftest import PATHS, body
from tests.support import outbox


@pytest.mark.parametrize("kind", ["e", "w", "f"])
def test_a_batch_keeps_the_good_items_and_answers_each_bad_one(client, premium, kind):
    name = {"e": "external_session_id", "w": "external_flow_id", "f": "external_window_id"}[kind]
    items = [body(kind, **{name: "A-1"}), "not an object", body(kind, **{name: "A-1"}), body(kind, **{name: "A-2"}),
             {"attributes": {}}]
    answer = client.post(f"{PATHS[kind]}/batch", json={"items": items}, headers=premium)
    assert answer.status_code == 200
    result = answer.json
    assert (result["total"], result["succeeded"], result["failed"]) == (5, 2, 3)
    oks = [i["index"] for i in result["items"] if i["ok"]]
    assert oks == [0, 3]
    codes = {i["index"]: i["error"]["code"] for i in result["items"] if not i["ok"]}
    assert codes == {1: "validation_error", 2: "duplicate_unit", 4: "validation_error"}
    duplicate = result["items"][2]
    assert duplicate["error"]["details"]["active_unit_id"] == result["items"][0]["id"]
    listed = client.get(f"/api/v1/chargeflow?kind={kind}", headers=premium).json
    assert listed["total"] == 2


def test_a_batch_takes_one_to_fifty_items(client, premium):
    for items in ([], [body("e")] * 51):
        response = client.post("/api/v1/chargeflow/batch", json={"items": items}, headers=premium)
        assert response.status_code == 400 and "items" in response.json["error"]["details"]["fields"]


def test_a_batch_of_fifty_mints_fifty_units_and_publishes_fiftyoutbox(app, client, premium):
    items = [body("e", external_session_id=f"B-{i}") for i in range(50)]
    result = client.post("/api/v1/chargeflow/batch", json={"items": items}, headers=premium).json
    assert result["succeeded"] == 50
    assert len(outbox(app, "chargeflow.unit.minted")) == 50


def test_a_mint_and_a_retire_publish_their_events_with_the_units_hash(app, client, mint, premium):
    made = mint("e").json
    client.post(f"/api/v1/chargeflow/{made['id']}/retire", json={"reason": "settled"}, headers=premium)
    (minted,) = outbox(app, "chargeflow.unit.minted")
    (retired,) = outbox(app, "chargeflow.unit.retired")
    assert minted["unit_id"] == made["id"] and minted["content_hash"] == made["content_hash"]
    assert minted["reservation_id"] is None and minted["quantity"] == 42.5 and minted["unit"] == "kWh"
    assert retired["status"] == "retired" and retired["reason"] == "settled" and retired["retired_at"]


def test_a_refused_mint_publishes_nothing(app, mint):
    mint("e", body("e", energy_kwh=-1))
    mint("e")
    mint("e")  # the duplicate
    assert len(outbox(app, "chargeflow.unit.minted")) == 1


@pytest.mark.parametrize("kind", ["e", "w", "f"])
def test_a_demo_mint_needs_no_key_is_marked_demo_verifiable_and_publishes_nothing(app, client, kind):
    made = client.post(f"{PATHS[kind]}/demo", json=body(kind))
    assert made.status_code == 201 and made.json["demo"] is True and made.json["record"]["demo"] is True
    again = client.post(f"{PATHS[kind]}/demo", json=body(kind))
    assert again.status_code == 201  # demo units belong to no key: nothing to collide with
    checked = client.get(f"{PATHS[kind]}/verify", query_string={"id": made.json["id"]}).json
    assert checked["valid"] is True and checked["unit"]["demo"] is True
    assert outbox(app, "chargeflow.unit.minted") == []


def test_demo_mints_are_limited_per_address_and_validated(make_app, _migrated):
    client = make_app(SVC_CHARGEFLOW_DEMO_LIMIT="2/hour").test_client()
    bad = client.post("/api/v1/chargeflow/demo", json=body("e", energy_kwh=0))
    assert bad.status_code == 400
    codes = [client.post("/api/v1/chargeflow/w/demo", json=body("w")).status_code for _ in range(2)]
    assert codes == [201, 429]
    limited = client.post("/api/v1/chargeflow/demo", json=body("e"))
    assert limited.status_code == 429 and limited.json["error"]["code"] == "rate_limited"


def test_an_item_naming_an_unknown_asset_or_null_is_answered_and_the_others_are_kept(client, premium):
    items = [body("e", external_session_id="OK-1"), body("e", {"asset_id": "no-such"}, external_session_id="BAD"),
             None]
    result = client.post("/api/v1/chargeflow/batch", json={"items": items}, headers=premium).json
    assert (result["succeeded"], result["failed"]) == (1, 2)
    assert "attributes.asset_id" in result["items"][1]["error"]["details"]["fields"]
    assert result["items"][2]["error"]["code"] == "validation_error"


def test_a_batch_racing_another_mint_falls_back_to_single_mints_with_true_409s(client, minted, premium, monkeypatch):
    from app.chargeflow import service

    taken = minted("e", external_session_id="TAKEN").id
    monkeypatch.setattr(service, "_active_ids", lambda *args: {})  # as if the other mint came after the read
    items = [body("e", external_session_id=i) for i in ("NEW", "TAKEN", "NEW")]
    result = client.post("/api/v1/chargeflow/batch", json={"items": items}, headers=premium).json
    first, clash, again = result["items"]
    assert first["ok"] and not clash["ok"] and not again["ok"]
    assert clash["error"]["details"]["active_unit_id"] == taken
    assert again["error"]["details"]["active_unit_id"] == first["id"]
    listed = {u["id"] for u in client.get("/api/v1/chargeflow", headers=premium).json["units"]}
    assert listed == {taken, first["id"]}
