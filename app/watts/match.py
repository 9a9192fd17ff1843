"""The match score (0-100) of a capacity offer for a buyer's profile: deterministic, a pure function of the two and
of the tables below, which the methodology page (/developers/methodology/watts) shows as they are.

Each factor is a value from 0 to 1 times its weight (the weights sum to 100):
- window: the share of the buyer's window the offer's window covers;
- energy: the share of the buyer's energy the offer's free capacity delivers in that overlap
  (free kW x overlap hours / energy_kwh, at most 1); free kW is the capacity less the peak of the confirmed
  reservations that overlap the buyer's window;
- zone: the same zone (zone ids equal) 1; the same country with a zone unstated on one side 0.8; the same
  country in another zone 0.6; another country 0 (power does not cross borders by contract alone: a reservation
  and its ranking consider the buyer's country only);
- carbon: the source's life-cycle emissions (IPCC AR5 median, the Watt score's table) against the buyer's
  maximum: above it 0; at or under it 1 - 0.5 x grams / maximum (cleaner is better); a source without a single
  figure (battery, mixed, unknown) 0.5; no maximum given means no cap, read as the largest maximum accepted
  (2000 g/kWh): every source passes, and a cleaner one still scores a little higher;
- firmness: what was asked 1; a firm offer for a flex request 0.75 (it serves, at a firm price); a flex offer
  for a firm request 0.25 (it may not deliver);
- source: no preference, or the preferred source, 1; another source 0.
Ties rank the earlier offer first, then the smaller id.
"""

from __future__ import annotations

from datetime import datetime

from app.green.watt import IPCC, TYPICAL

WEIGHTS = {"window": 25, "energy": 25, "zone": 20, "carbon": 15, "firmness": 10, "source": 5}
ZONE = {"same_zone": 1.0, "zone_unstated": 0.8, "other_zone": 0.6, "other_country": 0.0}
FIRMNESS = {("firm", "firm"): 1.0, ("flex", "flex"): 1.0, ("flex", "firm"): 0.75, ("firm", "flex"): 0.25}
UNKNOWN_CARBON = 0.5
NO_CAP = 2000.0  # the largest carbon maximum a profile accepts: an empty cap reads as this one


def hours(start: datetime, end: datetime) -> float:
    return max(0.0, (end - start).total_seconds() / 3600)


def overlap(a: tuple[datetime, datetime], b: tuple[datetime, datetime]) -> tuple[datetime, datetime] | None:
    """The common part of two windows, or None."""
    start, end = max(a[0], b[0]), min(a[1], b[1])
    return (start, end) if end > start else None


def grams(source: str | None) -> float | None:
    """The source's life-cycle gCO2e/kWh (IPCC median), or None where there is no single figure."""
    values = TYPICAL.get(source or "")
    return values[0] if values else None


def _zone(profile: dict, offer: dict) -> tuple[float, str]:
    if profile["country"] != offer["country"]:
        return ZONE["other_country"], f"{offer['country']}, not {profile['country']}"
    mine, theirs = profile.get("zone_id"), offer.get("zone_id")
    if mine and theirs:
        same = mine == theirs
        return ZONE["same_zone" if same else "other_zone"], (f"zone {theirs}" if same else
                                                            f"zone {theirs}, not {mine}")
    return ZONE["zone_unstated"], f"{offer['country']}, a zone unstated"


def _carbon(profile: dict, offer: dict) -> tuple[float, str]:
    found, most = grams(offer["generation_source"]), profile.get("carbon_max")
    if found is None:
        return UNKNOWN_CARBON, f"{offer['generation_source']}: no single life-cycle figure"
    if most is None:
        return 1 - 0.5 * found / NO_CAP, f"{offer['generation_source']} {found:g} g/kWh, no cap ({IPCC})"
    if found > most:
        return 0.0, f"{offer['generation_source']} {found:g} g/kWh, above the maximum {most:g} ({IPCC})"
    return 1 - 0.5 * found / most, f"{offer['generation_source']} {found:g} g/kWh, maximum {most:g} ({IPCC})"


def factors(profile: dict, offer: dict, free_kw: float) -> dict[str, tuple[float, str]]:
    """Each factor's value (0-1) and the words that explain it."""
    wanted = (profile["start"], profile["end"])
    common = overlap(wanted, (offer["start"], offer["end"]))
    common_hours = hours(*common) if common else 0.0
    window = common_hours / hours(*wanted)
    delivered = free_kw * common_hours
    energy = min(1.0, delivered / profile["energy_kwh"])
    preferred = profile.get("generation_source")
    return {
        "window": (window, f"{common_hours:.4g} of {hours(*wanted):.4g} h covered"),
        "energy": (energy, f"{max(0.0, delivered):,.1f} kWh free in the overlap for {profile['energy_kwh']:,.1f} kWh"),
        "zone": _zone(profile, offer),
        "carbon": _carbon(profile, offer),
        "firmness": (FIRMNESS[(profile["firmness"], offer["firmness"])],
                     f"{offer['firmness']} offer for a {profile['firmness']} request"),
        "source": ((1.0, "no preference") if not preferred else
                   (1.0 if preferred == offer["generation_source"] else 0.0,
                    f"{offer['generation_source']}, {preferred} preferred")),
    }


def score(profile: dict, offer: dict, free_kw: float) -> dict:
    """{match_score, parts[{name, value, weight, points, basis}]}: the sum of each value times its weight."""
    parts = [{"name": name, "value": round(value, 4), "weight": WEIGHTS[name],
              "points": round(value * WEIGHTS[name], 2), "basis": basis}
             for name, (value, basis) in factors(profile, offer, max(0.0, free_kw)).items()]
    return {"match_score": round(sum(p["value"] * p["weight"] for p in parts), 1), "parts": parts}


def tables() -> dict:
    """What the methodology page shows."""
    return {"weights": WEIGHTS, "zone": ZONE, "firmness": FIRMNESS, "unknown_carbon": UNKNOWN_CARBON, "no_cap": NO_CAP,
            "grams": {source: values[0] for source, values in TYPICAL.items() if values[0] is not None},
            "ipcc": IPCC}
