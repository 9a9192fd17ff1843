"""Webhook signatures a receiver can check with the tools it already has: GitHub's X-Hub-Signature-256
scheme and the Standard Webhooks library; one changed byte fails both."""

import hashlib
import hmac
import time

import pytest
from standardwebhooks import Webhook, WebhookVerificationError

from app.platform import signing

BODY = b'{"id":"evt_1","event":"ping","created_at":"2026-11-24T00:00:00Z","data":{}}'


def _github_valid(secret: str, body: bytes, header: str) -> bool:
    """The check GitHub documents for X-Hub-Signature-256, keyed with the secret's text."""
    expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


@pytest.fixture
def secret(make_app, _migrated):
    app = make_app(WEBHOOK_SECRET="server-side webhook key")
    with app.app_context():
        yield signing.webhook_secret("wh_test")


def test_a_secret_is_derived_from_the_server_key_and_the_webhook_not_stored(make_app, _migrated):
    app = make_app(WEBHOOK_SECRET="server-side webhook key")
    with app.app_context():
        first = signing.webhook_secret("wh_a")
        assert first.startswith("whsec_") and first == signing.webhook_secret("wh_a")
        assert first != signing.webhook_secret("wh_b") and first != signing.webhook_secret("wh_a", generation=1)
    with make_app(WEBHOOK_SECRET="").app_context():
        assert signing.webhook_secret("wh_a") is None


def test_a_delivery_verifies_with_github_scheme_and_the_standard_webhooks_library(secret):
    now = int(time.time())
    headers = signing.webhook_headers([secret], "whd_1", now, BODY)
    assert _github_valid(secret, BODY, headers["X-SVC-Signature"])
    assert Webhook(secret).verify(BODY, headers) == {"id": "evt_1", "event": "ping",
                                                     "created_at": "2026-11-24T00:00:00Z", "data": {}}


def test_one_changed_byte_fails_both_checks(secret):
    headers = signing.webhook_headers([secret], "whd_1", int(time.time()), BODY)
    tampered = BODY.replace(b"ping", b"pong")
    assert not _github_valid(secret, tampered, headers["X-SVC-Signature"])
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(tampered, headers)


def test_during_a_rotation_both_secrets_verify_the_standard_signature(make_app, _migrated):
    with make_app(WEBHOOK_SECRET="server-side webhook key").app_context():
        new, old = signing.webhook_secret("wh_a", 1), signing.webhook_secret("wh_a", 0)
    headers = signing.webhook_headers([new, old], "whd_2", int(time.time()), BODY)
    assert len(headers["webhook-signature"].split(" ")) == 2
    assert Webhook(new).verify(BODY, headers) and Webhook(old).verify(BODY, headers)
    assert _github_valid(new, BODY, headers["X-SVC-Signature"])
