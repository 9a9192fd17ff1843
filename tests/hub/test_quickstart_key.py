"""The quickstart's key form: a free live key shown once, under the same per-address limit as POST /api/v1/keys;
the examples then use it; a bad label is refused on the page with the reason."""

import re

import pytest


def _shown_key(page: str) -> str:
    return re.search(r'<code id="new-key">([^<]+)</code>', page).group(1)


def test_the_form_creates_a_free_key_shown_once_and_the_examples_use_it(client):
    response = client.post("/developers/quickstart/key", data={"label": "my laptop"})
    assert response.status_code == 201
    assert response.headers["Cache-Control"] == "no-store"
    page = response.get_data(as_text=True)
    secret = _shown_key(page)
    assert secret.startswith("svc_pk_live_")
    assert f"Authorization: Bearer {secret}" in page
    assert page.count(secret) >= 4  # shown, then in the curl, Python and JavaScript calls
    current = client.get("/api/v1/keys/current", headers={"Authorization": f"Bearer {secret}"}).json
    assert current["tier"] == "free" and current["mode"] == "live" and current["label"] == "my laptop"
    assert secret not in client.get("/developers/quickstart").get_data(as_text=True)


def test_a_too_long_label_is_refused_on_the_page_and_costs_nothing(make_app):
    client = make_app(SVC_KEY_CREATE_LIMIT="1/hour").test_client()
    refused = client.post("/developers/quickstart/key", data={"label": "x" * 81})
    assert refused.status_code == 400
    page = refused.get_data(as_text=True)
    assert 'role="alert"' in page and "Length must be between 1 and 80" in page
    assert 'id="new-key"' not in page
    assert client.post("/developers/quickstart/key", data={"label": "fine"}).status_code == 201


def test_the_form_and_the_api_share_one_creation_limit(make_app):
    client = make_app(SVC_KEY_CREATE_LIMIT="2/hour").test_client()
    assert client.post("/developers/quickstart/key", data={}).status_code == 201
    assert client.post("/api/v1/keys", json={}).status_code == 201
    refused = client.post("/developers/quickstart/key", data={"label": "third"})
    assert refused.status_code == 429
    assert "Too many requests from this address" in refused.get_data(as_text=True)
    assert client.post("/api/v1/keys", json={}).status_code == 429


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_call_shows_three_languages_under_headings_without_script(client, lang):
    page = client.get(f"/developers/quickstart?lang={lang}").get_data(as_text=True)
    for panel in ("call-curl", "call-python", "call-javascript"):
        assert f'id="{panel}"' in page and f'id="{panel}-title"' in page
    assert 'src="/static/js/code-tabs.js?v=' in page
