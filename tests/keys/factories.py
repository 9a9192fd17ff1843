"""Factories of the keys domain: keys of any tier, created as the operator's command line does.

`api_key` and `identity` work inside the caller's app context and only flush; `make_key` commits in its own
unit of work (what the `new_key` fixture gives a test that talks HTTP)."""

from sqlalchemy import select

from app.extensions import db
from app.keys.service import create_key, create_test_key, revoke
from app.platform.auth import KeyIdentity, hash_secret
from app.platform.clock import aware
from app.platform.db import unit_of_work
from app.platform.models import ApiKey


def make_key(app, tier: str = "free", mode: str = "live", label: str | None = "test") -> str:
    """A new key of this tier; returns the secret (shown once, as the API does)."""
    with app.app_context(), unit_of_work():
        _, secret = create_key(tier=tier, mode=mode, label=label)
    return secret


def make_test_key(app, tier: str = "premium", label: str | None = "test") -> str:
    """A test key of this tier made from a new live key, as POST /api/v1/keys/current/test-keys makes it; returns
    its secret."""
    with app.app_context(), unit_of_work():
        live, _ = create_key(tier=tier, label=label)
        _, secret = create_test_key(live, label=label)
    return secret


def identity(key: ApiKey | str) -> KeyIdentity:
    """What a request knows of a key (what services take), from its row or its secret."""
    row = key if isinstance(key, ApiKey) else db.session.scalar(select(ApiKey).where(
        ApiKey.key_hash == hash_secret(key)))
    return KeyIdentity(row.id, row.public_id, row.tier, row.mode, row.is_demo,
                       aware(row.expires_at) if row.expires_at else None, row.live_key_id)


def api_key(*, tier: str = "free", mode: str = "live", label: str | None = "test",
            revoked: bool = False) -> tuple[KeyIdentity, str]:
    """A new key: its identity (for services and other factories) and its secret (for a Bearer header)."""
    row, secret = create_key(tier=tier, mode=mode, label=label)
    if revoked:
        revoke(row)
    return identity(row), secret
