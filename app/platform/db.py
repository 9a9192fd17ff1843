"""One transaction per entry point: a request, a job or a CLI command commits once or rolls back.

Services only flush; this module is the only one that commits, and each of its commits says so (committing(),
which the tests' commit listener checks). Jobs enqueued during the unit of work are sent after the commit,
with ids. `savepoint()` and `each_in_savepoint()` let imports, batches and periodic runs keep the good items
when one item fails, without committing anything themselves. `separate_transaction()` is the one declared
way to commit apart from the unit of work: a small write that must last even when the caller's work rolls
back (a quota count). A request that wrote nothing ends without a COMMIT. A GET or HEAD reads PostgreSQL without
a transaction and writes only inside `write_in_read()` (app/platform/session.py).
"""

from __future__ import annotations

import logging
import select
from contextlib import contextmanager
from contextvars import ContextVar

from flask import Flask, g, request
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.orm import Session

from app.extensions import db
from app.platform.session import READ_ONLY, WriteInRead, in_read_request

log = logging.getLogger("svc.db")
WROTE = "svc_wrote"
WRITE_ALLOWED = "svc_write_allowed"
_COMMITTING: ContextVar[bool] = ContextVar("svc_committing", default=False)


def committing() -> bool:
    """True while this module commits (the unit of work, the request's end, a separate transaction)."""
    return _COMMITTING.get()


def _commit(target) -> None:
    """Commit a session or a connection, saying that the unit of work does it."""
    token = _COMMITTING.set(True)
    try:
        target.commit()
    finally:
        _COMMITTING.reset(token)


@contextmanager
def unit_of_work():
    """Commit what the block did, or roll it all back; then send the jobs it enqueued."""
    previous = g.get("svc_pending_jobs")
    g.svc_pending_jobs = []
    try:
        yield db.session
        _commit(db.session)
        pending = g.svc_pending_jobs
    except BaseException:
        db.session.rollback()
        raise
    finally:
        g.svc_pending_jobs = previous
    from app.platform.jobs import dispatch_pending

    dispatch_pending(pending)


@contextmanager
def separate_transaction():
    """A short transaction on a connection of its own, committed when the block ends, whatever becomes of the
    caller's unit of work (a quota count stays spent when the request's own work rolls back); rolled back if
    the block raises. Yields the connection: keep the block to a statement or two, it holds a write lock."""
    with db.engine.connect() as conn:
        yield conn
        _commit(conn)


@contextmanager
def write_in_read():
    """A write a read door makes on purpose: the record of a PDF it served, the anchor of an export asked with
    shield=1, a reservation found expired as it is read. In a GET or HEAD the block is let past the read-only
    guard (app/platform/session.py) and is whole: in autocommit (PostgreSQL) a transaction of its own, committed
    when the block ends; otherwise a savepoint of the request's transaction, committed with the answer. Elsewhere
    it is any write of the unit of work."""
    session = db.session()
    if session.info.get(WRITE_ALLOWED) or not in_read_request():
        yield
        return
    connection = session.connection()  # decides the request's mode before the block's first statement
    session.info[WRITE_ALLOWED] = True
    try:
        if session.info.get(READ_ONLY) != "autocommit":
            with savepoint():
                yield
            return
        connection.exec_driver_sql("BEGIN")
        try:
            yield
            session.flush()
        except BaseException:
            connection.exec_driver_sql("ROLLBACK")
            raise
        token = _COMMITTING.set(True)
        try:
            connection.exec_driver_sql("COMMIT")
        finally:
            _COMMITTING.reset(token)
    finally:
        session.info.pop(WRITE_ALLOWED, None)


@contextmanager
def savepoint():
    """A nested transaction: what the block wrote is undone if it raises; the outer work goes on."""
    connection = db.session.connection()
    raw = connection.connection.dbapi_connection
    if connection.dialect.name == "sqlite" and not raw.in_transaction:
        # pysqlite opens its transaction lazily; a SAVEPOINT outside one would commit on RELEASE.
        connection.exec_driver_sql("BEGIN")
    with db.session.begin_nested():
        yield


def each_in_savepoint(items, work, on_error, *, expected=(Exception,), progress=None) -> None:
    """Run work(item) for each item in its own savepoint; a failure calls on_error(item, error) and goes on."""
    for item in items:
        try:
            with savepoint():
                work(item)
        except expected as error:
            on_error(item, error)
        if progress:
            progress(1)


