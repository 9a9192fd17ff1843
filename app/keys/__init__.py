"""API keys: creation, tiers, revocation (the key itself is platform identity: app/platform/auth.py)."""

from app.platform.domain import Domain

DOMAIN = Domain(
    name="keys",
    api=("app.keys.api:blp",),
    cli="app.keys.cli:keys_cli",
    seed="app.keys.service:seed_demo_key",
)
