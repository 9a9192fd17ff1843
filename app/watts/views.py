"""Watts Reserve pages: the reserve page (the open offers, a buyer's profile ranked against them, the secondary
listing board) and the match score's methodology, generated from the tables app/watts/match.py runs.

Nothing is reserved from these pages, and they need no key: they read the boards and rank the offers through the
service functions the API's boards and its match call (GET /api/v1/watts/offers and /secondary, POST
/offers/match), with the filters and the profile checked by the API's own schemas. Reserving, confirming and
settling go through the API with a premium key.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from flask import render_template, request
from flask_babel import gettext as _
from marshmallow import fields, validate

from app.chargeflow.kinds import FIRMNESS, GENERATION_SOURCES
from app.platform import listing as lists
from app.platform.clock import iso, utcnow
from app.platform.errors import DomainError, load_or_400
from app.platform.headers import htmx_fragment, page_blueprint
from app.platform.listing import Window
from app.watts import listings, match, models, offers, sample_offers, schemas

bp = page_blueprint("watts_pages", __name__)
PAGE_SIZE = 20
FILTERS = ("country", "firmness", "generation_source", "day", "page")
# The profile form's fields and where each goes in the API's Profile body.
PROFILE = {"window_start": "window.start", "window_end": "window.end", "energy_kwh": "energy_kwh",
           "country": "zone.country", "zone_id": "zone.zone_id", "carbon_max": "carbon_intensity_max_gco2_kwh",
           "firmness": "firmness", "generation_source": "generation_source"}
NO_OFFSET = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?")


class BoardFilters(schemas.OfferBoardArgs):
    """The offer board's filters on the page: the API's own, and a page."""

    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100_000))


def hub_numbers() -> dict:
    """What the developer hub's section states: the weights, states and bounds with the values the code runs."""
    return {"watts_numbers": {
        "t": match.tables(), "states": models.RESERVATION_STATES, "listable": listings.LISTABLE,
        "longest": {name: span.days for name, span in schemas.LONGEST.items()}, "ahead": schemas.AHEAD.days,
        "sources": GENERATION_SOURCES, "firmness": FIRMNESS}}


@bp.context_processor
def _choices() -> dict:
    return {"firmness_choices": FIRMNESS, "source_choices": GENERATION_SOURCES,
            "sample_prices": sample_offers.price_reference()}


def _filters() -> dict:
    """The board's filters from the query, checked by the API's schema so they mean the same on both doors."""
    given = {k: v.strip() for k, v in request.args.items() if k in FILTERS and v.strip()}
    return {**load_or_400(BoardFilters(), given, _("Some filters are not valid.")), "status": "open", "mine": False}


def _board(filters: dict) -> dict:
    """One page of the open offers for the filters, with the pager's links (each keeping the filters)."""
    window = Window.from_page(filters["page"], PAGE_SIZE)
    board = offers.board({**filters, "limit": window.limit, "offset": window.offset}, None)
    keep = {k: str(filters[k]) for k in FILTERS[:4] if filters.get(k)}
    return {"board": board, "board_pager": lists.html_pager(window.page, board.pages, keep), "keep": keep}


def _listing_board() -> dict:
    """One page of the open secondary listings (?listings_page=), with its pager."""
    page = max(1, request.args.get("listings_page", 1, type=int) or 1)
    window = Window.from_page(min(page, 100_000), PAGE_SIZE)
    listed = listings.board({"status": "open", "mine": False, "limit": window.limit, "offset": window.offset}, None)
    return {"listed": listed, "listed_pager": lists.html_pager(window.page, listed.pages, param="listings_page")}


def _utc(value: str) -> str:
    """A time from the form's datetime-local field ("2026-11-25T10:00"), which carries no offset, read as UTC."""
    return value + "Z" if NO_OFFSET.fullmatch(value) else value


def _profile(form: dict) -> dict:
    """The form as the API's Profile body, checked by the API's schema: a refusal is a 400 naming its fields."""
    body: dict = {}
    for name, path in PROFILE.items():
        if form.get(name):
            outer, _dot, inner = path.partition(".")
            value = _utc(form[name]) if name.startswith("window_") else form[name]
            if inner:
                body.setdefault(outer, {})[inner] = value
            else:
                body[outer] = value
    return load_or_400(schemas.Profile(), body, _("Check the profile."))


