"""The hub the tour runs against: seeded as `flask seed` seeds it, two premium keys (a buyer and a producer), a
webhook receiver, and the tour's starting variables."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

SHOWN_WEBHOOK_URL = "https://hooks.example.org/svc"


def seed(app) -> None:
    """Every domain's seed, in order, as `flask seed` runs them."""
    from app.platform.db import unit_of_work
    from app.platform.domain import registry, resolve

    with app.app_context():
        for domain in registry().domains:
            if domain.seed:
                with unit_of_work():
                    resolve(domain.seed)()


def starting_variables(new_key, webhook_url: str, now: datetime | None = None) -> dict:
    """Two premium keys made by `new_key(tier)` (live keys for the tour, which records the examples; test keys made
    from live keys for newman), where webhooks are sent, and delivery windows begun an hour ago (so a confirmed
    reservation can be settled in the same tour)."""
    hour = (now or datetime.now(UTC)).replace(minute=0, second=0, microsecond=0)

    def iso(moment: datetime) -> str:
        return moment.isoformat().replace("+00:00", "Z")

    return {"apiKey": new_key("premium"), "producerKey": new_key("premium"), "webhookUrl": webhook_url,
            "windowStart": iso(hour - timedelta(hours=1)), "windowEnd": iso(hour + timedelta(hours=9)),
            "reserveEnd": iso(hour + timedelta(hours=3))}


def flask_sender(app):
    client = app.test_client()

    def send(method, url, headers, body):
        response = client.open(url, method=method, headers=headers, data=body)
        return response.status_code, response.content_type or "", response.get_data()

    return send
