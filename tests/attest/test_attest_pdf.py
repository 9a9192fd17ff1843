"""The attestation as a PDF: it names its subject (label and SHA-256 of the inputs), never the inputs."""

import io

import pypdf

from app.platform.db import unit_of_work
from tests.attest import factories
from tests.keys.factories import identity

SCORE = {"description": "Immeuble de bureaux à Lyon via une SPV", "asset_type": "real_estate", "has_kyc": True,
         "jurisdiction": "LU"}


def _text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf)).pages)


def _attest(client, new_key, **extra) -> dict:
    """An attestation of SCORE by a premium key (the factory's, committed): its id, hash and snapshot."""
    with client.application.app_context(), unit_of_work():
        made = factories.attestation(identity(new_key("premium")), SCORE, **extra)
        return {"id": made.id, "content_hash": made.content_hash, "snapshot": made.snapshot}


def test_the_attestation_pdf_names_its_subject_and_hash_but_not_the_inputs(client, new_key):
    created = _attest(client, new_key, label="Lyon offices SPV 2027")
    page = client.get(f"/attest/{created['id']}").get_data(as_text=True)
    assert f"/attest/{created['id']}/pdf" in page
    response = client.get(f"/attest/{created['id']}/pdf")
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    assert response.headers["X-SVC-Content-Hash"] == created["content_hash"]
    text = _text(response.data)
    flat = text.replace("\n", "")
    assert "Lyon offices SPV 2027" in text
    assert created["snapshot"]["subject"]["inputs_sha256"] in flat and created["content_hash"] in flat
    assert "Immeuble" not in text and "bureaux" not in text
    assert "Checked when this PDF was made" in text


def test_an_attestation_without_a_label_says_so_in_its_pdf(client, new_key):
    created = _attest(client, new_key, locale="en")
    text = _text(client.get(f"/attest/{created['id']}/pdf").data)
    assert "no label given" in text and created["snapshot"]["subject"]["inputs_sha256"] in text.replace("\n", "")


def test_the_pdf_of_an_unknown_attestation_is_404(client):
    assert client.get("/attest/att_nope/pdf").status_code == 404
