"""An attestation at the verify door: the document is judged by its snapshot hashed again and compared with the
snapshot the hub keeps, so the answer names what changed; its PDF is the file the hub served, checked again."""

import copy

import pytest

from app.platform.db import unit_of_work
from tests.attest import factories
from tests.attest.factories import tamper
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.support import changed_byte, drop

REQUEST = {"score": {"description": "Tokenized office building held by a Luxembourg SPV, KYC done, white paper in "
                                    "draft", "has_kyc": True}, "label": "Lyon offices SPV", "locale": "en"}


@pytest.fixture
def attestation(client, new_key):
    response = client.post("/api/v1/attest", json=REQUEST, headers=bearer(new_key("premium")))
    assert response.status_code == 201, response.json
    return response.json


def test_an_attestation_as_issued_is_valid_and_names_itself(client, attestation):
    answer = drop(client, attestation)
    assert answer["verdict"] == "valid" and answer["kind"] == "attestation" and answer["reasons"] == []
    assert answer["hash_recomputed"] is True and answer["hmac"] is True and answer["ed25519"] is True
    assert answer["document"]["id"] == attestation["id"]
    assert answer["document"]["issued_at"] == attestation["snapshot"]["attested_at"]


def test_the_verify_answer_of_an_attestation_is_a_document_too(client, attestation):
    checked = client.get("/api/v1/attest/verify", query_string={"id": attestation["id"]}).json
    assert drop(client, checked)["verdict"] == "valid"


@pytest.mark.parametrize("what, change, path", [
    ("a figure: the score", lambda d: d["snapshot"].update(score=99.0), "snapshot.score"),
    ("a name: the subject's label", lambda d: d["snapshot"]["subject"].update(label="Paris offices"),
     "snapshot.subject.label"),
    ("a date", lambda d: d["snapshot"].update(attested_at="2020-01-01T00:00:00Z"), "snapshot.attested_at"),
    ("a grade in a section", lambda d: d["snapshot"]["sections"][0].update(score=0), "snapshot.sections[0].score"),
])
def test_an_attestation_with_a_change_is_invalid_and_names_the_field(client, attestation, what, change, path):
    document = copy.deepcopy(attestation)
    change(document)
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["valid"] is False, what
    assert answer["reasons"][0] == "content_changed" and answer["changed"] == [path]


def test_an_id_shown_beside_another_snapshot_is_named(client, attestation, new_key):
    with client.application.app_context(), unit_of_work():
        other = factories.attestation(identity(new_key("premium")), REQUEST["score"], label=REQUEST["label"]).id
    document = {**attestation, "id": other}
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["changed"] == ["id"]


def test_the_pdf_as_served_names_the_attestation_and_is_valid(client, attestation):
    response = client.get(f"/attest/{attestation['id']}/pdf")
    answer = drop(client, response.data, "attestation.pdf")
    assert answer["verdict"] == "valid" and answer["kind"] == "attestation" and answer["hash_recomputed"] is True
    document = answer["document"]
    assert document["id"] == attestation["id"] and document["issued_at"] == attestation["snapshot"]["attested_at"]
    assert document["issued_by_hub"] is True and document["page_url"] == attestation["verify_url"]
    assert answer["content_hash"] == attestation["content_hash"]


def test_the_pdf_carries_its_verify_url_and_content_hash_in_its_metadata(client, attestation):
    import io

    import pypdf

    info = pypdf.PdfReader(io.BytesIO(client.get(f"/attest/{attestation['id']}/pdf").data)).metadata
    assert info["/SVCContentHash"] == attestation["content_hash"] and info["/SVCVerifyURL"] == attestation["verify_url"]
    assert info["/SVCDocumentId"] == attestation["id"] and info["/SVCKind"] == "attestation"


def test_the_pdf_with_one_byte_changed_is_not_valid(client, attestation):
    pdf = client.get(f"/attest/{attestation['id']}/pdf").data
    answer = drop(client, changed_byte(pdf), "attestation.pdf")
    assert answer["valid"] is False and answer["verdict"] == "invalid" and answer["reasons"] == ["file_changed"]
    assert answer["document"]["document_id"] == attestation["id"] and answer["document"]["issued_by_hub"] is False


def test_a_served_pdf_whose_attestation_was_changed_since_is_invalid(app, client, attestation):
    pdf = client.get(f"/attest/{attestation['id']}/pdf").data
    tamper(app, attestation["id"], snapshot=lambda s: {**s, "score": 99.0})
    answer = drop(client, pdf, "attestation.pdf")
    assert answer["verdict"] == "invalid" and answer["hash_recomputed"] is False


def test_the_verify_page_tells_which_fields_changed(client, attestation):
    import io
    import json

    document = copy.deepcopy(attestation)
    document["snapshot"]["score"] = 99.0
    page = client.post("/verify", data={"file": (io.BytesIO(json.dumps(document).encode()), "a.json")},
                       content_type="multipart/form-data").get_data(as_text=True)
    assert "✗ Not proved" in page and "Content changed" in page and "<code>snapshot.score</code>" in page
