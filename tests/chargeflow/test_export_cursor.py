"""The export past one page: a signed cursor walks every unit of the key once, newest first, within a date range;
a cursor the hub did not give, or gave for another key or other filters, is a 400."""

import json
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

from sqlalchemy import insert

from app.platform.db import unit_of_work
from tests.chargeflow import factories
from tests.conftest import bearer
from tests.keys.factories import identity

START = datetime(2026, 3, 1, tzinfo=UTC)
MANY = 5_230


def _bulk(app, key_secret: str, count: int) -> set[str]:
    """`count` units of the key, copies of one minted unit inserted in one statement, three to a minted_at (so the
    walk must break ties by id); their ids."""
    from app.chargeflow.models import Unit
    from app.extensions import db

    with app.app_context(), unit_of_work():
        model = factories.unit(identity(key_secret))
        row = {c.key: getattr(model, c.key) for c in Unit.__mapper__.column_attrs}
        rows = [{**row, "id": f"cfu_e_bulk{i:07d}", "external_id": f"BULK-{i}",
                 "minted_at": START + timedelta(minutes=i // 3)} for i in range(count - 1)]
        db.session.execute(insert(Unit), rows)
        return {model.id, *(r["id"] for r in rows)}


def _page(client, headers, url):
    response = client.get(url, headers=headers)
    assert response.status_code == 200, response.data
    return response, json.loads(response.data)


def _relative(link: str) -> str:
    """The target of a Link header's rel="next", as a path and query the test client takes."""
    target = link.split(";")[0].strip("<> ")
    parts = urlsplit(target)
    return f"{parts.path}?{parts.query}"


def test_walking_the_cursor_yields_every_unit_once_past_five_thousand(app, client, premium, premium_key):
    made = _bulk(app, premium_key, MANY)
    response, first = _page(client, premium, "/api/v1/chargeflow/export")
    assert first["count"] == 5000 and first["total"] == MANY and first["truncated"] is True
    assert response.headers["X-SVC-Next-Cursor"] == first["next_cursor"]
    assert 'rel="next"' in response.headers["Link"]
    assert "X-SVC-Next-Cursor" in response.headers["Access-Control-Expose-Headers"]  # readable from a browser
    response, second = _page(client, premium, _relative(response.headers["Link"]))
    assert second["count"] == MANY - 5000 and second["next_cursor"] is None
    assert "X-SVC-Next-Cursor" not in response.headers and "Link" not in response.headers
    seen = [u["id"] for u in first["units"] + second["units"]]
    assert len(seen) == len(set(seen)) == MANY and set(seen) == made
    minted = [u["minted_at"] for u in first["units"] + second["units"]]
    assert minted == sorted(minted, reverse=True)


def test_smaller_pages_and_a_date_range_walk_the_same_units_once(app, client, premium, premium_key):
    made = _bulk(app, premium_key, 700)
    window = "minted_from=2026-03-01T01:00:00Z&minted_to=2026-03-01T02:00:00Z"
    url, seen = f"/api/v1/chargeflow/export?limit=50&{window}", []
    while url:
        response, page = _page(client, premium, url)
        assert page["count"] <= 50 and page["total"] == 180  # 60 minutes, three units to a minute
        seen += [u["id"] for u in page["units"]]
        url = response.headers.get("Link") and _relative(response.headers["Link"])
    assert len(seen) == len(set(seen)) == 180 and set(seen) < made
    csv_page = client.get(f"/api/v1/chargeflow/export?format=csv&limit=100&{window}", headers=premium)
    assert csv_page.headers["X-SVC-Next-Cursor"] and csv_page.data.count(b"\r\n") == 101


def test_a_cursor_not_given_by_the_hub_or_for_other_filters_or_another_key_is_refused(app, client, premium,
                                                                                     premium_key, new_key):
    _bulk(app, premium_key, 5)
    cursor = client.get("/api/v1/chargeflow/export?limit=2", headers=premium).headers["X-SVC-Next-Cursor"]
    other = bearer(new_key("premium"))
    for url, headers in [(f"/api/v1/chargeflow/export?cursor={cursor[:-2]}xx", premium),
                         ("/api/v1/chargeflow/export?cursor=not-a-cursor", premium),
                         (f"/api/v1/chargeflow/export?cursor={cursor}&kind=w", premium),
                         (f"/api/v1/chargeflow/export?cursor={cursor}", other)]:
        refused = client.get(url, headers=headers)
        assert refused.status_code == 400 and refused.json["error"]["code"] == "validation_error"
        assert "query.cursor" in refused.json["error"]["details"]["fields"]
    assert client.get(f"/api/v1/chargeflow/export?cursor={cursor}&limit=3", headers=premium).status_code == 200


def test_the_page_size_and_the_date_range_are_checked(client, premium):
    for query in ("limit=5001", "limit=0", "minted_from=2026-03-02T00:00:00Z&minted_to=2026-03-01T00:00:00Z",
                  "minted_from=yesterday"):
        refused = client.get(f"/api/v1/chargeflow/export?{query}", headers=premium)
        assert refused.status_code == 400 and refused.json["error"]["code"] == "validation_error", query
