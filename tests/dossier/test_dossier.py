"""POST /api/v1/dossier: the PDF prints every section a compliance officer needs, its evidence checks out, and the
PDF's SHA-256 is the hash its proof-tap receipt anchors."""

import hashlib
import io

import pypdf
import pytest

from app.platform.data import load
from tests.conftest import bearer
from tests.dossier.conftest import flat, pdf_text, unhyphenated, words
from tests.keys.factories import make_key

ASSET = {"asset_type": "real_estate", "jurisdiction": "FR", "has_kyc": True, "whitepaper": "draft",
         "issuer_type": "company_spv"}
ENERGY = "energy-olkiluoto-3-ol3-epr"
WATER = next(a for a in load("green_assets")["assets"] if a["kind"] == "water")
NATURE = next(a for a in load("green_assets")["assets"] if a["kind"] == "nature")


def _dossier(client, headers, **body):
    return client.post("/api/v1/dossier", json={"asset": ASSET, **body}, headers=headers)


def _ok(client, headers, **body):
    response = _dossier(client, headers, **body)
    assert response.status_code == 200, response.get_json(silent=True)
    return response


def _today(client) -> str:
    return client.get("/api/v1/status").json["timestamp"][:10]


def test_the_dossier_prints_every_section_dated_and_sourced(client, catalogue, references, premium):
    scored = client.post("/api/v1/score", json={**ASSET, "record_history": False}, headers=premium).json
    response = _ok(client, premium, label="Lyon offices SPV", green_id=ENERGY,
                   branding={"company_name": "Acme Compliance LLP", "primary_color": "#1d4e89"})
    assert response.mimetype == "application/pdf" and response.data.startswith(b"%PDF")
    assert response.headers["Content-Disposition"].startswith("attachment;")
    assert response.headers["Cache-Control"] == "no-store"
    text = pdf_text(response.data)
    whole, hashes = words(text), flat(text)
    assert "Lyon offices SPV" in text and "Acme Compliance LLP" in text
    assert "Readiness score" in text and f"Grade {scored['grade']}" in text
    assert "Score by dimension" in text and "Legal structure" in text and "Investor protection" in text
    assert "Gaps and next steps" in text
    assert all(gap["action"][:40] in whole for gap in scored["gaps"][:3])
    assert "MiCA classification and regime" in text
    assert scored["mica_classification"].replace("_", " ") in text and "Regime:" in text
    assert "Regulatory references" in text
    assert "PSAN regime" in whole and "2019-05-22" in text  # France's own texts, dated
    assert "MiCA enters into force" in whole and "2023-06-29" in text  # and the EU's, since FR is a member state
    assert "https://eur-lex.europa.eu/eli/reg/2023/1114/oj" in hashes
    assert "Swiss DLT Act" not in whole  # not a text concerning France
    assert "Comparable products" in text and "most transparent products of the catalogue in real estate" in whole
    assert "as of" in text and "Sources" in text and "http" in text
    assert "Green score" in text and "Olkiluoto 3" in text and "green composite" in text
    assert "Evidence" in text and response.headers["X-SVC-Content-Hash"] in hashes
    assert response.headers["X-SVC-Signature"] in hashes and response.headers["X-SVC-Signing-Key-Id"] in hashes
    assert response.headers["X-SVC-Content-Receipt-Id"] in text
    assert "Disclaimer" in text and "not legal, tax or investment advice" in whole
    assert f"Dated {_today(client)}" in text and "Prepared with svc hub" in text


def test_the_pdf_sha256_is_the_hash_its_receipt_anchors(client, catalogue, references, premium):
    response = _ok(client, premium)
    digest = hashlib.sha256(response.data).hexdigest()
    assert response.headers["X-SVC-Dossier-Hash"] == digest
    receipt = client.get(f"/api/v1/shield/receipts/{response.headers['X-SVC-Receipt-Id']}")
    assert receipt.status_code == 200
    assert receipt.json["hash"] == digest and receipt.json["kind"] == "dossier"
    assert response.headers["X-SVC-Receipt-Url"] == receipt.json["receipt_url"]
    printed = client.get(f"/api/v1/shield/receipts/{response.headers['X-SVC-Content-Receipt-Id']}").json
    assert printed["hash"] == response.headers["X-SVC-Content-Hash"] and printed["kind"] == "dossier"


