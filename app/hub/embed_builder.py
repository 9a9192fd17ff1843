"""The embed builder: a partner's choice of widget, ids, theme, background, partner label and language, checked
as each widget checks it, and the iframe and script snippets that show that choice on the partner's page.

The iframe snippet's height is the one documented for a 390 px wide column (tests/browser measure it); the script
snippet's frame sizes itself from the widget's height messages (js/embed-frame.js). The snippets themselves are
written by app/platform/embed.py's snippets(), as the green pages' "Embed this" writes them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode

from flask import current_app, url_for
from flask_babel import lazy_gettext as _l
from sqlalchemy import select

from app.extensions import db
from app.hub.errors import InvalidEmbedChoice
from app.platform.embed import embed_options, partner_code, partner_name, snippets

LANGUAGES = ("en", "fr")


@dataclass(frozen=True)
class Kind:
    """One partner widget as the builder offers it: its iframe route and loader script, the attribute and query
    parameter that carry its ids (none for the water check), how many ids it takes, how it reads the partner, and
    the iframe snippet's height for the ids chosen (the whole widget at 390 px wide, in English or French, as
    tests/browser/test_embed_builder.py measures it)."""

    key: str
    label: str
    endpoint: str
    script: str
    marker: str
    key_attr: str
    param: str
    most: int
    height_of: Callable[[list[str]], int]
    partner: Callable[[str | None], str] = partner_name

    def documented_height(self, ids: list[str]) -> int:
        return self.height_of(ids)


def _compare_height(ids: list[str]) -> int:
    """The header and notes, then one card per product (the live sample shows four)."""
    return 380 + 180 * (len(ids) or 4)


def _green_score_height(ids: list[str]) -> int:
    from app.green.widgets import score_height

    return score_height(ids[0] if ids else None)


def _water_height(ids: list[str]) -> int:
    from app.green.widgets import EAU_HEIGHT

    return EAU_HEIGHT


KINDS = (
    Kind("compare", _l("Products compared"), "compare_pages.embed", "compare_pages.embed_script", "data-svc-compare",
         "data-ids", "ids", 4, _compare_height),
    Kind("green-score", _l("Green score"), "green_embeds.score_embed", "green_embeds.score_script",
         "data-svc-green-score", "data-id", "id", 1, _green_score_height),
    Kind("water-check", _l("Water check"), "green_embeds.eau_embed", "green_embeds.eau_script", "data-svc-eau",
         "", "", 0, _water_height, partner=partner_code),
)


def kinds() -> list[Kind]:
    """The widgets this deployment serves (a hub without the green domain offers the comparison alone)."""
    return [k for k in KINDS if k.endpoint in current_app.view_functions and k.script in current_app.view_functions]


@dataclass(frozen=True)
class Choice:
    """What the partner picked, checked."""

    kind: Kind
    ids: list[str]
    theme: str
    bg: str
    partner: str
    lang: str

    def query(self) -> dict:
        """The widget's query: its ids, then the options (the defaults too, so the snippet says what it shows)."""
        found = {self.kind.param: ",".join(self.ids)} if self.kind.param and self.ids else {}
        found.update(theme=self.theme, bg=self.bg)
        found.update({k: v for k, v in (("partner", self.partner), ("lang", self.lang)) if v})
        return found


@dataclass(frozen=True)
class Build:
    choice: Choice
    preview_url: str
    height: int
    iframe: str
    script: str


def _bad(name: str, message: str) -> InvalidEmbedChoice:
    return InvalidEmbedChoice(message, field=name)


def _kind(asked: str | None) -> Kind:
    offered = kinds()
    found = next((k for k in offered if k.key == (asked or offered[0].key)), None)
    if found is None:
        raise _bad("widget", f"widget must be one of: {', '.join(k.key for k in offered)}.")
    return found


def _ids(kind: Kind, asked: list[str]) -> list[str]:
    ids = list(dict.fromkeys(i.strip() for value in asked for i in value.split(",") if i.strip()))
    if not kind.param:
        return []
    if len(ids) > kind.most:
        raise _bad(kind.param, f"{kind.param}: at most {kind.most}.")
    unknown = [i for i in ids if i not in _known(kind, ids)]
    if unknown:
        raise _bad(kind.param, f"Unknown {'products' if kind.most > 1 else 'member'}: {', '.join(unknown)}.")
    return ids


def _known(kind: Kind, ids: list[str]) -> set[str]:
    if kind.key == "compare":
        from app.catalogue.service import names

        return set(names(ids))
    from app.green.service import member

    return {i for i in ids if member(i)}


def choose(args) -> Choice:
    """The partner's choice from a query (widget, ids or id, theme, bg, partner, widget_lang); a 400 says why."""
    kind = _kind(args.get("widget"))
    options = embed_options(args.get("theme"), args.get("bg"))
    lang = (args.get("widget_lang") or "").strip()
    if lang and lang not in LANGUAGES:
        raise _bad("widget_lang", f"widget_lang must be one of: {', '.join(LANGUAGES)}.")
    asked = args.getlist(kind.param) if kind.param else []
    if kind.key == "green-score" and not [a for a in asked if a.strip()]:
        asked = [default_member()]
    return Choice(kind, _ids(kind, asked), options["theme"], options["bg"], kind.partner(args.get("partner")), lang)


def build(choice: Choice) -> Build:
    """The preview's address (this site), the documented height, and both snippets (absolute addresses)."""
    kind, query = choice.kind, choice.query()
    height = kind.documented_height(choice.ids)
    made = snippets(kind.endpoint, kind.script, str(kind.label), kind.marker, {kind.key_attr: ",".join(choice.ids)},
                    query, height)
    return Build(choice, f"{url_for(kind.endpoint)}?{urlencode(query)}", height, made.iframe, made.script)


def default_member() -> str:
    from app.green.service import green_index

    members = green_index()
    return next((m["id"] for m in members if m["id"] == "verra-1477"), members[0]["id"] if members else "")


def offered_ids() -> dict[str, list[tuple[str, str]]]:
    """What the id lists offer: the catalogue's products and the green index's members, (id, name) by name."""
    from app.catalogue.models import Product

    offered = {"compare": [(i, n) for i, n in db.session.execute(select(Product.id, Product.name)
                                                                   .order_by(Product.name))]}
    if "green-score" in {k.key for k in kinds()}:
        from app.green.service import green_index

        offered["green-score"] = sorted(((m["id"], m["name"]) for m in green_index()), key=lambda m: m[1].lower())
    return offered
