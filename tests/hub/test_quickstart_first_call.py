"""The quickstart's first call, as a reader copies it: the Python and the JavaScript tabs run against a served hub
with a real key and print the products the curl tab would list."""

import html
import re
import shutil
import subprocess
import sys

import pytest

from app.hub.guides import KEY_PLACEHOLDER
from tests.support import served_in_thread


@pytest.fixture
def hub_url(make_app, _migrated, app, catalogue):
    """The hub served on a free port over the test database, its catalogue seeded."""
    with served_in_thread(make_app(BASE_URL="http://127.0.0.1")) as url:
        yield url


def _snippet(hub_url: str, panel: str, key: str) -> str:
    """The code of one tab of the served quickstart, unescaped, with the reader's key in place of the placeholder."""
    import urllib.request

    with urllib.request.urlopen(f"{hub_url}/developers/quickstart", timeout=10) as answer:
        page = answer.read().decode()
    code = re.search(rf'id="{panel}".*?<code>(.*?)</code>', page, re.S).group(1)
    return html.unescape(code).replace(KEY_PLACEHOLDER, key)


def _listed(output: str) -> list[str]:
    """The product ids a snippet printed, one a line before the name."""
    return [line.split(" ", 1)[0] for line in output.splitlines() if line.strip()]


@pytest.mark.slow
def test_the_python_tab_prints_the_products_found(hub_url, new_key):
    code = _snippet(hub_url, "call-python", new_key())
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    listed = _listed(ran.stdout)
    assert 0 < len(listed) <= 3 and all(re.fullmatch(r"[a-z0-9-]+", pid) for pid in listed), ran.stdout


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is missing (make test needs it for axe-core)")
def test_the_javascript_tab_prints_the_products_found(hub_url, new_key):
    code = _snippet(hub_url, "call-javascript", new_key())
    ran = subprocess.run(["node", "--input-type=module", "-e", code], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    listed = _listed(ran.stdout)
    assert 0 < len(listed) <= 3 and all(re.fullmatch(r"[a-z0-9-]+", pid) for pid in listed), ran.stdout
