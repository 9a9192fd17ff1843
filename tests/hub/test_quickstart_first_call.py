"""The quickstart's first call, as a reader copies it: the Python and the JavaScript tabs run against a served hub
with a real key and print the products the curl tab would list."""

import html
import re
import shutil
import subprocess
import sys

import pytest

from app.hub.guides import KEY_PLACEHOLDER


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
@pytest.mark.parametrize(("panel", "command"), [("call-python", [sys.executable, "-c"]),
                                               ("call-javascript", ["node", "--input-type=module", "-e"])],
                         ids=["python", "javascript"])
def test_each_tab_prints_the_products_found(hub_url, new_key, panel, command):
    if shutil.which(command[0]) is None:
        pytest.skip("Node.js is missing (make test needs it for axe-core)")
    ran = subprocess.run([*command, _snippet(hub_url, panel, new_key())], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    listed = _listed(ran.stdout)
    assert 0 < len(listed) <= 3 and all(re.fullmatch(r"[a-z0-9-]+", pid) for pid in listed), ran.stdout