def test_the_printed_hash_and_signatures_verify_and_the_file_is_found_by_its_hash(client, catalogue, premium):
    response = _ok(client, premium)
    text = flat(pdf_text(response.data))
    assert "/verify?hash=" + response.headers["X-SVC-Content-Hash"] in text  # the QR code's address, printed
    door = client.post("/api/v1/verify", json={
        "hash": response.headers["X-SVC-Content-Hash"], "signature": response.headers["X-SVC-Signature"],
        "ed25519_signature": response.headers["X-SVC-Ed25519-Signature"],
        "signing_key_id": response.headers["X-SVC-Signing-Key-Id"]}).json
    assert door["valid"] is True and door["kind"] == "dossier" and door["hmac"] is True and door["ed25519"] is True
    assert door["anchoring"]["receipt_id"] == response.headers["X-SVC-Content-Receipt-Id"]
    as_file = client.post("/api/v1/verify/file", data={"file": (io.BytesIO(response.data), "dossier.pdf")},
                          content_type="multipart/form-data").json
    assert as_file["anchoring"]["receipt_id"] == response.headers["X-SVC-Receipt-Id"]


def test_hide_svc_branding_leaves_the_hubs_name_out(client, catalogue, premium):
    shown = pdf_text(_ok(client, premium, branding={"company_name": "Acme"}).data)
    assert "Prepared with svc hub" in shown
    hidden = pdf_text(_ok(client, premium, branding={"company_name": "Acme", "hide_svc_branding": True}).data)
    assert "Acme" in hidden and "svc hub" not in hidden.lower() and "Prepared with" not in hidden


def test_a_dossier_without_branding_or_logo_renders(client, premium):
    response = _ok(client, premium)
    text = pdf_text(response.data)
    assert "Tokenization readiness dossier" in text and "Prepared with svc hub" in text
    assert "no label given" in text
    squares = {image.image.size for page in pypdf.PdfReader(io.BytesIO(response.data)).pages for image in page.images}
    assert len(squares) == 1 and {w == h for w, h in squares} == {True}  # no raster logo: the QR code alone
    assert "No comparable" not in text  # real estate has a category, even when the catalogue is empty


def test_a_free_or_demo_key_gets_403_and_nothing_is_anchored(client, demo_key, new_key, taps):
    for headers in (bearer(new_key("free")), bearer(demo_key)):
        response = _dossier(client, headers)
        assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"
    assert client.post("/api/v1/dossier", json={"asset": ASSET}).status_code == 401
    assert taps() == 0


@pytest.mark.parametrize(("body", "field"), [
    ({}, "_schema"),
    ({"asset": ASSET, "attestation_id": "att_" + "a" * 24}, "_schema"),
    ({"asset": {}}, "asset"),
    ({"asset": {**ASSET, "record_history": False}}, "asset.record_history"),
    ({"asset": {**ASSET, "locale": "fr"}}, "asset.locale"),
    ({"asset": ASSET, "locale": "de"}, "locale"),
    ({"asset": ASSET, "language": "en"}, "language"),
    ({"attestation_id": "att_1"}, "attestation_id"),
    ({"asset": ASSET, "jurisdiction": "France"}, "jurisdiction"),
    ({"asset": ASSET, "product_ids": []}, "product_ids"),
    ({"asset": ASSET, "product_ids": ["a", "b", "c", "d", "e"]}, "product_ids"),
    ({"asset": ASSET, "product_ids": ["ondo-usdy", "ondo-usdy"]}, "product_ids"),
    ({"asset": ASSET, "branding": {"company_name": ""}}, "branding.company_name"),
    ({"asset": ASSET, "branding": {"company_name": "x" * 81}}, "branding.company_name"),
    ({"asset": ASSET, "branding": {"company_name": "Acme\nLtd"}}, "branding.company_name"),
    ({"asset": ASSET, "branding": {"logo_url": "http://example.org/logo.png"}}, "branding.logo_url"),
    ({"asset": ASSET, "branding": {"logo_url": "not a url"}}, "branding.logo_url"),
    ({"asset": ASSET, "branding": {"primary_color": "blue"}}, "branding.primary_color"),
    ({"asset": ASSET, "branding": {"primary_color": "#1d4e89\n"}}, "branding.primary_color"),
    ({"asset": ASSET, "branding": {"primary_color": "#ffd700"}}, "branding.primary_color"),  # gold on white: 1.4:1
    ({"asset": ASSET, "branding": {"hide_svc_branding": "yes"}}, "branding.hide_svc_branding"),
    ({"asset": ASSET, "branding": {"tagline": "x"}}, "branding.tagline"),
])
def test_bad_bodies_are_400_naming_the_field(client, premium, taps, body, field):
    response = client.post("/api/v1/dossier", json=body, headers=premium)
    assert response.status_code == 400, response.json
    assert response.json["error"]["code"] == "validation_error"
    assert field in response.json["error"]["details"]["fields"], response.json
    assert taps() == 0


