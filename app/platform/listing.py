"""Lists, one way: limit and offset (a page where a page is the natural unit), a total, next and
previous links; and for pages, the one HTML pager (html_pager(), drawn by templates/partials/pager.html).

Used by every list the API answers and every paged list a page shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cached_property
from urllib.parse import urlencode

from flask import g, has_request_context, request
from marshmallow import Schema, fields, pre_dump, validate
from sqlalchemy import func, select

from app.extensions import db
from app.platform.urls import external_url

MAX_OFFSET = 1_000_000_000
QUERY_SAFE = "!$'()*,/:;?@"  # what werkzeug's URL map leaves unescaped in a query


@dataclass(frozen=True)
class Window:
    limit: int
    offset: int = 0

    @classmethod
    def from_page(cls, page: int, limit: int) -> Window:
        return cls(limit, (max(1, page) - 1) * limit)

    @property
    def page(self) -> int:
        return self.offset // self.limit + 1


@dataclass(frozen=True)
class Page:
    """One window of a list: its items, the total it was cut from, and the filters its links keep.

    A service returns a Page; the list's response schema (a PageLinks subclass naming its items with
    `attribute="items"`) serialises it, so a list answer is described once."""

    items: list
    total: int
    window: Window
    params: dict = field(default_factory=dict)
    by_page: bool = False

    def keeping(self, params: dict | None = None, *, by_page: bool = False) -> Page:
        """The same window whose links keep `params` (the filters asked, None values dropped)."""
        kept = {k: v for k, v in (params or {}).items() if v is not None and v != ""}
        return replace(self, params=kept, by_page=by_page)

    def mapped(self, fn: Callable) -> Page:
        """The same window with each item passed through fn (a model to the object its answer shows)."""
        return replace(self, items=[fn(item) for item in self.items])

    @property
    def pages(self) -> int:
        return page_count(self.total, self.window.limit)

    @property
    def limit(self) -> int:
        return self.window.limit

    @property
    def offset(self) -> int:
        return self.window.offset

    @property
    def page(self) -> int:
        return self.window.page

    @cached_property
    def _by_page(self) -> bool:
        """Paged by page, the links name pages while the window starts on a page boundary; a window that starts
        elsewhere (offset=10&limit=25) is linked by offset, which a page number cannot say."""
        return self.by_page and self.window.offset % self.window.limit == 0

    @cached_property
    def _here(self) -> str | None:
        """The absolute URL of the endpoint this request came to, without a query (built once per answer)."""
        if not has_request_context() or request.endpoint is None:
            return None
        return external_url(request.endpoint, **(request.view_args or {}))

    @cached_property
    def _kept_query(self) -> str:
        """The URL of this endpoint with the filters and the limit every link of the answer keeps, encoded once as
        the URL map would encode them (the same safe characters), ending where the window's place is added."""
        kept = {k: v for k, v in self.params.items() if k not in ("page", "offset")}
        kept["limit"] = self.window.limit
        return f"{self._here}?{urlencode(list(kept.items()), doseq=True, safe=QUERY_SAFE)}&"

    def _link(self, offset: int | None) -> str | None:
        """The absolute URL of the window starting at `offset` (None when there is none), keeping the filters:
        not routed nor encoded again for each of an answer's four links."""
        if offset is None or self._here is None:
            return None
        if self._by_page:
            return f"{self._kept_query}page={offset // self.window.limit + 1}"
        return f"{self._kept_query}offset={offset}"

    @cached_property
    def next(self) -> str | None:
        w = self.window
        return self._link(w.offset + w.limit if w.offset + w.limit < self.total else None)

    @cached_property
    def previous(self) -> str | None:
        w = self.window
        return self._link(max(0, w.offset - w.limit) if w.offset > 0 else None)

    def link_header(self) -> str | None:
        """The RFC 8288 Link header of this window: next and prev as the body names them, first and last."""
        rels = (("next", self.next), ("prev", self.previous), ("first", self._link(0)),
                ("last", self._link((self.pages - 1) * self.window.limit)))
        return ", ".join(f'<{url}>; rel="{rel}"' for rel, url in rels if url) or None


