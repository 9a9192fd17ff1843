"""Factories of ChargeFlow: valid mint bodies of each kind, and units minted through the domain's service inside
the caller's app context (flushed, not committed)."""

from __future__ import annotations

import copy

from app.chargeflow import service
from app.chargeflow.models import Unit
from app.platform.auth import KeyIdentity

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


def body(kind: str = "e", attributes: dict | None = None, **changes) -> dict:
    """A valid mint body of a kind, with top-level fields of its session, flow or flex window changed."""
    name, base = BODIES[kind]
    inner = copy.deepcopy(base)
    inner.update(changes)
    return {name: inner, "attributes": attributes or {}}


def unit(key: KeyIdentity | None, kind: str = "e", *, attributes: dict | None = None, demo: bool = False,
         retired: bool = False, reason: str | None = None, **changes) -> Unit:
    """A unit of this key minted from body(kind, attributes, **changes), as the mint route keeps it (its minted
    event in the outbox); `retired`: then retired by its owner, for `reason`."""
    made = service.prepare(kind, service.load(kind, body(kind, attributes, **changes)), key, demo=demo)
    service.keep([made])
    if retired:
        service.retire(made.id, key, reason)
    return made
