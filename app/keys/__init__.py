"""API keys: creation, tiers, revocation (the key itself is platform identity: app/platform/auth.py)."""

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
            ErrorCode(_ERRORS + "DemoKeyImmutable", 403, "demo_key_immutable")),
    settings=(Setting("SVC_KEY_CREATE_LIMIT", "5/hour", "Per-IP limit on `POST /api/v1/keys`", RATE_LIMIT),),
)
