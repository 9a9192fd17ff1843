"""The companion score a unit carries: Watt for energy (CFU-E) and flex (CFU-F), H2O for water (CFU-W).

Computed by the green domain's own scorers when the unit is minted and kept beside the record, dated: it is not
part of what is hashed and signed (the record is the operator's statement; the score is the hub's reading of it).

- Watt: the score of the hub's energy asset named by attributes.asset_id; else of the stated generation_source
  alone (its typical values, capacity and age unknown); else none. The unit's own figures beside it: the energy's
  life-cycle emissions at the source's IPCC median, and its value at the reference wholesale price (for a flex
  window, of the energy if the whole window were called). Indicative: not a guarantee of origin, a renewable
  certificate or a power purchase agreement.
- H2O: the score of the hub's water asset named by attributes.asset_id (its passport linked); else of what the flow
  states (asset_class_hint, use; the basin's stress is not known to the hub, so it is read as the low band), which
  always needs a passport (passport_required: true).
"""

from __future__ import annotations

from dataclasses import asdict
from datetime import date

from app.chargeflow.errors import InvalidItem
from app.chargeflow.kinds import Kind, hours, period_of
from app.green import assets, watt
from app.green.service import h2o_score

NOTE = ("Indicative companion score, not part of the signed record. Not a guarantee of origin, a renewable "
        "certificate, a power purchase agreement or a regulated market.")


def asset_for(kind: Kind, attributes: dict) -> dict | None:
    """The hub asset attributes.asset_id names (of the kind's model), None when none is named, else InvalidItem."""
    asset_id = attributes.get("asset_id")
    if not asset_id:
        return None
    wanted = "water" if kind.model == "h2o" else "energy"
    found = assets.get(asset_id, wanted)
    if found is None:
        raise InvalidItem(f"No {wanted} asset {asset_id!r} in the hub.",
                          details={"fields": {"attributes.asset_id": [f"Not a hub {wanted} asset id."]}})
    return found


def enrich(kind: Kind, body: dict, attributes: dict, on: date) -> dict:
    """The companion score of a validated mint body, at a date."""
    asset = asset_for(kind, attributes)
    if kind.model == "h2o":
        return _h2o(body, attributes, asset, on)
    return _watt(kind, body, attributes, asset, on)


def _energy_kwh(kind: Kind, body: dict) -> float:
    if kind.code == "f":
        start, end = period_of(kind, body)
        return round(body["capacity_kw"] * hours(start, end), 3)
    return body["energy_kwh"]


def _country(kind: Kind, body: dict) -> str:
    return body["zone"]["country"] if kind.code == "f" else body["location"]["country"]


def _watt(kind: Kind, body: dict, attributes: dict, asset: dict | None, on: date) -> dict:
    source = asset["source_type"] if asset else attributes.get("generation_source") or "unknown"
    country = _country(kind, body)
    basis = "asset" if asset else ("none" if source == "unknown" else "source")
    scored = None
    if basis != "none":
        scored = watt.score(asset or {"source_type": source, "capacity_mw": None, "commissioning_year": None,
                                      "country": country, "source": {}}, on)
    kwh = _energy_kwh(kind, body)
    grams = watt.typical({"source_type": source})[0] if source in watt.TYPICAL else None
    price, price_basis = watt.price(country)
    return {"model": "watt", "basis": basis, "asset_id": asset["id"] if asset else None, "source_type": source,
            "watt_score": scored, "energy_kwh": kwh,
            "lifecycle_gco2e": round(kwh * grams) if grams is not None else None,
            "carbon_basis": f"{grams} gCO2e/kWh, {watt.IPCC}" if grams is not None else
            "no single life-cycle figure for this source",
            "reference_value_eur": round(kwh / 1000 * price, 2), "price_eur_mwh": price, "price_basis": price_basis,
            "energy_note": "if the whole window were called" if kind.code == "f" else "the session's energy",
            "as_of": on.isoformat(), "note": NOTE if basis != "none" else
            "No Watt score: neither a hub asset nor a generation source is stated. " + NOTE}


def _h2o(body: dict, attributes: dict, asset: dict | None, on: date) -> dict:
    if asset is None:
        asset = {"id": None, "asset_class": attributes.get("asset_class_hint") or "other",
                 "use": attributes.get("use"), "country": body["location"]["country"], "source": {}}
        preview = f"{body['operator_id']}:{body['external_flow_id']}"
    else:
        preview = asset["id"]
    return {"model": "h2o", "basis": "asset" if asset.get("id") else "flow", "asset_id": asset.get("id"),
            "h2o_score": asdict(h2o_score(asset, preview)), "volume_m3": body["volume_m3"],
            "basin_id": body["location"].get("basin_id"), "as_of": on.isoformat(), "note": NOTE}
