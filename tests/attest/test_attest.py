"""Signed attestations: premium creation, verification by id and statelessly, tampering, offline check."""

import base64
import hashlib
import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import rfc8785

from app.platform import signing
from tests.attest.factories import tamper
from tests.conftest import bearer

ROOT = Path(__file__).resolve().parents[2]
REQUEST = {"score": {"description": "Immeuble de bureaux à Lyon via une SPV, KYC, livre blanc en projet, "
                                    "contact jean.dupont@example.org", "has_kyc": True}, "locale": "fr"}


@pytest.fixture
def attestation(client, new_key):
    response = client.post("/api/v1/attest", json=REQUEST, headers=bearer(new_key("premium")))
    assert response.status_code == 201, response.json
    return response.json


def test_attestation_needs_a_premium_key(client, new_key, demo_key):
    for headers in ({}, bearer(demo_key), bearer(new_key())):
        assert client.post("/api/v1/attest", json=REQUEST, headers=headers).status_code in (401, 403)


def test_attestation_carries_hash_signatures_and_verify_url(attestation):
    assert attestation["id"].startswith("att_")
    assert len(attestation["content_hash"]) == 64 and len(attestation["signature"]) == 64
    assert attestation["ed25519_signature"] and attestation["signing_key_id"].startswith("svc-ed25519-")
    assert attestation["verify_url"] == f"http://hub.test/attest/{attestation['id']}"
    snapshot = attestation["snapshot"]
    assert {"score", "grade", "mica_classification", "gaps", "sections"} <= set(snapshot)
    assert snapshot["locale"] == "fr" and snapshot["sections"][0]["title"]


def test_snapshot_holds_no_inputs_branding_or_personal_data(attestation):
    text = json.dumps(attestation["snapshot"], ensure_ascii=False)
    assert "jean.dupont" not in text and "Lyon" not in text and "description" not in text


def test_attestation_verifies_after_a_json_round_trip(attestation):
    snapshot = json.loads(json.dumps(attestation["snapshot"]))
    assert signing.content_hash(snapshot) == attestation["content_hash"]


def test_verify_by_id_is_public_and_valid(client, attestation):
    body = client.get(f"/api/v1/attest/verify?id={attestation['id']}").json
    assert body["valid"] is True and body["verdict"] == "valid" and body["kind"] == "attestation"
    assert (body["hash_recomputed"], body["hmac"], body["ed25519"]) == (True, True, True)
    assert body["snapshot"] == attestation["snapshot"] and body["subject"] == {"id": attestation["id"]}
    assert body["ed25519_signature"] == attestation["ed25519_signature"]
    door = client.post("/api/v1/verify", json={"id": attestation["id"]}).json
    left_out = ("snapshot", "signature", "ed25519_signature", "meta")  # meta carries each answer's own second
    assert {k: v for k, v in body.items() if k not in left_out} == {k: v for k, v in door.items() if k != "meta"}
    assert body["meta"]["version"] == door["meta"]["version"]


def test_an_id_of_another_domain_is_404_on_the_attestation_verify_path(client):
    receipt = client.post("/api/v1/shield/demo", json={"payload": "not an attestation"}).json
    assert client.post("/api/v1/verify", json={"id": receipt["id"]}).status_code == 200  # the door knows it
    response = client.get("/api/v1/attest/verify", query_string={"id": receipt["id"]})
    assert response.status_code == 404 and response.json["error"]["code"] == "not_found"


def _flip(text: str) -> str:
    return ("0" if text[0] != "0" else "1") + text[1:]


@pytest.mark.parametrize("changes", [
    {"snapshot": lambda s: {**s, "score": s["score"] + 0.1}},
    {"snapshot": lambda s: {**s, "grade": "A+"}},
    {"signature": _flip},
    {"ed25519_signature": lambda s: ("A" if s[0] != "A" else "B") + s[1:]},
    {"content_hash": _flip},
])
def test_any_changed_byte_fails_verification(app, client, attestation, changes):
    tamper(app, attestation["id"], **changes)
    body = client.get(f"/api/v1/attest/verify?id={attestation['id']}").json
    assert body["valid"] is False and body["verdict"] == "invalid"


