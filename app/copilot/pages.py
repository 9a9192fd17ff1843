"""Passages of the hub's own pages, read as a visitor reads them.

Each page is rendered in English through the app's own routing (its endpoint, in a request of its own), and the
text of its main content is cut where the page cuts it: a paragraph, a list item, a table row, each under the
headings above it and cited with the page's URL and the anchor of the section (or row) it sits in. Consecutive
pieces under the same anchor are kept together up to a size, so a small table stays one passage.

A passage's subject is its page's declared subject and the headings above it. The change feed says what changed
about every other subject: its entries are a question's subject only when the question asks what changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urlsplit

from flask import Response, current_app
from werkzeug.exceptions import HTTPException

from app.copilot.knowledge import Passage
from app.platform.errors import DomainError
from app.platform.urls import external_url


@dataclass(frozen=True)
class Page:
    """A page the assistant reads, with what it is about beyond its headings."""

    endpoint: str
    values: dict = field(default_factory=dict)
    about: str = ""  # its declared subject, beside its headings
    asked_by: tuple[str, ...] = ()  # its subject counts only for a question using one of these words


GREEN_MODELS = ("cqs", "watt", "h2o", "nature", "composite", "text")
# the words that ask what changed: the change feed answers them, and only them, as its subject
FEED_WORDS = ("change", "changed", "changes", "changelog", "release", "released", "releases", "latest", "history")
FEED_ABOUT = "Changelog: what changed in each release"
PAGES = (Page("hub_pages.developers"), Page("hub_pages.changelog", about=FEED_ABOUT, asked_by=FEED_WORDS),
         Page("scoring_pages.methodology", about="Readiness score methodology"),
         Page("catalogue_method.methodology", about="Catalogue methodology"),
         *(Page("green_pages.methodology", {"model": model}, about="methodology") for model in GREEN_MODELS))
SKIPPED_ANCHORS = ("reference", "tag-")  # the endpoint reference is read from the OpenAPI document instead
BLOCKS = frozenset({"p", "li", "tr", "dt", "dd", "caption", "blockquote", "figcaption", "summary"})
HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 3}
# code listings (<pre>) are left out too: their identifiers and markup drown the prose, and every endpoint is read
# from the OpenAPI document
SKIP = frozenset({"script", "style", "svg", "nav", "form", "select", "button", "template", "noscript", "textarea",
                  "pre"})
INLINE = frozenset({"a", "abbr", "b", "code", "em", "i", "kbd", "mark", "q", "s", "samp", "small", "span", "strong",
                    "sub", "sup", "time", "u", "var"})
VOID = frozenset({"br", "img", "input", "meta", "hr", "wbr", "col", "source", "link", "area", "base", "embed"})
PASSAGE_CHARS = 600  # pieces under one anchor are joined up to this size
TABLE_CHARS = 320  # rows of a table are joined into segments up to this size
SENTENCE = re.compile(r"(?<=[.;!?])\s+(?=[A-Z0-9(\"“])")
SPACES = re.compile(r"\s+")


@dataclass
class Piece:
    anchor: str | None
    headings: tuple[str, ...]
    text: str
    row: bool = False  # a table row or caption: joined with the rows next to it, so a table reads as one


@dataclass
class _Open:
    depth: int
    anchor: str | None
    tag: str = ""
    parts: list[str] = field(default_factory=list)


class PageReader(HTMLParser):
    """The pieces of text inside <main>, each with its anchor (innermost id) and the headings above it."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None]] = []
        self.in_main = False
        self.skipping = 0
        self.block: _Open | None = None
        self.heading: _Open | None = None
        self.heading_level = 0
        self.headings = ["", "", ""]
        self.pieces: list[Piece] = []

    def _anchor(self) -> str | None:
        return next((i for _, i in reversed(self.stack) if i and i != "main"), None)

    def handle_starttag(self, tag, attrs):
        if tag == "main":
            self.in_main = True
        if not self.in_main or tag in VOID:
            if tag == "br" and self.block:
                self.block.parts.append(" ")
            return
        self.stack.append((tag, dict(attrs).get("id")))
        if self.skipping or tag in SKIP:
            self.skipping += tag in SKIP
        elif tag in HEADINGS and not self.block and not self.heading:
            self.heading, self.heading_level = _Open(len(self.stack), self._anchor()), HEADINGS[tag]
        elif tag in BLOCKS and not self.block and not self.heading:
            self.block = _Open(len(self.stack), self._anchor(), tag)
        elif tag in ("td", "th") and self.block and self.block.parts:
            self.block.parts.append(" · ")
        elif self.block and tag not in INLINE:
            self.block.parts.append(" ")  # a paragraph inside a list item: its words stay apart

    def handle_endtag(self, tag):
        if not self.in_main or tag not in (t for t, _ in self.stack):
            self.in_main = self.in_main and tag != "main"
            return
        while self.stack:
            closed, _ = self.stack.pop()
            self.skipping -= closed in SKIP and self.skipping > 0
            if closed == tag:
                break
        if self.heading and len(self.stack) < self.heading.depth:
            self._close_heading()
        if self.block and len(self.stack) < self.block.depth:
            self._emit(self.block)
            self.block = None
        if tag == "main":
            self.in_main = False

    def handle_data(self, data):
        if self.in_main and not self.skipping:
            target = self.heading or self.block
            if target is not None:
                target.parts.append(data)

    def _close_heading(self):
        text = _clean("".join(self.heading.parts))
        level = self.heading_level
        self.headings[level - 1:] = [text] + [""] * (3 - level)
        self.heading = None

    def _emit(self, block: _Open):
        text = _clean("".join(block.parts))
        if len(text) >= 3:
            self.pieces.append(Piece(block.anchor, tuple(self.headings), text, block.tag in ("tr", "caption")))


