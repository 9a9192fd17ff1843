"""The served OpenAPI document passes Redocly's recommended ruleset (redocly.yaml) with no error and no warning."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REDOCLY = ROOT / "tools" / "redocly" / "node_modules" / ".bin" / "redocly"


def _redocly() -> Path:
    if shutil.which("node") and REDOCLY.exists():
        return REDOCLY
    if os.environ.get("SVC_REQUIRE_REDOCLY") == "1":
        pytest.fail("Redocly CLI is required (SVC_REQUIRE_REDOCLY=1): run ./scripts/ensure-redocly")
    pytest.skip("node or Redocly CLI missing: run ./scripts/ensure-redocly")


def test_the_served_document_has_no_lint_error_or_warning(client, tmp_path):
    redocly = _redocly()
    document = tmp_path / "openapi.json"
    document.write_text(json.dumps(client.get("/svc-openapi.json").json))
    result = subprocess.run(  # noqa: S603 (a pinned local binary on a file this test wrote)
        [str(redocly), "lint", str(document), "--config", str(ROOT / "redocly.yaml"), "--format", "json"],
        capture_output=True, text=True, timeout=180, cwd=tmp_path, check=False)
    report = json.loads(result.stdout[result.stdout.index("{"):])
    problems = sorted(f"{p['severity']} {p['ruleId']}: {p['location'][0]['pointer']}" for p in report["problems"])
    assert problems == []
    assert report["totals"]["errors"] == report["totals"]["warnings"] == 0
