"""API keys: create (shown once), change tier, revoke, list; the lookup itself is platform identity."""

from __future__ import annotations

import base64
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select

from app.extensions import db
from app.keys.errors import BadExpiry, DemoKeyImmutable, KeyNotFound, TestKeyRefused, UnknownTier
from app.platform import quota
from app.platform.auth import KEY_PREFIX, bump_key_version, hash_secret
from app.platform.clock import aware, utcnow
from app.platform.ids import new_id
from app.platform.listing import Window, page_of
from app.platform.models import MODES, TIERS, ApiKey
from app.platform.quota import QuotaState

DEMO_KEY = "svc_pk_test_demo"
MAX_LIFETIME = timedelta(days=366)
GRACE_DEFAULT, GRACE_MAX = 3600, 86400
WARNING = "This key is shown once. Only its SHA-256 is stored; keep it secret."


@dataclass(frozen=True)
class KeyShown:
    """A key as its holder reads it: the stored key, this month's quota, and the key itself (`secret`) only right
    after its creation."""

    row: ApiKey
    quota: QuotaState
    secret: str | None = None

    @property
    def warning(self) -> str | None:
        return WARNING if self.secret else None


def _display(secret: str) -> str:
    return secret if secret == DEMO_KEY else f"{secret[:16]}…{secret[-4:]}"


def generate_secret(mode: str) -> str:
    """svc_pk_live_ or svc_pk_test_, then 32 base32 characters (160 random bits)."""
    body = base64.b32encode(secrets.token_bytes(20)).decode("ascii").lower()
    return f"{KEY_PREFIX}{mode}_{body}"


def create_key(*, tier: str = "free", mode: str = "live", label: str | None = None,
               expires_at: datetime | None = None, live_key: ApiKey | None = None) -> tuple[ApiKey, str]:
    """Create a key; the secret is returned here and never again. A test key made from `live_key` counts on its
    quota."""
    if tier not in TIERS or mode not in MODES:
        raise ValueError("unknown tier or mode")
    secret = generate_secret(mode)
    key = ApiKey(public_id=new_id("key"), key_hash=hash_secret(secret), display=_display(secret),
                 label=label, tier=tier, mode=mode, created_at=utcnow(), expires_at=expires_at,
                 live_key_id=live_key.id if live_key is not None else None)
    db.session.add(key)
    db.session.flush()
    return key, secret


CREATE_DOOR = ("SVC_KEY_CREATE_LIMIT", "keys")  # (setting, window name): the per-address limit on new free keys


def create_free_key(body: dict) -> tuple[ApiKey, str]:
    """A free key from a checked KeyCreate body (label, mode, expiry): what POST /api/v1/keys and the quickstart's
    form create."""
    return create_key(tier="free", mode=body["mode"], label=body["label"],
                      expires_at=expiry(body["expires_at"], body["expires_in_days"]))


def live_parent(key: ApiKey) -> ApiKey:
    """The live key test keys are made from when `key` asks: itself if live, its live key if it is a test key made
    from one. A free test key created on its own and the demo key have none."""
    if key.mode == "test" and key.live_key_id is not None:
        key = row_of(key.live_key_id)
    if key.mode != "live" or key.is_demo or key.revoked_at is not None:
        raise TestKeyRefused("Test keys are made from a live key, or from a test key made from one.")
    return key


def create_test_key(caller: ApiKey, *, label: str | None = None,
                    expires_at: datetime | None = None) -> tuple[ApiKey, str]:
    """A test key of a live key's tier, counting on the live key's monthly quota (how a paid tier is tried out
    without a second quota). Asked by a test key made from a live key, it makes another test key of that live key:
    same tier, same quota, never a live key."""
    live_key = live_parent(caller)
    if live_key.expires_at is not None and (expires_at is None or expires_at > aware(live_key.expires_at)):
        expires_at = aware(live_key.expires_at)  # never outlives the key it counts on
    return create_key(tier=live_key.tier, mode="test", label=label, expires_at=expires_at, live_key=live_key)


