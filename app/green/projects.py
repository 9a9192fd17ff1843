"""The carbon credit projects the hub ships (app/data/carbon_projects.json, built by scripts/build_green.py), found
by id or by a registry serial."""

from __future__ import annotations

from app.green.serials import Serial
from app.platform.data import load


def projects() -> list[dict]:
    """Every shipped project, as its sources state it (read-only)."""
    return load("carbon_projects")["projects"]


def get(project_key: str) -> dict | None:
    """A project by the hub's id (verra-1477, gold_standard-gs879, puro-100008 ...)."""
    return next((p for p in projects() if p["id"] == project_key), None)


def for_serial(serial: Serial) -> dict | None:
    """The shipped project a parsed serial names, when the hub has it."""
    if serial.project_id is None:
        return None
    return next((p for p in projects() if p["registry"] == serial.registry and p["project_id"] == serial.project_id),
                None)
