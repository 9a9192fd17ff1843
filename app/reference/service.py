"""Jurisdictions and checklist, from app/data/."""

from __future__ import annotations

from app.platform.data import load
from app.reference.errors import JurisdictionNotFound


def jurisdictions(*, mica_applicable: bool | None = None) -> dict:
    data = load("jurisdictions")
    rows = [j for j in data["jurisdictions"]
            if mica_applicable is None or j["mica_applicable"] is mica_applicable]
    return {"as_of": data["as_of"], "total": len(rows), "jurisdictions": rows}


def jurisdiction(code: str) -> dict:
    for row in load("jurisdictions")["jurisdictions"]:
        if row["code"] == code.upper():
            return {"as_of": load("jurisdictions")["as_of"], **row}
    raise JurisdictionNotFound()


def dimensions() -> list[str]:
    return list(load("checklist")["dimensions"])


def checklist(*, dimension: str | None = None) -> dict:
    data = load("checklist")
    items = [i for i in data["items"] if dimension is None or i["dimension"] == dimension]
    return {"as_of": data["as_of"], "dimensions": data["dimensions"], "total": len(items), "items": items}