def _field_errors(error: DomainError | None) -> dict[str, list[str]]:
    """The messages of each form field: a field's own (window.end), or its group's (window) on the group's first."""
    found = (error.details or {}).get("fields", {}) if error else {}
    out: dict[str, list[str]] = {}
    for name, path in PROFILE.items():
        group = path.partition(".")[0]
        first = next(n for n, p in PROFILE.items() if p.partition(".")[0] == group)
        out[name] = found.get(path, []) + (found.get(group, []) if name == first and group != path else [])
    return {name: messages for name, messages in out.items() if messages}


def _page(status: int, **context) -> tuple[str, int]:
    """The whole reserve page: the offer board (unless given), the profile form, the listing board."""
    if "board" not in context:
        context.update(_board({"page": 1, "status": "open", "mine": False}), board_error=None)
    context.setdefault("form", {"firmness": "firm"})
    return render_template("watts/reserve.html", **_listing_board(), as_of=iso(utcnow()), **context), status


@bp.get("/reserve")
def reserve_page():
    """The reserve page, or the offer board's fragment for htmx (the filters applied in place)."""
    try:
        context, status = {**_board(_filters()), "board_error": None}, 200
    except DomainError as error:
        context, status = {"board": None, "board_error": error, "keep": {}}, error.status
    if htmx_fragment():
        return render_template("watts/_offers.html", as_of=iso(utcnow()), **context), status
    return _page(status, **context)


@bp.get("/reserve/match")
def match_page():
    """The profile form's answer: the open offers ranked for it, with each score's parts; nothing is stored."""
    form = {name: request.args.get(name, "").strip() for name in PROFILE}
    try:
        ranked, error = offers.match_offers(_profile(form), None), None
    except DomainError as refused:
        ranked, error = None, refused
    context = {"form": form, "ranked": ranked, "profile_error": error, "field_errors": _field_errors(error),
               "profile_keep": {k: v for k, v in form.items() if v}}
    status = error.status if error else 200
    if htmx_fragment():
        return render_template("watts/_profile.html", as_of=iso(utcnow()), **context), status
    return _page(status, **context)


def _example() -> dict:
    """A buyer's profile and an offer, and their score as the code computes it."""
    day = datetime(2026, 11, 25, tzinfo=UTC)
    profile = {"start": day + timedelta(hours=10), "end": day + timedelta(hours=14), "energy_kwh": 400.0,
               "country": "FR", "zone_id": "FR", "carbon_max": 100.0, "firmness": "firm", "generation_source": "solar"}
    offer = {"start": day + timedelta(hours=8), "end": day + timedelta(hours=12), "country": "FR", "zone_id": "FR",
             "firmness": "firm", "generation_source": "solar", "capacity_kw": 200.0}
    times = {name: iso(value) for name, value in (("start", profile["start"]), ("end", profile["end"]),
                                                  ("offer_start", offer["start"]), ("offer_end", offer["end"]))}
    return {"profile": profile, "offer": offer, "times": times, "free_kw": 150.0,
            **match.score(profile, offer, 150.0)}


def _docstring(text: str) -> list[tuple[str, str | list[str]]]:
    """A module docstring as the page quotes it: paragraphs ("p", text) and lists ("ul", items); an indented line
    goes on with the line before it."""
    blocks: list[tuple[str, str | list[str]]] = []
    for raw in text.strip().splitlines():
        line = raw.strip()
        if not line:
            blocks.append(("p", ""))
        elif line.startswith("- "):
            if not blocks or blocks[-1][0] != "ul":
                blocks.append(("ul", []))
            blocks[-1][1].append(line[2:])
        elif raw.startswith(" ") and blocks and blocks[-1][0] == "ul":
            blocks[-1][1][-1] += " " + line
        elif blocks and blocks[-1][0] == "p":
            blocks[-1] = ("p", f"{blocks[-1][1]} {line}".strip())
        else:
            blocks.append(("p", line))
    return [block for block in blocks if block[1]]


@bp.get("/developers/methodology/watts")
def methodology():
    """The match score's methodology, from the tables match.py runs and its docstring."""
    return render_template("watts/methodology.html", t=match.tables(), sources=GENERATION_SOURCES,
                           rule=_docstring(match.__doc__ or ""), example=_example())
