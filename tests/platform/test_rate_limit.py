"""The per-IP burst limit on the API (sliding window) and the client address behind proxies."""

import time

import pytest

from app.platform.clock import next_month_start
from tests.conftest import bearer


@pytest.fixture
def limited(make_app, _migrated):
    return make_app(SVC_BURST_LIMIT="3/minute")


def test_public_api_route_is_limited_per_ip_with_headers(limited):
    client = limited.test_client()
    responses = [client.get("/api/v1/changelog") for _ in range(4)]
    assert [r.status_code for r in responses] == [200, 200, 200, 429]
    assert [r.headers["RateLimit"].split(";")[1] for r in responses[:3]] == ["r=2", "r=1", "r=0"]
    assert responses[0].headers["RateLimit-Policy"] == '"api";q=3;w=60'
    assert 0 < int(responses[0].headers["RateLimit"].split("t=")[1]) <= 60
    # no key was sent: X-RateLimit-* show the IP window that limits the caller
    assert [r.headers["X-RateLimit-Remaining"] for r in responses] == ["2", "1", "0", "0"]
    assert responses[0].headers["X-RateLimit-Limit"] == "3"
    assert 0 < int(responses[0].headers["X-RateLimit-Reset"]) - time.time() <= 61
    assert responses[3].json["error"]["code"] == "rate_limited"
    assert "Retry-After" in responses[3].headers


def test_authenticated_routes_are_burst_limited_too(limited, new_key):
    client = limited.test_client()
    key = new_key()
    statuses = [client.get("/api/v1/checklist", headers=bearer(key)).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]


def test_status_is_never_burst_limited(limited):
    client = limited.test_client()
    assert all(client.get("/api/v1/status").status_code == 200 for _ in range(6))


def test_forwarded_for_is_ignored_without_trusted_proxies(limited):
    client = limited.test_client()
    statuses = [client.get("/api/v1/changelog", headers={"X-Forwarded-For": f"198.51.100.{i}"}).status_code
                for i in range(4)]
    assert statuses[-1] == 429


def test_forwarded_for_names_the_client_behind_one_trusted_proxy(make_app, _migrated):
    client = make_app(SVC_BURST_LIMIT="3/minute", SVC_TRUSTED_PROXIES=1).test_client()
    for _ in range(3):
        client.get("/api/v1/changelog", headers={"X-Forwarded-For": "198.51.100.1"})
    assert client.get("/api/v1/changelog", headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 429
    assert client.get("/api/v1/changelog", headers={"X-Forwarded-For": "198.51.100.2"}).status_code == 200
    spoofed = client.get("/api/v1/changelog", headers={"X-Forwarded-For": "10.9.9.9, 198.51.100.1"})
    assert spoofed.status_code == 429


def _refused_with_quota_headers(response, limit: str, remaining: str) -> None:
    assert response.status_code == 429 and response.json["error"]["code"] == "rate_limited"
    assert (response.headers["X-RateLimit-Limit"], response.headers["X-RateLimit-Remaining"]) == (limit, remaining)
    next_month = int(next_month_start().timestamp())
    assert response.headers["X-RateLimit-Reset"] == str(next_month)
    assert response.headers["RateLimit-Policy"] == '"api";q=3;w=60' and "r=0" in response.headers["RateLimit"]
    assert 0 < int(response.headers["Retry-After"]) <= 60


def test_a_key_this_process_has_not_seen_refused_by_the_burst_window_gets_its_quota_headers(limited, new_key):
    client = limited.test_client()
    for _ in range(3):  # the address's window is used up without a key
        client.get("/api/v1/changelog")
    _refused_with_quota_headers(client.get("/api/v1/checklist", headers=bearer(new_key())), "1000", "1000")


def test_a_known_key_refused_by_the_burst_window_keeps_its_quota_headers(limited, new_key):
    client = limited.test_client()
    key = new_key()
    assert client.get("/api/v1/checklist", headers=bearer(key)).headers["X-RateLimit-Remaining"] == "999"
    client.get("/api/v1/changelog")
    client.get("/api/v1/changelog")
    _refused_with_quota_headers(client.get("/api/v1/checklist", headers=bearer(key)), "1000", "999")


def test_an_unknown_key_refused_by_the_burst_window_sees_the_window_in_the_headers(limited):
    client = limited.test_client()
    for _ in range(3):
        client.get("/api/v1/changelog")
    refused = client.get("/api/v1/checklist", headers=bearer("svc_pk_live_" + "x" * 32))
    assert refused.status_code == 429 and refused.headers["X-RateLimit-Limit"] == "3"
