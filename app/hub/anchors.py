"""Where the sections of the former single developer page went.

The overview at /developers used to carry every section; they now live on guide pages. Links to the old page
with a fragment (/developers#chargeflow-flex) still land: the map below, from every id a guide carries to that
guide's URL and fragment, is read off the guides as they render (once per process), so it cannot drift from
them. The overview's script follows it; without script, the overview lists the sections' new places.
"""

from __future__ import annotations

import re

from flask import Response, current_app, render_template, url_for

from app.hub import docs, guides

IDS = re.compile(r'\sid="([^"]+)"')
SECTION_IDS = re.compile(r'<(?:section|h1|h2)\b[^>]*\sid="([^"]+)"')
LOCAL_LINK = re.compile(r'href="#([^"]+)"')
BODY = '<div class="doc-body"'
# the moved content first: an id present on two pages maps to the domain section or guide it came from
OTHER_PAGES = ("hub_pages.developer_reference",)  # the API reference, which another part of the hub serves
FIRST = ("signatures", "operations", "webhooks", "quickstart", "authentication", "errors", "limits")


def render_guide(slug: str) -> str:
    """A guide's page as it renders, its in-page links to sections of other guides left as they are written."""
    return render_template(docs.guide_template(slug), slug=slug, **guides.guide_context(slug))


def body_of(page: str) -> str:
    """A developer page's own content: what follows the documentation frame's contents list."""
    return page.split(BODY, 1)[1] if BODY in page else page


def _served_here(slug: str) -> bool:
    """False for a guide another route serves (the embed builder answers /developers/embeds)."""
    path = url_for("hub_pages.developer_guide", slug=slug)
    endpoint, _ = current_app.url_map.bind("localhost").match(path, method="GET")
    return endpoint == "hub_pages.developer_guide"


def served_guides() -> list[tuple[str, str]]:
    """(slug, title) of every guide this route serves, the platform's then the domains', for the search."""
    titles = {g.slug: str(g.title) for g in (*docs.GUIDES, *docs.domain_guides())}
    return [(slug, titles.get(slug, slug)) for slug in docs.all_slugs() if _served_here(slug)]


def _order() -> list[str]:
    slugs = [s for s in docs.all_slugs() if _served_here(s)]
    domain_slugs = [s for s in slugs if s not in docs.GUIDE_SLUGS]
    return [*domain_slugs, *FIRST, *(s for s in slugs if s not in FIRST and s not in domain_slugs)]


def _build() -> tuple[dict[str, str], list[tuple[str, str]]]:
    moved: dict[str, str] = {}
    sections: list[tuple[str, str]] = []
    for slug in _order():
        body = body_of(render_guide(slug))
        for found in IDS.findall(body):
            if found not in moved:
                moved[found] = url_for("hub_pages.developer_guide", slug=slug, _anchor=found)
        sections += [(found, moved[found]) for found in SECTION_IDS.findall(body)
                     if moved[found].endswith(f"#{found}") and f"/{slug}#" in moved[found]]
    for url, body in _other_pages():
        for found in IDS.findall(body):
            moved.setdefault(found, f"{url}#{found}")
    return moved, sections


def _other_pages() -> list[tuple[str, str]]:
    """(URL, body) of the developer pages other routes serve that may carry former ids (the API reference's
    tag-<name> groups), when this hub has them."""
    out = []
    for endpoint in OTHER_PAGES:
        view = current_app.view_functions.get(endpoint)
        if view is None:
            continue
        try:
            answer = view()
        except Exception:  # noqa: BLE001 (a page that cannot render here gives no former ids; the guides still answer)
            current_app.logger.warning("moved anchors: %s did not render", endpoint, exc_info=True)
            continue
        page = answer.get_data(as_text=True) if isinstance(answer, Response) else answer
        if isinstance(page, str):
            out.append((url_for(endpoint), body_of(page)))
    return out


def _cached() -> tuple[dict[str, str], list[tuple[str, str]]]:
    cache = current_app.extensions.setdefault("svc_moved_anchors", {})
    if "map" not in cache:
        cache["map"] = _build()
    return cache["map"]


def moved_anchors() -> dict[str, str]:
    """Every id the guides carry -> the guide URL with that fragment (the first guide that carries it)."""
    return _cached()[0]


def moved_sections() -> list[tuple[str, str]]:
    """The sections and top headings among them, (id, URL), for the overview's list of moved sections."""
    return _cached()[1]


def relink(page: str) -> str:
    """A guide's in-page links (#id) to an id it does not carry, pointed at the guide that carries it: the
    domains' sections were written as one page and link to each other by fragment."""
    own = set(IDS.findall(page))
    moved = moved_anchors()

    def point(match: re.Match) -> str:
        target = match.group(1)
        if target in own or target not in moved:
            return match.group(0)
        return f'href="{moved[target]}"'

    return LOCAL_LINK.sub(point, page)
