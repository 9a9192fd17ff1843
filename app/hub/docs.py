"""The developer guides: which slugs exist and which template renders each one."""

from flask import current_app
from jinja2 import TemplateNotFound

from app.hub.errors import UnknownGuide

GUIDE_SLUGS = ("quickstart", "authentication", "errors", "limits", "idempotency", "paging",
               "versioning", "webhooks", "embeds", "methodologies", "changelog")


def guide_template(slug: str) -> str:
    """The template for a guide: its own page when written, else the short placeholder page."""
    if slug not in GUIDE_SLUGS:
        raise UnknownGuide()
    name = f"hub/docs/{slug}.html"
    try:
        current_app.jinja_env.get_template(name)
    except TemplateNotFound:
        return "hub/docs/_short.html"
    return name


def search_guides(query: str) -> list[str]:
    """The guide slugs matching every word of the query (case-insensitive)."""
    words = query.lower().split()
    return [slug for slug in GUIDE_SLUGS if words and all(w in slug for w in words)]
