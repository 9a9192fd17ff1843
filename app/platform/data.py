"""Shipped reference data under app/data/, read once per process."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


@lru_cache(maxsize=32)
def load(name: str) -> dict:
    """The parsed app/data/<name>.json (cached; treat it as read-only)."""
    return json.loads((DATA_DIR / f"{name}.json").read_text(encoding="utf-8"))


# The 27 member states of the European Union (ISO 3166 alpha-2): where EU law, MiCA included, applies.
EU_MEMBER_STATES = frozenset({
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
    "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
})


def jurisdictions_concerning(code: str) -> tuple[str, ...]:
    """The jurisdictions whose texts concern a place: its own, and the EU's for a member state."""
    return (code, "EU") if code in EU_MEMBER_STATES else (code,)
