"""Green scores as other domains and the API read them: a carbon project's quality, a registry lookup."""

from __future__ import annotations

from dataclasses import asdict

from app.green import cqs, projects
from app.green.serials import Serial, SerialError, links_for, parse
from app.platform.data import load
from app.platform.errors import ApiError, not_found

DISCLAIMER = ("Indicative carbon quality signal computed from the sources cited, not a rating and not advice; "
              "public ratings are shown as their sources state them.")


def carbon_quality(project_key: str) -> dict:
    """A shipped project with its CQS, factors, ratings beside it, warnings, links and source."""
    project = projects.get(project_key)
    if project is None:
        raise not_found("carbon project")
    return _described(project)


def _described(project: dict) -> dict:
    scored = cqs.score(project)
    return {"id": project["id"], "name": project["name"], "registry": project["registry"],
            "project_id": project["project_id"], "country": project["country"],
            "project_type": project["project_type"], **scored,
            "registry_links": links_for(project["registry"], project["project_id"]),
            "source": project["source"], "as_of": load("carbon_projects")["as_of"], "disclaimer": DISCLAIMER}


def lookup(serial_text: str, registry: str | None) -> dict:
    """What a serial says, its registry links and, when the hub has its project, the project's CQS."""
    try:
        serial = parse(serial_text, registry)
    except SerialError as error:
        raise ApiError(400, "invalid_serial", str(error), details={"fields": {"serial": [str(error)]}}) from error
    project = projects.for_serial(serial)
    note = ("The project is one the hub scores." if project else
            "The serial is well formed; the hub has no data on its project, so no score is given.")
    return {"serial": _serial(serial), "registry_links": serial.links,
            "project": _described(project) if project else None, "note": note}


def _serial(serial: Serial) -> dict:
    out = {k: v for k, v in asdict(serial).items() if k not in ("links", "parts")}
    out["quantity"] = serial.quantity
    out["parts"] = {k: "-".join(v) if isinstance(v, list) else str(v) for k, v in serial.parts.items()}
    return out
