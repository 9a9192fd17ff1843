"""Links the hub writes start with BASE_URL when it is set, else with the host the request came on (one the hub
trusts), so a hub started on another host or port never advertises a default address it does not answer on."""

import html

from tests.conftest import bearer

OTHER = "http://other.test:8080"


def _unset(make_app, **settings):
    return make_app(BASE_URL="", SVC_TRUSTED_HOSTS_RAW="other.test", **settings).test_client()


def _share_url(client, key):
    return client.post("/api/v1/compare", json={"product_ids": ["franklin-benji-fobxx", "ondo-usdy"]},
                       headers=bearer(key), base_url=OTHER).json["comparison"]["share_url"]


def test_without_base_url_the_links_name_the_host_the_request_came_on(make_app, _migrated, catalogue, new_key):
    client = _unset(make_app)
    key = new_key(tier="premium")
    assert _share_url(client, key).startswith(f"{OTHER}/compare?")
    assert client.get("/svc-openapi.json", base_url=OTHER).json["servers"][0]["url"] == OTHER
    snippets = html.unescape(client.get("/developers/embeds", base_url=OTHER).get_data(as_text=True))
    assert f'src="{OTHER}/embed/compare?' in snippets and f'<script src="{OTHER}/svc-compare.js">' in snippets
    assert f"{OTHER}/svc-openapi.json" in client.get("/llms.txt", base_url=OTHER).get_data(as_text=True)
    page = client.get("/developers/authentication", base_url=OTHER).get_data(as_text=True)
    assert f"curl -X POST {OTHER}/api/v1/keys" in page and "127.0.0.1:5000" not in page


def test_a_set_base_url_wins_over_the_request_host(make_app, _migrated, catalogue, new_key):
    client = make_app(BASE_URL="https://hub.example.org", SVC_TRUSTED_HOSTS_RAW="other.test").test_client()
    assert _share_url(client, new_key(tier="premium")).startswith("https://hub.example.org/compare?")
    assert client.get("/svc-openapi.json", base_url=OTHER).json["servers"][0]["url"] == "https://hub.example.org"
    assert "other.test" not in client.get("/llms.txt", base_url=OTHER).get_data(as_text=True)


def test_an_untrusted_host_is_refused_and_never_echoed(make_app, _migrated):
    client = _unset(make_app)
    for path in ("/svc-openapi.json", "/developers/embeds", "/llms.txt"):
        response = client.get(path, base_url="http://evil.test:8080")
        assert response.status_code == 400
        assert "evil.test" not in response.get_data(as_text=True)


def test_outside_a_request_the_default_address_is_used(make_app, _migrated):
    from app.platform.urls import DEFAULT_BASE_URL, absolute, external_url

    app = make_app(BASE_URL="")
    with app.app_context():
        assert absolute("/developers") == f"{DEFAULT_BASE_URL}/developers"
        assert external_url("hub_public.status_page").startswith(DEFAULT_BASE_URL + "/")


def test_without_base_url_a_loopback_hub_on_another_port_answers_with_that_port(make_app, _migrated):
    client = make_app(BASE_URL="").test_client()
    spec = client.get("/svc-openapi.json", base_url="http://127.0.0.1:8123").json
    assert spec["servers"][0]["url"] == "http://127.0.0.1:8123"
