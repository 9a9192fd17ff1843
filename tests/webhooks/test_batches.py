"""Deliveries of one endpoint go out in batches: a job claims its batch before sending any of it, sends it over one
kept HTTPS connection, and signs and records each delivery on its own; a batch whose worker died is sent again,
once, when its lease runs out."""

import json

import time_machine
from standardwebhooks import Webhook as StandardWebhook

from app.extensions import db
from app.platform import events
from app.platform.db import unit_of_work
from app.webhooks import delivery
from app.webhooks.models import Delivery, DeliveryAttempt
from tests.webhooks.test_delivery import T0, _alert, _deliveries, _owner_id


def _publish_many(app, owner_id: int, count: int) -> list[str]:
    with app.app_context(), unit_of_work():
        return [events.publish("regulation_update", _alert(f"mon_{i}"), owner_id).id for i in range(count)]


def test_thirty_events_to_one_endpoint_go_in_fewer_jobs_than_events_each_once_signed_and_in_order(
        hub, register, fake_https, monkeypatch):
    fake_https.routes["/hook"] = (200, b"ok")
    made = register()
    batches, batch = [], delivery.attempt_batch
    monkeypatch.setattr(delivery, "attempt_batch", lambda ids: batches.append(list(ids)) or batch(ids))
    published = _publish_many(hub, _owner_id(hub, made.id), 30)
    assert 0 < len(batches) < 30 and sorted(i for ids in batches for i in ids) == sorted(
        d.id for d in _deliveries(hub, made.id))
    received = fake_https.received
    assert [json.loads(r["body"])["id"] for r in received] == published  # each event once, in order
    assert len({r["headers"]["webhook-id"] for r in received}) == 30
    assert all(StandardWebhook(made.secret).verify(r["body"], r["headers"]) for r in received)
    assert len({r["connection"] for r in received}) < 30  # connections kept between deliveries
    rows = _deliveries(hub, made.id)
    assert {(r.status, r.attempts) for r in rows} == {("delivered", 1)}
    with hub.app_context():
        assert db.session.query(DeliveryAttempt).count() == 30


def test_a_batch_whose_worker_died_after_its_claim_is_sent_once_when_its_lease_runs_out(hub, register, fake_https):
    fake_https.routes["/hook"] = (500, b"down")
    made = register()
    with time_machine.travel(T0, tick=False) as clock:
        _publish_many(hub, _owner_id(hub, made.id), 5)  # attempt 1 of each fails: due again in a minute
        fake_https.routes["/hook"] = (200, b"ok")
        clock.shift(60)
        with hub.app_context(), unit_of_work():
            ids = delivery.due()
            dead_worker = delivery.claim_batch(ids)  # claimed, then the worker is killed before it sends
        assert len(dead_worker) == 5
        with hub.app_context(), unit_of_work():
            assert delivery.attempt_batch(ids) == [None] * 5  # the leases keep other workers off
        clock.shift(hub.config["SVC_WEBHOOK_LEASE"] + 1)
        with hub.app_context(), unit_of_work():
            assert delivery.attempt_batch(ids) == ["delivered"] * 5
            assert all(delivery.record(c, delivery.send(c)) is None for c in dead_worker)  # too late: not recorded
    rows = _deliveries(hub, made.id)
    assert {(r.status, r.attempts) for r in rows} == {("delivered", 2)}
    assert len(fake_https.received) == 5 + 5 + 5  # the failed attempts, the batch, the dead worker's late sends


def test_a_batch_claims_nothing_already_delivered(hub, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    made = register()
    _publish_many(hub, _owner_id(hub, made.id), 2)
    with hub.app_context(), unit_of_work():
        delivered = [d.id for d in db.session.query(Delivery).all()]
        assert len(delivered) == 2 and delivery.claim_batch(delivered) == []