class HoldsPage:
    """An answer that holds one Page (`found`) beside what it says about it (a query, a date, a disclaimer): its
    list fields are the Page's, so its schema (a PageLinks subclass) reads them off the answer itself."""

    found: Page

    items = property(lambda self: self.found.items)
    total = property(lambda self: self.found.total)
    limit = property(lambda self: self.found.limit)
    offset = property(lambda self: self.found.offset)
    page = property(lambda self: self.found.page)
    pages = property(lambda self: self.found.pages)
    next = property(lambda self: self.found.next)
    previous = property(lambda self: self.found.previous)


def pager(current: int, pages: int, around: int = 2) -> list[int | None]:
    """The pages a pager links, never one per page: the first, `around` pages each side of the current one,
    the last; None where pages are left out (shown as a gap). The previous and next pages are always in it.

    pager(6, 40) == [1, None, 4, 5, 6, 7, 8, None, 40]"""
    current, around = min(max(1, current), max(1, pages)), max(1, around)
    shown = sorted({1, pages, *range(max(1, current - around), min(pages, current + around) + 1)})
    out: list[int | None] = []
    for n in shown:
        if out and n - out[-1] == 2:  # a gap of one page: show that page rather than an ellipsis
            out.append(n - 1)
        elif out and n - out[-1] > 2:
            out.append(None)
        out.append(n)
    return out


def page_count(total: int, limit: int) -> int:
    """How many pages of `limit` the total fills; an empty list is one (empty) page."""
    return max(1, -(-total // limit))


@dataclass(frozen=True)
class Pager:
    """What the pager of a page draws (templates/partials/pager.html): the current page, the last one, and each
    link as (page number, query string), (None, None) where pages are left out."""

    current: int
    last: int
    links: list[tuple[int | None, str | None]]


def html_pager(current: int, last: int, keep: dict | None = None, *, param: str = "page",
               link: Callable[[int], str] | None = None) -> Pager:
    """The pager of a paged list on a page: the pages pager() shows, each linked by a query string that keeps the
    list's filters (`keep`) and names the page (`param`), or by what link(page) gives."""
    link = link or (lambda n: urlencode({**(keep or {}), param: n}))
    return Pager(current, last, [(n, link(n) if n else None) for n in pager(current, last)])


def page_of(stmt, window: Window, *, scalars: bool = True, params: dict | None = None) -> Page:
    """Run an ordered SELECT for one window, with the total of what it matches; `params` are the filters the
    page's links keep."""
    total = db.session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0
    bounded = stmt.limit(window.limit).offset(window.offset)
    rows = db.session.scalars(bounded) if scalars else db.session.execute(bounded)
    return Page(list(rows), total, window).keeping(params)


class ListArgs(Schema):
    """limit and offset of a list (subclass to change the default or the maximum)."""

    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=100))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_OFFSET))

    def window(self, args: dict) -> Window:
        return Window(args["limit"], args["offset"])


class PageLinks(Schema):
    """The list fields every list answer carries; dumps a Page, or an answer holding one (HoldsPage), and offers the
    answer its Link header (app/platform/headers.py sends it)."""

    @pre_dump
    def _offer_link_header(self, answer, **_kwargs):
        found = answer if isinstance(answer, Page) else getattr(answer, "found", None)
        if isinstance(found, Page) and has_request_context():
            g.svc_link = found.link_header()
        return answer

    total = fields.Integer(required=True, validate=validate.Range(min=0, max=10**12))
    limit = fields.Integer(required=True, validate=validate.Range(min=1, max=1000))
    offset = fields.Integer(required=True, validate=validate.Range(min=0, max=MAX_OFFSET))
    next = fields.String(allow_none=True, required=True, metadata={"description": "URL of the next page, or null"})
    previous = fields.String(allow_none=True, required=True,
                             metadata={"description": "URL of the previous page, or null"})
