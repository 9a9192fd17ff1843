"""Premium monitors: created through the API, re-scored by regulatory references, alerts in the outbox."""

from app.extensions import db
from app.platform.db import unit_of_work
from app.platform.models import OutboxEvent
from app.scoring.monitors import on_regulatory_reference
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.scoring import factories

WATCHED = {"score": {"asset_type": "bonds", "jurisdiction": "FR", "has_kyc": True}, "label": "FR bond"}
PAYLOAD_FIELDS = {"event", "severity", "impact_on_score", "monitor_id", "asset_type", "jurisdiction", "summary",
                  "timestamp", "disclaimer"}


def test_monitors_are_premium(client, new_key, demo_key):
    for key in (new_key(), demo_key):
        response = client.post("/api/v1/monitor", json=WATCHED, headers=bearer(key))
        assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"


def test_a_monitor_has_a_mon_id_and_its_history_at_the_history_route(client, new_key):
    key = new_key("premium")
    created = client.post("/api/v1/monitor", json=WATCHED, headers=bearer(key))
    body = created.json
    assert created.status_code == 201 and body["monitor_id"].startswith("mon_")
    assert body["watching"] == {"jurisdiction": "FR", "asset_type": "bonds"} and body["label"] == "FR bond"
    history = client.get(f"/api/v1/score/{body['monitor_id']}/history", headers=bearer(key)).json
    assert history["kind"] == "monitor" and history["total"] == 1 and history["entries"][0]["trigger"] == "created"
    listed = client.get("/api/v1/monitor", headers=bearer(key)).json
    assert [m["monitor_id"] for m in listed["monitors"]] == [body["monitor_id"]]
    assert client.get(f"/api/v1/score/{body['monitor_id']}/history",
                      headers=bearer(new_key("premium"))).status_code == 404


def _monitor(app, key: str) -> str:
    """The id of a new monitor of the key watching an FR bond, made by the factory."""
    with app.app_context(), unit_of_work():
        return factories.monitor(identity(key)).id


def _events(app):
    with app.app_context():
        return [(row.event, row.payload, row.owner_key_id) for row in db.session.query(OutboxEvent)]


def test_a_matching_reference_rescores_and_emits_alerts(app, client, new_key):
    key = new_key("premium")
    monitor_id = _monitor(app, key)
    reference = {"id": "mica-full", "jurisdiction": "EU", "tags": ["mica"], "title": "MiCA fully applicable",
                 "requirement": "Notify the white paper before any offer"}
    with app.app_context(), unit_of_work():
        emitted = on_regulatory_reference(reference)
    assert len(emitted) == 2
    events = _events(app)
    assert [e[0] for e in events] == ["regulation_update", "new_requirement"]
    for _, payload, _owner in events:
        assert set(payload) >= PAYLOAD_FIELDS and payload["monitor_id"] == monitor_id
        assert payload["severity"] == "high" and payload["impact_on_score"] == 0
    history = client.get(f"/api/v1/score/{monitor_id}/history", headers=bearer(key)).json
    assert history["total"] == 2 and history["entries"][1]["trigger"] == "regulatory:mica-full"


def test_a_reference_for_another_jurisdiction_or_a_stopped_monitor_does_nothing(app, client, new_key):
    key = new_key("premium")
    monitor_id = _monitor(app, key)
    with app.app_context(), unit_of_work():
        assert on_regulatory_reference({"id": "de-ewpg", "jurisdiction": "DE", "tags": ["bafin"]}) == []
    stopped = client.delete(f"/api/v1/monitor/{monitor_id}", headers=bearer(key))
    assert stopped.status_code == 200 and stopped.json["active"] is False
    with app.app_context(), unit_of_work():
        assert on_regulatory_reference({"id": "fr-x", "jurisdiction": "FR", "tags": ["amf"]}) == []
    assert _events(app) == []


def test_a_reference_can_match_by_asset_type_with_a_low_severity(app, new_key):
    _monitor(app, new_key("premium"))
    with app.app_context(), unit_of_work():
        on_regulatory_reference({"id": "bond-note", "jurisdiction": "CH", "asset_types": ["bonds"], "tags": []})
    (event, payload, _), = _events(app)
    assert event == "regulation_update" and payload["severity"] == "low"
