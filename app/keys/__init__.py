"""API keys: creation, tiers, revocation (the key itself is platform identity: app/platform/auth.py)."""

from app.platform.domain import Domain, Setting
from app.platform.settings import RATE_LIMIT

DOMAIN = Domain(
    name="keys",
    api=("app.keys.api:blp",),
    cli="app.keys.cli:keys_cli",
    seed="app.keys.service:seed_demo_key",
    settings=(Setting("SVC_KEY_CREATE_LIMIT", "5/hour", "Per-IP limit on `POST /api/v1/keys`", RATE_LIMIT),),
)
