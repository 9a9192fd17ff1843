"""No broken link in the developer hub: every page reachable from /developers (guides, domain guides, the API
reference and each operation's page, in English and in French) is crawled, and every link it carries, to another
page of the hub, a download or a fragment of a page, answers and lands."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import urldefrag, urljoin, urlsplit

BASE = "http://hub.test"
HREF = re.compile(r"""\bhref\s*=\s*["']([^"']+)["']""")
IDS = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""")


def _inside(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("", "http", "https") and parts.netloc in ("", "hub.test", "localhost")


def _local(url: str) -> str:
    """The path and query of a hub URL, as the test client asks for it."""
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


class Crawl:
    """What was fetched (status, ids on the page) and which page linked to what."""

    def __init__(self, client):
        self.client = client
        self.pages: dict[str, tuple[int, set[str]]] = {}
        self.links: list[tuple[str, str]] = []  # (from page, absolute link)

    def fetch(self, path: str) -> tuple[int, set[str]]:
        if path not in self.pages:
            answer = self.client.get(path, headers={"Accept": "text/html"})
            html = answer.get_data(as_text=True) if answer.mimetype == "text/html" else ""
            self.pages[path] = (answer.status_code, set(IDS.findall(html)))
            if answer.status_code == 200 and html and self._crawled(path):
                for href in HREF.findall(html):
                    self.links.append((path, urljoin(BASE + path, unescape(href))))
        return self.pages[path]

    @staticmethod
    def _crawled(path: str) -> bool:
        """Pages whose own links are followed: the developer hub's."""
        return urlsplit(path).path.startswith("/developers")

    def run(self, start: list[str]) -> None:
        queue, followed = list(start), 0
        while queue:
            path = queue.pop()
            if path in self.pages:
                continue
            self.fetch(path)
            for _, link in self.links[followed:]:
                target = _local(urldefrag(link)[0])
                if _inside(link) and target not in self.pages and self._crawled(target):
                    queue.append(target)
            followed = len(self.links)


def _broken(crawl) -> list[str]:
    out = []
    for page, link in crawl.links:
        if not _inside(link):
            continue
        url, fragment = urldefrag(link)
        status, ids = crawl.fetch(_local(url))
        if status >= 400:
            out.append(f"{page} -> {link}: {status}")
        elif fragment and ids and fragment not in ids:
            out.append(f"{page} -> {link}: no element with this id")
    return out


def test_every_link_and_fragment_of_the_developer_hub_lands(client, catalogue, demo_key):
    """One crawl (every guide, the reference and each operation's page, in English and French): the pages it
    reaches, then each link's status and fragment."""
    crawl = Crawl(client)
    crawl.run(["/developers", "/developers?lang=fr", "/developers/reference", "/developers/reference?lang=fr"])
    paths = {urlsplit(p).path for p in crawl.pages}
    assert {"/developers/quickstart", "/developers/webhooks", "/developers/chargeflow"} <= paths
    assert sum(p.startswith("/developers/reference/") for p in paths) > 100
    broken = _broken(crawl)
    assert not broken, "\n".join(broken[:30])
