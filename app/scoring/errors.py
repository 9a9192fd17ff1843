"""What scoring refuses, in its own words; `DOMAIN.errors` (app/scoring/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import NotFound


class ScoreHistoryNotFound(NotFound):
    """No scr_ or mon_ series with that id, or another key's."""

    default_message = "No such score history."


class MonitorNotFound(NotFound):
    """No monitor with that id (a score history that is not a monitor), or another key's."""

    default_message = "No such monitor."
