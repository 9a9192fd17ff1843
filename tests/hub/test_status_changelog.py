"""GET /api/v1/status probes its dependencies; GET /api/v1/changelog serves the change feed."""

from datetime import date

from app.platform.data import load
from tests.conftest import ENV_REDIS_URL


def test_status_reports_probes_version_commit_and_time(client):
    response = client.get("/api/v1/status")
    body = response.json
    assert response.status_code == 200 and body["status"] == "ok"
    assert body["protocol_version"] == "1.0" and body["commit"] == "test-commit"
    assert body["timestamp"].endswith("Z")
    assert body["services"]["database"]["status"] == "ok"
    expected_redis = "ok" if ENV_REDIS_URL else "not_configured"
    assert body["services"]["redis"]["status"] == expected_redis


def test_status_is_503_when_the_database_is_down(make_app, _migrated):
    down = make_app(SQLALCHEMY_DATABASE_URI="postgresql+psycopg://svc@127.0.0.1:1/none",
                    SQLALCHEMY_ENGINE_OPTIONS={"connect_args": {"connect_timeout": 2}})
    response = down.test_client().get("/api/v1/status")
    assert response.status_code == 503
    assert response.json["status"] == "down" and response.json["services"]["database"]["status"] == "down"


def test_status_is_degraded_when_redis_is_down(make_app, _migrated):
    response = make_app(REDIS_URL="redis://127.0.0.1:1/0").test_client().get("/api/v1/status")
    assert response.status_code == 200
    assert response.json["status"] == "degraded" and response.json["services"]["redis"]["status"] == "down"


def test_changelog_is_the_feed_object_sorted_newest_first(client):
    response = client.get("/api/v1/changelog")
    body = response.json
    assert response.status_code == 200
    assert body["version"] == "1.0" and body["disclaimer"] and body["upcoming"] == []
    assert body["page_url"] == "http://hub.test/changelog"
    dates = [e["date"] for e in body["entries"]]
    assert dates == sorted(dates, reverse=True) and dates
    first = body["entries"][0]
    assert {"id", "date", "title", "summary", "details", "links", "tags", "status", "roadmapItem"} <= set(first)
    assert all(link["href"].startswith("http") for e in body["entries"] for link in e["links"])


def test_changelog_data_file_is_well_formed():
    data = load("changelog")
    ids = [e["id"] for e in data["entries"]]
    assert len(ids) == len(set(ids))
    for entry in data["entries"]:
        date.fromisoformat(entry["date"])
        assert entry["details"] and entry["title"] and entry["status"] in ("released", "beta")


def test_changelog_page_renders_the_same_entries(client):
    page = client.get("/changelog").get_data(as_text=True)
    for entry in client.get("/api/v1/changelog").json["entries"]:
        assert entry["title"] in page


def test_the_feed_lists_the_response_time_and_logo_headers_on_the_day_they_landed(client):
    feed = client.get("/api/v1/changelog")
    entries = {e["id"]: e for e in feed.json["entries"]}
    for entry_id, header in (("2026-11-22-response-time-header", "X-Response-Time"),
                             ("2026-11-22-logo-header", "X-SVC-Logo")):
        entry = entries[entry_id]
        assert entry["date"] == "2026-11-22" and header in entry["title"] and entry["status"] == "released"
        assert feed.headers[header]  # what the entry announces is what the feed itself carries
    assert [e["date"] for e in load("changelog")["entries"]] == sorted(e["date"] for e in load("changelog")["entries"])
