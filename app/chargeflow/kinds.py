"""The three kinds of unit and the bounds a record must keep to be plausible, in one table.

Each bound is documented in the developer hub (ChargeFlow section) from these values:
- CFU-E, an energy session: energy_kwh <= max_power_kw x hours of the session. max_power_kw is the session's stated
  maximum power (a charge point's rating, or the MAX_POWER an OCPI CDR reports), else DEFAULT_MAX_POWER_KW, the
  power of the fastest public DC chargers in wide use (350 kW, CCS high-power charging); a stated one may go up to
  the megawatt charging system's 3,750 kW (a reservation's unit: up to 1 GW, a producer's delivery). A session
  lasts at most 7 days.
- CFU-W, a water flow: volume_m3 <= max_flow_m3_h x hours; the default 50,000 m3/h is above the largest
  desalination plants' output (about a million m3 a day, 41,667 m3/h). A flow report covers at most 366 days.
- CFU-F, a flex capacity window: capacity_kw at most 1,000,000 (1 GW); a window lasts at most 31 days and may lie
  up to 400 days ahead (capacity is offered before it is delivered). Sessions and flows are reported after the
  fact: they end at most 5 minutes after the hub's clock, except the CFU-E of a reservation
  (attributes.reservation_id), which records energy booked for a window that may lie up to 400 days ahead. Every
  period lasts at least one second.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

DEFAULT_MAX_POWER_KW = 350.0
MAX_POWER_KW = 3750.0
DEFAULT_MAX_FLOW_M3_H = 50_000.0
MAX_FLOW_M3_H = 1_000_000.0
MAX_FLEX_KW = 1_000_000.0
EARLIEST = datetime(2010, 1, 1, tzinfo=UTC)
CLOCK_SKEW = timedelta(minutes=5)
FLEX_AHEAD = timedelta(days=400)
SHORTEST = timedelta(seconds=1)

GENERATION_SOURCES = ("solar", "wind", "hydro", "nuclear", "battery", "mixed", "unknown")
RENEWABLE_CLAIMS = ("go", "rego", "i_rec", "rec", "none")
SOURCE_FORMATS = ("json_custom", "ocpi", "csv")
DIRECTIONS = ("up", "down")
FIRMNESS = ("firm", "flex")


@dataclass(frozen=True)
class Kind:
    code: str  # e, w, f
    name: str  # CFU-E ...
    id_prefix: str  # cfu_e ...
    artefact: str  # the signed artefact kind (its HMAC prefix is svc-<artefact>:v1:)
    body: str  # the input object: session, flow, flex
    external: str  # the field naming the operator's own id
    quantity: str  # the field holding the quantity
    unit: str  # kWh, m3, kW
    longest: timedelta
    model: str | None  # the green model that enriches it


KINDS: dict[str, Kind] = {
    "e": Kind("e", "CFU-E", "cfu_e", "cfu-e", "session", "external_session_id", "energy_kwh", "kWh",
              timedelta(days=7), "watt"),
    "w": Kind("w", "CFU-W", "cfu_w", "cfu-w", "flow", "external_flow_id", "volume_m3", "m3",
              timedelta(days=366), "h2o"),
    "f": Kind("f", "CFU-F", "cfu_f", "cfu-f", "flex", "external_window_id", "capacity_kw", "kW",
              timedelta(days=31), "watt"),
}
SCHEMA = "svc.chargeflow.unit.v1"


def kind_of_id(unit_id: str) -> Kind | None:
    """The kind an id's prefix names (cfu_e_..., cfu_w_..., cfu_f_...), or None."""
    return next((k for k in KINDS.values() if isinstance(unit_id, str) and unit_id.startswith(k.id_prefix + "_")),
                None)


def period_of(kind: Kind, body: dict) -> tuple[datetime, datetime]:
    """The (start, end) of a validated input body: a session's or flow's started/ended, a flex window."""
    if kind.code == "f":
        return body["window"]["start"], body["window"]["end"]
    return body["started_at"], body["ended_at"]


def hours(start: datetime, end: datetime) -> float:
    return (end - start).total_seconds() / 3600


def _exceeds(quantity: float, rate: float, span_hours: float) -> bool:
    """quantity > rate x hours, forgiving the last bits of binary floating point: 11 kW for 42 minutes allows
    7.7 kWh exactly, though 11 x 0.7 is 7.700000000000001 in floats."""
    return quantity > rate * span_hours * (1 + 1e-9)


def period_errors(kind: Kind, start: datetime, end: datetime, now: datetime, booked: bool = False) -> dict[str, str]:
    """Field -> message for a period that cannot be (the end first, too long, too early, in the future)."""
    names = ("window.start", "window.end") if kind.code == "f" else ("started_at", "ended_at")
    if end - start < SHORTEST:
        return {names[1]: f"Must be at least one second after {names[0]}."}
    if end - start > kind.longest:
        return {names[1]: f"A {kind.name} lasts at most {kind.longest.days} days."}
    if start < EARLIEST:
        return {names[0]: "Must be on or after 2010-01-01."}
    ahead = kind.code == "f" or booked
    if end > now + (FLEX_AHEAD if ahead else CLOCK_SKEW):
        return {names[1]: "A window may lie at most 400 days ahead." if ahead
                else "Must not be in the future: a unit records what happened."}
    return {}


def quantity_errors(kind: Kind, body: dict, span_hours: float) -> dict[str, str]:
    """Field -> message when the quantity exceeds what the period allows at the stated or default maximum."""
    if kind.code == "e":
        power = body.get("max_power_kw") or DEFAULT_MAX_POWER_KW
        if _exceeds(body["energy_kwh"], power, span_hours):
            said = "stated max_power_kw" if body.get("max_power_kw") else "default maximum"
            return {"energy_kwh": f"{body['energy_kwh']:,.3f} kWh exceeds {power * span_hours:,.3f} kWh, what "
                                  f"{span_hours:,.3f} h allow at the {said} of {power:,g} kW."}
    if kind.code == "w":
        rate = body.get("max_flow_m3_h") or DEFAULT_MAX_FLOW_M3_H
        if _exceeds(body["volume_m3"], rate, span_hours):
            return {"volume_m3": f"{body['volume_m3']:,.3f} m3 exceeds {rate * span_hours:,.3f} m3, what "
                                 f"{span_hours:,.3f} h allow at {rate:,g} m3/h."}
    return {}
