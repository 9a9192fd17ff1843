"""The free-text extractor: what a description in English or French says about an asset, with the words it read.

Documented rules, each a table below (the methodology page shows them):
- the model: the kind words found (KINDS), carbon first, then energy, water and nature, unless the caller names
  the model (the eau check reads water, a carbon batch reads carbon ...);
- numbers with their unit: capacity (kW, MW, GW), stored energy (MWh), area (ha, km2), volume flows (m3/day,
  million m3/year, GL/year, ML/day), a capacity factor (a percentage next to "capacity factor" / "facteur de
  charge"); years after a commissioning or vintage word; a registry's name; a country's English or French name;
  a WRI Aqueduct band ("extremely high water stress" / "stress hydrique extrêmement élevé");
- nothing is guessed: a fact the text does not state stays unknown, and the model scores it as unknown.
"""

from __future__ import annotations

import re
from functools import lru_cache

from babel import Locale

MIN_LENGTH = 10
MAX_LENGTH = 5000
# a stated figure above its bound is no asset's (a run of digits): it is not read
BOUNDS = {"capacity_mw": 1e6, "storage_mwh": 1e7, "area_ha": 1e9, "volume_m3_per_year": 1e12}
# (model, field, value, words in English or French)
KINDS = (
    ("carbon", "project_type", "biochar", r"biochar"),
    ("carbon", "project_type", "REDD+ avoided deforestation", r"\bredd\+?|avoided deforestation|déforestation évitée"),
    ("carbon", "project_type", "afforestation / reforestation",
     r"reforestation|afforestation|reboisement|boisement|mangrove restoration|restauration de mangroves"),
    ("carbon", "project_type", "improved forest management",
     r"improved forest management|gestion forestière améliorée"),
    ("carbon", "project_type", "cookstoves", r"cook-?stoves?|foyers? amélioré|cuiseurs? amélioré"),
    ("carbon", "project_type", "biogas", r"biogas|biogaz|méthanisation"),
    ("carbon", "project_type", "soil carbon", r"soil carbon|carbone (du|des) sols?"),
    ("carbon", "kind_word", "carbon credit", r"carbon credits?|crédits? carbone|tco2e?|vcus?\b|corcs?\b"),
    ("energy", "source_type", "solar", r"solar|solaire|photovolta"),
    ("energy", "source_type", "wind", r"\bwind\b|wind farm|éolien"),
    ("energy", "source_type", "hydro", r"hydro|hydraulique|barrage hydro"),
    ("energy", "source_type", "nuclear", r"nuclear|nucléaire"),
    ("energy", "source_type", "battery", r"batter(y|ies)|batteries|stockage d'énergie|energy storage"),
    ("water", "asset_class", "desalination", r"desalinat|dessalement|dessalinisation"),
    ("water", "asset_class", "reuse", r"water reuse|recycled water|réutilisation des eaux|eaux usées traitées"),
    ("water", "asset_class", "reservoir", r"reservoir|réservoir|retenue d'eau"),
    ("water", "asset_class", "water_rights", r"water (rights?|entitlements?|allocations?)|droits? d'eau"),
    ("water", "kind_word", "water", r"\bwater\b|\beau\b|hydrique"),
    ("nature", "asset_type", "protected area", r"national park|parc national|world heritage|patrimoine mondial|"
                                               r"nature reserve|réserve naturelle|sanctuary|sanctuaire|aire protégée|"
                                               r"protected area"),
    ("nature", "asset_type", "habitat bank", r"habitat bank|banque d'habitat|biodiversity credits?|"
                                             r"crédits? biodiversité"),
)
MODELS = ("carbon", "energy", "water", "nature")
REGISTRIES = (("verra", r"\bverra\b|\bvcs\b"), ("gold_standard", r"gold standard"), ("puro", r"puro(\.earth)?"))
# a number starts where no digit, letter or decimal mark precedes it (so 1e308 is not read as 308, and a long
# run of digits is tried once, not from each of its digits)
NUMBER = r"(?<![\w.,])(\d{1,3}(?:[ \u202f,]\d{3})+|\d+)(?:[.,](\d+))?"
UNITS = (
    ("capacity_mw", rf"{NUMBER}\s*(gw|mw|kw)\b(?!h)", {"gw": 1000, "mw": 1, "kw": 0.001}),
    ("storage_mwh", rf"{NUMBER}\s*(gwh|mwh)\b", {"gwh": 1000, "mwh": 1}),
    ("area_ha", rf"{NUMBER}\s*(hectares?|ha|km2|km²)\b", {"hectare": 1, "hectares": 1, "ha": 1, "km2": 100,
                                                          "km²": 100}),
    ("volume_m3_per_year", rf"{NUMBER}\s*(m3|m³)\s*(?:/|per |par )\s*(?:day|jour|d)\b", {"m3": 365, "m³": 365}),
    ("volume_m3_per_year", rf"{NUMBER}\s*(million m3|millions de m3|million m³|millions de m³)\s*(?:/|per |par )\s*"
                           r"(?:year|an|yr)\b", {"million m3": 1e6, "millions de m3": 1e6, "million m³": 1e6,
                                                 "millions de m³": 1e6}),
    ("volume_m3_per_year", rf"{NUMBER}\s*(gl|ml)\s*(?:/|per |par )\s*(?:year|an|yr)\b", {"gl": 1e6, "ml": 1e3}),
)
CAPACITY_FACTOR = r"(?:capacity factor|load factor|facteur de charge)[^0-9]{0,20}(\d{1,2}(?:[.,]\d+)?)\s*%"
YEARS = (("commissioning_year", r"(?:commissioned|in operation since|operating since|since|built in|opened in|"
                                r"mis en service|en service depuis|depuis|construit en|inauguré en)\s*(?:in|en)?\s*"
                                r"((?:19|20)\d\d)"),
         ("vintage", r"(?:vintage|millésime|crediting from|vintages?)\s*((?:19|20)\d\d)"))
