"""The delivery rules at the service, without a receiver: the retry schedule and the dead letter, the lease, 410
Gone, replays, who an event is dispatched to, and the number of webhooks a key may have."""

import pytest
import time_machine

from app.extensions import db
from app.keys.service import revoke
from app.platform.clock import aware, utcnow
from app.platform.listing import Window
from app.platform.models import ApiKey
from app.webhooks import delivery as deliveries
from app.webhooks import service
from tests.keys.factories import api_key
from tests.webhooks import factories

T0 = "2026-11-24T10:00:00Z"


@pytest.fixture
def key(hub):
    """A premium key's identity; the test runs in the hub's context and nothing it writes is committed."""
    with hub.app_context():
        yield api_key(tier="premium")[0]


@pytest.fixture
def hook(key, fake_https):
    return factories.webhook(key, url=f"{fake_https.url}/hook")


def _claim(delivery_id: str):
    """A worker's claim, from a session holding no delivery (as the job's own unit of work does)."""
    db.session.expire_all()
    return deliveries.claim(delivery_id)


def _answered(found, status: int | None) -> str | None:
    """Claim the delivery and record the receiver's answer (None: no answer at all)."""
    taken = _claim(found.id)
    error = None if status else "timeout: no answer"
    return deliveries.record(taken, deliveries.Outcome(utcnow(), status, 12, "body" if status else None, error))


def test_a_failing_delivery_is_due_again_after_1_5_15_and_60_minutes_then_is_a_dead_letter(hook):
    with time_machine.travel(T0, tick=False) as clock:
        found, waits = factories.delivery(hook), []
        for status in (500, None, 503, 429):
            assert _answered(found, status) == "failed"
            waits.append((aware(found.next_attempt_at) - utcnow()).total_seconds())
            clock.shift(waits[-1])
        assert _answered(found, 502) == "dead_letter"
    assert waits == [60, 300, 900, 3600]
    assert found.attempts == 5 and found.next_attempt_at is None and found.lease_token is None


def test_a_claimed_delivery_is_taken_by_no_one_else_until_its_lease_runs_out(hub, hook):
    with time_machine.travel(T0, tick=False) as clock:
        found = factories.delivery(hook)
        assert _claim(found.id) is not None
        assert _claim(found.id) is None and deliveries.due() == []
        clock.shift(hub.config["SVC_WEBHOOK_LEASE"] + 1)  # the worker that held it died
        assert deliveries.due() == [found.id] and _claim(found.id) is not None


def test_a_2xx_delivers_once_and_410_gone_turns_the_webhook_off(key, hook):
    delivered = factories.delivery(hook)
    assert _answered(delivered, 204) == "delivered" and delivered.delivered_at
    assert _claim(delivered.id) is None
    gone = factories.delivery(hook)
    assert _answered(gone, 410) == "dead_letter" and gone.attempts == 1
    assert hook.active is False and "410 Gone" in hook.disabled_reason
    assert factories.delivery(hook) is None  # the next event finds no active webhook


def test_only_a_delivered_or_dead_letter_delivery_is_replayed_as_a_new_series_on_the_same_id(hook):
    found = factories.delivery(hook)
    assert deliveries.replay(found) is False and found.status == "pending"
    assert _answered(found, 410) == "dead_letter"
    assert deliveries.replay(found) is True
    assert (found.status, found.series, found.attempts) == ("pending", 2, 0) and found.next_attempt_at


def test_an_event_goes_to_the_owners_webhooks_that_chose_it_while_the_key_is_premium(key, hook, fake_https):
    other_event = factories.webhook(key, url=f"{fake_https.url}/other", events=("new_requirement",))
    stranger = factories.webhook(api_key(tier="premium")[0], url=f"{fake_https.url}/stranger")
    assert factories.delivery(hook) is not None
    assert factories.delivery(other_event) is None and factories.delivery(stranger) is not None
    row = db.session.get(ApiKey, key.id)
    row.tier = "free"
    assert factories.delivery(hook) is None
    row.tier = "premium"
    revoke(row)
    assert factories.delivery(hook) is None


def test_a_key_has_at_most_its_number_of_webhooks(key, fake_https, monkeypatch):
    monkeypatch.setattr(service, "MAX_WEBHOOKS", 2)
    for n in range(2):
        factories.webhook(key, url=f"{fake_https.url}/{n}")
    with pytest.raises(Exception, match="at most 2 webhooks") as refused:
        factories.webhook(key, url=f"{fake_https.url}/third")
    assert refused.value.code == "too_many_webhooks"


def test_a_delivery_the_session_already_holds_is_claimed(hook):
    found = factories.delivery(hook)
    db.session.refresh(found)  # read back as stored: SQLite hands its times back without their zone
    taken = deliveries.claim(found.id)
    assert taken is not None and taken.delivery_id == found.id
    assert found.lease_token == taken.token and found.lease_until is not None


def test_the_delivery_log_is_a_page_of_deliveries_newest_first_each_with_its_attempts_in_order(key, hook):
    first, second = factories.delivery(hook), factories.delivery(hook, payload={**factories.ALERT, "monitor_id": "m2"})
    assert _answered(first, 500) == "failed"
    log = service.deliveries(hook.id, key, Window(10, 0), None)
    assert log.total == 2 and [d.id for d in log.items] == [second.id, first.id]
    assert [(a.series, a.number, a.status_code) for a in log.items[1].attempt_log] == [(1, 1, 500)]
    assert log.items[1].next_attempt == first.next_attempt_at and log.items[0].attempt_log == []


def test_a_rotation_shows_the_new_secret_and_until_when_the_previous_one_signs(key, hook):
    before = factories.secret_of(hook)
    rotated = service.rotate_secret(hook.id, key)
    assert rotated.webhook is hook and rotated.secret != before
    assert rotated.previous_secret_valid_until == aware(hook.secret_rotated_at) + deliveries.ROTATION_OVERLAP
