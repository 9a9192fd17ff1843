"""The compare alerts waitlist and its job: thresholds, delivery by mail and signed webhook, idempotency."""

import hashlib
import hmac
import re
import time

import pytest
from standardwebhooks import Webhook as StandardWebhook

from app.compare.jobs import check_watcher, check_watchers
from app.compare.models import CompareWatcher
from app.extensions import db
from app.platform.db import unit_of_work
from app.platform.mail import OutboxMail
from tests.catalogue.factories import set_figures
from tests.compare import factories
from tests.support import drain_jobs


def _run_job(app) -> int:
    """Check every active watcher as the periodic job's per-watcher jobs do; how many were told."""
    with app.app_context():
        ids = [w.id for w in db.session.query(CompareWatcher).filter_by(active=True).order_by(CompareWatcher.id)]
    told = 0
    for watcher_id in ids:
        with app.app_context(), unit_of_work():
            told += check_watcher(watcher_id)
    drain_jobs(app)
    return told


def test_the_periodic_check_queues_one_job_per_active_watcher(app, client, catalogue):
    _watch(app, email="ana@example.org", product_ids=["ondo-usdy"])
    _watch(app, email="bob@example.org", product_ids=["ondo-usdy"])
    with app.app_context(), unit_of_work():
        assert check_watchers() == 2


def _mails(app, subject: str = "Compare alert"):
    with app.app_context():
        rows = db.session.query(OutboxMail).order_by(OutboxMail.created_at, OutboxMail.id)
        return [(m.to_address, m.subject, m.body) for m in rows if m.subject.startswith(subject)]


def _link(app, subject: str, path: str) -> str:
    body = _mails(app, subject)[-1][2]
    return re.search(rf"http://hub\.test({path}\?token=\S+)", body).group(1)


def _watch(app, **watcher) -> str:
    """A watcher registered and, when it has an email, confirmed (the factory's, committed); its id."""
    with app.app_context(), unit_of_work():
        return factories.watcher(**watcher).id


@pytest.mark.parametrize("body", [
    {"product_ids": ["ondo-usdy"]},
    {"email": "not-an-email", "product_ids": ["ondo-usdy"]},
    {"webhook_url": "http://example.org/hook", "product_ids": ["ondo-usdy"]},
    {"email": "a@example.org", "product_ids": []},
    {"email": "a@example.org", "product_ids": ["a", "b", "c", "d", "e"]},
    {"email": "a@example.org", "product_ids": ["nope"]},
    {"email": "a@example.org", "product_ids": ["ondo-usdy"], "signals": ["gossip"]},
])
def test_waitlist_refuses_bad_requests_and_writes_nothing(app, client, catalogue, body):
    response = client.post("/api/compare-alerts-waitlist", json=body)
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"
    with app.app_context():
        assert db.session.query(CompareWatcher).count() == 0


def test_waitlist_registers_once_and_answers_alike_whether_or_not_the_watcher_existed(app, client, catalogue):
    body = {"email": "ana@example.org", "product_ids": ["ondo-usdy", "circle-usdc"]}
    first = client.post("/api/compare-alerts-waitlist", json=body)
    again = client.post("/api/compare-alerts-waitlist", json=body)
    assert first.status_code == again.status_code == 202
    strip = lambda r: {k: v for k, v in r.json.items() if k != "meta"}  # noqa: E731
    assert strip(first) == strip(again)
    assert first.json["channels"] == ["email"] and first.json["signals"] == ["apy_move"]
    assert "watcher_id" not in first.json and "email_status" not in first.json
    with app.app_context():
        assert db.session.query(CompareWatcher).count() == 1


def test_an_address_gets_at_most_three_confirmation_mails_a_day(app, client, catalogue):
    body = {"email": "ana@example.org", "product_ids": ["ondo-usdy"]}
    statuses = [client.post("/api/compare-alerts-waitlist", json=body).status_code for _ in range(25)]
    assert statuses == [202] * 25
    assert len(_mails(app, "Confirm")) == 3


