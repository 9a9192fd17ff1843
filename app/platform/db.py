"""One transaction per entry point: a request, a job or a CLI command commits once or rolls back.

Services only flush. Jobs enqueued during the unit of work are sent after the commit, with ids.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager

from flask import Flask, g

from app.extensions import db

log = logging.getLogger("svc.db")


@contextmanager
def unit_of_work():
    """Commit what the block did, or roll it all back; then send the jobs it enqueued."""
    previous = g.get("svc_pending_jobs")
    g.svc_pending_jobs = []
    try:
        yield db.session
        db.session.commit()
        pending = g.svc_pending_jobs
    except BaseException:
        db.session.rollback()
        raise
    finally:
        g.svc_pending_jobs = previous
    from app.platform.jobs import dispatch_pending

    dispatch_pending(pending)


def _begin_request():
    g.svc_pending_jobs = []


def _end_request(response):
    pending, g.svc_pending_jobs = g.get("svc_pending_jobs") or [], None
    if response.status_code >= 400:
        db.session.rollback()
        return response
    try:
        db.session.commit()
    except Exception:
        db.session.rollback()
        log.exception("commit failed (request_id=%s)", g.get("request_id"))
        from app.platform.errors import DEFAULT_CODES, error_response

        return error_response(500, *DEFAULT_CODES[500], details={"request_id": g.get("request_id")})
    from app.platform.jobs import dispatch_pending

    dispatch_pending(pending)
    return response


def init_app(app: Flask) -> None:
    install_sqlite_pragmas()
    app.before_request(_begin_request)
    app.after_request(_end_request)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    """SQLite: enforce foreign keys, and WAL so readers never wait for the writer."""
    import sqlite3

    if isinstance(dbapi_connection, sqlite3.Connection):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")  # durable in WAL mode; no fsync on every commit
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()


def install_sqlite_pragmas() -> None:
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    if not event.contains(Engine, "connect", _sqlite_pragmas):
        event.listen(Engine, "connect", _sqlite_pragmas)
