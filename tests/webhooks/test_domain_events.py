"""Events other domains publish reach the owner's webhooks through the same path: a proof-tap anchor's
shield.tap.created, signed both ways."""

import hashlib
import json

from standardwebhooks import Webhook as StandardWebhook


def test_an_anchor_reaches_the_owners_webhook_as_shield_tap_created(hub, owner, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    made = register(events=["shield.tap.created"])
    digest = hashlib.sha256(b"minutes of the board").hexdigest()
    receipt = hub.test_client().post("/api/v1/shield/tap", json={"hash": digest}, headers=owner).json
    (received,) = fake_https.received
    body = json.loads(received["body"])
    assert body["event"] == "shield.tap.created"
    assert body["data"]["receipt_id"] == receipt["id"] and body["data"]["hash"] == digest
    assert StandardWebhook(made.secret).verify(received["body"], received["headers"])["event"] == \
        "shield.tap.created"
    hub.test_client().post("/api/v1/shield/demo", json={"hash": digest})
    assert len(fake_https.received) == 1  # a demo tap is published to no one


def test_a_mint_and_a_retire_reach_the_owners_webhook_signed_and_a_demo_mint_reaches_no_one(hub, owner, register,
                                                                                           fake_https):
    from tests.chargeflow.conftest import body

    fake_https.routes["/hook"] = (200, b"ok")
    made = register(events=["chargeflow.unit.minted", "chargeflow.unit.retired"])
    client = hub.test_client()
    unit = client.post("/api/v1/chargeflow", json=body("e"), headers=owner).json
    client.post(f"/api/v1/chargeflow/{unit['id']}/retire", json={"reason": "invoiced"}, headers=owner)
    client.post("/api/v1/chargeflow/demo", json=body("e"))
    delivered = [json.loads(r["body"]) for r in fake_https.received]
    assert [d["event"] for d in delivered] == ["chargeflow.unit.minted", "chargeflow.unit.retired"]
    assert {d["data"]["unit_id"] for d in delivered} == {unit["id"]}
    assert delivered[0]["data"]["content_hash"] == delivered[1]["data"]["content_hash"] == unit["content_hash"]
    assert delivered[1]["data"]["reason"] == "invoiced"
    for received in fake_https.received:
        assert StandardWebhook(made.secret).verify(received["body"], received["headers"])["data"]["unit_id"] == \
            unit["id"]


def test_a_mint_before_the_owners_first_webhook_is_not_sent_to_it_and_the_next_mint_is(hub, owner, register,
                                                                                          fake_https):
    from tests.chargeflow.conftest import body
    from tests.support import outbox

    fake_https.routes["/hook"] = (200, b"ok")
    client = hub.test_client()
    before = client.post("/api/v1/chargeflow", json=body("e", external_session_id="S-BEFORE"), headers=owner).json
    register(events=["chargeflow.unit.minted"])
    after = client.post("/api/v1/chargeflow", json=body("e", external_session_id="S-AFTER"), headers=owner).json
    delivered = [json.loads(r["body"])["data"]["unit_id"] for r in fake_https.received]
    assert delivered == [after["id"]]
    assert {e["unit_id"] for e in outbox(hub, "chargeflow.unit.minted")} == {before["id"], after["id"]}
