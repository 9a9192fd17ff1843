"""ChargeFlow test helpers: valid mint bodies of each kind, a premium key, a mint call."""

from __future__ import annotations

import copy

import pytest

from tests.chargeflow.ocpi_peer import ocpi_peer  # noqa: F401 (the fake OCPI peer, for every test here)
from tests.conftest import bearer

SESSION = {"external_session_id": "S-1001", "started_at": "2026-11-01T10:00:00+01:00",
           "ended_at": "2026-11-01T11:30:00+01:00", "energy_kwh": 42.5, "location": {"country": "FR"},
           "operator_id": "FR*CPO", "source_format": "json_custom"}
FLOW = {"external_flow_id": "F-77", "started_at": "2026-10-01T00:00:00Z", "ended_at": "2026-11-01T00:00:00Z",
        "volume_m3": 1250.0, "location": {"country": "ES", "basin_id": "Segura"}, "operator_id": "ES-UTIL-1",
        "source_format": "csv"}
FLEX = {"external_window_id": "W-9", "window": {"start": "2026-11-02T17:00:00Z", "end": "2026-11-02T19:00:00Z"},
        "capacity_kw": 500.0, "zone": {"country": "DE", "zone_id": "DE-LU"}, "direction": "up", "firmness": "firm",
        "operator_id": "DE-AGG-7"}
METERED = {"started_at": "2026-11-20T08:00:00Z", "ended_at": "2026-11-20T09:10:00Z"}  # when ocmf_signed_data reads
BODIES = {"e": ("session", SESSION), "w": ("flow", FLOW), "f": ("flex", FLEX)}
PATHS = {"e": "/api/v1/chargeflow", "w": "/api/v1/chargeflow/w", "f": "/api/v1/chargeflow/f"}


def body(kind: str = "e", attributes: dict | None = None, **changes) -> dict:
    """A valid mint body of a kind, with top-level fields of its session, flow or flex window changed."""
    name, base = BODIES[kind]
    inner = copy.deepcopy(base)
    inner.update(changes)
    return {name: inner, "attributes": attributes or {}}


@pytest.fixture
def premium(new_key) -> dict:
    return bearer(new_key("premium"))


@pytest.fixture
def mint(client, premium):
    """mint(kind, body=None, headers=None) -> the response."""
    def call(kind: str = "e", payload: dict | None = None, headers: dict | None = None):
        return client.post(PATHS[kind], json=payload if payload is not None else body(kind),
                           headers=headers or premium)

    return call


def tamper(app, unit_id: str, kwh: float = 42.6) -> None:
    """Change one figure of a stored record behind the hub's back (what verification must catch)."""
    from sqlalchemy import select, update

    from app.chargeflow.models import Unit
    from app.extensions import db

    with app.app_context():
        record = db.session.scalar(select(Unit.record).where(Unit.id == unit_id))
        record["session"]["energy_kwh"] = kwh
        db.session.execute(update(Unit).where(Unit.id == unit_id).values(record=record))
        db.session.commit()