def test_a_pale_colour_is_refused_with_its_contrast(client, premium):
    response = _dossier(client, premium, branding={"primary_color": "#88aaff"})
    message = response.json["error"]["details"]["fields"]["branding.primary_color"][0]
    assert response.status_code == 400 and "WCAG AA" in message and ":1" in message


@pytest.mark.parametrize(("body", "field"), [
    ({"product_ids": ["ondo-usdy", "no-such-product"]}, "product_ids"),
    ({"green_id": "no-such-green-asset"}, "green_id"),
])
def test_unknown_ids_are_404_naming_the_field_and_nothing_is_anchored(client, catalogue, premium, taps, body, field):
    response = _dossier(client, premium, **body)
    assert response.status_code == 404 and field in response.json["error"]["details"]["fields"]
    assert taps() == 0


def test_named_products_are_compared_in_the_given_order_each_figure_dated(client, catalogue, premium):
    ids = ["ondo-usdy", "blackrock-buidl"]
    text = pdf_text(_ok(client, premium, product_ids=ids).data)
    assert "The products you chose, in your order." in words(text)
    usdy, buidl = (text.index(name) for name in ("Ondo US Dollar Yield", "BlackRock USD Institutional"))
    assert usdy < buidl
    products = {p["id"]: p for p in load("catalogue")["products"]}
    assert all(unhyphenated(products[i]["source_url"]) in unhyphenated(text) for i in ids)
    assert f"as of {products['ondo-usdy']['as_of']}" in words(text) and "stale" in text


def test_the_green_section_appears_only_when_asked(client, premium):
    assert "Green score" not in pdf_text(_ok(client, premium).data)
    text = words(pdf_text(_ok(client, premium, green_id=WATER["id"]).data))
    assert "Green score" in text and "H2O score" in text and WATER["name"] in text
    assert unhyphenated(WATER["source"]["url"]) in unhyphenated(text)


@pytest.mark.parametrize(("green_id", "says"), [
    (NATURE["id"], "nature score"), ("verra-1477", "green composite"), ("moss-mco2", "green composite")])
def test_every_kind_of_green_asset_gives_a_dated_sourced_green_section(client, catalogue, premium, green_id, says):
    text = words(pdf_text(_ok(client, premium, green_id=green_id).data))
    assert "Green score" in text and says in text and "Computed" in text and "Source:" in text


def test_a_dossier_quotes_one_of_the_keys_attestations(client, references, new_key):
    from app.platform.db import unit_of_work
    from tests.attest.factories import attestation
    from tests.keys.factories import identity

    owner_key = new_key("premium")
    owner = bearer(owner_key)
    with client.application.app_context(), unit_of_work():
        made = attestation(identity(owner_key), ASSET, label="Attested SPV")
        att = {"id": made.id, "snapshot": made.snapshot}
    response = client.post("/api/v1/dossier", json={"attestation_id": att["id"], "jurisdiction": "DE"},
                           headers=owner)
    assert response.status_code == 200, response.get_json(silent=True)
    text = words(pdf_text(response.data))
    assert f"Quoted from attestation {att['id']}" in text and "Attested SPV" in text
    assert f"Grade {att['snapshot']['grade']}" in text and "eWpG" in text  # Germany's references
    other = bearer(new_key("premium"))
    refused = client.post("/api/v1/dossier", json={"attestation_id": att["id"]}, headers=other)
    assert refused.status_code == 404


def test_a_french_dossier_speaks_french(client, catalogue, references, premium):
    scored = client.post("/api/v1/score", json={**ASSET, "locale": "fr", "record_history": False},
                         headers=premium).json
    text = pdf_text(_ok(client, premium, locale="fr").data)
    whole = words(text)
    assert "Score par dimension" in text and "Lacunes et prochaines étapes" in text
    assert "Classification MiCA" in text and "Structure juridique" in text
    assert scored["gaps"][0]["action"][:40] in whole
    assert "Signaux indicatifs uniquement" in whole and "au 20" in text  # the disclaimer, French dates


def test_the_dossier_has_its_own_per_address_pdf_window(app, make_app):  # app: its teardown empties the tables
    hub = make_app(SVC_PDF_LIMIT="1/minute")
    client, headers = hub.test_client(), bearer(make_key(hub, "premium"))
    assert client.post("/api/v1/dossier", json={}, headers=headers).status_code == 400
    refused = client.post("/api/v1/dossier", json={}, headers=headers)
    assert refused.status_code == 429 and refused.json["error"]["code"] == "rate_limited"
    assert client.get("/api/compare/report/pdf?compare=a,b").status_code in (400, 404)  # the report's own window