def _clean(text: str) -> str:
    return SPACES.sub(" ", text).strip()


def segments(text: str, longest: int = 320) -> list[str]:
    """A piece as the segments an answer may quote: itself when short, else its sentences."""
    return [text] if len(text) <= longest else [s for s in SENTENCE.split(text) if s.strip()]


def passages_of(html: str, url: str, page: Page | None = None) -> list[Passage]:
    """The passages of a rendered page whose address is `url` (its subject declared by `page`)."""
    reader = PageReader()
    reader.feed(html)
    reader.close()
    groups: list[tuple[Piece, list[str], bool]] = []  # (first piece, segments, last piece was a row)
    for piece in reader.pieces:
        if piece.anchor and piece.anchor.startswith(SKIPPED_ANCHORS):
            continue
        last = groups[-1] if groups else None
        size = sum(len(s) for s in last[1]) if last else 0
        cut = segments(piece.text)
        if last and (last[0].anchor, last[0].headings) == (piece.anchor, piece.headings) and size < PASSAGE_CHARS:
            if piece.row and last[2] and len(last[1][-1]) + len(piece.text) < TABLE_CHARS:
                last[1][-1] += f"; {piece.text}"
            else:
                last[1].extend(cut)
            groups[-1] = (last[0], last[1], piece.row)
        else:
            groups.append((piece, cut, piece.row))
    path = urlsplit(url).path
    out = []
    for n, (piece, parts, _) in enumerate(groups):
        title = " — ".join(h for h in piece.headings if h) or path
        cited = f"{url}#{piece.anchor}" if piece.anchor else url
        subject = f"{page.about} {title}" if page and page.about else None
        out.append(Passage(f"page:{path}#{piece.anchor or ''}:{n}", "page", title, cited, tuple(parts),
                           subject=subject, asked_by=page.asked_by if page else ()))
    return out


def render(endpoint: str, values: dict) -> tuple[str, str] | None:
    """(the page's HTML in English, its URL), or None when this hub has no such page or it fails to answer."""
    app = current_app._get_current_object()
    if endpoint not in app.view_functions:
        return None
    url = external_url(endpoint, **values)
    parts = urlsplit(url)
    # a request of its own, in an app context of its own: this request's language and state stay out of it
    with app.app_context(), app.test_request_context(parts.path, base_url=f"{parts.scheme}://{parts.netloc}",
                                                     headers={"Accept-Language": "en"}):
        try:
            answer = app.view_functions[endpoint](**values)
        except (DomainError, HTTPException):
            return None
    html = answer.get_data(as_text=True) if isinstance(answer, Response) else answer
    return (html, url) if isinstance(html, str) else None


def _guides() -> tuple[Page, ...]:
    """The developer guides (the developer hub's sections live on them), when this hub has them."""
    if "hub_pages.developer_guide" not in current_app.view_functions:
        return ()
    from app.hub.docs import toc  # the hub domain, when installed

    listed = toc()
    return tuple(Page("hub_pages.developer_guide", {"slug": g.slug})
                 for g in (*listed["guides"], *listed["domains"]) if g.slug != "embeds")


def page_passages() -> list[Passage]:
    """Every passage of the pages the assistant reads."""
    out: list[Passage] = []
    for page in (*PAGES, *_guides()):
        rendered = render(page.endpoint, page.values)
        if rendered is not None:
            out.extend(passages_of(*rendered, page))
    return out
