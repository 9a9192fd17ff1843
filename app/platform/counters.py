"""Named counters shared by every process, and a cache that empties itself when its counter moves.

A writer bumps the counter in its own transaction (a catalogue import, a key revocation); every process
reads the counter at most once a second and drops what it computed for an older value.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable

from sqlalchemy import select, update

from app.extensions import db
from app.platform.models import Counter


def bump(name: str) -> None:
    """Move the counter in the caller's transaction (created at 1 on first use)."""
    updated = db.session.execute(update(Counter).where(Counter.name == name).values(value=Counter.value + 1)).rowcount
    if not updated:
        db.session.add(Counter(name=name, value=1))
    db.session.flush()


def read(name: str) -> int:
    return db.session.scalar(select(Counter.value).where(Counter.name == name)) or 0


class VersionedCache:
    """Values computed once per counter version; the version is read at most every `check_every` seconds,
    and always right after this process bumped it (forget())."""

    def __init__(self, counter: str, check_every: float = 1.0, max_entries: int = 4096):
        self.counter, self.check_every, self.max_entries = counter, check_every, max_entries
        self.lock = threading.Lock()
        self.entries: dict[Hashable, object] = {}
        self.version: int | None = None
        self.checked = 0.0

    def current_version(self) -> int:
        now = time.monotonic()
        if self.version is None or now - self.checked >= self.check_every:
            version = read(self.counter)
            with self.lock:
                if version != self.version:
                    self.entries.clear()
                    self.version = version
                self.checked = now
        return self.version

    def get(self, key: Hashable, compute: Callable[[], object]):
        self.current_version()
        try:
            return self.entries[key]
        except KeyError:
            pass
        value = compute()
        with self.lock:
            if len(self.entries) >= self.max_entries:
                self.entries.clear()
            self.entries[key] = value
        return value

    def forget(self) -> None:
        with self.lock:
            self.entries.clear()
            self.version = None