def test_registrations_are_limited_per_address(make_app, _migrated, catalogue):
    client = make_app(SVC_WAITLIST_LIMIT="2/hour").test_client()
    body = {"email": "ana@example.org", "product_ids": ["ondo-usdy"]}
    statuses = [client.post("/api/compare-alerts-waitlist", json=body).status_code for _ in range(3)]
    assert statuses == [202, 202, 429]


def test_an_expired_confirmation_link_confirms_nothing(app, client, catalogue):
    import time_machine

    client.post("/api/compare-alerts-waitlist", json={"email": "ana@example.org", "product_ids": ["ondo-usdy"]})
    confirm = _link(app, "Confirm", "/compare/alerts/confirm")
    with time_machine.travel(time.time() + 8 * 86400):
        late = client.post("/compare/alerts/confirm", data={"token": confirm.split("token=")[1]})
    assert late.status_code == 404 and "expired" in late.get_data(as_text=True)


def test_apy_moves_of_a_quarter_point_since_the_last_alert_are_sent_once_by_mail(app, client, catalogue):
    _watch(app, email="ana@example.org", product_ids=["ondo-usdy"])
    set_figures(app, "ondo-usdy", apy=5.55)  # +0.20 points from the 5.35 baseline: below the threshold
    assert _run_job(app) == 0
    set_figures(app, "ondo-usdy", apy=5.60)  # creeping: +0.25 from the baseline, which only moves when an alert goes
    assert _run_job(app) == 1 and _run_job(app) == 0
    set_figures(app, "ondo-usdy", apy=5.80)  # +0.20 from the last alert
    assert _run_job(app) == 0
    set_figures(app, "ondo-usdy", apy=5.85)  # +0.25 from the last alert: creeping moves are not lost
    assert _run_job(app) == 1
    (to, subject, body), second = _mails(app)
    assert to == "ana@example.org" and "1 move" in subject and "apy 5.35 -> 5.6" in body
    assert "apy 5.6 -> 5.85" in second[2]


def test_tvl_moves_need_five_percent_and_100000_usd_and_unknown_apys_never_move(app, client, catalogue):
    _watch(app, email="ana@example.org", product_ids=["paxos-usdp", "circle-usdc"])
    set_figures(app, "paxos-usdp", tvl_usd=51_500_000 * 1.04)  # 4 percent
    set_figures(app, "circle-usdc", apy=None)
    assert _run_job(app) == 0
    set_figures(app, "paxos-usdp", tvl_usd=51_500_000 * 1.04 * 1.06)  # 6 percent and > 100,000 USD
    assert _run_job(app) == 1


def test_webhook_delivery_is_signed_with_the_secret_shown_and_carries_the_spec_payload(make_app, _migrated, catalogue,
                                                                                      fake_https):
    fake_https.routes["/hook"] = (200, b"{}")
    app = make_app(**fake_https.settings())
    client = app.test_client()
    answer = client.post("/api/compare-alerts-waitlist", json={
        "webhook_url": f"{fake_https.url}/hook", "product_ids": ["ondo-usdy"], "signals": ["apy_move", "doc"]}).json
    secret = answer["webhook"]["secret"]
    set_figures(app, "ondo-usdy", apy=4.9, attestations=["https://ondo.example.org/attestation"])
    assert _run_job(app) == 1
    (request,) = fake_https.received
    expected = "sha256=" + hmac.new(secret.encode(), request["body"], hashlib.sha256).hexdigest()
    assert request["headers"]["X-SVC-Signature"] == expected
    envelope = StandardWebhook(secret).verify(request["body"], request["headers"])
    assert envelope["event"] == "compare.alerts.apy_move" and request["headers"]["webhook-id"].startswith("whd_")
    payload = envelope["data"]
    assert payload["event"] == "compare.alerts.apy_move" and payload["schema"] == "svc.compare.alerts.move.v1"
    assert payload["delivery"] == "best_effort" and payload["policy"] == {"never_invent_apy": True,
                                                                          "indicative_only": True}
    assert payload["watcher_product_ids"] == ["ondo-usdy"] and payload["idempotency_key"]
    fields = {m["field"]: m for m in payload["moves"]}
    assert fields["apy"]["previous"] == 5.35 and fields["apy"]["current"] == 4.9 and fields["apy"]["delta"] == -0.45
    assert set(fields["apy"]) == {"product_id", "entity_id", "field", "previous", "current", "delta", "source_type",
                                  "note"}
    assert "attestations" in fields


