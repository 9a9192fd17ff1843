"""The energy, water and nature assets and the green products' profiles, built from the research tables.

Rules (the build keeps only what a row states):
- every cell is kept as stated; an empty cell stays null, and no figure is estimated;
- a water volume becomes m3 a year only where its unit says a flow (a day or a year) in a unit with an exact
  conversion (UNIT_M3), and `volume_basis` says how; anything else keeps only the stated text;
- a WRI Aqueduct band is read from its words (STRESS_BANDS), with whether it is the baseline water stress band or
  Aqueduct's overall risk score, and at which scope (basin or country) the row says it applies;
- a nature row is a `scheme` (a market, a framework, a statutory scheme) or an `area` (a place with a boundary),
  by its asset type's words (SCHEME_WORDS); only areas are ranked in the nature index;
- a nature area covers the carbon projects whose names hold the area name's first two words (Cordillera Azul,
  Keo Seima ...): the registry lookup shows that area's nature score beside the project's CQS;
- a green product's profile links the carbon projects its row names (by name) and states the pool's acceptance
  criteria as the row's framework text gives them (registry, kind, first vintage), from which the CQS reads.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

AS_OF = "2026-11-24"  # when the asset tables were compiled
SOURCES = ("generation", "solar", "wind", "hydro", "nuclear", "battery", "mixed")
UNIT_M3 = ((r"\bm3/day\b", 365, "m3 a day x 365"), (r"million m3/year", 1_000_000, "million m3 a year"),
           (r"\bGL/year\b", 1_000_000, "GL a year (1 GL = 1,000,000 m3)"),
           (r"\bML/day\b", 365 * 1000, "ML a day x 365 (1 ML = 1,000 m3)"),
           (r"\bMLD\b|million litres/day", 365 * 1000, "million litres a day x 365 (1 ML = 1,000 m3)"),
           (r"million imperial gallons/day", 4546.09 * 365, "million imperial gallons a day x 365"),
           (r"million gallons/day|\bMGD\b", 3785.411784 * 365, "US million gallons a day x 365"))
# a stored volume (a reservoir's capacity), not a flow
STORAGE_M3 = ((r"^million m3\b(?!/)", 1_000_000, "million m3 stored"),
              (r"^acre-feet at", 1233.48184, "acre-feet stored (1 acre-foot = 1,233.48 m3)"))
STRESS_BANDS = (("extremely high", "extremely_high"), ("arid and low water use", "arid_low_use"),
                ("medium-high|medium to high", "medium_high"), ("low-medium|low to medium", "low_medium"),
                ("high", "high"), ("low", "low"))
SCHEME_WORDS = r"scheme|framework|market|methodology"
WATER_CLASSES = (("desalination", "desalination"), ("reuse|recycl|reclaim|reclam|newater|replenish", "reuse"),
                 ("reservoir|dam", "reservoir"), ("futures|index", "water_index"),
                 ("right|entitlement|allocation|market", "water_rights"), ("fund", "water_fund"))


def _blank(value: str | None) -> str | None:
    value = (value or "").strip()
    return value or None


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


def _number(text: str | None) -> float | None:
    text = (text or "").replace(",", "").strip()
    return float(text) if re.fullmatch(r"\d+(\.\d+)?", text) else None


def _read(path: Path) -> list[dict]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _sourced(row: dict) -> dict:
    return {"source": {"url": row["source_url"].strip(), "class": row["source_class"].strip(),
                       "as_of": _blank(row["as_of"]) or "undated"},
            "other_sources": [u.strip() for u in (row.get("other_source_urls") or "").split(";") if u.strip()]}


def energy_row(row: dict) -> dict:
    storage = re.search(r"([\d,.]+)\s*MWh", row["capacity_as_stated"] or "")
    countries = [c.strip() for c in (row["country"] or "").split(";") if c.strip()]
    year = _number(row["commissioning_year"])
    return {"id": f"energy-{_slug(row['name'])}", "kind": "energy", "name": row["name"].strip(),
            "technology": _blank(row["technology"]), "source_type": row["source"].strip(),
            "capacity_mw": _number(row["capacity_mw"]), "capacity_as_stated": _blank(row["capacity_as_stated"]),
            "storage_mwh": float(storage.group(1).replace(",", "")) if storage else None,
            "country": countries[0] if countries else None, "countries": countries,
            "commissioning_year": int(year) if year else None, "operator": _blank(row["operator"]),
            "capacity_factor_pct": _number(row["capacity_factor_pct"]),
            "capacity_factor_basis": _blank(row["capacity_factor_basis"]), "notes": _blank(row["notes"]),
            **_sourced(row)}


def _volume(amount: float | None, unit: str | None, table=UNIT_M3) -> tuple[float | None, str | None]:
    for words, factor, said in table:
        if amount is not None and re.search(words, unit or "", re.IGNORECASE):
            return round(amount * factor), said
    return None, None


def _stress(row: dict) -> dict:
    text = (row["aqueduct_water_stress_band"] or "").lower()
    band = next((name for words, name in STRESS_BANDS if re.search(words, text)), None) if text else None
    scope = (row["aqueduct_scope"] or "").lower()
    return {"stress_band": band, "stress_as_stated": _blank(row["aqueduct_water_stress_band"]),
            "stress_measure": None if band is None else ("overall_risk" if "risk" in text else "baseline_stress"),
            "stress_scope": None if band is None else ("country" if "country-level" in scope or
                                                        scope.startswith("country") else "basin"),
            "stress_scope_as_stated": _blank(row["aqueduct_scope"]),
            "stress_source_url": _blank(row["aqueduct_source_url"])}


def water_row(row: dict) -> dict:
    amount = _number(row["volume_or_capacity"])
    m3, basis = _volume(amount, row["unit"])
    stored, stored_basis = _volume(amount, row["unit"], STORAGE_M3)
    kind_text = f"{row['asset_type']} {row['name']}".lower()
    asset_class = next((name for words, name in WATER_CLASSES if re.search(words, kind_text)), "other")
    return {"id": f"water-{_slug(row['name'])}", "kind": "water", "name": row["name"].strip(),
            "asset_type": _blank(row["asset_type"]), "asset_class": asset_class, "basin": _blank(row["basin"]),
            "country": _blank(row["country"]), "volume": amount, "unit": _blank(row["unit"]),
            "volume_m3_per_year": m3, "volume_basis": basis,
            "storage_m3": stored, "storage_basis": stored_basis, "use": _blank(row["use"]), **_stress(row),
            "notes": _blank(row["notes"]), **_sourced(row)}


def covered_projects(name: str, projects: list[dict]) -> list[str]:
    words = " ".join(re.findall(r"[\w'-]+", name.lower())[:2])
    return [p["id"] for p in projects if words and words in p["name"].lower()]


def nature_row(row: dict, projects: list[dict]) -> dict:
    scheme = re.search(SCHEME_WORDS, row["asset_type"] or "", re.IGNORECASE) and not _number(row["area_ha"])
    return {"id": f"nature-{_slug(row['name'])}", "kind": "nature", "name": row["name"].strip(),
            "asset_type": _blank(row["asset_type"]), "nature_class": "scheme" if scheme else "area",
            "biome": _blank(row["biome"]), "area_ha": _number(row["area_ha"]),
            "area_as_stated": _blank(row["area_as_stated"]), "country": _blank(row["country"]),
            "protection_status": _blank(row["protection_status"]), "pressure": _blank(row.get("pressure")),
            "iucn_category": _blank(row.get("iucn_category")),
            "carbon_projects": covered_projects(row["name"], projects), "notes": _blank(row["notes"]),
            **_sourced(row)}


def _criteria(framework: str) -> dict:
    """A pool's acceptance criteria, as its framework text states them."""
    registry = next((key for words, key in (("verra|vcs", "verra"), ("puro", "puro"),
                                            ("gold standard", "gold_standard")) if re.search(words, framework, re.I)),
                    None)
    kind = next((words for words in ("biochar", "nature-based", "soil carbon") if words in framework.lower()), None)
    vintage = re.search(r"vintage (\d{4})\+", framework)
    return {"registry": registry, "project_type": kind, "vintage_from": int(vintage.group(1)) if vintage else None,
            "as_stated": framework}


