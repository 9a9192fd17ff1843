"""One verify door: an attestation id, a receipt id, a hash with its signature, or a file the hub produced,
answered in one place with the HMAC and Ed25519 verdicts and the anchoring proof."""

import hashlib
import io

from app.platform.db import unit_of_work
from app.shield.service import seal_now
from tests.attest.factories import attestation
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.shield.factories import tap
from tests.support import drop

ASSET = {"score": {"description": "Tokenized office building held by a Luxembourg SPV, KYC done, white paper in draft",
                   "has_kyc": True}}


def _attestation(client, key):
    response = client.post("/api/v1/attest", json=ASSET, headers=bearer(key))
    assert response.status_code in (200, 201), response.get_data(as_text=True)[:300]
    return response.json


def test_an_attestation_id_and_its_hash_with_signatures_are_valid_and_a_forgery_is_not(app, client, new_key):
    with app.app_context(), unit_of_work():
        made = attestation(identity(new_key("premium")), ASSET["score"])
        att = {name: getattr(made, name) for name in ("id", "content_hash", "signature", "ed25519_signature",
                                                      "signing_key_id")}
    by_id = client.post("/api/v1/verify", json={"id": att["id"]}).json
    assert by_id["valid"] and by_id["kind"] == "attestation" and by_id["hmac"] is True and by_id["ed25519"] is True
    assert by_id["signing_key_id"] == att["signing_key_id"] and by_id["anchoring"]["anchored"] is False
    by_hash = client.post("/api/v1/verify", json={"hash": att["content_hash"], "signature": att["signature"],
                                                  "ed25519_signature": att["ed25519_signature"],
                                                  "signing_key_id": att["signing_key_id"]}).json
    assert by_hash["valid"] and by_hash["kind"] == "attestation"
    forged = client.post("/api/v1/verify", json={"hash": att["content_hash"], "signature": "0" * 64}).json
    assert forged["valid"] is False and forged["verdict"] == "invalid" and forged["hmac"] is False


def test_a_receipt_id_and_an_anchored_file_show_their_anchoring(app, client, new_key):
    key = new_key("premium")
    body = b"%PDF-1.7 a dossier the hub made"
    with app.app_context(), unit_of_work():
        receipt_id = tap(identity(key), body.decode(), kind="ingest").id
        seal_now()
    by_id = client.post("/api/v1/verify", json={"id": receipt_id}).json
    assert by_id["valid"] and by_id["kind"] == "receipt" and by_id["ed25519"] is True
    assert by_id["anchoring"]["receipt_id"] == receipt_id and by_id["anchoring"]["included"] is True
    assert by_id["anchoring"]["sealed_at"].endswith("Z")  # every time carries its zone
    dropped = client.post("/api/v1/verify/file", data={"file": (io.BytesIO(body), "dossier.pdf")},
                          content_type="multipart/form-data").json
    assert dropped["verdict"] == "anchored" and dropped["valid"] and dropped["anchoring"]["status"] == "anchored"
    assert dropped["subject"]["file_sha256"] == hashlib.sha256(body).hexdigest()
    unknown = client.post("/api/v1/verify/file", data={"file": (io.BytesIO(b"never seen"), "x.pdf")},
                          content_type="multipart/form-data").json
    assert unknown["verdict"] == "unknown" and unknown["valid"] is False


def test_a_signed_json_document_dropped_on_the_door_is_judged_by_its_content_hashed_again(client, new_key):
    att = _attestation(client, new_key("premium"))
    answer = drop(client, att)
    assert answer["valid"] and answer["kind"] == "attestation" and answer["hash_recomputed"] is True


def test_a_json_document_of_no_signed_kind_is_unknown_whatever_hash_and_signature_it_carries(client, new_key):
    att = _attestation(client, new_key("premium"))
    bare = {k: att[k] for k in ("content_hash", "signature", "ed25519_signature", "signing_key_id")}
    answer = drop(client, bare)
    assert answer["verdict"] == "unknown" and answer["valid"] is False and answer["kind"] is None
    assert answer["reasons"] == ["unrecognised_document"]
    other = drop(client, {**bare, "schema": "svc.something.else.v1", "score": 99})
    assert other["verdict"] == "unknown" and other["valid"] is False


def test_bad_asks_are_4xx(client):
    assert client.post("/api/v1/verify", json={}).status_code == 400
    assert client.post("/api/v1/verify", json={"id": "att_x", "hash": "0" * 64}).status_code == 400
    assert client.post("/api/v1/verify", json={"id": "zzz_aaaa"}).status_code == 404
    assert client.post("/api/v1/verify", json={"id": "att_aaaaaaaaaaaaaaaaaaaaaaaa"}).status_code == 404
    assert client.post("/api/v1/verify/file", data={}, content_type="multipart/form-data").status_code == 400


def test_a_multipart_part_without_a_name_is_a_400_not_a_500(client):
    body = (b"--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--\r\n")
    response = client.post("/api/v1/verify/file", data=body, content_type="multipart/form-data; boundary=b")
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"


def test_odd_files_are_answered_not_500(client):
    for data in (b"[" * 200_000, b'{"content_hash": "' + b"0" * 64 + b'", "signature": 5, "signing_key_id": []}'):
        response = client.post("/api/v1/verify/file", data={"file": (io.BytesIO(data), "odd.json")},
                               content_type="multipart/form-data")
        assert response.status_code == 200 and response.json["valid"] is False


def test_odd_documents_of_a_signed_kind_are_answered_not_500(client):
    odd = [
        {"schema": "svc.compare.shortlist.v1", "products": 5, "content_hash": "0" * 64, "taken_at": 2 ** 60},
        {"schema": "svc.compare.result.v1", "products": [1, None], "comparison": [], "content_hash": [1]},
        {"snapshot": {"schema": "svc.attestation.v1", "id": ["att_x"]}, "content_hash": "0" * 64},
        {"record": {"schema": "svc.chargeflow.unit.v1", "kind": "z", "id": 7}, "quantity": {}},
        {"unit": {"record": {"schema": "svc.chargeflow.unit.v1", "kind": "e", "session": []}}},
        {"schema": "svc.chargeflow.export.v1", "units": [None, {"id": ["x"]}, {"id": "cfu_e_x"}]},
        {"id": "rcp_x", "hash": 5, "proof": {"leaf_index": "a", "path": [None], "seals": [3, {"signature": []}]}},
        [{"id": "rcp_x", "hash": "ab" * 32, "proof": {"root_id": [1], "leaf_index": 10 ** 30, "tree_size": 1,
                                                       "path": []}}, {"id": "rcp_y", "hash": None}],
    ]
    for document in odd:
        answer = drop(client, document)
        assert answer["valid"] is False, document
    zips = [b"PK\x03\x04 not really a zip", b"PK\x03\x04" + b"\x00" * 100]
    for data in zips:
        assert drop(client, data, "pack.zip")["valid"] is False
