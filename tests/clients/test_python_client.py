"""The Python client in clients/python is what `make client` generates from the served OpenAPI document today."""

from __future__ import annotations

import filecmp
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "clients" / "python"


def _differences(left: Path, right: Path) -> list[str]:
    found: list[str] = []
    compared = filecmp.dircmp(left, right, ignore=["__pycache__"])

    def walk(cmp: filecmp.dircmp, here: str) -> None:
        found.extend(f"only in the committed client: {here}{n}" for n in cmp.left_only)
        found.extend(f"only in a fresh generation: {here}{n}" for n in cmp.right_only)
        found.extend(f"differs: {here}{n}" for n in cmp.diff_files)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{here}{name}/")

    walk(compared, "")
    return found


@pytest.mark.slow
def test_the_committed_python_client_is_what_make_client_generates_today(tmp_path):
    fresh = tmp_path / "python"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "generate_client.py"), "--output", str(fresh)],
                   check=True, capture_output=True, cwd=tmp_path)
    assert _differences(COMMITTED, fresh) == [], "the client is stale: run `make client` and commit clients/python"


def test_the_client_names_its_methods_after_the_operation_ids():
    api = COMMITTED / "svc_hub_client" / "api"
    modules = {p.stem for p in api.rglob("*.py") if p.stem != "__init__"}
    assert {"list_products", "create_score", "create_attestation", "verify_attestation"} <= modules


@pytest.mark.slow
def test_the_quickstart_example_runs_every_step_against_a_live_hub(hub_url, new_key, monkeypatch):
    monkeypatch.syspath_prepend(str(COMMITTED))
    monkeypatch.syspath_prepend(str(ROOT / "clients" / "examples"))
    import quickstart

    seen = quickstart.run(hub_url, new_key("premium"))
    assert len(seen["products"]) == 3
    assert 0 < seen["score"] <= 100
    assert seen["attestation"][0].startswith("att_") and str(seen["attestation"][1]) == "valid"
    assert seen["unit"][0].startswith("cfu_e_") and str(seen["unit"][1]) == "valid"
    reservation_id, status, unit_id = seen["reservation"]
    assert reservation_id.startswith("wrs_") and status == "confirmed" and unit_id.startswith("cfu_e_")