def test_stateless_check_of_hash_and_signature(client, attestation):
    ok = client.get("/api/v1/attest/verify", query_string={"hash": attestation["content_hash"],
                                                           "sig": attestation["signature"]}).json
    assert ok["valid"] is True and ok["hmac"] is True and ok["kind"] == "attestation"
    bad = client.get("/api/v1/attest/verify", query_string={"hash": attestation["content_hash"],
                                                            "sig": _flip(attestation["signature"])}).json
    assert bad["valid"] is False and bad["verdict"] == "invalid"
    ed = client.get("/api/v1/attest/verify", query_string={
        "hash": attestation["content_hash"], "ed25519_sig": attestation["ed25519_signature"],
        "key_id": attestation["signing_key_id"]}).json
    assert ed["valid"] is True and ed["ed25519"] is True


@pytest.mark.parametrize("query", [{}, {"hash": "abc", "sig": "0" * 64}, {"hash": "0" * 64, "sig": "xyz"},
                                   {"hash": "0" * 64}])
def test_malformed_verify_queries_are_400(client, query):
    response = client.get("/api/v1/attest/verify", query_string=query)
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"


def test_unknown_attestation_is_404(client):
    assert client.get("/api/v1/attest/verify?id=att_" + "a" * 24).status_code == 404


def test_without_the_hmac_key_the_signature_is_absent_and_ed25519_still_proves_it(make_app, _migrated, new_key):
    client = make_app(ATTEST_SIGNING_KEY="").test_client()
    body = client.post("/api/v1/attest", json=REQUEST, headers=bearer(new_key("premium"))).json
    assert "signature" not in body and body["ed25519_signature"]
    verdict = client.get(f"/api/v1/attest/verify?id={body['id']}").json
    assert verdict["verdict"] == "valid" and verdict["hmac"] is None
    stateless = client.get("/api/v1/attest/verify", query_string={"hash": body["content_hash"], "sig": "0" * 64})
    assert stateless.json["verdict"] == "unverifiable"


