"""The developer hub's search: every guide's text as the visitor reads it (in the request's language) and every
operation of the OpenAPI document (its operationId, summary, description, path and tag), searched by words.

The index is built once per process and language from the rendered pages, so a word written in a guide is found
without a hand-kept keyword list; a hit's snippet is the passage around its first word."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import unescape
from weakref import WeakKeyDictionary

from flask import current_app, url_for

from app.hub.anchors import body_of
from app.platform.i18n import current_locale

SNIPPET = 90  # characters either side of the first match
MAX_HITS = 40
# per application and language: the pages and the OpenAPI document are fixed for an application's life
_KEPT: WeakKeyDictionary = WeakKeyDictionary()


@dataclass(frozen=True)
class Document:
    """One searchable page: where it is, its title, its kind (guide or operation) and its words."""

    url: str
    title: str
    kind: str
    text: str
    folded: str  # text lowercased and without accents, for matching


@dataclass(frozen=True)
class Hit:
    url: str
    title: str
    kind: str
    snippet: str
    score: int


def fold(text: str) -> str:
    """Lowercased, accents removed: "Clé" and "cle" match."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def page_text(html: str) -> str:
    """The words a page shows: its main content without tags, scripts, styles or the navigation."""
    body = body_of(html).split(">", 1)[-1]
    body = re.sub(r"<(script|style|nav)\b.*?</\1>", " ", body, flags=re.S | re.I)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", body))).strip()


def _document(url: str, title: str, kind: str, text: str) -> Document:
    # fold() keeps every character's length except the few that decompose; snippets cut the folded text's
    # positions out of the original, so keep both the same length by folding character by character
    folded = "".join((fold(ch) or ch)[:1] for ch in text)
    return Document(url, title, kind, text, folded)


def _guides(pages: Iterable[tuple[str, str, Callable[[], str]]]) -> list[Document]:
    return [_document(url, title, "guide", page_text(render())) for url, title, render in pages]


def _operations(spec: dict) -> list[Document]:
    out = []
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete") or "operationId" not in op:
                continue
            words = " ".join([op["operationId"], method.upper(), path, op.get("summary", ""),
                              op.get("description", ""), *op.get("tags", [])])
            out.append(_document(url_for("hub_pages.developer_operation", operation_id=op["operationId"]),
                                 f"{method.upper()} {path}: {op.get('summary', '')}", "operation", words))
    return out


def index(guide_pages: Callable[[], Iterable[tuple[str, str, Callable[[], str]]]], spec: Callable[[], dict]
          ) -> list[Document]:
    """The documents of the request's language, built on the first search in that language."""
    kept = _KEPT.setdefault(current_app._get_current_object(), {})
    locale = current_locale()
    if locale not in kept:
        kept[locale] = _guides(guide_pages()) + _operations(spec())
    return kept[locale]


def _snippet(doc: Document, word: str) -> str:
    at = doc.folded.find(word)
    start, end = max(0, at - SNIPPET), min(len(doc.text), at + len(word) + SNIPPET)
    return ("…" if start else "") + doc.text[start:end].strip() + ("…" if end < len(doc.text) else "")


def search(documents: list[Document], query: str) -> list[Hit]:
    """The documents holding every word of the query, best first: a word in the title counts more than in the text,
    guides before operations at the same score."""
    words = [w for w in fold(query).split() if w]
    if not words:
        return []
    hits = []
    for doc in documents:
        if all(w in doc.folded for w in words):
            title = fold(doc.title)
            score = sum(3 * (w in title) + min(doc.folded.count(w), 5) for w in words)
            hits.append(Hit(doc.url, doc.title, doc.kind, _snippet(doc, words[0]), score))
    hits.sort(key=lambda h: (-h.score, h.kind != "guide", h.title))
    return hits[:MAX_HITS]
