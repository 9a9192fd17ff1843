"""The energy, water and nature assets and the green products' profiles the hub ships
(app/data/green_assets.json, built by scripts/build_green.py assets)."""

from __future__ import annotations

from app.platform.data import load

KINDS = ("energy", "water", "nature")


def assets(kind: str | None = None) -> list[dict]:
    """Every shipped asset, or those of one kind, as their sources state them (read-only)."""
    rows = load("green_assets")["assets"]
    return [a for a in rows if a["kind"] == kind] if kind else rows


def get(asset_id: str, kind: str | None = None) -> dict | None:
    found = next((a for a in assets() if a["id"] == asset_id), None)
    return found if found and (kind is None or found["kind"] == kind) else None


def profiles() -> list[dict]:
    """The green products' profiles: framework, linked carbon projects or a pool's criteria, source."""
    return load("green_assets")["profiles"]


def profile(product_id: str) -> dict | None:
    return next((p for p in profiles() if p["product_id"] == product_id), None)


def as_of() -> str:
    return load("green_assets")["as_of"]


def nature_area_of(project: dict) -> dict | None:
    """The nature area a carbon project covers, when the hub ships it."""
    return next((a for a in assets("nature") if project["id"] in a.get("carbon_projects", [])), None)
