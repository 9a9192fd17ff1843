"""What the developer hub's guides built from declarations need: the errors guide prints the error-code catalogue,
the limits guide the quotas, the per-address limits this hub runs with and every response header."""

from __future__ import annotations

from flask import current_app

from app.hub import service
from app.platform import errors, response_headers
from app.platform.settings import RATE_LIMIT


def _limits() -> list[dict]:
    """The quotas and per-address limits among the declared settings, with the value this hub runs with."""
    rows = [row for row in service.settings() if row["name"].startswith("SVC_QUOTA_") or
            (row["name"].endswith("_LIMIT") and row["type"] == RATE_LIMIT.name)]
    return [{**row, "value": current_app.config.get(row["name"], row["default"])} for row in rows]


def _errors() -> dict:
    return {"error_codes": errors.catalogue()}


def _limits_guide() -> dict:
    return {"limits": _limits(), "headers": response_headers.catalogue(),
            "quotas": current_app.config["SVC_QUOTAS"]}


def _quickstart() -> dict:
    """The quickstart shows the example script the tests run, as it is in the repository."""
    from pathlib import Path

    script = Path(current_app.root_path).parent / "clients" / "examples" / "quickstart.py"
    return {"example": script.read_text(encoding="utf-8") if script.exists() else "",
            "base_url": current_app.config["BASE_URL"]}


CONTEXTS = {"errors": _errors, "limits": _limits_guide, "quickstart": _quickstart}


def guide_context(slug: str) -> dict:
    """The template context of the guide with this slug (templates/hub/docs/<slug>.html); {} for a guide that is
    written text only."""
    build = CONTEXTS.get(slug)
    return build() if build else {}
