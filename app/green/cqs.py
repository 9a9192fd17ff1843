"""Carbon quality score (CQS, 0-100) of a carbon credit project: seven factors, each 0-100, weighted.

Deterministic: a pure function of the project's stated facts and of the tables below, which the methodology
page shows as they are. Indicative, not a rating: public third-party ratings are shown beside the score, on a
common scale, with how far they sit from it.

- additionality, permanence, leakage: by the kind of project (TYPES), as rating methodologies weigh those risks
  (BeZero's risk factors; ICVCM's Core Carbon Principles): a removal stored for centuries (biochar) ranks above
  an avoided emission, avoided deforestation carries reversal and leakage risk, grid renewables in large power
  systems the weakest additionality case;
- MRV: what can be checked (a registry id, a named methodology, a primary source);
- co-benefits: what the project's certifications state (CCB levels, Gold Standard SDG claims);
- vintage: the first year of the crediting period (older credits rank lower);
- registry: programmes that ICVCM lists as CCP-Eligible rank above the others.
"""

from __future__ import annotations

import re

from app.green import flags as red_flags

WEIGHTS = {"additionality": 20, "permanence": 20, "leakage": 10, "mrv": 15, "cobenefits": 15, "vintage": 10,
           "registry": 10}

# kind: (words that name it in a project's type, additionality, permanence, leakage, why)
TYPES = {
    "biochar": (r"biochar", 85, 90, 75, "a removal stored for at least 100 years (Puro.earth CORC100+)"),
    "avoided_deforestation": (r"redd", 45, 40, 35, "avoided deforestation: baseline (over-crediting), reversal "
                                                   "and leakage risk, the factors raters weigh most"),
    "afforestation": (r"afforestation|reforestation|revegetation|mangrove", 80, 55, 60,
                      "a removal in living biomass: real but reversible (fire, clearing)"),
    "improved_forest_management": (r"improved forest management|\bifm\b", 55, 45, 45,
                                   "avoided harvest: baseline and reversal risk"),
    "cookstoves": (r"cook-?stove", 65, 85, 70, "an avoided emission (not reversible); usage and fuel baselines "
                                              "are the known over-crediting risk"),
    "biogas": (r"biogas", 75, 85, 75, "an avoided emission (methane and fuelwood), not reversible"),
    "grid_renewables": (r"wind|solar|hydro", 30, 85, 80, "grid power in a large system: often built without "
                                                         "carbon revenue, so additionality is the weak point"),
    "soil_carbon": (r"soil carbon", 55, 30, 60, "carbon in cropland soils: stored only for the committed term "
                                               "and hard to measure"),
    "other_forest": (r"forest|nature-based", 45, 40, 40, "a forest or land-use project whose activity the sources "
                                                         "do not name"),
}
UNKNOWN_TYPE = (40, 40, 40, "the kind of project is not stated")
REGISTRY_POINTS = {"verra": (85, "VCS is a CCP-Eligible programme (ICVCM, 2024)"),
                   "gold_standard": (85, "Gold Standard is a CCP-Eligible programme (ICVCM, 2023)"),
                   "puro": (70, "not among the CCP-Eligible programmes the hub's sources name")}
PRIMARY_SOURCES = ("registry", "issuer", "regulator")
MRV_POINTS = {"base": 25, "registry_id": 25, "methodology": 25, "primary_source": 25}
COBENEFITS = ((r"triple gold|(climate|community|biodiversity) gold.*gold", 90, "several CCB Gold levels"),
              (r"ccb.*gold|gold level|ccb gold", 80, "a CCB Gold level"),
              (r"\bccb", 65, "a CCB validation or verification"),
              (r"sdg|global goals|gs4gg", 75, "certified SDG claims (Gold Standard)"),
              (r".", 55, "benefits the sources describe, not certified"))
NO_COBENEFITS = (30, "no co-benefit stated")
VINTAGE_BANDS = ((2020, 90), (2015, 75), (2010, 55), (0, 35))
UNKNOWN_VINTAGE = 40
# public rating scales, on 0-100 for comparison: eight steps AAA..D (BeZero since 2023, Sylvera, Calyx since 2025)
RATING_SCALE = ("AAA", "AA", "A", "BBB", "BB", "B", "C", "D")


def kind_of(project: dict) -> str:
    text = (project.get("project_type") or "").lower()
    return next((kind for kind, (words, *_rest) in TYPES.items() if re.search(words, text)), "unknown")


def _first_year(text: str | None) -> int | None:
    years = [int(y) for y in re.findall(r"\b(19[89]\d|20\d\d)\b", text or "")]
    return min(years) if years else None


