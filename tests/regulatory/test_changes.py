"""A new or amended reference reaches the subscribers it concerns as regulatory.update, and re-scores the
monitors it concerns (whose alerts reach their owners' webhooks), in the transaction that changes it."""

import json

import pytest
from standardwebhooks import Webhook as StandardWebhook

from app.extensions import db
from app.platform.db import unit_of_work
from app.platform.models import OutboxEvent
from app.regulatory import service
from tests.keys.factories import identity, make_key
from tests.regulatory import factories
from tests.regulatory.test_feed import SHIPPED, _import
from tests.scoring.factories import monitor

FR_REF = next(r for r in SHIPPED if r["id"] == "fr-psan-sunset")


def _subscribed(app, key: str, **subscription) -> None:
    """The key subscribes to the feed (the factory's subscription, committed)."""
    with app.app_context(), unit_of_work():
        factories.subscription(identity(key), **subscription)


def _received(fake_https) -> list[dict]:
    return [json.loads(r["body"]) for r in fake_https.received]


def test_an_amended_reference_reaches_the_subscriber_it_concerns_and_re_scores_its_monitor(
        hub, owner_key, owner, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    _import(hub, SHIPPED)
    made = register(events=["regulatory.update", "regulation_update", "new_requirement"])
    client = hub.test_client()
    assert client.post("/api/v1/regulatory/subscribe", headers=owner,
                       json={"jurisdictions": ["FR"]}).json["webhooks"] == [made.id]
    with hub.app_context(), unit_of_work():
        monitor_id = monitor(identity(owner_key), label="FR bond").id
    report = _import(hub, [{**FR_REF, "summary": FR_REF["summary"] + " The AMF published its list."}])
    assert report.amended == ["fr-psan-sunset"] and len(report.events) == 3
    bodies = {b["event"]: b for b in _received(fake_https)}
    assert set(bodies) == {"regulatory.update", "regulation_update", "new_requirement"}
    update = bodies["regulatory.update"]["data"]
    assert update["change"] == "amended" and update["reference"]["id"] == "fr-psan-sunset"
    assert update["reference"]["summary"].endswith("The AMF published its list.")
    assert bodies["regulation_update"]["data"]["monitor_id"] == monitor_id
    for received in fake_https.received:
        assert StandardWebhook(made.secret).verify(received["body"], received["headers"])
    history = client.get(f"/api/v1/score/{monitor_id}/history", headers=owner).json
    assert history["total"] == 2 and history["entries"][-1]["trigger"] == "regulatory:fr-psan-sunset"


@pytest.mark.parametrize("subscription", [{"jurisdictions": ["DE"]}, {"tags": ["bafin"]},
                                          {"jurisdictions": ["CH"], "tags": ["amf"]}])
def test_a_subscription_that_does_not_cover_a_reference_receives_nothing(hub, register, fake_https, subscription):
    fake_https.routes["/hook"] = (200, b"ok")
    _import(hub, SHIPPED)
    other_key = make_key(hub, "premium")
    register(events=["regulatory.update"], key=other_key)
    _subscribed(hub, other_key, **subscription)
    _import(hub, [{**FR_REF, "title": FR_REF["title"] + " (amended)"}])
    assert fake_https.received == []


def test_an_eu_text_concerns_a_key_that_follows_a_member_state(hub, owner_key, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    register(events=["regulatory.update"])
    _subscribed(hub, owner_key, jurisdictions=("DE",))
    new = {**FR_REF, "id": "eu-new-text", "jurisdiction": "EU", "tags": ["mica"], "title": "A new EU text"}
    assert _import(hub, [new]).added == ["eu-new-text"]
    (body,) = _received(fake_https)
    assert body["data"]["change"] == "added" and body["data"]["reference"]["jurisdiction"] == "EU"


def test_the_live_source_is_imported_and_a_failing_one_changes_nothing(make_app, _migrated, fake_https):
    from tests.conftest import _empty_tables

    fake_https.routes["/refs"] = (200, json.dumps({"references": SHIPPED[:3]}).encode())
    fake_https.routes["/broken"] = (500, b"down")
    app = make_app(REGULATORY_SOURCE_URL=f"{fake_https.url}/refs", **fake_https.settings())
    broken = make_app(REGULATORY_SOURCE_URL=f"{fake_https.url}/broken", **fake_https.settings())
    try:
        with app.app_context():
            from app.platform.db import unit_of_work

            with unit_of_work():
                assert len(service.refresh().added) == 3
            with broken.app_context(), pytest.raises(service.SourceError, match="500"), unit_of_work():
                service.refresh()
            assert db.session.query(OutboxEvent).count() == 0
            from app.regulatory.models import RegulatoryReference

            assert db.session.query(RegulatoryReference).count() == 3
    finally:
        _empty_tables(app)


def test_a_key_no_longer_premium_or_revoked_receives_nothing_more(hub, owner_key, register, fake_https):
    from app.platform.models import ApiKey
    from app.webhooks.models import Webhook

    fake_https.routes["/hook"] = (200, b"ok")
    _import(hub, SHIPPED)
    made = register(events=["regulatory.update"])
    _subscribed(hub, owner_key)
    with hub.app_context(), unit_of_work():
        key = db.session.get(ApiKey, db.session.get(Webhook, made.id).owner_key_id)
        key.tier = "free"
    assert _import(hub, [{**FR_REF, "title": FR_REF["title"] + " (amended again)"}]).events == []
    assert fake_https.received == []
