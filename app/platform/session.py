"""The hub's SQLAlchemy session: a request that only reads (GET, HEAD) reads PostgreSQL without a transaction.

A read in a transaction costs two round trips more than the statement: BEGIN before it and ROLLBACK when the
connection goes back to the pool. Measured side by side on an uncached screener read (bench/keypath.py, the
setting on and off), leaving them out answered in 0.91x the time under 8 clients, and no faster with one.
Under PostgreSQL's READ COMMITTED, each statement of a transaction already sees what was committed before it,
not one snapshot for the whole request; a statement in autocommit sees the same, so a read answers what it
answered in a transaction.

The session of such a request takes its connections from the same pool with `isolation_level="AUTOCOMMIT"`
(SQLAlchemy restores the level when the connection goes back). It must write nothing: a flush, or an INSERT,
UPDATE or DELETE sent with `session.execute()`, raises `WriteInRead` (app/platform/db.py), so a GET can never
half-write. A read door that writes on purpose (the record of a PDF it served, an anchor asked with shield=1, a
reservation found expired) says so with `write_in_read()`, which makes the block a transaction of its own; a count
that must last whatever becomes of the request uses `separate_transaction()`. A server-side cursor (yield_per)
lives in a transaction: a streamed export reads on a connection of its own. SQLite opens no transaction before a
write anyway; the rule against writes holds there too.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from flask import current_app, has_request_context, request
from flask_sqlalchemy.session import Session as FlaskSession
from sqlalchemy.engine import Engine

READ_ONLY = "svc_read_only"  # session.info: "autocommit" or "transaction" while a GET or HEAD uses the session
_readers: WeakKeyDictionary = WeakKeyDictionary()


class WriteInRead(RuntimeError):
    """A GET or HEAD request tried to write through the request's session (a programming error: use a POST, or
    declare the write with write_in_read())."""


def reader(engine: Engine) -> Engine:
    """`engine` with autocommit: the same pool, its connections handed out with no transaction."""
    found = _readers.get(engine)
    if found is None:
        found = _readers[engine] = engine.execution_options(isolation_level="AUTOCOMMIT")
    return found


class Session(FlaskSession):
    """Flask-SQLAlchemy's session, whose reads in a read-only request on PostgreSQL go through `reader()`."""

    def get_bind(self, mapper=None, clause=None, bind=None, **kwargs):
        engine = super().get_bind(mapper=mapper, clause=clause, bind=bind, **kwargs)
        mode = self.info.get(READ_ONLY)
        if mode is None and not self.in_transaction():
            mode = _read_only_mode(self)
        if mode == "autocommit" and isinstance(engine, Engine):
            return reader(engine)
        return engine


def in_read_request() -> bool:
    """True while a GET or HEAD request is being answered (its session may not write)."""
    return has_request_context() and request.method in ("GET", "HEAD")


def _read_only_mode(session: Session) -> str | None:
    """Decided when a request's session first reaches for a connection: GET and HEAD read in autocommit on
    PostgreSQL (SVC_DB_READ_AUTOCOMMIT), in a transaction elsewhere; other requests, jobs and commands work in
    transactions. The request's end (app/platform/db.py) forgets the mode."""
    if not in_read_request():
        return None
    config = current_app.config
    autocommit = config["SVC_DB_READ_AUTOCOMMIT"] and config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql")
    session.info[READ_ONLY] = mode = "autocommit" if autocommit else "transaction"
    return mode
