"""Proof-tap's documents at the verify door: a receipt's root is recomputed from its own inclusion path and every
seal must sign it; the receipts export and the evidence pack are judged receipt by receipt; a document the hub
keeps is compared with the hub's copy, so a changed date is named."""

import copy
import io
import json
import zipfile

import pytest

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.shield import factories
from tests.support import drop


def _receipts(client, key, count: int = 3) -> list[dict]:
    """The receipts export of `count` taps of the key sealed with one more (the factory's, committed)."""
    with client.application.app_context(), unit_of_work():
        factories.sealed(identity(key), count)
    return json.loads(client.get("/api/v1/shield/export?format=json", headers=bearer(key)).data)


@pytest.fixture
def key(new_key):
    return new_key("premium")


def test_a_receipt_as_issued_is_valid(client, key):
    receipt = _receipts(client, key)[0]
    answer = drop(client, client.get(f"/api/v1/shield/receipts/{receipt['id']}").json)
    assert answer["verdict"] == "valid" and answer["kind"] == "receipt" and answer["hash_recomputed"] is True
    assert answer["content_hash"] == receipt["hash"] and answer["anchoring"]["included"] is True
    assert answer["document"]["id"] == receipt["id"]


@pytest.mark.parametrize("what, change, path", [
    ("the anchored hash", lambda r: r.update(hash="ab" * 32), "hash"),
    ("a date", lambda r: r.update(created_at="2020-01-01T00:00:00Z"), "created_at"),
    ("the kind", lambda r: r.update(kind="dossier"), "kind"),
    ("a step of the path", lambda r: r["proof"]["path"].__setitem__(0, "cd" * 32), "proof.path[0]"),
])
def test_a_receipt_with_a_change_is_invalid_and_names_it(client, key, what, change, path):
    receipt = copy.deepcopy(_receipts(client, key)[1])
    change(receipt)
    answer = drop(client, receipt)
    assert answer["verdict"] == "invalid" and answer["reasons"][0] == "content_changed", what
    assert path in answer["changed"]


def test_a_pending_receipt_is_pending_not_valid(client, key):
    tapped = client.post("/api/v1/shield/tap", json={"hash": "ef" * 32}, headers=bearer(key)).json
    answer = drop(client, tapped)
    assert answer["verdict"] == "pending" and answer["valid"] is False


def test_the_receipts_export_is_valid_and_a_changed_receipt_is_named(client, key):
    exported = _receipts(client, key)
    assert drop(client, exported)["verdict"] == "valid"
    exported[2]["created_at"] = "2020-01-01T00:00:00Z"
    answer = drop(client, exported)
    assert answer["verdict"] == "invalid" and answer["changed"] == ["[2].created_at"]


def _pack(client, key) -> bytes:
    _receipts(client, key)
    response = client.post("/api/v1/shield/pack", json={}, headers=bearer(key))
    assert response.status_code == 200
    return response.data


def _repacked(data: bytes, name: str, change) -> bytes:
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for item in source.infolist():
            content = source.read(item)
            archive.writestr(item.filename, change(content) if item.filename == name else content)
    return out.getvalue()


def test_an_evidence_pack_as_issued_is_valid(client, key):
    answer = drop(client, _pack(client, key), "evidence.zip")
    assert answer["verdict"] == "valid" and answer["kind"] == "evidence-pack" and answer["reasons"] == []


def test_an_evidence_pack_with_a_receipts_date_changed_is_invalid(client, key):
    def change(content):
        receipts = json.loads(content)
        receipts[0]["created_at"] = "2020-01-01T00:00:00Z"
        return json.dumps(receipts, indent=2).encode()

    answer = drop(client, _repacked(_pack(client, key), "receipts.json", change), "evidence.zip")
    assert answer["verdict"] == "invalid" and "receipts.json[0].created_at" in answer["changed"]
    assert "receipts.json" in answer["changed"]  # and the file no longer matches the manifest


def test_an_evidence_pack_with_a_seal_changed_is_invalid(client, key):
    def change(content):
        roots = json.loads(content)
        roots[0]["seals"][0]["signature"] = "0" * 64
        return json.dumps(roots, indent=2).encode()

    answer = drop(client, _repacked(_pack(client, key), "roots.json", change), "evidence.zip")
    assert answer["verdict"] == "invalid" and answer["hmac"] is False
