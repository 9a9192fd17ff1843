"""Deliveries: signed POSTs a receiver can verify, the retry schedule, dead letters, replays, leases."""

import hashlib
import hmac
import json

import pytest
import time_machine
from standardwebhooks import Webhook as StandardWebhook
from standardwebhooks import WebhookVerificationError

from app.extensions import db
from app.platform import events
from app.platform.db import unit_of_work
from app.webhooks import delivery
from app.webhooks.models import Delivery, Webhook
from tests.conftest import bearer
from tests.keys.factories import make_key

T0 = "2026-11-24T10:00:00Z"


def _alert(monitor_id: str = "mon_test") -> dict:
    return {"event": "regulation_update", "severity": "high", "impact_on_score": -6.0, "monitor_id": monitor_id,
            "asset_type": "bonds", "jurisdiction": "FR", "reference_id": "mica-2023-1114", "summary": "Re-scored 61",
            "timestamp": "2026-11-24T10:00:00Z", "disclaimer": "Indicative."}


def _owner_id(app, webhook_id: str) -> int:
    with app.app_context():
        return db.session.get(Webhook, webhook_id).owner_key_id


def _publish(app, owner_id: int, event: str = "regulation_update", payload: dict | None = None) -> str:
    with app.app_context(), unit_of_work():
        return events.publish(event, payload or _alert(), owner_id).id


def _deliveries(app, webhook_id: str) -> list[Delivery]:
    with app.app_context():
        rows = db.session.query(Delivery).filter_by(webhook_id=webhook_id).order_by(Delivery.created_at).all()
        db.session.expunge_all()
        return rows


def _run_due(app) -> list:
    """What the periodic job does, one attempt per due delivery."""
    with app.app_context(), unit_of_work():
        due = delivery.due()
    out = []
    for delivery_id in due:
        with app.app_context(), unit_of_work():
            out.append(delivery.attempt(delivery_id))
    return out