STRESS = (("extremely_high", r"extremely high (baseline )?water stress|stress hydrique (extrêmement|très) élevé"),
          ("high", r"high (baseline )?water stress|stress hydrique élevé"),
          ("medium_high", r"medium[- ]high water stress|stress hydrique moyen(nement)?[- ]élevé"),
          ("low_medium", r"low[- ]medium water stress|stress hydrique faible à moyen"),
          ("low", r"low water stress|stress hydrique faible"))
USES = (("drinking water", r"drinking|potable"), ("irrigation", r"irrigation|agricole|agricultur"),
        ("industrial", r"industrial|industriel"), ("environmental flows", r"environmental flows?|débits? écologiques?"))
BIOMES = (("tropical forest", r"tropical|rainforest|forêt tropicale"), ("peat swamp", r"peat|tourbière"),
          ("mangrove", r"mangrove"), ("coral reef", r"coral|corail"), ("wetland", r"wetland|zone humide"),
          ("savanna", r"savanna|savane"), ("temperate forest", r"temperate|tempérée"), ("forest", r"forest|forêt"))


class TextError(ValueError):
    pass


@lru_cache(maxsize=1)
def _country_names() -> list[tuple[str, str]]:
    names = {}
    for lang in ("en", "fr"):
        for code, name in Locale(lang).territories.items():
            if len(code) == 2 and code.isalpha() and len(name) > 3:
                names[name.lower()] = code
    return sorted(names.items(), key=lambda item: -len(item[0]))


def _number(whole: str, fraction: str | None) -> float:
    return float(re.sub(r"[ \u202f,]", "", whole) + (f".{fraction}" if fraction else ""))


def _fact(field: str, value, words: str) -> dict:
    return {"field": field, "value": value, "words": words.strip()}


def _kinds(text: str) -> tuple[dict[str, int], list[dict]]:
    counts, facts, seen = dict.fromkeys(MODELS, 0), [], set()
    for model, field, value, words in KINDS:
        found = re.search(rf"(?:{words})\w*", text, re.IGNORECASE)
        if found:
            counts[model] += 1
            if field != "kind_word" and field not in seen:
                seen.add(field)
                facts.append({**_fact(field, value, found.group(0)), "model": model})
    return counts, facts


