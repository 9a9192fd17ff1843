"""One valid request of each creating operation (app.platform.idempotency.CREATING), with what it needs made first,
and the row counts of every table: a replay must leave them all as they were."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import func, select

from app.extensions import db
from app.platform.db import unit_of_work
from tests.chargeflow.factories import body as unit_body
from tests.conftest import bearer
from tests.keys.factories import identity, make_key
from tests.scoring.factories import ASSET, WATCHED
from tests.watts import factories as watts
from tests.watts.factories import offer_body, profile_body

NOT_COUNTED = {"idempotency_records", "quota_usage", "alembic_version"}


@dataclass(frozen=True)
class Case:
    """POST `path` (a function of what prepare() made) with body(made), as a key of `tier` (None: no key)."""

    path: Callable[[dict], str] | str
    body: Callable[[dict], dict] | dict
    tier: str | None = "premium"
    prepare: Callable[[object, str], dict] | None = None
    peer: bool = False  # sends to an HTTPS peer (tests/support.FakeHttps), whose URL the body names
    raw: bool = False  # the body is sent as raw bytes (application/octet-stream), its JSON text

    def content_type(self) -> str:
        return "application/octet-stream" if self.raw else "application/json"

    def url(self, made: dict) -> str:
        return self.path(made) if callable(self.path) else self.path

    def json(self, made: dict) -> dict:
        return self.body(made) if callable(self.body) else self.body

    def sent(self, made: dict, **extra) -> dict:
        """The test client's arguments for the body (with `extra` fields): JSON, or its text as raw bytes."""
        body = {**self.json(made), **extra}
        return {"data": json.dumps(body).encode(), "content_type": self.content_type()} if self.raw else {"json": body}


def _offer(app, secret: str) -> dict:
    producer = make_key(app, "premium")
    with app.app_context(), unit_of_work():
        watts.offer(identity(producer))
    return {}


def _confirmed(app, secret: str) -> dict:
    _offer(app, secret)
    with app.app_context(), unit_of_work():
        return {"reservation_id": watts.reservation(identity(secret), "confirmed").id}


def _listing(app, secret: str) -> dict:
    seller = make_key(app, "premium")
    _offer(app, seller)
    with app.app_context(), unit_of_work():
        reservation = watts.reservation(identity(seller), "confirmed")
        return {"listing_id": watts.listing(identity(seller), reservation.id).id}


CASES = {
    "keys.Keys": Case("/api/v1/keys", {"label": "retry-safe"}, tier=None),
    "keys.TestKeys": Case("/api/v1/keys/current/test-keys", {"label": "staging"}),
    "keys.RotateKey": Case("/api/v1/keys/current/rotate", {"grace_seconds": 60}),
    "scoring.Score": Case("/api/v1/score", ASSET),
    "scoring.ScoreBatch": Case("/api/v1/score/batch", {"items": [ASSET], "record_history": True}),
    "scoring.Monitors": Case("/api/v1/monitor", {"score": WATCHED, "label": "FR bond"}),
    "attest.Attest": Case("/api/v1/attest", {"score": ASSET, "label": "Lyon offices"}),
    "webhooks.Webhooks": Case("/api/v1/webhooks", lambda made: {"url": f"{made['peer']}/hook",
                                                                "events": ["regulation_update"]}, peer=True),
    "chargeflow.MintE": Case("/api/v1/chargeflow", unit_body("e")),
    "chargeflow.MintW": Case("/api/v1/chargeflow/w", unit_body("w")),
    "chargeflow.MintF": Case("/api/v1/chargeflow/f", unit_body("f")),
    "chargeflow.BatchE": Case("/api/v1/chargeflow/batch", {"items": [unit_body("e")]}),
    "chargeflow.BatchW": Case("/api/v1/chargeflow/w/batch", {"items": [unit_body("w")]}),
    "chargeflow.BatchF": Case("/api/v1/chargeflow/f/batch", {"items": [unit_body("f")]}),
    "chargeflow.DemoE": Case("/api/v1/chargeflow/demo", unit_body("e"), tier=None),
    "chargeflow.DemoW": Case("/api/v1/chargeflow/w/demo", unit_body("w"), tier=None),
    "chargeflow.DemoF": Case("/api/v1/chargeflow/f/demo", unit_body("f"), tier=None),
    "chargeflow.FromOcpi": Case("/api/v1/chargeflow/from-ocpi", {"cdrs": [{
        "id": "CDR-77", "start_date_time": "2026-11-20T08:00:00Z", "end_date_time": "2026-11-20T09:00:00Z",
        "total_energy": 21.3, "country": "BE", "location_id": "LOC-9", "cpo_id": "BE*ABC"}]}),
    "watts.Offers": Case("/api/v1/watts/offers", offer_body()),
    "watts.Reserve": Case("/api/v1/watts/reserve", profile_body(), prepare=_offer),
    "watts.Secondary": Case("/api/v1/watts/secondary",
                            lambda made: {"reservation_id": made["reservation_id"], "indicative_price_eur": 54.0,
                                          "label": "Tomorrow noon, solar"}, prepare=_confirmed),
    "watts.ListingInterest": Case(lambda made: f"/api/v1/watts/secondary/{made['listing_id']}/interest",
                                  {"note": "Interested"}, prepare=_listing),
    "shield.Tap": Case("/api/v1/shield/tap", {"hash": "ab" * 32}),
    "shield.Ingest": Case("/api/v1/shield/ingest", {"invoice": "2026-0001"}, raw=True),  # hashed as it streams
    "shield.Demo": Case("/api/v1/shield/demo", {"hash": "cd" * 32}, tier=None),
    "dossier.Dossier": Case("/api/v1/dossier", {"asset": {**ASSET, "jurisdiction": "FR"}}),
}


def row_counts(app) -> dict[str, int]:
    """Rows in each table the hub writes (not the idempotency records themselves, nor the quota counters)."""
    with app.app_context():
        return {table.name: db.session.scalar(select(func.count()).select_from(table))
                for table in db.metadata.sorted_tables if table.name not in NOT_COUNTED}


def headers_for(app, case: Case) -> tuple[dict, str | None]:
    if case.tier is None:
        return {}, None
    secret = make_key(app, case.tier)
    return bearer(secret), secret
