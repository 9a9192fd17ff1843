"""The keys' rules at the service, without HTTP: a key is kept as its hash, tiers and modes are checked, the shared
demo key cannot be changed, a revocation is kept once and known everywhere at once."""

import pytest

from app.extensions import db
from app.keys import service
from app.platform import counters
from app.platform.auth import VERSION_COUNTER, hash_secret
from app.platform.listing import Window
from app.platform.models import ApiKey
from tests.keys.factories import api_key


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def test_a_key_is_kept_as_the_hash_of_its_secret_and_found_by_either_id(ctx):
    key, secret = api_key(tier="premium", mode="test", label="my app")
    row = db.session.get(ApiKey, key.id)
    assert secret.startswith("svc_pk_test_") and row.key_hash == hash_secret(secret)
    assert secret not in (row.display, row.public_id, row.label) and row.display.endswith(secret[-4:])
    assert service.resolve(secret) is service.resolve(key.public_id) is row
    assert key.is_premium and key.quota_class == "premium"


def test_an_unknown_tier_or_mode_makes_no_key(ctx):
    for tier, mode in (("gold", "live"), ("free", "prod")):
        with pytest.raises(ValueError):
            service.create_key(tier=tier, mode=mode)
    with pytest.raises(Exception, match="tier must be one of") as refused:
        service.set_tier(api_key()[0].public_id, "gold")
    assert refused.value.code == "validation_error"


def test_the_shared_demo_key_keeps_its_tier_and_cannot_be_revoked(ctx):
    demo = service.ensure_demo_key()
    assert service.ensure_demo_key() is demo and demo.quota_class == "demo" and not demo.is_premium
    for change in (lambda: service.set_tier(demo.public_id, "premium"), lambda: service.revoke(demo)):
        with pytest.raises(Exception, match="demo key") as refused:
            change()
        assert refused.value.code == "demo_key_immutable"
    assert (demo.tier, demo.revoked_at) == ("free", None)


def test_a_revocation_is_kept_once_and_moves_the_keys_version(ctx):
    key, secret = api_key()
    row = db.session.get(ApiKey, key.id)
    before = counters.read(VERSION_COUNTER)
    service.revoke(row)
    revoked_at = row.revoked_at
    service.revoke(row)
    assert row.revoked_at == revoked_at and counters.read(VERSION_COUNTER) == before + 1
    assert [k.id for k in service.list_keys(Window(10, 0)).items] == []
    assert [k.id for k in service.list_keys(Window(10, 0), include_revoked=True).items] == [key.id]


def test_a_key_shows_its_secret_once_and_this_months_quota(ctx):
    row, secret = service.create_key(tier="free", label="my app")
    created, read = service.shown(row, secret), service.shown(row)
    assert created.row is read.row is row and created.secret == secret and created.warning
    assert read.secret is None and read.warning is None
    assert (read.quota.used, read.quota.remaining) == (0, read.quota.limit)
