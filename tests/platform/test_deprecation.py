"""A deprecated route says so on every answer (Deprecation, RFC 9745; Sunset, RFC 8594; Link rel="deprecation") and
in the OpenAPI, and the change feed names it, as it names a deprecated field: shown on throw-away routes and fields,
since nothing in the hub is deprecated."""

from datetime import date

import pytest

from app.platform import deprecation
from tests.platform import sunsetting

DETAIL = "GET /api/v1/sunsetting/old is deprecated: use GET /api/v1/sunsetting/new; it answers until 2027-06-30."


@pytest.fixture
def old_app(make_app, _migrated):
    from app.domains import INSTALLED

    return make_app(domains=(*INSTALLED, sunsetting.DOMAIN))


def test_a_deprecated_route_answers_deprecation_sunset_and_links(old_app):
    answer = old_app.test_client().get("/api/v1/sunsetting/old")
    assert answer.status_code == 200 and answer.json == {"old": True}
    assert answer.headers["Deprecation"] == "@1795478400"  # 2026-11-24, the date of the entry cited
    assert answer.headers["Sunset"] == "Wed, 30 Jun 2027 23:59:59 GMT"
    links = answer.headers["Link"]
    assert '/changelog#2026-11-24-chargeflow>; rel="deprecation"' in links
    assert "/api/v1/sunsetting/new>; rel=\"successor-version\"" in links
    assert {"Deprecation", "Sunset"} <= {h.strip() for h in answer.headers["Access-Control-Expose-Headers"].split(",")}
    fresh = old_app.test_client().get("/api/v1/sunsetting/new")
    assert "Deprecation" not in fresh.headers and "Sunset" not in fresh.headers


def test_a_paged_lists_links_and_the_deprecation_links_travel_together(old_app):
    answer = old_app.test_client().get("/api/v1/sunsetting/listed")
    assert answer.headers["Deprecation"] == "@1796083200"  # since=2026-12-01
    assert 'rel="next"' in answer.headers["Link"] and 'rel="deprecation"' in answer.headers["Link"]


def test_the_openapi_marks_the_operation_deprecated_with_its_sunset(old_app):
    paths = old_app.test_client().get("/svc-openapi.json").json["paths"]
    old = paths["/api/v1/sunsetting/old"]["get"]
    assert old["deprecated"] is True and old["x-svc-sunset"] == "2027-06-30"
    assert old["x-svc-replacement"] == "/api/v1/sunsetting/new"
    assert "deprecated" not in paths["/api/v1/sunsetting/new"]["get"]


def test_every_deprecated_route_must_be_named_by_the_change_feed_and_live_six_months(old_app):
    with old_app.app_context():
        listed = {f"{method} {rule}" for rule, method, _notice in deprecation.deprecated_routes(old_app)}
        assert listed == {"GET /api/v1/sunsetting/old", "GET /api/v1/sunsetting/listed", "GET /sunsetting/page"}
        feed = {"entries": [{"id": sunsetting.ENTRY, "date": "2026-11-30", "title": "t", "summary": "s",
                             "details": [DETAIL]}], "upcoming": []}
        routes_only = {}  # a document without deprecated fields: the next test's
        assert deprecation.unannounced(old_app, feed, routes_only) == ["GET /api/v1/sunsetting/listed",
                                                                       "GET /sunsetting/page"]
        assert deprecation.too_short(old_app, feed, routes_only) == ["GET /sunsetting/page"]  # no entry: none


def test_a_deprecated_field_is_marked_in_its_schema_and_must_be_named_by_the_change_feed(old_app):
    spec = old_app.test_client().get("/svc-openapi.json").json
    way_out = spec["components"]["schemas"]["WayOut"]["properties"]
    assert way_out["old_flag"] == {"type": "boolean", "deprecated": True, "x-svc-sunset": "2027-06-30",
                                   "x-svc-changelog": sunsetting.ENTRY, "x-svc-replacement": "new"}
    assert "deprecated" not in way_out["new"]
    fields = "WayOut.old_flag is deprecated: read WayOut.new; it is answered until 2027-06-30."
    feed = {"entries": [{"id": sunsetting.ENTRY, "date": "2026-11-30", "title": "t", "summary": "s",
                         "details": [DETAIL, fields]}], "upcoming": []}
    with old_app.app_context():
        assert {label for label, _notice in deprecation.deprecated_fields(spec)} == {"WayOut.old_flag",
                                                                                   "WayOut.legacy"}
        assert "WayOut.old_flag" not in deprecation.unannounced(old_app, feed, spec)
        assert "WayOut.legacy" in deprecation.unannounced(old_app, feed, spec)
        assert [label for label in deprecation.too_short(old_app, feed, spec) if "." in label] == ["WayOut.legacy"]
        unnamed = {"entries": [{**feed["entries"][0], "details": [DETAIL, "The old_flag of WayOut goes."]}],
                   "upcoming": []}
        assert "WayOut.old_flag" in deprecation.unannounced(old_app, unnamed, spec)
        assert "WayOut.old_flag" not in deprecation.unannounced(old_app, feed)  # the app's document as served


def test_nothing_the_hub_deprecates_is_missing_from_its_change_feed(app):
    with app.app_context():
        assert deprecation.unannounced(app) == [] and deprecation.too_short(app) == []


def test_the_announcement_date_comes_from_the_entry_cited():
    notice = deprecation.Deprecation(date(2027, 6, 30), "x")
    feed = {"entries": [{"id": "x", "date": "2026-11-30"}]}
    assert notice.announced_on(feed) == date(2026, 11, 30)
    assert deprecation.Deprecation(date(2027, 6, 30), "missing").announced_on(feed) is None
