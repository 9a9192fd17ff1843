"""The developer hub in French says nothing in English by accident: every text a page writes is offered for
translation, and what the hub keeps in English only (the OpenAPI document's texts, declared data, the change
feed's entries) is marked lang="en".

The pages are rendered with a catalogue that brackets each translated string, so the check holds whatever the
French catalogue says: English words outside the brackets, code and lang="en" are text no translator was given."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import flask_babel
import pytest

OPEN, CLOSE = "\u27e6", "\u27e7"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
KEPT = {"pre", "code", "kbd", "samp", "script", "style", "svg", "nav", "title", "select", "option", "textarea"}
ENGLISH = re.compile(r"\b(the|with|that|this|when|which|every|from|your|their|what|only|they|have|does|never|"
                     r"must|then|than|there|these|where|while|will|into|would)\b")


class _Untranslated(HTMLParser):
    """The English found in <main> outside brackets, code and lang="en", each with what precedes it."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[bool] = []  # per open element: is its text exempt
        self.depth, self.in_main, self.found, self.before = 0, False, [], ""

    def handle_starttag(self, tag, attrs):
        self.in_main = self.in_main or tag == "main"
        if tag not in VOID:
            given = dict(attrs)
            self.open.append(tag in KEPT or given.get("lang") == "en" or given.get("translate") == "no")

    def handle_endtag(self, tag):
        if tag not in VOID and self.open:
            self.open.pop()

    def handle_data(self, data):
        for piece in re.split(f"([{OPEN}{CLOSE}])", data):
            if piece in (OPEN, CLOSE):
                self.depth += 1 if piece == OPEN else -1
            elif self.in_main and not self.depth and not any(self.open) and ENGLISH.search(piece):
                self.found.append(f"…{self.before[-60:]}⟨{piece.strip()[:120]}⟩")
            self.before = (self.before + piece)[-200:]


class _Bracketed:
    """A catalogue that gives the French translation, bracketed."""

    def __init__(self, real):
        self.real = real

    def ugettext(self, text):
        return f"{OPEN}{self.real.ugettext(text)}{CLOSE}"

    def ungettext(self, singular, plural, n):
        return f"{OPEN}{self.real.ungettext(singular, plural, n)}{CLOSE}"

    def upgettext(self, context, text):
        return f"{OPEN}{self.real.upgettext(context, text)}{CLOSE}"

    def unpgettext(self, context, singular, plural, n):
        return f"{OPEN}{self.real.unpgettext(context, singular, plural, n)}{CLOSE}"


@pytest.fixture
def bracketed(monkeypatch):
    real = flask_babel.Domain.get_translations
    monkeypatch.setattr(flask_babel.Domain, "get_translations", lambda domain: _Bracketed(real(domain)))


def _pages(app) -> list[str]:
    from app.hub import docs

    with app.app_context():
        slugs = docs.all_slugs()
    return ["/developers", "/changelog", "/status", *(f"/developers/{slug}" for slug in slugs)]


def test_every_developer_page_in_french_leaves_no_english_unmarked(app, client, catalogue, bracketed):
    found = {}
    for path in _pages(app):
        answer = client.get(f"{path}?lang=fr")
        assert answer.status_code == 200, path
        check = _Untranslated()
        check.feed(answer.get_data(as_text=True))
        if check.found:
            found[path] = check.found[:5]
    assert found == {}, "\n".join(f"{p}: {f!r}" for p, f in found.items())