def _numbers(text: str) -> list[dict]:
    facts, seen = [], set()
    for field, pattern, factors in UNITS:
        found = re.search(pattern, text, re.IGNORECASE)
        if found and field not in seen:
            seen.add(field)
            value = _number(found.group(1), found.group(2)) * factors[found.group(3).lower()]
            if value <= BOUNDS[field]:
                facts.append(_fact(field, round(value, 3), found.group(0)))
    cf = re.search(CAPACITY_FACTOR, text, re.IGNORECASE)
    if cf:
        facts.append(_fact("capacity_factor_pct", float(cf.group(1).replace(",", ".")), cf.group(0)))
    for field, pattern in YEARS:
        found = re.search(pattern, text, re.IGNORECASE)
        if found:
            facts.append(_fact(field, int(found.group(1)), found.group(0)))
    return facts


def _named(text: str) -> list[dict]:
    facts = []
    for field, table in (("registry", REGISTRIES), ("stress_band", STRESS), ("use", USES), ("biome", BIOMES)):
        found = next(((value, m) for value, words in table if (m := re.search(words, text, re.IGNORECASE))), None)
        if found:
            facts.append(_fact(field, found[0], found[1].group(0)))
    country = next(((code, m) for name, code in _country_names()
                    if (m := re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.IGNORECASE))), None)
    if country:
        facts.append(_fact("country", country[0], country[1].group(0)))
    return facts


def extract(text: str, model: str | None = None) -> dict:
    """{model, facts: {field: value}, inferred: [{field, value, words}]} of a description.

    TextError when the text is too short, or names nothing the model can read."""
    text = (text or "").strip()
    if len(text) < MIN_LENGTH:
        raise TextError(f"A description needs at least {MIN_LENGTH} characters.")
    text = text[:MAX_LENGTH]
    counts, kind_facts = _kinds(text)
    chosen = model or next((m for m in MODELS if counts[m]), None)
    if chosen is None or (model and not counts[model]):
        raise TextError("The description names no kind of asset the hub can read: say what it is (a carbon "
                        "project, a solar or wind plant, a desalination plant, a protected area ...).")
    inferred = [f for f in kind_facts if f["model"] == chosen] + _numbers(text) + _named(text)
    for fact in inferred:
        fact.pop("model", None)
    return {"model": chosen, "facts": {f["field"]: f["value"] for f in inferred}, "inferred": inferred}


def asset_from(extracted: dict) -> dict:
    """The facts a description states, as the asset record its model reads (unknowns stay unknown)."""
    facts, model = extracted["facts"], extracted["model"]
    base = {"id": None, "name": "Described asset", "country": facts.get("country"),
            "source": {"url": None, "class": "description", "as_of": "undated"}}
    if model == "carbon":
        return {**base, "registry": facts.get("registry"), "project_type": facts.get("project_type"),
                "crediting_period": str(facts["vintage"]) if facts.get("vintage") else None, "project_id": None}
    if model == "energy":
        return {**base, "source_type": facts.get("source_type", "mixed"), "capacity_mw": facts.get("capacity_mw"),
                "capacity_factor_pct": facts.get("capacity_factor_pct"),
                "capacity_factor_basis": "stated in the description",
                "commissioning_year": facts.get("commissioning_year"), "storage_mwh": facts.get("storage_mwh")}
    if model == "water":
        volume = facts.get("volume_m3_per_year")
        return {**base, "asset_class": facts.get("asset_class", "other"), "volume_m3_per_year": volume,
                "volume": volume, "volume_basis": "as the description states it", "use": facts.get("use"),
                "stress_band": facts.get("stress_band"), "stress_measure": "baseline_stress",
                "stress_scope": "basin", "basin": None}
    return {**base, "asset_type": facts.get("asset_type"), "nature_class": "area", "biome": facts.get("biome"),
            "area_ha": facts.get("area_ha"), "protection_status": facts.get("asset_type"), "pressure": None}
