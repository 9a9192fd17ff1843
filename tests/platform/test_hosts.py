"""The same backend at {base_url}/api/v1/* and at {api_base_url}/v1/*."""

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