def rotate(key: ApiKey, grace_seconds: int = GRACE_DEFAULT) -> tuple[ApiKey, str]:
    """A new secret for the key; the current one keeps answering for `grace_seconds`, then expires. A secret still
    in an earlier grace period stops at once."""
    if key.is_demo:
        raise DemoKeyImmutable("The shared demo key cannot be rotated.")
    secret = generate_secret(key.mode)
    key.previous_hash, key.previous_expires_at = key.key_hash, utcnow() + timedelta(seconds=grace_seconds)
    key.key_hash, key.display = hash_secret(secret), _display(secret)
    bump_key_version()
    return key, secret


def expiry(expires_at: datetime | None, expires_in_days: int | None) -> datetime | None:
    """When a new key expires: at a moment, or after whole days; never more than 366 days ahead."""
    now = utcnow()
    if expires_in_days is not None:
        return now + timedelta(days=expires_in_days)
    if expires_at is not None and not now < aware(expires_at) <= now + MAX_LIFETIME:
        raise BadExpiry("expires_at must be in the future and at most 366 days ahead.", field="expires_at")
    return expires_at


def ensure_demo_key() -> ApiKey:
    """Seed the shared public demo key (idempotent)."""
    key = db.session.scalars(select(ApiKey).where(ApiKey.key_hash == hash_secret(DEMO_KEY))).first()
    if key is None:
        key = ApiKey(public_id=new_id("key"), key_hash=hash_secret(DEMO_KEY), display=DEMO_KEY,
                     label="public demo key", tier="free", mode="test", is_demo=True, created_at=utcnow())
        db.session.add(key)
        db.session.flush()
    return key


def seed_demo_key() -> str:
    """`flask seed`: the shared public demo key."""
    ensure_demo_key()
    return f"demo key {DEMO_KEY}"


def resolve(ref: str) -> ApiKey:
    """A key by its public id (key_...) or by its secret, revoked or not."""
    column = ApiKey.public_id if ref.startswith("key_") else ApiKey.key_hash
    value = ref if ref.startswith("key_") else hash_secret(ref)
    key = db.session.scalars(select(ApiKey).where(column == value)).first()
    if key is None:
        raise KeyNotFound()
    return key


def set_tier(ref: str, tier: str) -> ApiKey:
    """Move a key to another tier (operators: paid subscriptions live outside the hub)."""
    if tier not in TIERS:
        raise UnknownTier(f"tier must be one of {', '.join(TIERS)}")
    key = resolve(ref)
    if key.is_demo:
        raise DemoKeyImmutable("The shared demo key stays on the free tier.")
    key.tier = tier
    for test_key in db.session.scalars(select(ApiKey).where(ApiKey.live_key_id == key.id)):
        test_key.tier = tier  # its test keys follow the live key's tier
    bump_key_version()
    return key


def revoke(key: ApiKey) -> ApiKey:
    """Revoke a key at once; it answers invalid_api_key from then on."""
    if key.is_demo:
        raise DemoKeyImmutable("The shared demo key cannot be revoked.")
    if key.revoked_at is None:
        key.revoked_at = utcnow()
        for test_key in db.session.scalars(select(ApiKey).where(ApiKey.live_key_id == key.id,
                                                                ApiKey.revoked_at.is_(None))):
            test_key.revoked_at = key.revoked_at  # a paid test key never outlives its live key
        bump_key_version()
    return key


def list_keys(window: Window, include_revoked: bool = False):
    """A page of keys, oldest first (operators' listing)."""
    stmt = select(ApiKey).order_by(ApiKey.id)
    if not include_revoked:
        stmt = stmt.where(ApiKey.revoked_at.is_(None))
    return page_of(stmt, window)


def expired(key: ApiKey) -> bool:
    """Whether a stored key is past its expiry."""
    return key.expires_at is not None and aware(key.expires_at) <= utcnow()


def row_of(key_id: int) -> ApiKey:
    """The stored key behind an authenticated identity."""
    key = db.session.get(ApiKey, key_id)
    if key is None:
        raise KeyNotFound()
    return key


def shown(key: ApiKey, secret: str | None = None) -> KeyShown:
    """The public view of a key, with this month's quota (and the secret only right after creation)."""
    return KeyShown(key, quota.usage(key.quota_key_id, key.quota_class), secret)
