"""Browser tests: the hub served on loopback, driven in Debian's headless Chromium by Playwright."""

import contextlib
import http.server
import json
import os
import threading
from pathlib import Path

import pytest

from tests.support import served_in_thread

CHROMIUM = "/usr/bin/chromium"
AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def pytest_collection_modifyitems(items):
    required = os.environ.get("SVC_REQUIRE_BROWSER") == "1"
    if not os.path.exists(CHROMIUM) and required:
        raise pytest.UsageError(f"{CHROMIUM} is missing and SVC_REQUIRE_BROWSER=1: browser tests may not be skipped")
    no_axe = _axe_missing()
    if no_axe and required and any("axe_source" in getattr(item, "fixturenames", ()) for item in items):
        raise pytest.UsageError(f"{no_axe} and SVC_REQUIRE_BROWSER=1: accessibility checks may not be skipped")
    for item in items:
        if "tests/browser" not in str(item.fspath):
            continue
        if not os.path.exists(CHROMIUM):
            item.add_marker(pytest.mark.skip(reason=f"{CHROMIUM} is missing (scripts/ensure-chromium installs it)"))
        elif no_axe and "axe_source" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.skip(reason=no_axe))


@contextlib.contextmanager
def _serving(served):
    """Serve a hub on a loopback port with the shipped regulatory references; give its address."""
    from app.extensions import db
    from app.platform.data import load
    from app.platform.db import unit_of_work
    from app.regulatory.service import import_references

    try:
        with served_in_thread(served) as url:
            with served.app_context(), unit_of_work():  # the regulatory page shows the shipped references
                import_references(load("regulatory")["references"])
            yield url
    finally:
        with served.app_context():  # close this hub's connections now rather than when it is collected
            db.engine.dispose()


@pytest.fixture
def live_server(make_app, _migrated, app):
    with _serving(make_app(BASE_URL="http://127.0.0.1")) as url:
        yield url


@pytest.fixture(scope="module")
def site(_hub_factory, _migrated):
    """One hub served for a module's page checks that only read: the reference catalogue, the regulatory references
    and an attestation, committed once and emptied after the module (pytest ends a module's fixtures before the
    next module's tests, so no other test sees them). Gives its address and the attestation's id."""
    from tests.browser.pages import make_attestation
    from tests.conftest import _empty_tables, _ensure_catalogue
    from tests.keys.factories import make_key

    served = _hub_factory(BASE_URL="http://127.0.0.1")
    _ensure_catalogue(served)
    try:
        with _serving(served) as url:
            yield url, make_attestation(served.test_client(), lambda tier: make_key(served, tier))
    finally:
        _empty_tables(served)


class _OtherOrigin(http.server.BaseHTTPRequestHandler):
    html = b""

    def log_message(self, *args):
        pass

    def do_GET(self):  # noqa: N802
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.end_headers()
        self.wfile.write(self.html)


@pytest.fixture
def partner_site():
    """serve(html) puts a partner's own page on another origin (localhost, another port) and gives its address."""
    servers = []

    def serve(html: str) -> str:
        handler = type("PartnerPage", (_OtherOrigin,), {"html": html.encode()})
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://localhost:{server.server_address[1]}/"

    yield serve
    for server in servers:
        server.shutdown()


def _axe_missing() -> str | None:
    """Why axe-core cannot be injected (not the version package-lock.json pins), or None when it can."""
    pinned = json.loads((AXE.parents[1] / "package-lock.json").read_text())["packages"]["node_modules/axe-core"]
    try:
        installed = json.loads((AXE / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        installed = None
    if installed == pinned["version"] and (AXE / "axe.min.js").is_file():
        return None
    return (f"axe-core {pinned['version']} is not installed under tests/browser/node_modules (found {installed}; "
            "scripts/ensure-axe installs it with npm)")


@pytest.fixture(scope="session")
def axe_source():
    """axe-core's script, injected into the pages the accessibility tests check."""
    return (AXE / "axe.min.js").read_text()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    yield page
    context.close()