def profile_row(row: dict, projects: list[dict]) -> dict:
    framework = row["framework_or_standard"] or ""
    named = re.search(r"projects?: ([^)]+)", framework)
    names = [n.strip().lower() for n in named.group(1).split(",")] if named else []
    linked = [p["id"] for n in names for p in projects if p["name"].lower().startswith(n)]
    carbon = row["category"] == "carbon_token"
    return {"product_id": row["id"], "name": row["name"], "category": row["category"],
            "framework": _blank(framework), "second_party_opinion": _blank(row["second_party_opinion"]),
            "status": _blank(row["status"]), "status_basis": _blank(row["status_basis"]),
            "linked_projects": linked, "criteria": _criteria(framework) if carbon and not linked else None,
            **_sourced(row)}


def build_assets(research: Path) -> dict:
    import json

    projects = json.loads((research.parent / "app" / "data" / "carbon_projects.json").read_text())["projects"]
    energy = [energy_row(r) for r in _read(research / "energy-assets.csv")]
    bad = [a["name"] for a in energy if a["source_type"] not in SOURCES]
    if bad:
        raise SystemExit(f"unknown energy source in: {', '.join(bad)}")
    assets = energy + [water_row(r) for r in _read(research / "water-assets.csv")]
    assets += [nature_row(r, projects) for r in _read(research / "nature-assets.csv")]
    ids = [a["id"] for a in assets]
    if len(set(ids)) != len(ids):
        raise SystemExit(f"duplicate asset ids: {sorted({i for i in ids if ids.count(i) > 1})}")
    profiles = [profile_row(r, projects) for r in _read(research / "green-products.csv")]
    return {"as_of": AS_OF, "source_note": "Energy, water and nature assets and the green products' profiles from "
            "the sourced research tables (research/*.csv): each row as its cited page states it, unknown cells "
            "left empty. Indicative, not a rating.", "assets": assets, "profiles": profiles}