def test_registering_a_watcher_again_answers_alike_with_a_new_secret_and_the_old_one_signs_for_a_day(
        make_app, _migrated, catalogue, fake_https):
    fake_https.routes["/hook"] = (200, b"{}")
    app = make_app(**fake_https.settings())
    client = app.test_client()
    body = {"webhook_url": f"{fake_https.url}/hook", "product_ids": ["ondo-usdy"]}
    first, again = (client.post("/api/compare-alerts-waitlist", json=body).json for _ in range(2))
    assert set(first) == set(again) and set(first["webhook"]) == set(again["webhook"])
    assert first["webhook"]["secret"] != again["webhook"]["secret"] and first["note"] == again["note"]
    set_figures(app, "ondo-usdy", apy=4.0)
    assert _run_job(app) == 1
    (request,) = fake_https.received
    for secret in (first["webhook"]["secret"], again["webhook"]["secret"]):
        assert StandardWebhook(secret).verify(request["body"], request["headers"])


def test_an_unsubscribed_webhook_watcher_gets_nothing_more(make_app, _migrated, catalogue, fake_https):
    from app.compare.alerts import token

    fake_https.routes["/hook"] = (200, b"{}")
    app = make_app(**fake_https.settings())
    client = app.test_client()
    watcher_id = _watch(app, email=None, webhook_url=f"{fake_https.url}/hook")
    with app.app_context():
        link = token(watcher_id, "unsubscribe")
    client.post("/compare/alerts/unsubscribe", data={"token": link})
    set_figures(app, "ondo-usdy", apy=4.0)
    assert _run_job(app) == 0 and fake_https.received == []


def test_webhooks_need_a_signing_secret_on_the_hub(make_app, catalogue):
    client = make_app(WEBHOOK_SECRET="").test_client()
    response = client.post("/api/compare-alerts-waitlist", json={"webhook_url": "https://example.org/hook",
                                                                  "product_ids": ["ondo-usdy"]})
    assert response.status_code == 400 and response.json["error"]["code"] == "webhooks_unavailable"


def test_a_failing_webhook_does_not_stop_the_job(make_app, _migrated, catalogue, fake_https):
    fake_https.routes["/hook"] = (500, b"boom")
    app = make_app(**fake_https.settings())
    _watch(app, webhook_url=f"{fake_https.url}/hook", email="ana@example.org", product_ids=["ondo-usdy"])
    set_figures(app, "ondo-usdy", apy=4.0)
    assert _run_job(app) == 1 and len(_mails(app)) == 1 and len(fake_https.received) == 1


def test_mails_wait_in_the_outbox_without_smtp(app, client, catalogue):
    from app.platform.mail import queue_mail, send_pending

    with app.app_context(), unit_of_work():
        queue_mail("ana@example.org", "hello", "body")
        assert send_pending() == 0
    with app.app_context():
        assert db.session.query(OutboxMail).one().sent_at is None


def test_a_small_move_on_one_product_survives_an_alert_on_another(app, client, catalogue):
    _watch(app, email="ana@example.org", product_ids=["ondo-usdy", "franklin-benji-fobxx"])
    set_figures(app, "franklin-benji-fobxx", apy=3.96)  # +0.15
    set_figures(app, "ondo-usdy", apy=4.0)  # alert
    assert _run_job(app) == 1
    set_figures(app, "franklin-benji-fobxx", apy=4.06)  # +0.25 from its own untouched baseline of 3.81
    assert _run_job(app) == 1


