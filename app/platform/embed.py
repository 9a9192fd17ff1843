"""What every partner widget shares: the partner's theme and background, the frame id its script gives, the
partner's name or code shown in the widget (the compare and the green widgets alike).
"""

from __future__ import annotations

import re

from app.platform.errors import ApiError

EMBED_THEMES, EMBED_BACKGROUNDS = ("dark", "light", "auto"), ("theme", "transparent")
FRAME_ID = re.compile(r"^[a-z0-9-]{1,40}$")
PARTNER_CODE = re.compile(r"^[A-Za-z0-9-]{1,40}$")
DEFAULT_OPTIONS = {"theme": "dark", "bg": "theme"}


def embed_options(theme: str | None, bg: str | None) -> dict:
    """The partner's choice of theme (dark by default; auto follows the reader's system) and background (the
    theme's own, or transparent so the partner's page shows through); anything else is a 400."""
    theme, bg = theme or DEFAULT_OPTIONS["theme"], bg or DEFAULT_OPTIONS["bg"]
    bad = {name: f"{name} must be one of: {', '.join(allowed)}." for name, value, allowed in (
        ("theme", theme, EMBED_THEMES), ("bg", bg, EMBED_BACKGROUNDS)) if value not in allowed}
    if bad:
        raise ApiError(400, "validation_error", " ".join(bad.values()),
                       details={"fields": {name: [text] for name, text in bad.items()}})
    return {"theme": theme, "bg": bg}


def frame_id(value: str | None) -> str:
    """The id the embedding script gave the frame (echoed in its height messages), or "" when malformed."""
    return value if value and FRAME_ID.match(value) else ""


def partner_name(value: str | None) -> str:
    """A partner's display name, as the partner wrote it (escaped when shown), at most 60 characters."""
    return (value or "").strip()[:60]


def partner_code(value: str | None) -> str:
    """A partner code: letters, digits and dashes, at most 40; empty when none is given; a 400 otherwise."""
    value = (value or "").strip()
    if value and not PARTNER_CODE.match(value):
        message = "partner must be letters, digits and dashes, at most 40."
        raise ApiError(400, "validation_error", message, details={"fields": {"partner": [message]}})
    return value
