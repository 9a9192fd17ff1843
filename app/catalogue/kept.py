"""The catalogue's answers kept per catalogue version (app/platform/answer_cache.py): the screener page's HTML
(and its htmx fragment), the JSON of GET /api/compare and of the keyed GET /api/v1/products. Every import and
refresh moves the catalogue's version, so none of them outlives the catalogue it was read from.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Response
from markupsafe import Markup

from app.catalogue import facets, service
from app.catalogue.facets import VERSION_COUNTER
from app.catalogue.query import ScreenerQuery
from app.catalogue.schemas import ProductPage
from app.platform import answer_cache
from app.platform.i18n import current_locale


def page(build: Callable[[], tuple[str, int]]) -> tuple[str, int]:
    """The text and status of this request's page, kept per catalogue version (`build()` runs when none is)."""
    return answer_cache.kept(VERSION_COUNTER, "page", build)


def json_answer(build: Callable[[], object]) -> Response:
    """A JSON answer that changes only with the catalogue (and the request), kept per catalogue version."""
    return answer_cache.json_answer(VERSION_COUNTER, build)


PRODUCT_PAGE = ProductPage()  # one instance: building a schema copies its fields, every time


def screener_json(q: ScreenerQuery) -> Response:
    """The screener's JSON answer to q (GET /api/compare and GET /api/v1/products), kept per version."""
    return json_answer(lambda: PRODUCT_PAGE.dump(service.screen(q)))


def html(*key, caller: Callable[[], Markup]) -> Markup:
    """A piece of a page that changes only with the catalogue, the reader's language and `key` (a filter widget of
    the screener: its values and counts come from the catalogue, its ticks from key), drawn once per catalogue
    version: `{% call kept_html(name, chosen) %}...{% endcall %}`. A key holding None keeps nothing (drawn now)."""
    if None in key:
        return caller()
    full = ("html", current_locale(), *(tuple(part) if isinstance(part, list) else part for part in key))
    return facets.cache("html", 1024).get(full, caller)