def test_mails_are_sent_oldest_first_and_given_up_after_five_tries(make_app, _migrated, monkeypatch):
    import smtplib

    from app.platform.mail import queue_mail, send_pending

    app = make_app(SMTP_HOST="127.0.0.1", SMTP_PORT=1, SMTP_STARTTLS=False)

    def refuse(*args, **kwargs):
        raise OSError("connection refused")

    monkeypatch.setattr(smtplib, "SMTP", refuse)
    with app.app_context(), unit_of_work():
        queue_mail("ana@example.org", "hello", "body")
    for _ in range(7):
        with app.app_context(), unit_of_work():
            send_pending()
        drain_jobs(app)
    with app.app_context():
        mail = db.session.query(OutboxMail).one()
        assert mail.attempts == 5 and mail.sent_at is None and "refused" in mail.error


def test_an_email_gets_alerts_only_after_confirming_and_can_stop_them(app, client, catalogue):
    client.post("/api/compare-alerts-waitlist", json={"email": "ana@example.org", "product_ids": ["ondo-usdy"]})
    (to, subject, body), = _mails(app, "Confirm")
    assert to == "ana@example.org" and "ondo-usdy" in body
    set_figures(app, "ondo-usdy", apy=4.0)
    assert _run_job(app) == 0 and _mails(app) == []  # not confirmed: nothing is sent, the baseline waits
    confirm = _link(app, "Confirm", "/compare/alerts/confirm")
    assert 'id="alert-form"' in client.get(confirm).get_data(as_text=True)  # a GET (mail scanner) changes nothing
    done = client.post("/compare/alerts/confirm", data={"token": confirm.split("token=")[1]})
    assert done.status_code == 200 and 'id="alert-done"' in done.get_data(as_text=True)
    assert _run_job(app) == 1 and "apy 5.35 -> 4.0" in _mails(app)[0][2]  # the move since registration
    stop = _link(app, "Compare alert", "/compare/alerts/unsubscribe")
    client.post("/compare/alerts/unsubscribe", data={"token": stop.split("token=")[1]})
    set_figures(app, "ondo-usdy", apy=2.0)
    assert _run_job(app) == 0 and len(_mails(app)) == 1


def test_a_forged_link_token_is_not_found(client, catalogue):
    response = client.post("/compare/alerts/confirm", data={"token": "cw_abc.0123456789abcdef"})
    assert response.status_code == 404


def test_the_waitlist_echoes_the_callers_own_order_whoever_registered_first(client, catalogue):
    first = client.post("/api/compare-alerts-waitlist", json={"email": "a@example.org",
                                                               "product_ids": ["ondo-usdy", "paxos-usdp"]}).json
    second = client.post("/api/compare-alerts-waitlist", json={"email": "a@example.org",
                                                                "product_ids": ["paxos-usdp", "ondo-usdy"]}).json
    assert first["product_ids"] == ["ondo-usdy", "paxos-usdp"] and second["product_ids"] == ["paxos-usdp", "ondo-usdy"]


def test_a_webhook_watcher_from_before_webhooks_still_gets_its_alerts(make_app, _migrated, catalogue, fake_https):
    from app.webhooks.models import Webhook

    fake_https.routes["/hook"] = (200, b"{}")
    app = make_app(**fake_https.settings())
    _watch(app, email=None, webhook_url=f"{fake_https.url}/hook")
    with app.app_context(), unit_of_work():
        db.session.query(Webhook).delete()  # as a watcher registered before alerts went through webhooks
    set_figures(app, "ondo-usdy", apy=4.0)
    assert _run_job(app) == 1 and len(fake_https.received) == 1
