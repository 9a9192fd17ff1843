"""A dossier at the verify door: the PDF as served names its snapshot and is valid, anchored besides; one changed
byte is not valid."""

from tests.support import changed_byte, drop

ASSET = {"asset_type": "real_estate", "jurisdiction": "FR", "has_kyc": True, "whitepaper": "draft"}


def test_a_dossier_pdf_as_served_is_valid_and_one_changed_byte_is_not(client, catalogue, references, premium):
    response = client.post("/api/v1/dossier", json={"asset": ASSET, "label": "Lyon offices SPV"}, headers=premium)
    assert response.status_code == 200, response.get_json(silent=True)
    answer = drop(client, response.data, "dossier.pdf")
    assert answer["verdict"] == "valid" and answer["kind"] == "dossier" and answer["hmac"] is True
    assert answer["content_hash"] == response.headers["X-SVC-Content-Hash"]
    assert answer["document"]["issued_by_hub"] is True and answer["document"]["issued_at"].endswith("Z")
    assert answer["anchoring"]["anchored"] is True  # the content hash was anchored before rendering
    changed = drop(client, changed_byte(response.data), "dossier.pdf")
    assert changed["valid"] is False and changed["reasons"] == ["file_changed"]
