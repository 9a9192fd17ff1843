"""The same backend at {base_url}/api/v1/* and at {api_base_url}/v1/*; the hosts the hub answers to."""

import logging

import pytest

from tests.conftest import bearer


def test_api_host_serves_v1_paths_like_the_hub(make_app, _migrated, demo_key):
    app = make_app(API_BASE_URL="https://api.hub.test")
    client = app.test_client()
    on_api_host = client.get("/v1/jurisdictions", base_url="https://api.hub.test", headers=bearer(demo_key))
    on_hub = client.get("/api/v1/jurisdictions", headers=bearer(demo_key))
    assert on_api_host.status_code == on_hub.status_code == 200
    assert on_api_host.json["jurisdictions"] == on_hub.json["jurisdictions"]
    assert on_api_host.headers["X-Response-Time"]


def test_api_host_root_redirects_to_the_developer_hub(make_app, _migrated):
    client = make_app(API_BASE_URL="https://api.hub.test").test_client()
    response = client.get("/", base_url="https://api.hub.test")
    assert response.status_code == 302
    assert response.headers["Location"].endswith("/developers")


def test_v1_paths_are_not_served_on_the_hub_host(make_app, _migrated):
    client = make_app(API_BASE_URL="https://api.hub.test").test_client()
    assert client.get("/v1/status").status_code == 404
    assert client.get("/").status_code == 200


def _logged(caplog) -> list[str]:
    return [f"{r.levelname} {r.getMessage()}" for r in caplog.records if r.levelno >= logging.WARNING]


@pytest.mark.parametrize("path", ["/", "/developers", "/embed/compare", "/static/css/hub.css", "/no-such-page"])
def test_a_page_asked_for_with_an_untrusted_host_is_a_plain_400_and_one_log_line(client, caplog, path):
    with caplog.at_level(logging.INFO):
        response = client.get(path, headers={"Host": "evil.example"})
    assert response.status_code == 400 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert "This hub does not answer to that host name." in page and "untrusted_host" in page
    assert "evil.example" not in page and "href=" not in page and '<html lang="en">' in page
    assert _logged(caplog) == [f"WARNING refused a request for an untrusted host 'evil.example': GET {path}"]


def test_the_plain_page_speaks_the_readers_language(client):
    response = client.get("/", headers={"Host": "evil.example", "Accept-Language": "fr"})
    assert response.status_code == 400 and "Ce hub ne répond pas à ce nom d’hôte." in response.get_data(as_text=True)


@pytest.mark.parametrize("path", ["/api/v1/status", "/api/compare", "/api/v1/keys/current"])
def test_an_api_call_with_an_untrusted_host_gets_the_envelope(client, caplog, path):
    with caplog.at_level(logging.INFO):
        response = client.get(path, headers={"Host": "evil.example:8443"})
    assert response.status_code == 400 and response.json["error"]["code"] == "untrusted_host"
    assert len(_logged(caplog)) == 1 and "Traceback" not in caplog.text


def test_a_trusted_host_is_served_as_before(client):
    assert client.get("/developers", headers={"Host": "localhost"}).status_code == 200
