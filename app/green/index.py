"""The green index: every carbon project, energy asset and green product the hub scores, with its unified green
score (CQS, Watt, their composite) and its rank; and the nature index of nature areas.

composite = the weighted mean of the models that apply to the member (COMPOSITE_WEIGHTS, re-weighted over those
present): a carbon project has a CQS, an energy asset a Watt score; a carbon token reads the CQS of the projects
it holds (their mean), or of its pool's stated acceptance criteria when its holdings are not listed. A green bond
states no asset the hub scores: it is in the index with no composite and no rank.

Ranks: highest composite first; equal composites share a rank (1, 2, 2, 4), listed by name. rank_in_kind ranks
a member among its own kind only, so that like is compared with like.

Flags: a carbon project carries its own (app/green/flags.py), a product those of the projects it holds. A red
flag caps the member's tier (flagged) and leaves its composite and its rank as its number gives them, so that no
other member's rank moves when a flag appears.
"""

from __future__ import annotations

from datetime import date
from functools import lru_cache

from app.catalogue import service as catalogue
from app.catalogue.query import ScreenerQuery, run
from app.green import assets, cqs, flags, nature, projects, watt
from app.green.scale import tier

COMPOSITE_WEIGHTS = {"cqs": 50, "watt": 50}
KINDS = ("carbon", "energy", "product")


def _product_cqs(profile: dict) -> tuple[float | None, str]:
    if profile["linked_projects"]:
        scores = [cqs.score(projects.get(pid))["cqs"] for pid in profile["linked_projects"]]
        return round(sum(scores) / len(scores), 1), (f"mean CQS of the {len(scores)} projects it holds, "
                                                     "as its source names them")
    criteria = profile.get("criteria")
    if not criteria or not criteria.get("registry") and not criteria.get("project_type"):
        return None, "no carbon credits the hub can score"
    facts = {"registry": criteria["registry"], "project_type": criteria["project_type"],
             "crediting_period": str(criteria["vintage_from"]) if criteria.get("vintage_from") else None,
             "source": profile["source"]}
    return cqs.score(facts)["cqs"], "CQS of the pool's stated acceptance criteria, not of its holdings"


def composite(scores: dict[str, float | None]) -> float | None:
    present = {name: value for name, value in scores.items() if value is not None}
    if not present:
        return None
    weight = sum(COMPOSITE_WEIGHTS[name] for name in present)
    return round(sum(COMPOSITE_WEIGHTS[name] * value for name, value in present.items()) / weight, 1)


def _member(kind: str, row: dict, cqs_value: float | None, watt_value: float | None, basis: str,
            found: list[dict] | None = None) -> dict:
    value, found = composite({"cqs": cqs_value, "watt": watt_value}), found or []
    return {"id": row["id"], "name": row["name"], "kind": kind, "country": row.get("country"), "cqs": cqs_value,
            "watt": watt_value, "composite": value,
            "tier": flags.capped(tier(value) if value is not None else None, found),
            "flags": found, "flagged": flags.red(found), "basis": basis}


def held_flags(profile: dict) -> list[dict]:
    """The flags of the projects a product holds, each naming its project."""
    return [flag for pid in profile["linked_projects"] for flag in flags.of(projects.get(pid))]


def _catalogue_products() -> dict[str, dict]:
    """The green products the catalogue lists now (an import may add or drop them)."""
    ids = tuple(p["product_id"] for p in assets.profiles())
    return {p.id: catalogue.read(p) for p in run(ScreenerQuery(ids=ids, limit=len(ids))).items}


def _members(on: date) -> list[dict]:
    rows = [_member("carbon", p, scored["cqs"], None, "CQS of the project", scored["flags"])
            for p in projects.projects() for scored in (cqs.score(p),)]
    rows += [_member("energy", a, None, watt.score(a, on)["rating"], "Watt score of the asset")
             for a in assets.assets("energy")]
    listed = _catalogue_products()
    for profile in assets.profiles():
        product = listed.get(profile["product_id"])
        if product is not None:
            value, basis = _product_cqs(profile)
            rows.append(_member("product", {**product, "country": product.get("jurisdiction")}, value, None, basis,
                                held_flags(profile)))
    return rows


def ranked(rows: list[dict], key: str = "composite") -> list[dict]:
    """rows with rank and of, highest first; equal values share a rank; unscored rows last, unranked."""
    scored = sorted((r for r in rows if r[key] is not None), key=lambda r: (-r[key], r["name"]))
    out, previous = [], None
    for position, row in enumerate(scored, start=1):
        rank = previous[1] if previous and previous[0] == row[key] else position
        previous = (row[key], rank)
        out.append({**row, "rank": rank, "of": len(scored)})
    return out + [{**r, "rank": None, "of": len(scored)} for r in sorted(rows, key=lambda r: r["name"])
                  if r[key] is None]


def green_index(on: date) -> tuple[dict, ...]:
    """The whole index at a date (Watt depends on it), each member with rank and rank_in_kind: computed from the
    current catalogue (the caller keeps it per catalogue version, in its app)."""
    rows = ranked(_members(on))
    within = {r["id"]: r for kind in KINDS for r in ranked([m for m in rows if m["kind"] == kind])}
    return tuple({**r, "rank_in_kind": within[r["id"]]["rank"],
                  "of_kind": within[r["id"]]["of"]} for r in rows)


@lru_cache(maxsize=2)
def nature_index() -> tuple[dict, ...]:
    """Nature areas ranked by nature score; schemes after them, scored but not ranked."""
    rows = [{"id": a["id"], "name": a["name"], "country": a.get("country"), "biome": a.get("biome"),
             "area_ha": a.get("area_ha"), "nature_class": a["nature_class"], **nature.score(a)}
            for a in assets.assets("nature")]
    for row in rows:
        row["ranked_value"] = row["rating"] if row["nature_class"] == "area" else None
    return tuple({k: v for k, v in r.items() if k != "ranked_value"}
                 for r in ranked(rows, key="ranked_value"))
