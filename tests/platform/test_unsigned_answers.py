"""Without ATTEST_SIGNING_KEY every signed answer has its content hash and no `signature` at all (not null)."""

from tests.conftest import bearer

SCORE = {"score": {"description": "Tokenized office building in Paris, SPV, KYC for every investor, audited"}}


def test_without_a_signing_key_attestations_shortlists_and_reports_carry_no_signature(make_app, catalogue,
                                                                                      new_key):
    unsigned = make_app(ATTEST_SIGNING_KEY="").test_client()

    attestation = unsigned.post("/api/v1/attest", json=SCORE, headers=bearer(new_key(tier="premium")))
    assert attestation.status_code == 201, attestation.json
    assert attestation.json["content_hash"] and "signature" not in attestation.json

    shortlist = unsigned.get("/api/compare?mode=shortlist&ids=ondo-usdy,franklin-benji-fobxx")
    assert shortlist.status_code == 200 and shortlist.json["content_hash"] and "signature" not in shortlist.json

    report = unsigned.get("/api/compare/report/pdf?compare=franklin-benji-fobxx,ondo-usdy")
    assert report.status_code == 200 and report.headers["X-SVC-Content-Hash"]
    assert "X-SVC-Signature" not in report.headers
