"""API keys: creation, tiers, rotation, expiry, test keys, revocation (identity itself: app/platform/auth.py)."""

from app.platform.domain import Domain, ErrorCode, Setting
from app.platform.settings import RATE_LIMIT

_ERRORS = "app.keys.errors:"

DOMAIN = Domain(
    name="keys",
    api=("app.keys.api:blp",),
    cli="app.keys.cli:keys_cli",
    seed="app.keys.service:seed_demo_key",
    errors=(ErrorCode(_ERRORS + "KeyNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "UnknownTier", 400, "validation_error"),
            ErrorCode(_ERRORS + "DemoKeyImmutable", 403, "demo_key_immutable"),
            ErrorCode(_ERRORS + "BadExpiry", 400, "validation_error"),
            ErrorCode(_ERRORS + "TestKeyRefused", 403, "live_key_required")),
    settings=(Setting("SVC_KEY_CREATE_LIMIT", "5/hour", "Per-IP limit on `POST /api/v1/keys`", RATE_LIMIT),),
)
