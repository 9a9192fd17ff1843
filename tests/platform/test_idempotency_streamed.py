"""Idempotency-Key on a creating route whose body streams (POST /api/v1/shield/ingest): the key is claimed with the
SHA-256 the route computes as the bytes arrive, never by reading the body whole; replays, mismatches and what is
not kept are as on every other creating route."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from app.extensions import db
from tests.conftest import bearer

INGEST = "/api/v1/shield/ingest"
PDF = b"%PDF-1.7\n" + bytes(range(256)) * 4


def _receipts(app) -> int:
    from app.shield.models import ShieldTap

    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(ShieldTap))


def _ingest(client, key: str, data: bytes = PDF, query: str = "", idem: str = "ingest-0001"):
    return client.post(f"{INGEST}{query}", data=data, content_type="application/pdf",
                       headers={**bearer(key), "Idempotency-Key": idem})


@pytest.fixture
def unread_whole(monkeypatch):
    """The platform must not hash the body itself on this route: that would read it whole."""
    from app.platform import idempotency

    def refused():
        raise AssertionError("the streamed body was read whole")

    monkeypatch.setattr(idempotency, "_body_hash", refused)


def test_a_retried_ingest_answers_the_first_receipt_and_anchors_once(app, client, new_key, unread_whole):
    key = new_key("premium")
    first, again = _ingest(client, key), _ingest(client, key)
    assert first.status_code == 201 and "Idempotency-Replayed" not in first.headers
    assert again.status_code == 201 and again.headers["Idempotency-Replayed"] == "true"
    assert again.get_data() == first.get_data() and again.json["id"] == first.json["id"]
    assert _receipts(app) == 1


def test_the_key_is_bound_to_the_bytes_and_to_the_query(app, client, new_key, unread_whole):
    key = new_key("premium")
    assert _ingest(client, key).status_code == 201
    other_bytes = _ingest(client, key, data=PDF + b"\n")
    anchored_now = _ingest(client, key, query="?anchor_now=true")
    for refused in (other_bytes, anchored_now):
        assert (refused.status_code, refused.json["error"]["code"]) == (422, "idempotency_mismatch")
        assert "Idempotency-Replayed" not in refused.headers
    assert _receipts(app) == 1


def test_an_invalid_key_is_refused_before_the_body_is_read(app, client, new_key, monkeypatch):
    from app.shield import service

    monkeypatch.setattr(service, "stream_digest", lambda *_: pytest.fail("the body was read"))
    refused = _ingest(client, new_key("premium"), idem="clé")
    assert (refused.status_code, refused.json["error"]["code"]) == (400, "invalid_idempotency_key")
    assert _receipts(app) == 0


def test_a_body_too_large_keeps_nothing_and_the_key_stays_free(app, client, new_key):
    app.config["SVC_SHIELD_INGEST_MAX"] = str(len(PDF))
    key = new_key("premium")
    assert _ingest(client, key, data=PDF + b"!").status_code == 413
    retried = _ingest(client, key)
    assert retried.status_code == 201 and "Idempotency-Replayed" not in retried.headers


def test_an_anchor_quota_refusal_is_not_kept_and_a_retry_runs(app, client, new_key):
    app.config["SVC_SHIELD_FREE_ANCHORS"] = "0"
    key = new_key("free")
    refused = _ingest(client, key)
    assert (refused.status_code, refused.json["error"]["code"]) == (429, "anchor_quota_exceeded")
    app.config["SVC_SHIELD_FREE_ANCHORS"] = "5"
    retried = _ingest(client, key)
    assert retried.status_code == 201 and "Idempotency-Replayed" not in retried.headers
    assert _receipts(app) == 1
