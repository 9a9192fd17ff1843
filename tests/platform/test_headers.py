"""Protocol, logo, timing, security and CORS headers; the meta block in bodies."""

from tests.conftest import bearer


def test_every_response_carries_protocol_version_and_logo(client):
    for path in ("/", "/developers", "/api/v1/status", "/api/v1/nothing", "/static/css/hub.css"):
        response = client.get(path)
        assert response.headers["X-SVC-Protocol-Version"] == "1.0", path
        assert response.headers["X-SVC-Logo"] == "http://hub.test/static/img/svc-logo.svg", path


def test_the_logo_is_a_real_svg_file(client):
    response = client.get("/static/img/svc-logo.svg")
    assert response.status_code == 200 and b"<svg" in response.data


def test_api_responses_carry_response_time_and_pages_do_not(client):
    assert client.get("/api/v1/status").headers["X-Response-Time"].endswith("ms")
    assert client.get("/api/v1/missing").headers["X-Response-Time"].endswith("ms")
    assert "X-Response-Time" not in client.get("/developers").headers


def test_bodies_carry_meta_version_and_computed_at(client, demo_key):
    for path in ("/api/v1/status", "/api/v1/changelog", "/api/v1/jurisdictions", "/api/v1/checklist"):
        meta = client.get(path, headers=bearer(demo_key)).json["meta"]
        assert meta["version"] == "1.0" and meta["computed_at"].endswith("Z"), path


def test_pages_forbid_framing_and_the_api_allows_cors(client):
    page = client.get("/developers")
    assert page.headers["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
    api = client.get("/api/v1/status")
    assert api.headers["Access-Control-Allow-Origin"] == "*"
    assert "X-RateLimit-Remaining" in api.headers["Access-Control-Expose-Headers"]


def test_forged_request_id_is_replaced(client):
    response = client.get("/api/v1/status", headers={"X-Request-ID": "bad id <script>"})
    assert response.headers["X-Request-ID"] != "bad id <script>"
    assert len(response.headers["X-Request-ID"]) == 16


PREFLIGHT = {"Origin": "https://partner.example.org", "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "authorization, content-type"}


def _methods(value: str) -> set[str]:
    return {m.strip() for m in value.split(",")}


def test_options_on_a_post_only_route_advertises_post_and_never_get(client):
    for path in ("/api/v1/compare", "/api/compare/verify", "/api/v1/watts/secondary/wl_x/interest"):
        response = client.options(path, headers=PREFLIGHT)
        assert response.status_code == 200, path
        assert _methods(response.headers["Allow"]) == {"OPTIONS", "POST"}, path
        assert _methods(response.headers["Access-Control-Allow-Methods"]) == {"OPTIONS", "POST"}, path
        assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_a_preflight_learns_the_methods_each_route_answers_and_no_other(client):
    hooks = client.options("/api/v1/webhooks", headers=PREFLIGHT)
    assert _methods(hooks.headers["Access-Control-Allow-Methods"]) == _methods(hooks.headers["Allow"])
    assert {"GET", "POST"} <= _methods(hooks.headers["Access-Control-Allow-Methods"])
    assert not {"PUT", "PATCH", "DELETE"} & _methods(hooks.headers["Access-Control-Allow-Methods"])
    one = client.options("/api/v1/webhooks/wh_x", headers=PREFLIGHT)
    assert _methods(one.headers["Access-Control-Allow-Methods"]) == {"DELETE", "OPTIONS"}


def test_behind_https_pages_send_hsts_and_cookies_are_secure(make_app, _migrated):
    app = make_app(BASE_URL="https://hub.example.org", SVC_TRUSTED_HOSTS="*")
    page = app.test_client().get("/?lang=fr", base_url="https://hub.example.org")
    assert page.headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains"
    cookie = page.headers["Set-Cookie"]
    assert "Secure" in cookie and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert app.config["SESSION_COOKIE_SECURE"] is True


def test_a_hub_on_plain_http_sends_no_hsts(client):
    page = client.get("/?lang=fr")
    assert "Strict-Transport-Security" not in page.headers
    assert "Secure" not in page.headers["Set-Cookie"]
