"""The score page's attestation form: a premium key typed once signs the score through the attest service; any
other key is refused with a page that says what an attestation is, keeps the inputs and never echoes the key."""

import re

import pytest
from sqlalchemy import func, select

from app.attest.models import Attestation
from app.extensions import db

SCORE = {"asset_type": "real_estate", "issuer_type": "company_spv", "has_kyc": "yes", "whitepaper": "draft",
         "jurisdiction": "LU", "min_ticket_eur": "100000"}


def _attestations(app) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Attestation))


def _offered_form(client, lang: str = "en") -> dict:
    """Score on /score as the page does, then read the attestation form the result offers (its hidden fields)."""
    result = client.post(f"/score/try?lang={lang}", data=SCORE).get_data(as_text=True)
    form = re.search(r'<form class="stack" id="attest-form" method="post" action="([^"]+)">(.*?)</form>', result, re.S)
    assert form, result
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form.group(2)))
    assert 'type="password" name="api_key" id="attest-key" autocomplete="off"' in form.group(2)
    return {"action": form.group(1), "fields": fields}


def test_a_score_offers_an_attestation_form_that_posts_its_inputs_and_asks_for_the_key_once(client):
    offered = _offered_form(client)
    assert offered["action"] == "/attest"
    assert offered["fields"] == {**SCORE, "locale": "en"}


def test_the_result_names_the_inputs_in_words(client):
    result = client.post("/score/try", data=SCORE).get_data(as_text=True)
    assert "KYC in place: <strong>yes</strong>" in result and "Issuer type: <strong>company spv</strong>" in result
    french = client.post("/score/try?lang=fr", data=SCORE).get_data(as_text=True)
    assert "KYC en place: <strong>oui</strong>" in french and "Type d’émetteur" in french


@pytest.mark.parametrize("lang, words", [("en", ("KYC in place", "Minimum ticket (EUR)", "Share link")),
                                         ("fr", ("KYC en place", "Ticket minimum (EUR)", "Lien à partager"))])
def test_a_premium_key_signs_the_score_and_the_page_shows_inputs_in_words_and_links(client, new_key, lang, words):
    key = new_key("premium")
    offered = _offered_form(client, lang)
    response = client.post(f"{offered['action']}?lang={lang}",
                           data={**offered["fields"], "label": "Lyon offices", "api_key": key})
    page = response.get_data(as_text=True)
    assert response.status_code == 201, page
    attestation_id = re.search(r'id="share-url">[^<]*/attest/(att_[a-z0-9]+)<', page).group(1)
    assert response.headers["Location"] == f"http://hub.test/attest/{attestation_id}"
    assert response.headers["Cache-Control"] == "no-store"
    assert key not in page and key not in response.headers["Location"]
    for word in words:
        assert word in page
    assert "has_kyc:" not in page and ">has_kyc<" not in page.split('id="attest-inputs"')[1].split("</ul>")[0]
    assert f'/attest/{attestation_id}/pdf"' in page and f"/verify?id={attestation_id}" in page
    assert "Lyon offices" in page
    public = client.get(f"/attest/{attestation_id}")
    assert public.status_code == 200 and 'id="share-url"' in public.get_data(as_text=True)
    assert client.get(f"/api/v1/attest/verify?id={attestation_id}").json["verdict"] == "valid"


def test_the_signed_attestation_is_the_one_the_api_makes_from_the_same_inputs(client, new_key):
    offered = _offered_form(client)
    page = client.post("/attest", data={**offered["fields"], "api_key": new_key("premium")}).get_data(as_text=True)
    attestation_id = re.search(r"/attest/(att_[a-z0-9]+)/pdf", page).group(1)
    kept = client.get(f"/api/v1/attest/verify?id={attestation_id}").json["snapshot"]
    score = {**{k: v for k, v in SCORE.items() if k not in ("has_kyc", "min_ticket_eur")},
             "has_kyc": True, "min_ticket_eur": 100000}
    from tests.conftest import bearer

    made = client.post("/api/v1/attest", json={"score": score}, headers=bearer(new_key("premium"))).json
    assert kept["subject"]["inputs_sha256"] == made["snapshot"]["subject"]["inputs_sha256"]
    assert kept["score"] == made["snapshot"]["score"]


@pytest.mark.parametrize("tier, key, status", [(None, "", 401), (None, "svc_pk_live_nosuchkey", 401),
                                               ("free", None, 403)])
def test_without_a_premium_key_the_page_explains_and_keeps_the_inputs(client, new_key, app, tier, key, status):
    key = new_key(tier) if tier else key
    before = _attestations(app)
    offered = _offered_form(client)
    response = client.post("/attest", data={**offered["fields"], "label": "Lyon offices", "api_key": key})
    page = response.get_data(as_text=True)
    assert response.status_code == status
    assert "What an attestation is" in page and "/developers/authentication#tiers" in page
    assert "KYC in place: <strong>yes</strong>" in page and 'value="Lyon offices"' in page
    assert '<input type="hidden" name="has_kyc" value="yes">' in page
    assert "Location" not in response.headers and (not key or key not in page)
    assert _attestations(app) == before


def test_a_free_key_is_told_it_is_not_premium_in_french(client, new_key):
    offered = _offered_form(client, "fr")
    response = client.post("/attest?lang=fr", data={**offered["fields"], "api_key": new_key("free")})
    page = response.get_data(as_text=True)
    assert response.status_code == 403 and "Qu’est-ce qu’une attestation" in page


def test_inputs_the_score_refuses_are_named_and_nothing_is_signed(client, new_key, app):
    before = _attestations(app)
    response = client.post("/attest", data={"asset_type": "spaceships", "api_key": new_key("premium")})
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and "<code>asset_type</code>" in page
    assert _attestations(app) == before


def test_the_form_spends_the_apis_per_address_window_and_a_full_one_is_429_with_the_page(make_app):
    from tests.keys.factories import make_key

    hub = make_app(SVC_BURST_LIMIT="2/minute")
    client, key = hub.test_client(), make_key(hub, "premium")
    assert client.get("/api/v1/changelog").status_code == 200  # the API's own door spends a slot of the window
    assert client.post("/attest", data={**SCORE, "api_key": key}).status_code == 201
    refused = client.post("/attest", data={**SCORE, "api_key": key})
    page = refused.get_data(as_text=True)
    assert refused.status_code == 429 and "Retry-After" in refused.headers and key not in page
    assert "Too many tries from this address" in page and "What an attestation is" in page
