"""Whether `flask seed` loads sample data: in the embedded mode by default, in production only when asked
(`flask seed --samples`, or SVC_SEED_SAMPLES=1). A domain's seed asks here before it loads its samples, so no
production database receives a sample it did not ask for."""

from __future__ import annotations

from flask import current_app


def wanted() -> bool:
    """True when this seed should load sample data (SVC_SEED_SAMPLES: auto = the embedded mode only)."""
    setting = current_app.config.get("SVC_SEED_SAMPLES", "auto")
    if setting == "auto":
        return current_app.config.get("SVC_MODE") == "embedded"
    return setting == "1"