def _mrv(project: dict) -> tuple[float, str]:
    found = {"registry_id": bool(project.get("project_id")), "methodology": bool(project.get("methodology")),
             "primary_source": project.get("source", {}).get("class") in PRIMARY_SOURCES}
    points = MRV_POINTS["base"] + sum(MRV_POINTS[name] for name, present in found.items() if present)
    said = [name.replace("_", " ") for name, present in found.items() if present]
    return points, f"checkable: {', '.join(said)}" if said else "nothing checkable beyond the project's name"


def _cobenefits(project: dict) -> tuple[float, str]:
    text = (project.get("cobenefits") or "").lower()
    if not text:
        return NO_COBENEFITS
    return next((points, why) for words, points, why in COBENEFITS if re.search(words, text))


def _vintage(project: dict) -> tuple[float, str]:
    year = _first_year(project.get("crediting_period"))
    if year is None:
        return UNKNOWN_VINTAGE, "the crediting period is not stated"
    return next(points for floor, points in VINTAGE_BANDS if year >= floor), f"crediting from {year}"


def factors(project: dict) -> dict[str, tuple[float, str]]:
    """{factor: (value 0-100, why)} of a project."""
    kind = kind_of(project)
    _words, additionality, permanence, leakage, why = TYPES.get(kind, (None, *UNKNOWN_TYPE))
    registry = REGISTRY_POINTS.get(project.get("registry"), (50, "a registry the hub does not rate"))
    return {"additionality": (additionality, why), "permanence": (permanence, why), "leakage": (leakage, why),
            "mrv": _mrv(project), "cobenefits": _cobenefits(project), "vintage": _vintage(project),
            "registry": registry}


def rating_points(grade: str | None) -> float | None:
    """A public headline grade (AAA..D) on 0-100, or None for a grade outside that scale."""
    found = re.match(r"\s*(AAA|AA|A|BBB|BB|B|C|D)\b", grade or "")
    if not found:
        return None
    step = RATING_SCALE.index(found.group(1))
    return round(100 - step * 100 / len(RATING_SCALE), 1)


def score(project: dict) -> dict:
    """The CQS with every factor's value, weight and reason, the public ratings beside it, and the project's flags
    (app/green/flags.py; `warnings` is their messages, as the earlier answer gave them)."""
    parts = factors(project)
    cqs = round(sum(WEIGHTS[name] * value for name, (value, _why) in parts.items()) / sum(WEIGHTS.values()), 1)
    ratings = []
    for rating in project.get("ratings") or []:
        points = rating_points(rating.get("grade"))
        ratings.append({**rating, "on_cqs_scale": points,
                        "difference": None if points is None else round(points - cqs, 1)})
    found = red_flags.of(project)
    return {"cqs": cqs, "kind": kind_of(project), "flags": found, "flagged": red_flags.red(found),
            "warnings": list(dict.fromkeys(flag["message"] for flag in found)),
            "factors": [{"name": name, "value": value, "weight": WEIGHTS[name], "basis": why}
                        for name, (value, why) in parts.items()],
            "ratings": ratings, "raters_note": raters_note(ratings, cqs)}


def raters_note(ratings: list[dict], cqs: float) -> str:
    """In words: how the public ratings sit against the CQS and against each other."""
    placed = [r for r in ratings if r["on_cqs_scale"] is not None]
    if not ratings:
        return "No public third-party rating was found for this project."
    if not placed:
        return "A public rating was found, outside the AAA-D scale: read it at its source."
    words = [f"{r['agency'] or 'A rater'} {r['grade']} sits at {r['on_cqs_scale']:g} on this scale, "
             f"{abs(r['difference']):g} points {'above' if r['difference'] > 0 else 'below'} the CQS of {cqs:g}"
             if r["difference"] else f"{r['agency']} {r['grade']} matches the CQS of {cqs:g}" for r in placed]
    if len(placed) > 1:
        spread = max(r["on_cqs_scale"] for r in placed) - min(r["on_cqs_scale"] for r in placed)
        words.append(f"the raters disagree by {spread:g} points" if spread else "the raters agree")
    return "; ".join(words) + "."


def tables() -> dict:
    """The tables the score runs on, as the developer hub shows them."""
    return {"weights": WEIGHTS, "types": TYPES, "unknown": UNKNOWN_TYPE, "mrv": MRV_POINTS, "cobenefits": COBENEFITS,
            "no_cobenefits": NO_COBENEFITS, "vintage": VINTAGE_BANDS, "unknown_vintage": UNKNOWN_VINTAGE,
            "registries": REGISTRY_POINTS}
