"""What the assistant refuses, in its own words; `DOMAIN.errors` (app/copilot/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import NotFound


class ConversationNotFound(NotFound):
    """No conversation with that id that the caller may read: expired, another caller's, or never started (ids
    cannot be probed)."""

    default_message = "No such conversation."