def move(row, from_state: str, to_state: str, refused: str, **values) -> None:
    """Move a row's status by a conditional update (UPDATE ... WHERE id = ? AND status = from_state), so two racing
    moves cannot both win; the row is read again after. Refused: InvalidState (409 invalid_state), nothing changed,
    the message (`refused`, formatted with the row's {status}) and details.status saying where the row stands."""
    from sqlalchemy import update

    from app.platform.errors import InvalidState

    model = type(row)
    result = db.session.execute(update(model).where(model.id == row.id, model.status == from_state)
                                .values(status=to_state, **values).execution_options(synchronize_session=False))
    db.session.refresh(row)
    if result.rowcount != 1:
        raise InvalidState(refused.format(status=row.status), state=row.status)


def insert_together(parent, parent_values: dict, child, child_values: dict) -> None:
    """Insert a row and a row that refers to it: on PostgreSQL one statement (the parent's INSERT in a WITH, which
    runs before the statement's foreign-key checks), one database round trip fewer than two; two INSERTs elsewhere.
    The tables are Core tables; the values are bound when the statement runs."""
    from sqlalchemy import insert

    if db.session.get_bind().dialect.name == "postgresql":
        together = insert(child).values(child_values).add_cte(insert(parent).values(parent_values).cte("parent_row"))
        db.session.execute(together)
    else:
        db.session.execute(insert(parent), parent_values)
        db.session.execute(insert(child), child_values)


def _begin_request():
    g.svc_pending_jobs = []


def _end_request(response):
    pending, g.svc_pending_jobs = g.get("svc_pending_jobs") or [], None
    if not db.session.registry.has():  # the request never opened a session: nothing to end (none is made here)
        return response
    session = db.session()
    if response.status_code >= 400 or not session.info.pop(WROTE, False):
        session.rollback()  # nothing written: no COMMIT round trip (a no-op when no transaction began)
        return response
    try:
        _commit(session)
    except Exception as error:
        session.rollback()
        from app.platform.errors import DEFAULT_CODES, error_response, unavailable

        if unavailable(error):  # the database went away between the work and its commit
            log.warning("commit failed, database unavailable (request_id=%s)", g.get("request_id"))
            return error_response(503, *DEFAULT_CODES[503], details={"request_id": g.get("request_id")},
                                  headers={"Retry-After": "5"})
        log.exception("commit failed (request_id=%s)", g.get("request_id"))
        return error_response(500, *DEFAULT_CODES[500], details={"request_id": g.get("request_id")})
    from app.platform.jobs import dispatch_pending

    dispatch_pending(pending)
    return response


def _wrote(session) -> None:
    if in_read_request() and not session.info.get(WRITE_ALLOWED):
        raise WriteInRead(f"a {request.method} request wrote through its session")
    session.info[WROTE] = True


def _mark_flush(session, _context, _instances=None) -> None:
    if session.new or session.dirty or session.deleted:
        _wrote(session)


def _mark_statement(state) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        _wrote(state.session)


def _forget_read_only(_error=None) -> None:
    """The request's read-only mode ends with it (after a streamed answer's last chunk), so a session that
    outlives the request does not keep it."""
    if db.session.registry.has():
        db.session().info.pop(READ_ONLY, None)


def _ended_by_server(dbapi_connection, _record, _proxy) -> None:
    """The pool's check of a PostgreSQL connection as it is taken, without a round trip: a server that ended the
    session (a restart, pg_terminate_backend) left its last message and the end of the stream on the socket, which
    an idle connection otherwise never has. Such a connection is thrown away and the pool takes or opens another
    (SQLAlchemy retries the checkout on DisconnectionError)."""
    try:
        ended = dbapi_connection.closed or bool(select.select([dbapi_connection.fileno()], [], [], 0)[0])
    except Exception:  # noqa: BLE001 - a connection whose socket cannot even be asked is not one to use
        ended = True
    if ended:
        raise DisconnectionError("the database server ended this pooled connection")


def _check_pooled_connections(app: Flask) -> None:
    config = app.config
    if config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql") and config["SVC_DB_PRE_PING"]:
        with app.app_context():
            if not event.contains(db.engine, "checkout", _ended_by_server):
                event.listen(db.engine, "checkout", _ended_by_server)


def init_app(app: Flask) -> None:
    install_sqlite_pragmas()
    _check_pooled_connections(app)
    if not event.contains(Session, "before_flush", _mark_flush):
        event.listen(Session, "before_flush", _mark_flush)
        event.listen(Session, "do_orm_execute", _mark_statement)
    app.before_request(_begin_request)
    app.after_request(_end_request)
    app.teardown_request(_forget_read_only)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    """SQLite: enforce foreign keys, and WAL so readers never wait for the writer."""
    import sqlite3

    if isinstance(dbapi_connection, sqlite3.Connection):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")  # durable in WAL mode; no fsync on every commit
        cursor.close()


def install_sqlite_pragmas() -> None:
    if not event.contains(Engine, "connect", _sqlite_pragmas):
        event.listen(Engine, "connect", _sqlite_pragmas)
