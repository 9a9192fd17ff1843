"""The green widgets as pages offer them: the iframe snippet's documented height (the whole widget in a column
390 px wide, in English or French, as tests/browser/test_embed_builder.py measures it), and the "Embed this"
snippets of a green index member's page and of the water page, written by the platform's one snippet function
(app/platform/embed.py), the one the embed builder uses too.
"""

from __future__ import annotations

from flask import current_app, url_for
from flask_babel import gettext as _

from app.green import service
from app.platform.embed import DEFAULT_OPTIONS, Snippets, snippets

SCORE_HEIGHT, SCORE_PER_FLAG, EAU_HEIGHT = 440, 50, 460
BUILDER = "hub_builder.embeds"


def score_height(member_id: str | None) -> int:
    """The score widget's height: its card, and a line for each red flag the member carries."""
    flags = (service.member(member_id) or {}).get("flags") if member_id else None
    return SCORE_HEIGHT + SCORE_PER_FLAG * len(flags or [])


def score_snippets(member_id: str) -> Snippets:
    """The green score widget of this member, in the default theme and background."""
    return snippets("green_embeds.score_embed", "green_embeds.score_script", _("Green score"), "data-svc-green-score",
                    {"data-id": member_id}, {"id": member_id, **DEFAULT_OPTIONS}, score_height(member_id))


def eau_snippets() -> Snippets:
    """The water check widget, in the default theme and background."""
    return snippets("green_embeds.eau_embed", "green_embeds.eau_script", _("Water check"), "data-svc-eau", {},
                    dict(DEFAULT_OPTIONS), EAU_HEIGHT)


def builder_url(**query) -> str:
    """The embed builder opened on this widget, where the hub has one ("" otherwise)."""
    return url_for(BUILDER, **query) if BUILDER in current_app.view_functions else ""
