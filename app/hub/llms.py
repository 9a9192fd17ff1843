"""/llms.txt and /llms-full.txt (the llms.txt convention: an H1, a blockquote summary, H2 sections of links),
written from the OpenAPI document and the methodology pages as the site serves them.

llms.txt lists every operation (method, path, summary, and its reference page in the developer hub when it has an
operationId, else its path) and every methodology page; llms-full.txt adds each operation's description and each
page's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser

from flask import current_app

from app.hub.service import openapi_document
from app.platform.openapi import operations_by_tag
from app.platform.urls import absolute, external_url

# Routes with arguments that are methodology pages, with the values to list them under (the green models).
EXPANDED = {"green_pages.methodology": ("model", "app.green.views:METHODS")}
SKIPPED_TAGS = {"script", "style", "nav", "form", "button", "svg", "template"}
BLOCKS = {"p", "li", "h1", "h2", "h3", "h4", "tr", "pre", "dt", "dd", "caption", "section", "br", "table", "div"}


@dataclass(frozen=True)
class Doc:
    title: str
    url: str
    text: str


class _Text(HTMLParser):
    """The text of a page's <main> (or its body), one block a line, and its first h1 (or its title)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.current, self.skipping, self.in_main, self.seen_main = [], [], 0, 0, False
        self.title, self.h1, self._in = "", "", ""

    def handle_starttag(self, tag, attrs):
        if tag in SKIPPED_TAGS:
            self.skipping += 1
        if tag == "main":
            self.in_main, self.seen_main = self.in_main + 1, True
        if tag in ("title", "h1"):
            self._in = tag
        if tag in BLOCKS:
            self._flush()

    def handle_endtag(self, tag):
        if tag in SKIPPED_TAGS and self.skipping:
            self.skipping -= 1
        if tag == "main":
            self.in_main -= 1
        if tag == self._in:
            self._in = ""
        if tag in BLOCKS or tag in ("td", "th"):
            self._flush() if tag not in ("td", "th") else self.current.append(" ")

    def handle_data(self, data):
        if self._in == "title" and not self.title:
            self.title = data.strip()
        if self._in == "h1":
            self.h1 += data
        if self.in_main and not self.skipping:
            self.current.append(data)

    def _flush(self):
        line = re.sub(r"\s+", " ", "".join(self.current)).strip()
        if line:
            self.lines.append(line)
        self.current = []


def _page(path: str) -> Doc | None:
    answer = current_app.test_client().get(path, headers={"Accept-Language": "en"})
    if answer.status_code != 200:
        return None
    parser = _Text()
    parser.feed(answer.get_data(as_text=True))
    parser._flush()
    title = re.sub(r"\s+", " ", parser.h1).strip() or parser.title.split(" · ")[0]
    return Doc(title, absolute(path), "\n".join(parser.lines))


def methodology_paths() -> list[str]:
    """The path of every methodology page the site serves (each green model's page too)."""
    from importlib import import_module

    from flask import url_for

    paths = []
    for rule in sorted(current_app.url_map.iter_rules(), key=lambda r: r.rule):
        if "methodology" not in rule.rule or "GET" not in rule.methods:
            continue
        if not rule.arguments:
            paths.append(rule.rule)
        elif rule.endpoint in EXPANDED:
            name, where = EXPANDED[rule.endpoint]
            module, attr = where.split(":")
            paths += [url_for(rule.endpoint, **{name: value}) for value in getattr(import_module(module), attr)]
    return paths


def methodology_pages() -> list[Doc]:
    """Every methodology page the site serves, as a reader sees it in English. The pages are generated from the
    code's own tables, so this app keeps them once every one has answered (a refusal, such as a page limit, is
    tried again next time rather than kept)."""
    kept = current_app.extensions.setdefault("llms_methodology", {})
    if "docs" in kept:
        return kept["docs"]
    docs = [_page(path) for path in methodology_paths()]
    if all(docs):
        kept["docs"] = docs
    return [doc for doc in docs if doc]


def _operation_line(path: str, method: str, op: dict) -> str:
    target = (external_url("hub_pages.developer_operation", operation_id=op["operationId"]) if op.get("operationId")
              else absolute(path))
    summary = " ".join((op.get("summary") or op.get("description", "").split("\n\n")[0]).split())
    return f"- [{method.upper()} {path}]({target}): {summary}".rstrip(": ")


def _header(spec: dict) -> list[str]:
    info = spec["info"]
    return [f"# {info['title']}", "", f"> {' '.join(info.get('description', '').split())}", "",
            f"The hub's public HTTP API (version {info['version']}) and the methodologies behind its indicative "
            "figures. Every figure is dated and sourced; nothing here is advice.", "",
            "## Start here", "",
            f"- [Developer hub]({absolute('/developers')}): keys, limits, errors, webhooks and the reference",
            f"- [API reference]({external_url('hub_pages.developer_reference')}): every operation on its own page",
            f"- [OpenAPI document]({absolute('/svc-openapi.json')}): every operation and schema, as JSON",
            f"- [Embed builder]({absolute('/developers/embeds')}): the partner widgets and their snippets",
            f"- [Service status]({absolute('/status')}): the probes of the database and Redis", ""]


def _api_section(spec: dict, full: bool) -> list[str]:
    lines = ["## API", ""]
    for group in operations_by_tag(spec):
        lines += [f"### {group['name']}", ""] if full else []
        for path, method, op in group["operations"]:
            lines.append(_operation_line(path, method, op))
            described = " ".join((op.get("description") or "").split())
            if full and described and described != op.get("summary"):
                lines.append(f"  {described}")
        lines += [""] if full else []
    return lines + ([] if full else [""])


def _methodology_section(docs: list[Doc], full: bool) -> list[str]:
    lines = ["## Methodology", ""] + [f"- [{d.title}]({d.url})" for d in docs] + [""]
    if full:
        for doc in docs:
            lines += [f"### {doc.title}", "", f"Source: {doc.url}", "", doc.text, ""]
    return lines


def llms_txt(full: bool = False) -> str:
    """llms.txt (links) or llms-full.txt (the same links, then each operation's description and each page's text)."""
    spec = openapi_document()
    lines = _header(spec) + _api_section(spec, full) + _methodology_section(methodology_pages(), full)
    return "\n".join(lines).rstrip() + "\n"
