"""What the developer hub's guides built from declarations need: the errors guide prints the error-code catalogue,
the limits guide the quotas, the per-address limits this hub runs with and every response header; the signatures
guide the signed kinds and published keys; each domain's guide its section with the names the domains give."""

from __future__ import annotations

from pathlib import Path

from flask import current_app

from app.hub import docs, reference, service
from app.keys.service import DEMO_KEY
from app.platform import errors, response_headers, signing
from app.platform.domain import hub_context, registry
from app.platform.settings import RATE_LIMIT
from app.platform.urls import base_url

KEY_PLACEHOLDER = "svc_pk_live_…"
CHANGES_SHOWN = 5


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


def _quickstart(secret: str | None = None) -> dict:
    """The quickstart shows the example script the tests run, as it is in the repository, and its first calls with
    the key just made on the page (a placeholder otherwise)."""
    script = Path(current_app.root_path).parent / "clients" / "examples" / "quickstart.py"
    return {"example": script.read_text(encoding="utf-8") if script.exists() else "",
            "base_url": base_url(), "api_key": secret or KEY_PLACEHOLDER,
            "snippet": service.offline_snippet()}


def _signatures() -> dict:
    return {"artefacts": list(registry().artefacts.values()), "keys": signing.published_keys(),
            "snippet": service.offline_snippet()}


def _domain(slug: str) -> dict:
    """A domain's guide: its section, with what the single developer page gave every section."""
    return {"section": docs.section_of(slug), "guide": next(g for g in docs.domain_guides() if g.slug == slug),
            "groups": reference.index(), "snippet": service.offline_snippet(),
            **hub_context()}


def _changelog() -> dict:
    feed = service.changelog()
    return {"entries": feed.entries[:CHANGES_SHOWN]}


def _methodologies() -> dict:
    """The methodology pages this hub serves (the green models: one page per template its methodology renders)."""
    views = current_app.view_functions
    models = sorted(name.removeprefix("green/method/").removesuffix(".html")
                    for name in current_app.jinja_env.list_templates()
                    if name.startswith("green/method/") and not name.startswith("green/method/_"))
    return {"has": {e for e in ("scoring_pages.methodology", "watts_pages.methodology", "catalogue_method.methodology",
                                "green_pages.methodology") if e in views},
            "green_models": models}


CONTEXTS = {"operations": lambda: {"settings": service.settings()}, "errors": _errors, "limits": _limits_guide,
            "signatures": _signatures, "changelog": _changelog, "methodologies": _methodologies}


def guide_context(slug: str, secret: str | None = None) -> dict:
    """The template context of the guide with this slug (templates/hub/docs/<slug>.html, or a domain's section);
    {} for a guide that is written text only. `secret`: a key just made, which the quickstart's examples use."""
    base = {"defaults": service.setting_defaults(), "demo_key": DEMO_KEY}
    if slug == "quickstart":
        return {**base, **_quickstart(secret)}
    if slug not in docs.GUIDE_SLUGS:
        return {**base, **_domain(slug)}
    build = CONTEXTS.get(slug)
    return {**base, **(build() if build else {})}
