"""A visitor's walk: every page reached from the navigation, the footer and the developer hub, each opened in a
reused browser tab and checked for axe violations of any impact, console errors and failed requests."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from urllib.parse import urldefrag, urlsplit

from tests.browser.a11y import violations
from tests.browser.pages import DESKTOP, PHONE, THREE

# Where the walk takes its links: the header's navigation (not the language switch: both languages are walked on
# purpose) and the footer on the home page; on the developer hub's pages their contents (guides, domains, the
# reference's operations), the hub's guide cards and the reference index's list of operations.
SITE_LINKS = "header.site nav:not(.lang-switch) a[href], footer.site a[href]"
HUB_LINKS = "nav.doc-toc a[href], .doc-body .guide-cards a[href], .ref-ops a[href]"

# One page for each kind of page, walked to when no link leads there. "{attestation}" stands for an attestation made
# for the test.
KINDS = (
    "/",  # the screener
    "/products/ondo-usdy",
    f"/compare?ids={THREE}",
    "/compare/verify",
    "/score",
    "/attest/{attestation}",
    "/verify",
    "/regulatory",
    "/green",
    "/green/verra-1477",  # a green asset
    "/green/water?country=IL",
    "/green/nature",
    "/reserve",
    "/chargeflow",
    "/assistant",
    "/status",
    "/changelog",
    "/methodology",
    "/developers",
    "/developers/quickstart",  # a guide
    "/developers/reference",
    "/developers/reference/listProducts",  # an operation of the reference
    "/developers/methodology",  # the scoring methodology
    "/developers/methodology/green/cqs",  # a green model's methodology
)

WIDTHS = {"1366": DESKTOP, "390": PHONE}
# The combination the walk is made in: (width, theme, language).
WALKED = ("1366", "light", "en")

# How Chromium logs a request of the page answered with an error status.
_REFUSED = "Failed to load resource: the server responded with a status of"

# htmx marks an element while its request is out: a page is ready for the checks once none is.
_SETTLED = "() => !document.querySelector('.htmx-request')"


def open_tab(browser, base: str, combination: tuple[str, str, str]) -> Tab:
    """A tab of a new context for one (width, theme, language): the theme saved as theme.js keeps it (localStorage,
    read before the first paint) and the language in the hub's cookie, as a visitor who chose them has."""
    width, theme, locale = combination
    context = browser.new_context(viewport=WIDTHS[width], color_scheme=theme,
                                  locale={"en": "en-GB", "fr": "fr-FR"}[locale])
    context.add_init_script(f"try {{ localStorage.setItem('svc-theme', '{theme}'); }} catch (e) {{}}")
    context.add_cookies([{"name": "svc_lang", "value": locale, "url": base}])
    return Tab(context.new_page(), base, theme, locale)


@dataclass
class Tab:
    """One browser tab reused for many pages; it records what goes wrong while each page loads."""

    page: object
    base: str
    theme: str
    locale: str
    colours: bool = False  # axe's colour rules only, as dark() checks a page checked whole in the light theme
    errors: list[str] = field(default_factory=list)
    expected: tuple[int, ...] = ()  # the refusals the page's visit answers by design (an error page's 404)

    def __post_init__(self):
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(f"script error: {error}"))
        self.page.on("requestfailed", self._failed)
        self.page.on("response", self._response)

    def _console(self, message) -> None:
        if message.type == "error" and not any(message.text.startswith(f"{_REFUSED} {status}")
                                               for status in self.expected):
            self.errors.append(f"console error: {message.text}")

    def _own(self, url: str) -> bool:
        return url.startswith(self.base + "/")

    def _failed(self, request) -> None:
        if self._own(request.url):
            self.errors.append(f"request failed: {request.url} {request.failure}")

    def _response(self, response) -> None:
        if self._own(response.url) and response.status >= 400 and response.status not in self.expected:
            self.errors.append(f"HTTP {response.status}: {response.url}")

    def open(self, path: str) -> None:
        """Open the page and let the requests it makes by itself finish."""
        self.errors = []
        self.page.goto(self.base + path)
        self.page.wait_for_function(_SETTLED)

    def check(self, path: str, axe_source: str) -> list[str]:
        """Open the page and give every problem found there."""
        self.open(path)
        return self.inspect(axe_source)

    def dark(self, axe_source: str) -> list[str]:
        """The problems of the open page's colours once its theme toggle has turned it dark (the next page opens
        light again: the tab's saved theme is light). The toggle is clicked from a script: the same handler as a
        visitor's click, without opening a phone's menu first (a11y.switch_theme clicks it as a visitor does)."""
        self.page.evaluate("document.getElementById('theme-toggle').click()")
        self.theme, self.colours, self.errors = "dark", True, []
        try:
            return [f"dark: {problem}" for problem in self.inspect(axe_source)]
        finally:
            self.theme, self.colours = "light", False

    def inspect(self, axe_source: str) -> list[str]:
        """Every problem of the page as it is now: the theme or language it shows if not the tab's, axe's violations
        and what went wrong while it loaded."""
        html = self.page.locator("html")
        found = [f"shown in {what} instead of {want}" for what, want in
                 ((html.get_attribute("data-theme"), self.theme), (html.get_attribute("lang"), self.locale))
                 if what != want]
        found += [f"{v['impact']} {v['id']} ({v['help']}): " + " | ".join(v["nodes"])
                  for v in violations(self.page, axe_source, self.colours)]
        return found + self.errors

    def links(self, selector: str) -> list[str]:
        """The same-origin pages the selected links lead to, as paths without their fragment, in document order."""
        paths = []
        for href in self.page.eval_on_selector_all(selector, "links => links.map(a => a.href)"):
            url = urldefrag(href).url
            parts = urlsplit(url)
            if self._own(url) and not parts.path.startswith("/api/"):
                paths.append(parts.path + (f"?{parts.query}" if parts.query else ""))
        return list(dict.fromkeys(paths))

    def close(self) -> None:
        self.page.context.close()


def _leads_on(path: str) -> str | None:
    """The links the walk follows from this page, if it follows any."""
    if path == "/":
        return SITE_LINKS
    if path.startswith("/developers") and not path.startswith("/developers/reference/"):
        return HUB_LINKS
    return None


# The reference's operation pages are one template over the OpenAPI: the walk counts them but leaves them to
# test_operation_pages.py, which checks every one of them at both widths, in both themes and both languages.
OPERATIONS = "/developers/reference/"


def _unvisited(links: list[str], operations: set[str]) -> list[str]:
    """The links to visit: every one but the operation pages, which are only counted."""
    operations.update(link for link in links if link.startswith(OPERATIONS))
    return [link for link in links if not link.startswith(OPERATIONS)]


def walk(tab: Tab, axe_source: str, also: tuple[str, ...] = ()) -> tuple[dict[str, list[str]], float, int]:
    """Every page a visitor reaches from the home page's navigation and footer and from the developer hub (found
    as they are visited, breadth first; not the operation pages), then the pages in `also` not reached; each checked
    once. Gives the problems by page, the seconds the walk took and how many operation pages were linked to."""
    started = time.monotonic()
    queue = ["/"]
    found: dict[str, list[str]] = {}
    operations: set[str] = set()
    while queue:
        path = queue.pop(0)
        if path in found:
            continue
        found[path] = tab.check(path, axe_source)
        selector = _leads_on(path)
        if selector:
            fresh = [link for link in tab.links(selector) if link not in found and link not in queue]
            queue += _unvisited(fresh, operations)
        if not queue:
            queue = [extra for extra in also if extra not in found]
            also = ()
    return found, time.monotonic() - started, len(operations)
