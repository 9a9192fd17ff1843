"""Factories of the keys domain: keys of any tier, created as the operator's command line does."""

from app.keys.service import create_key
from app.platform.db import unit_of_work


def make_key(app, tier: str = "free", mode: str = "live", label: str | None = "test") -> str:
    """A new key of this tier; returns the secret (shown once, as the API does)."""
    with app.app_context(), unit_of_work():
        _, secret = create_key(tier=tier, mode=mode, label=label)
    return secret
