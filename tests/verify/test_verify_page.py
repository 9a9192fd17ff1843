"""The /verify page answers through the same door as the API: an id, a hash with its signature, or a file."""

import io

from tests.conftest import bearer


def test_the_page_checks_a_receipt_id_a_forged_signature_and_a_dropped_file(client, new_key):
    assert 'id="door-form"' in client.get("/verify").get_data(as_text=True)
    body = b"an export the hub made"
    receipt = client.post("/api/v1/shield/ingest?anchor_now=true", data=body, headers=bearer(new_key("free"))).json
    by_id = client.post("/verify", data={"id": receipt["id"]}).get_data(as_text=True)
    assert "✓ Valid" in by_id and 'id="door-anchored"' in by_id and receipt["id"] in by_id
    forged = client.get("/verify?hash=" + "0" * 64 + "&signature=" + "0" * 64).get_data(as_text=True)
    assert "✗ Not proved" in forged and "the HMAC does not match" in forged
    dropped = client.post("/verify", data={"file": (io.BytesIO(body), "export.json")},
                          content_type="multipart/form-data").get_data(as_text=True)
    assert "✓ Valid" in dropped and receipt["id"] in dropped


def test_a_bad_ask_shows_its_error_with_a_4xx(client):
    response = client.post("/verify", data={"id": "nothing_here"})
    assert response.status_code == 404 and 'id="door-error"' in response.get_data(as_text=True)
    assert client.post("/verify", data={}).status_code == 400


def test_an_unknown_id_of_a_signed_kind_shows_the_domains_refusal_in_the_form(client):
    """The attestation and receipt verifiers refuse in their own words (their domain's NotFound); the page shows it
    beside the form, as the API answers it."""
    for unknown in ("att_" + "a" * 24, "rcp_" + "a" * 24):
        response = client.post("/verify", data={"id": unknown})
        page = response.get_data(as_text=True)
        assert response.status_code == 404 and 'id="door-error"' in page and 'id="door-form"' in page, unknown
