"""A premium key's evidence: the audit log, the export (JSON and CSV), the evidence pack checked by its own
verify.py in a subprocess with the standard library alone, and a reseal that keeps the earlier proof."""

import csv
import hashlib
import io
import json
import subprocess
import sys
import zipfile

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.shield import factories


def _anchor(app, key: str, count: int) -> list[str]:
    """The receipt ids of `count` taps of the key, sealed with one more (the factory's, committed)."""
    with app.app_context(), unit_of_work():
        return [made.id for made in factories.sealed(identity(key), count)][:count]


def test_the_audit_and_export_list_the_keys_own_receipts(app, client, new_key):
    key, other = new_key("premium"), new_key("premium")
    mine = _anchor(app, key, 3)
    _anchor(app, other, 1)
    audit = client.get("/api/v1/shield/audit?limit=2", headers=bearer(key)).json
    assert audit["total"] == 4 and len(audit["items"]) == 2 and audit["next"]
    assert all(item["status"] == "anchored" for item in audit["items"])
    exported = client.get("/api/v1/shield/export?format=json", headers=bearer(key))
    rows = json.loads(exported.get_data(as_text=True))
    assert exported.mimetype == "application/json" and {r["id"] for r in rows} >= set(mine)
    assert len(rows) == 4
    table = list(csv.DictReader(io.StringIO(client.get("/api/v1/shield/export?format=csv",
                                                       headers=bearer(key)).get_data(as_text=True))))
    assert len(table) == 4 and table[0]["root"] and table[0]["path"]


def test_the_evidence_pack_verifies_offline_and_a_changed_receipt_fails(app, client, new_key, tmp_path):
    key = new_key("premium")
    _anchor(app, key, 4)
    response = client.post("/api/v1/shield/pack", json={}, headers=bearer(key))
    assert response.status_code == 200 and response.mimetype == "application/zip"
    folder = tmp_path / "pack"
    zipfile.ZipFile(io.BytesIO(response.data)).extractall(folder)
    assert {p.name for p in folder.iterdir()} == {"receipts.json", "roots.json", "keys.json", "manifest.json",
                                                  "verify.py", "README.txt"}
    run = subprocess.run([sys.executable, "-I", "verify.py"], cwd=folder, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "5 receipt(s) proved, 0 failure(s)" in run.stdout
    receipts = json.loads((folder / "receipts.json").read_text())
    receipts[0]["hash"] = hashlib.sha256(b"forged").hexdigest()
    (folder / "receipts.json").write_text(json.dumps(receipts))
    failed = subprocess.run([sys.executable, "-I", "verify.py"], cwd=folder, capture_output=True, text=True,
                            timeout=60)
    assert failed.returncode == 1 and "path does not lead to the root" in failed.stdout
    assert "receipts.json: SHA-256 differs from the manifest" in failed.stdout


def test_a_pack_takes_only_the_keys_own_receipts(app, client, new_key):
    key, other = new_key("premium"), new_key("premium")
    theirs = _anchor(app, other, 1)[0]
    response = client.post("/api/v1/shield/pack", json={"receipt_ids": [theirs]}, headers=bearer(key))
    assert response.status_code == 404
    assert client.post("/api/v1/shield/pack", json={}, headers=bearer(key)).status_code == 409


def test_a_reseal_adds_a_seal_under_the_current_key_and_keeps_the_old_one(app, client, new_key):
    from app.extensions import db
    from app.shield.models import ShieldSeal

    key = new_key("premium")
    receipt_id = _anchor(app, key, 1)[0]
    with app.app_context():  # the seals were made under a key since retired
        db.session.execute(db.update(ShieldSeal).values(signing_key_id="svc-ed25519-retired"))
        db.session.commit()
    done = client.post("/api/v1/shield/reseal", headers=bearer(key)).json
    assert done["resealed"] == 1 and done["signing_key_id"]
    seals = client.get(f"/api/v1/shield/receipts/{receipt_id}").json["proof"]["seals"]
    assert [s["signing_key_id"] for s in seals] == ["svc-ed25519-retired", done["signing_key_id"]]
    assert client.post("/api/v1/shield/reseal", headers=bearer(key)).json["resealed"] == 0