def test_the_documented_offline_snippet_verifies_and_rejects(client, attestation, tmp_path):
    published = client.get(f"/api/v1/attest/verify?id={attestation['id']}").json
    keys = client.get("/.well-known/svc-signing-keys.json").json
    (tmp_path / "att.json").write_text(json.dumps(published))
    (tmp_path / "keys.json").write_text(json.dumps(keys))
    script = str(ROOT / "examples" / "verify_attestation.py")
    run = subprocess.run([sys.executable, script, tmp_path / "att.json", tmp_path / "keys.json"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0 and run.stdout.startswith("valid"), run.stdout + run.stderr
    published["snapshot"]["score"] = 99.9
    (tmp_path / "att.json").write_text(json.dumps(published))
    run = subprocess.run([sys.executable, script, tmp_path / "att.json", tmp_path / "keys.json"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 1 and "does not match" in run.stdout


def test_attestation_page_shows_verdict_hash_and_qr(client, attestation):
    page = client.get(f"/attest/{attestation['id']}").get_data(as_text=True)
    assert "✓ Valid" in page and attestation["content_hash"] in page and "<svg" in page and 'class="segno"' in page
    assert client.get("/attest/att_" + "b" * 24).status_code == 404


def test_the_former_verify_page_opens_the_one_verify_page_with_the_same_question(client, attestation):
    by_id = client.get("/attest/verify", query_string={"id": attestation["id"]})
    assert by_id.status_code == 301 and by_id.headers["Location"] == f"/verify?id={attestation['id']}"
    page = client.get("/attest/verify", query_string={"id": attestation["id"]}, follow_redirects=True)
    assert "✓ Valid" in page.get_data(as_text=True) and attestation["content_hash"] in page.get_data(as_text=True)
    legacy = client.get("/attest/verify", query_string={"hash": attestation["content_hash"],
                                                        "sig": attestation["signature"], "key_id": "k"})
    assert legacy.headers["Location"] == (f"/verify?hash={attestation['content_hash']}"
                                          f"&signature={attestation['signature']}&signing_key_id=k")
    assert client.get("/attest/verify").headers["Location"] == "/verify"


def test_verify_page_checks_a_pasted_hash_and_signature(client, attestation):
    ok = client.get("/verify", query_string={"hash": attestation["content_hash"],
                                             "signature": attestation["signature"]})
    assert "✓ Valid" in ok.get_data(as_text=True)
    bad = client.get("/verify", query_string={"hash": "nothex", "signature": attestation["signature"]})
    assert bad.status_code == 400 and "64 hex" in bad.get_data(as_text=True)


def test_verify_page_checks_an_ed25519_signature_pasted_with_spaces_in_either_encoding(client, attestation):
    base = {"hash": f"  {attestation['content_hash']}\n", "signing_key_id": f" {attestation['signing_key_id']} "}
    b64 = client.get("/verify", query_string={**base, "ed25519_signature": attestation["ed25519_signature"]})
    assert "✓ Valid" in b64.get_data(as_text=True) and "matches the published key" in b64.get_data(as_text=True)
    raw = base64.urlsafe_b64decode(attestation["ed25519_signature"] + "==")
    hexed = client.get("/verify", query_string={**base, "ed25519_signature": raw.hex()})
    assert "✓ Valid" in hexed.get_data(as_text=True)


def test_verify_page_says_why_an_answer_is_invalid(client, attestation):
    unknown = client.get("/verify", query_string={
        "hash": attestation["content_hash"], "ed25519_signature": attestation["ed25519_signature"],
        "signing_key_id": "svc-ed25519-x"})
    assert "Unknown key" in unknown.get_data(as_text=True)
    wrong = client.get("/verify", query_string={"hash": "0" * 64, "signature": attestation["signature"]})
    assert "Signature mismatch" in wrong.get_data(as_text=True)
    by_id = client.get("/verify", query_string={"id": f" {attestation['id']} "})
    assert "hashed again, gives its content hash" in by_id.get_data(as_text=True)


def test_verify_page_says_when_the_hub_has_no_hmac_key(make_app, _migrated, attestation):
    client = make_app(ATTEST_SIGNING_KEY="").test_client()
    page = client.get("/verify", query_string={"hash": attestation["content_hash"],
                                               "signature": attestation["signature"]})
    assert "No signing key on this hub" in page.get_data(as_text=True)


def test_the_api_names_the_reasons_of_an_invalid_answer(client, attestation):
    body = client.get("/api/v1/attest/verify", query_string={"hash": "0" * 64, "sig": attestation["signature"]}).json
    assert body["verdict"] == "invalid" and body["reasons"] == ["hmac_mismatch"]


def test_an_attestation_names_its_subject_without_keeping_the_inputs(client, new_key):
    score = {"asset_type": "bonds", "has_kyc": True, "jurisdiction": "LU"}
    created = client.post("/api/v1/attest", json={"score": score, "label": "Acme green bond 2027"},
                          headers=bearer(new_key("premium"))).json
    subject = created["snapshot"]["subject"]
    assert subject["label"] == "Acme green bond 2027"
    assert subject["inputs_sha256"] == hashlib.sha256(rfc8785.dumps({**score, "locale": "en"})).hexdigest()
    assert "LU" not in json.dumps(created["snapshot"]["subject"])
    page = client.get(f"/attest/{created['id']}").get_data(as_text=True)
    assert "Acme green bond 2027" in page and subject["inputs_sha256"] in page and "Checks: hash" not in page
    assert client.get(f"/api/v1/attest/verify?id={created['id']}").json["verdict"] == "valid"


def test_the_quickstart_attestation_example_verifies_a_real_attestation_and_refuses_a_change(client, attestation):
    page = client.get("/developers/quickstart").get_data(as_text=True)
    code = html.unescape(re.search(r'<code id="quickstart-verify-attestation">(.*?)</code>', page, re.S).group(1))
    example: dict = {"__name__": "hub_example"}
    exec(compile(code, "hub-example", "exec"), example)  # noqa: S102
    published = client.get(f"/api/v1/attest/verify?id={attestation['id']}").json
    keys = client.get("/.well-known/svc-signing-keys.json").json
    ok, message = example["verify"](published, keys)
    assert ok, message
    published["snapshot"]["score"] = 99.9
    assert example["verify"](published, keys) == (False, "the snapshot does not match its content hash")
