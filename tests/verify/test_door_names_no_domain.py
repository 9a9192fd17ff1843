"""The verify door names no domain: it answers with whatever the installed domains declare (their verifiers,
their signed kinds, the anchoring of hashes), and a hub without the anchoring domain still answers."""

import ast
from dataclasses import replace
from pathlib import Path

import pytest

from tests.conftest import bearer

APP = Path(__file__).resolve().parents[2] / "app"
ASSET = {"score": {"asset_type": "bonds", "has_kyc": True, "jurisdiction": "LU"}}


def _app_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module} | ({f"app.{alias.name}" for alias in node.names} if node.module == "app" else set())
    return {m for m in found if m.startswith("app.")}


def test_the_verify_package_imports_the_platform_and_itself_only():
    imported = {m for path in (APP / "verify").glob("*.py") for m in _app_modules(path)}
    assert imported and {m.split(".")[1] for m in imported} <= {"platform", "extensions", "verify"}


def test_without_an_anchoring_domain_the_door_answers_and_says_not_anchored(make_app, _migrated, new_key):
    from app import attest, hub, keys, scoring, verify
    from app.platform import PLATFORM

    client = make_app(domains=(PLATFORM, hub.DOMAIN, keys.DOMAIN, scoring.DOMAIN, attest.DOMAIN,
                               verify.DOMAIN)).test_client()
    made = client.post("/api/v1/attest", json=ASSET, headers=bearer(new_key("premium"))).json
    answer = client.post("/api/v1/verify", json={"id": made["id"]}).json
    assert answer["verdict"] == "valid" and answer["kind"] == "attestation"
    assert answer["anchoring"] == {"anchored": False, "receipt_id": None, "status": None, "included": None,
                                   "root": None, "sealed_at": None}
    assert client.post("/api/v1/verify", json={"id": "rcp_" + "a" * 24}).status_code == 404  # no receipts here


def test_two_domains_cannot_both_answer_the_anchoring_of_hashes(make_app):
    from app.domains import INSTALLED
    from app.shield import DOMAIN as SHIELD

    twin = replace(SHIELD, name="twin", api=(), models=(), jobs=(), periodic=(), events=(), ids=(), artefacts=(),
                   verifiers=(), hub_section=None, settings=(), errors=(), hub_context=None)
    with pytest.raises(ValueError, match="anchoring"):
        make_app(domains=(*INSTALLED, twin))
