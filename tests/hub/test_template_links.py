"""Templates build their links from endpoints (url_for, external_url), never from literal paths."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = sorted([*(ROOT / "templates").rglob("*.html"), *(ROOT / "embeds").rglob("*.html")])
LINK_ATTRIBUTES = r"(?:href|src|action|formaction|poster|hx-(?:get|post|put|patch|delete))"
LITERAL_PATH = re.compile(LINK_ATTRIBUTES + r"""\s*=\s*(?:\\?["'])?/(?!/)""")
BASE_URL_PATH = re.compile(r"config\.BASE_URL\s*\}\}\s*/")


def test_every_template_is_checked():
    names = {p.relative_to(ROOT).as_posix() for p in TEMPLATES}
    assert {"templates/base.html", "embeds/compare_embed.html", "templates/hub/docs/overview.html"} <= names


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_literal_internal_paths(template):
    text = template.read_text()
    literal = [m.group(0) for m in LITERAL_PATH.finditer(text)]
    glued = [m.group(0) for m in BASE_URL_PATH.finditer(text)]
    assert not literal, f"use url_for(...) instead of {literal}"
    assert not glued, f"use external_url(...) instead of {glued}"


@pytest.mark.parametrize("snippet", ['<a href="/compare">', "<form action='/x'>", '<div hx-get="/score/try">',
                                     '<img src="/static/a.svg">', 'href="{{ config.BASE_URL }}/products/x"'])
def test_the_check_catches_literal_paths(snippet):
    assert LITERAL_PATH.search(snippet) or BASE_URL_PATH.search(snippet)


@pytest.mark.parametrize("snippet", ['<a href="{{ url_for(\'hub_pages.developers\') }}">',
                                     '<a href="https://example.org/x">', '<script src="//cdn.example/x.js">'])
def test_the_check_lets_endpoints_and_external_links_pass(snippet):
    assert not LITERAL_PATH.search(snippet) and not BASE_URL_PATH.search(snippet)
