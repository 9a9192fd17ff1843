"""The attestation rules at the service, without HTTP: what is signed covers the snapshot and names its subject
without its inputs, a changed snapshot is caught, and owners only."""

import json

import pytest

from app.attest import service
from app.platform import signing
from app.scoring.schemas import ScoreRequest
from app.scoring.service import stored_request
from tests.attest import factories
from tests.keys.factories import api_key

PERSONAL = {"description": "Immeuble de bureaux à Lyon via une SPV, contact jean.dupont@example.org", "has_kyc": True}


@pytest.fixture
def key(app):
    """A premium key's identity; the test runs in the app's context and nothing it writes is committed."""
    with app.app_context():
        yield api_key(tier="premium")[0]


def test_the_hash_and_both_signatures_cover_the_snapshot_as_kept(key):
    made = factories.attestation(key, label="Lyon offices")
    assert made.content_hash == signing.content_hash(made.snapshot) and made.signature and made.ed25519_signature
    checked = service.verify_by_id(made.id)
    assert checked["valid"] is True and checked["checks"] == {"content_hash": True, "hmac": True, "ed25519": True}


def test_the_snapshot_names_its_subject_by_label_and_a_hash_of_the_inputs_never_the_inputs(key):
    made = factories.attestation(key, PERSONAL, label="Lyon offices", locale="fr")
    subject = made.snapshot["subject"]
    assert subject == {"label": "Lyon offices",
                       "inputs_sha256": signing.content_hash(stored_request(ScoreRequest().load(PERSONAL)))}
    text = json.dumps(made.snapshot, ensure_ascii=False)
    assert "jean.dupont" not in text and "Lyon via" not in text and made.snapshot["locale"] == "fr"


def test_a_snapshot_changed_after_signing_is_caught_by_its_hash(key):
    made = factories.attestation(key)
    made.snapshot = {**made.snapshot, "score": 99.0}
    checked = service.verify_by_id(made.id)
    assert checked["valid"] is False and "hash_mismatch" in checked["reasons"]


def test_another_keys_attestation_is_not_found_to_it_and_public_by_id(key):
    made = factories.attestation(key)
    with pytest.raises(Exception, match="No such attestation") as refused:
        service.owned(made.id, api_key(tier="premium")[0])
    assert refused.value.code == "not_found"
    assert service.owned(made.id, key)["id"] == service.verify(id=made.id).subject["id"] == made.id


def test_an_attestation_checked_by_id_is_the_one_kept_with_the_verdict_on_it_and_its_page(key):
    made = factories.attestation(key, label="Lyon offices")
    checked = service.checked(made.id)
    assert checked.attestation is made and checked.verdict == "valid" and checked.reasons == []
    assert checked.content_hash == made.content_hash and checked.verify_url.endswith(f"/attest/{made.id}")
