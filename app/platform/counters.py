"""Named counters shared by every process, and a cache that empties itself when its counter moves.

A writer bumps the counter in its own transaction (a catalogue import, a key revocation); every process
reads all counters in one statement at most once a second (versions()), whoever asks (the catalogue's
caches, the key cache), and drops what it computed for an older value.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable

from flask import current_app
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


class Versions:
    """Every counter's value as this process last read it: one statement for all of them, at most every
    `check_every` seconds, or on the next ask after forget() (this process bumped one)."""

    def __init__(self, check_every: float = 1.0):
        self.check_every = check_every
        self.values: dict[str, int] = {}
        self.checked: float | None = None

    def get(self, name: str) -> int:
        now = time.monotonic()
        if self.checked is None or now - self.checked >= self.check_every:
            self.values = dict(db.session.execute(select(Counter.name, Counter.value)).all())
            self.checked = now
        return self.values.get(name, 0)

    def forget(self) -> None:
        self.checked = None


def versions() -> Versions:
    """This app's view of the counters (one per process and app)."""
    found = current_app.extensions.get("svc_versions")
    if found is None:
        found = current_app.extensions["svc_versions"] = Versions()
    return found


class VersionedCache:
    """Values computed once per counter version (versions() reads the counter at most once a second, and
    always right after this process bumped it: forget()). At most `max_entries` values: the oldest go first."""

    def __init__(self, counter: str, max_entries: int = 4096):
        self.counter, self.max_entries = counter, max_entries
        self.lock = threading.Lock()
        self.entries: dict[Hashable, object] = {}
        self.version: int | None = None

    def current_version(self) -> int:
        version = versions().get(self.counter)
        if version != self.version:
            with self.lock:
                self.entries.clear()
                self.version = version
        return version

    def peek(self, key: Hashable, default=None):
        """The value kept for key in this version, or default (nothing computed)."""
        self.current_version()
        return self.entries.get(key, default)

    def absent(self, keys: list) -> list:
        """The keys of `keys` with nothing kept in this version, in order (the version read once)."""
        self.current_version()
        entries = self.entries
        return [key for key in keys if key not in entries]

    def put(self, key: Hashable, value, version: int | None = None) -> None:
        """Keep value for key; with `version`, only if the cache is still at that version (a value computed
        from an older catalogue is never kept under a newer one)."""
        with self.lock:
            if version is not None and version != self.version:
                return
            while len(self.entries) >= self.max_entries:
                self.entries.pop(next(iter(self.entries)), None)
            self.entries[key] = value

    def get(self, key: Hashable, compute: Callable[[], object]):
        missing = object()
        version = self.current_version()
        value = self.entries.get(key, missing)
        if value is missing:
            value = compute()
            self.put(key, value, version)
        return value

    def get_all(self, wanted: list) -> list:
        """get() for each (key, compute) of `wanted`, in order, the version read once; a compute that answers
        None (nothing to keep) is asked again next time."""
        version, missing = self.current_version(), object()
        out = []
        for key, compute in wanted:
            value = self.entries.get(key, missing)
            if value is missing:
                value = compute()
                if value is not None:
                    self.put(key, value, version)
            out.append(value)
        return out

    def forget(self) -> None:
        with self.lock:
            self.entries.clear()
            self.version = None
        versions().forget()
