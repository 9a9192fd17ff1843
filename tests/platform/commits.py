"""Every commit the hub's code makes goes through the unit of work (app/platform/db.py).

A listener on every engine's COMMIT and every session's commit asks db.committing(); a commit that app/ code
caused by any other path (a session committed by hand, engine.begin() ...) is recorded where it was made, and
the test that caused it fails at its teardown. Commits made by tests and tools themselves (fixtures that empty
tables, migrations) are not the hub's and pass. Enabled for the whole suite from tests/conftest.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

ROOT = Path(__file__).resolve().parents[2]
WATCHED = str(ROOT / "app") + "/"  # the code whose commits must be the unit of work's
HERE = str(Path(__file__).resolve())
_stray: list[str] = []


def _hub_frame() -> str | None:
    """Where in the watched code the commit under way was made (path:line of the innermost frame there), or None
    when no watched code is on the stack."""
    frame = sys._getframe(1)
    while frame is not None:
        name = frame.f_code.co_filename
        if name.startswith(WATCHED) and name != HERE:
            return f"{Path(name).relative_to(ROOT)}:{frame.f_lineno}"
        frame = frame.f_back
    return None


def _on_commit(_connection) -> None:
    from app.platform.db import committing

    if not committing():
        where = _hub_frame()
        if where is not None:
            _stray.append(where)


def _on_session_commit(session) -> None:
    """A session's commit (a savepoint's release is the unit of work's own business, not a commit)."""
    if not session.in_nested_transaction():
        _on_commit(None)


def take_stray() -> list[str]:
    """The commits made outside the unit of work since the last call, forgotten once read."""
    found = list(dict.fromkeys(_stray))
    _stray.clear()
    return found


def pytest_configure(config) -> None:
    if not event.contains(Engine, "commit", _on_commit):
        event.listen(Engine, "commit", _on_commit)
        event.listen(Session, "before_commit", _on_session_commit)


@pytest.fixture(autouse=True)
def _commits_only_through_the_unit_of_work():
    take_stray()
    yield
    stray = take_stray()
    if stray:
        pytest.fail("committed outside the unit of work (app/platform/db.py): " + ", ".join(stray), pytrace=False)
