"""Nature score (0-100) of a nature area, and the nature index that ranks the areas the hub ships.

Deterministic: a pure function of the area's stated facts and of the tables below (shown on the methodology
page as they are). Indicative, not a rating. Schemes (markets, frameworks, statutory schemes) are scored on what
they state but not ranked: the index compares places with places.

- protection: how strong the stated legal protection is (World Heritage, national park, IUCN categories Ia-II
  first; a concession or a habitat bank with a legal term next; no stated protection last);
- pressure: the threats a source names (IUCN World Heritage Outlook's outlook where stated), fewer is better;
- biome: ecosystems that hold the most carbon and species per hectare first (tropical forest, peat, mangrove,
  coral reef), as the IPBES and IUCN assessments rank them;
- area: hectares on a log scale (100 ha = 0, 10 million ha = 100);
- evidence: a primary source, a dated source, a stated area.
"""

from __future__ import annotations

import re

from app.green.scale import evidence, log_points, weighted

WEIGHTS = {"protection": 30, "pressure": 25, "biome": 15, "area": 15, "evidence": 15}
PROTECTION = ((r"world heritage|national park|\biucn (ia|ib|ii)\b|category (ia|ib|ii)\b|marine park", 100,
               "a national park, World Heritage or IUCN Ia-II protection"),
              (r"sanctuary|reserve|protected|ramsar|key biodiversity area|category (iii|iv)\b", 85,
               "a sanctuary, reserve or listed protected area"),
              (r"concession|licen[cs]e|habitat bank|registered|resolution|secured for|easement|covenant|"
               r"partnership", 70, "a concession, registration or legal term"),
              (r"act \d{4}|mandatory|statutory|scheme|launched|commenced", 55, "a scheme's rules, not an area's"))
PROTECTION_UNKNOWN = (30, "no protection stated")
PRESSURE = ((r"\bcritical\b", 15, "critical outlook"), (r"significant concern", 40, "significant concern"),
            (r"good with some concerns", 75, "good with some concerns"), (r"^\s*good\b", 90, "good outlook"),
            (r"defor|logging|fire|encroach|mining|poach|bleach|drought|degrad|clearing|conversion|pollut|"
             r"climate|invasive|development|agricultur", 45, "named threats"))
PRESSURE_UNKNOWN = (40, "no pressure stated: read as a concern until a source says otherwise")
BIOMES = ((r"peat|mangrove|coral|tropical|rainforest|rain forest", 100, "tropical forest, peat, mangrove or reef"),
          (r"wetland|delta|estuar|marsh|intertidal|river", 90, "wetlands and deltas"),
          (r"marine|sea|ocean|kelp|seagrass", 85, "marine"),
          (r"temperate|boreal|forest|woodland", 75, "temperate or boreal forest"),
          (r"savanna|grassland|steppe|prairie|dryland|shrub|desert|llanos", 70, "grassland, savanna or dryland"),
          (r"mountain|alpine|montane", 75, "mountain"))
BIOME_UNKNOWN = (50, "biome not stated (neutral)")
AREA_SCALE = (100, 10_000_000)


def _first(text: str | None, table: tuple, unknown: tuple) -> tuple[float, str]:
    text = (text or "").lower()
    if not text:
        return unknown
    return next(((p, why) for words, p, why in table if re.search(words, text)), unknown)


def factors(asset: dict) -> dict[str, tuple[float, str]]:
    protection_text = " ".join(filter(None, (asset.get("protection_status"), asset.get("asset_type"),
                                             f"iucn {asset['iucn_category']}" if asset.get("iucn_category") else "")))
    area = log_points(asset.get("area_ha"), *AREA_SCALE)
    return {"protection": _first(protection_text, PROTECTION, PROTECTION_UNKNOWN),
            "pressure": _first(asset.get("pressure"), PRESSURE, PRESSURE_UNKNOWN),
            "biome": _first(asset.get("biome"), BIOMES, BIOME_UNKNOWN),
            "area": (area, f"{asset['area_ha']:,.0f} ha") if area is not None else (0.0, "area not stated"),
            "evidence": evidence(asset, "a stated area", asset.get("area_ha") is not None)}


def score(asset: dict) -> dict:
    scored = weighted(factors(asset), WEIGHTS)
    return {"rating": scored["score"], "tier": scored["tier"], "nature_class": asset.get("nature_class", "area"),
            "factors": scored["factors"]}


def tables() -> dict:
    return {"weights": WEIGHTS, "protection": PROTECTION, "protection_unknown": PROTECTION_UNKNOWN,
            "pressure": PRESSURE, "pressure_unknown": PRESSURE_UNKNOWN, "biomes": BIOMES,
            "biome_unknown": BIOME_UNKNOWN, "area_scale": AREA_SCALE}