def _github_valid(secret: str, body: bytes, header: str) -> bool:
    return hmac.compare_digest("sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest(), header)


def test_a_test_keys_event_is_delivered_with_livemode_false(hub, register, fake_https):
    fake_https.routes["/hook"] = (200, b"thanks")
    made = register(key=make_key(hub, "premium", mode="test"))
    _publish(hub, _owner_id(hub, made.id))
    (received,) = fake_https.received
    assert json.loads(received["body"])["livemode"] is False


def test_an_owners_event_is_delivered_signed_both_ways(hub, register, fake_https):
    fake_https.routes["/hook"] = (200, b"thanks")
    made = register()
    event_id = _publish(hub, _owner_id(hub, made.id))
    (received,) = fake_https.received
    body = json.loads(received["body"])
    assert body == {"id": event_id, "event": "regulation_update", "created_at": body["created_at"],
                    "livemode": True, "data": _alert()}
    headers = {k.lower(): v for k, v in received["headers"].items()}
    assert _github_valid(made.secret, received["body"], headers["x-svc-signature"])
    assert StandardWebhook(made.secret).verify(received["body"], headers)["id"] == event_id
    (sent,) = _deliveries(hub, made.id)
    assert sent.status == "delivered" and headers["webhook-id"] == sent.id and sent.attempts == 1


def test_other_keys_and_other_events_get_nothing(hub, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    chose_other_event = register(events=["new_requirement"])
    register(path="/other", key=make_key(hub, "premium"))
    _publish(hub, _owner_id(hub, chose_other_event.id))
    assert fake_https.received == []


def test_the_ping_is_sent_at_once_and_answers_how_it_went(hub, owner, register, fake_https):
    fake_https.routes["/hook"] = (204, b"")
    made = register(events=["new_requirement"])
    answer = hub.test_client().post(f"/api/v1/webhooks/{made.id}/test", headers=owner).json
    assert answer["event"] == "ping" and answer["status"] == "delivered"
    assert answer["attempt_log"][0]["status_code"] == 204 and answer["attempt_log"][0]["latency_ms"] >= 0
    (received,) = fake_https.received
    assert StandardWebhook(made.secret).verify(received["body"], received["headers"])["event"] == "ping"


def test_fails_three_times_then_delivered_on_the_fourth_attempt_at_the_documented_times(hub, register, fake_https):
    fake_https.routes["/hook"] = [(500, b"down"), (502, b"down"), (503, b"down"), (200, b"ok")]
    made = register()
    with time_machine.travel(T0, tick=False) as clock:
        _publish(hub, _owner_id(hub, made.id))  # attempt 1 at once
        for wait, expected in ((59, []), (1, ["failed"]), (299, []), (1, ["failed"]), (899, []), (1, ["delivered"])):
            clock.shift(wait)
            assert _run_due(hub) == expected
    (done,) = _deliveries(hub, made.id)
    assert done.status == "delivered" and done.attempts == 4 and len(fake_https.received) == 4
    assert len({r["headers"]["webhook-id"] for r in fake_https.received}) == 1  # one id across the retries


def test_always_failing_ends_dead_letter_after_five_attempts_then_a_replay_delivers_with_the_same_id(
        hub, owner, register, fake_https):
    fake_https.routes["/hook"] = (500, b"down")
    made = register()
    with time_machine.travel(T0, tick=False) as clock:
        _publish(hub, _owner_id(hub, made.id))
        for wait in (60, 300, 900, 3600):
            clock.shift(wait)
            _run_due(hub)
        clock.shift(4 * 3600)
        assert _run_due(hub) == []  # nothing more is tried
    (dead,) = _deliveries(hub, made.id)
    assert dead.status == "dead_letter" and dead.attempts == 5 and len(fake_https.received) == 5
    fake_https.routes["/hook"] = (200, b"ok")
    client = hub.test_client()
    log = client.get(f"/api/v1/webhooks/{made.id}/deliveries?status=dead_letter", headers=owner).json
    assert log["total"] == 1 and len(log["deliveries"][0]["attempt_log"]) == 5
    replayed = client.post(f"/api/v1/webhooks/{made.id}/replay", headers=owner)
    assert replayed.status_code == 202 and replayed.json["replayed"] == [dead.id]
    again = client.get(f"/api/v1/webhooks/{made.id}/deliveries", headers=owner).json["deliveries"][0]
    assert again["status"] == "delivered" and again["series"] == 2 and again["attempt_log"][-1]["series"] == 2
    assert fake_https.received[-1]["headers"]["webhook-id"] == fake_https.received[0]["headers"]["webhook-id"]


def test_a_delivery_on_its_way_cannot_be_replayed(hub, owner, register, fake_https):
    fake_https.routes["/hook"] = (500, b"down")
    made = register()
    _publish(hub, _owner_id(hub, made.id))
    (failed,) = _deliveries(hub, made.id)
    response = hub.test_client().post(f"/api/v1/webhooks/deliveries/{failed.id}/replay", headers=owner)
    assert response.status_code == 409 and response.json["error"]["code"] == "invalid_state"


def test_410_gone_turns_the_webhook_off_until_a_replay(hub, owner, register, fake_https):
    fake_https.routes["/hook"] = (410, b"gone")
    made = register()
    owner_id = _owner_id(hub, made.id)
    _publish(hub, owner_id)
    listed = hub.test_client().get("/api/v1/webhooks", headers=owner).json["webhooks"][0]
    assert listed["active"] is False and "410" in listed["disabled_reason"]
    _publish(hub, owner_id, payload=_alert("mon_second"))
    assert len(fake_https.received) == 1  # the second event found no active webhook
    fake_https.routes["/hook"] = (200, b"back")
    assert hub.test_client().post(f"/api/v1/webhooks/{made.id}/replay", headers=owner).json["replayed"]
    assert hub.test_client().get("/api/v1/webhooks", headers=owner).json["webhooks"][0]["active"] is True


def test_redirects_are_not_followed(hub, register, fake_https):
    fake_https.routes["/hook"] = (302, b"")
    made = register()
    _publish(hub, _owner_id(hub, made.id))
    (sent,) = _deliveries(hub, made.id)
    assert sent.status == "failed" and len(fake_https.received) == 1


def test_the_address_is_checked_again_at_each_delivery(hub, make_app, register, fake_https):
    made = register()  # registered while loopback was allowed (tests); then the hub no longer allows it
    strict = make_app(SVC_JOBS_INLINE=True)
    _publish(strict, _owner_id(strict, made.id))
    (refused,) = _deliveries(strict, made.id)
    assert refused.status == "failed" and fake_https.received == []
    with strict.app_context():
        error = db.session.query(delivery.DeliveryAttempt).one().error
    assert error.startswith("address_not_allowed")


def test_a_worker_that_dies_holding_a_lease_loses_nothing(hub, register, fake_https):
    fake_https.routes["/hook"] = [(500, b"down"), (200, b"ok")]
    made = register()
    with time_machine.travel(T0, tick=False) as clock:
        _publish(hub, _owner_id(hub, made.id))  # attempt 1 fails: due again in a minute
        clock.shift(60)
        with hub.app_context(), unit_of_work():
            (due,) = delivery.due()
            dead_worker = delivery.claim(due)  # claimed, then the worker is killed before it sends
        assert dead_worker is not None and _run_due(hub) == []  # the lease keeps others off
        clock.shift(hub.config["SVC_WEBHOOK_LEASE"] + 1)
        assert _run_due(hub) == ["delivered"]
        with hub.app_context(), unit_of_work():
            assert delivery.record(dead_worker, delivery.send(dead_worker)) is None  # too late: not recorded
    (done,) = _deliveries(hub, made.id)
    assert done.status == "delivered" and done.attempts == 2


@pytest.mark.parametrize("rotate", [False, True])
def test_during_a_rotation_the_old_secret_still_verifies_for_a_day(hub, owner, register, fake_https, rotate):
    fake_https.routes["/hook"] = (200, b"ok")
    made = register()
    with time_machine.travel(T0, tick=False) as clock:
        new = hub.test_client().post(f"/api/v1/webhooks/{made.id}/rotate-secret", headers=owner).json["secret"]
        if rotate:
            clock.shift(24 * 3600 + 1)
        hub.test_client().post(f"/api/v1/webhooks/{made.id}/test", headers=owner)
        received = fake_https.received[-1]
        assert StandardWebhook(new).verify(received["body"], received["headers"])  # checks the time too
        previous = received["headers"].get("X-SVC-Signature-Previous")
        assert (previous is not None) is (not rotate)
        assert previous is None or _github_valid(made.secret, received["body"], previous)
        old_still_signs = True
        try:
            StandardWebhook(made.secret).verify(received["body"], received["headers"])
        except WebhookVerificationError:
            old_still_signs = False
    assert old_still_signs is (not rotate)


def test_a_burst_larger_than_a_dispatch_batch_is_all_delivered_without_waiting_for_the_periodic_job(
        hub, register, fake_https, monkeypatch):
    monkeypatch.setattr(delivery, "DISPATCH_BATCH", 3)
    fake_https.routes["/hook"] = (200, b"ok")
    made = register()
    owner_id = _owner_id(hub, made.id)
    with hub.app_context(), unit_of_work():
        for i in range(7):
            events.publish("regulation_update", _alert(f"mon_{i}"), owner_id)
    assert [d.status for d in _deliveries(hub, made.id)] == ["delivered"] * 7


def test_an_unexpected_failure_while_sending_is_a_failed_attempt_not_a_stuck_delivery(hub, register, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(delivery, "fetch", broken)
    made = register()
    _publish(hub, _owner_id(hub, made.id))
    (failed,) = _deliveries(hub, made.id)
    assert failed.status == "failed" and failed.attempts == 1 and failed.lease_token is None
    with hub.app_context():
        assert db.session.query(delivery.DeliveryAttempt).one().error == "internal_error: RuntimeError"


def test_replaying_a_webhook_takes_its_dead_letters_a_batch_at_a_time(hub, owner, register, fake_https, monkeypatch):
    from app.webhooks import service

    monkeypatch.setattr(service, "REPLAY_MAX", 1)
    hub.config["SVC_WEBHOOK_RETRY_AFTER"] = (0, 0, 0, 0)
    fake_https.routes["/hook"] = (500, b"down")
    made = register()
    owner_id = _owner_id(hub, made.id)
    _publish(hub, owner_id)
    _publish(hub, owner_id, payload=_alert("mon_second"))
    for _ in range(4):
        _run_due(hub)
    assert [d.status for d in _deliveries(hub, made.id)] == ["dead_letter", "dead_letter"]
    client = hub.test_client()
    fake_https.routes["/hook"] = (200, b"ok")
    first = client.post(f"/api/v1/webhooks/{made.id}/replay", headers=owner).json
    assert len(first["replayed"]) == 1 and first["remaining"] == 1
    second = client.post(f"/api/v1/webhooks/{made.id}/replay", headers=owner).json
    assert len(second["replayed"]) == 1 and second["remaining"] == 0


def test_another_key_cannot_replay_or_read_a_delivery(hub, owner, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    made = register()
    _publish(hub, _owner_id(hub, made.id))
    (sent,) = _deliveries(hub, made.id)
    other = bearer(make_key(hub, "premium"))
    client = hub.test_client()
    response = client.post(f"/api/v1/webhooks/deliveries/{sent.id}/replay", headers=other)
    assert response.status_code == 404 and response.json["error"]["code"] == "not_found"
    assert client.get(f"/api/v1/webhooks/{made.id}/deliveries", headers=other).status_code == 404
    assert client.post(f"/api/v1/webhooks/deliveries/{sent.id}/replay", headers=owner).status_code == 202
