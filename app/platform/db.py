"""One transaction per entry point: a request, a job or a CLI command commits once or rolls back.

Services only flush; this module is the only one that commits, and each of its commits says so (committing(),
which the tests' commit listener checks). Jobs enqueued during the unit of work are sent after the commit,
with ids. `savepoint()` and `each_in_savepoint()` let imports, batches and periodic runs keep the good items
when one item fails, without committing anything themselves. `separate_transaction()` is the one declared
way to commit apart from the unit of work: a small write that must last even when the caller's work rolls
back (a quota count). A request that wrote nothing ends without a COMMIT. A GET or HEAD reads PostgreSQL without
a transaction and writes only inside `write_in_read()` (app/platform/session.py). A POST whose whole write is one
statement (`insert_together()`: a row and the row that refers to it) sends it on PostgreSQL as its own transaction
(`whole_write()`), and may write nothing after it.
"""

from __future__ import annotations

import logging
import select as io_select
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from flask import Flask, current_app, g, has_request_context, request
from sqlalchemy import Table, bindparam, event, insert, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.orm import Session

from app.extensions import db
from app.platform.session import READ_ONLY, WriteInRead, in_read_request

log = logging.getLogger("svc.db")
WROTE = "svc_wrote"
WRITE_ALLOWED = "svc_write_allowed"
WHOLE = "svc_whole_write"  # session.info: the request's one statement ran in autocommit
_COMMITTING: ContextVar[bool] = ContextVar("svc_committing", default=False)
_IN_UNIT: ContextVar[bool] = ContextVar("svc_in_unit_of_work", default=False)


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
    previous, inside = g.get("svc_pending_jobs"), _IN_UNIT.set(True)
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
        _IN_UNIT.reset(inside)
    _dispatch(pending)


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


def insert_together(parent, parent_values: dict, child, child_values: dict) -> bool:
    """Insert a row and a row that refers to it, whole: on PostgreSQL one statement (the parent's INSERT in a WITH,
    the child's INSERT ... SELECT from what it returned, so the child is written exactly when the parent is), two
    INSERTs elsewhere. `parent` is a table, or an INSERT of one that may write nothing (ON CONFLICT DO NOTHING
    RETURNING its key); True when the parent row was written. The statement is built once per tables and columns,
    its values bound when it runs; as a request's first write it is the request's whole write (whole_write())."""
    conditional = not isinstance(parent, Table)
    if db.session.get_bind().dialect.name != "postgresql":
        written = db.session.execute(parent if conditional else insert(parent), parent_values)
        if conditional and written.first() is None:
            return False
        db.session.execute(insert(child), child_values)
        return True
    parent_insert = parent if conditional else _returning_key(parent)
    statement = _together(parent_insert, tuple(parent_values), child, tuple(child_values))
    params = {**{f"p_{k}": v for k, v in parent_values.items()}, **{f"c_{k}": v for k, v in child_values.items()}}
    return whole_write(statement, params).first() is not None


@lru_cache(maxsize=64)
def _returning_key(table: Table):
    """A table's INSERT ... RETURNING its key, one object per table (so _together() finds its statement again)."""
    return insert(table).returning(*table.primary_key.columns)


@lru_cache(maxsize=64)
def _together(parent_insert, parent_columns: tuple, child, child_columns: tuple):
    """INSERT INTO child SELECT <child's values> FROM (the parent's INSERT ... RETURNING), the values bound by name."""
    table = parent_insert.table
    parent_row = parent_insert.values(
        {name: bindparam(f"p_{name}", type_=table.c[name].type) for name in parent_columns}).cte("parent_row")
    values = select(*[bindparam(f"c_{name}", type_=child.c[name].type) for name in child_columns])
    return (insert(child).from_select([child.c[name] for name in child_columns], values.select_from(parent_row))
            .add_cte(parent_row).returning(*child.primary_key.columns))


def whole_write(statement, params: dict | None = None):
    """Run one statement that is the whole of what a request writes (a row and its children in a WITH). As the first
    thing a POST sends on PostgreSQL, with nothing pending in the session, it runs in autocommit, as its own
    transaction: BEGIN and COMMIT cost no round trip (SVC_DB_WRITE_AUTOCOMMIT). The session then refuses any other
    write of the request (WholeWritten), since it could not be whole with this one. Elsewhere it is a statement of
    the unit of work: inside unit_of_work() (a job, even one run inline by a POST), and in a request that claimed an
    Idempotency-Key, whose write must stand or fall with the answer the key keeps (a 5xx frees the key for a retry,
    so the write must roll back with it)."""
    session = db.session()
    if not _may_write_alone(session):
        return session.execute(statement, params)
    result = session.connection(execution_options={"isolation_level": "AUTOCOMMIT"}).execute(statement, params)
    session.info[WHOLE] = True
    return result


class WholeWritten(RuntimeError):
    """A request wrote after its whole write (a programming error: put the write in the one statement, or write
    without whole_write())."""


def _may_write_alone(session) -> bool:
    return (has_request_context() and request.method == "POST" and current_app.config["SVC_DB_WRITE_AUTOCOMMIT"]
            and not _IN_UNIT.get() and "svc_idempotency" not in g  # app.platform.idempotency's claimed key
            and not session.in_transaction() and not (session.new or session.dirty or session.deleted)
            and session.get_bind().dialect.name == "postgresql")


def _begin_request():
    g.svc_pending_jobs = []


def _end_request(response):
    pending, g.svc_pending_jobs = g.get("svc_pending_jobs") or [], None
    if not db.session.registry.has():  # the request never opened a session: nothing to end (none is made here)
        return response
    session = db.session()
    whole = session.info.pop(WHOLE, False)
    if response.status_code >= 400 or not session.info.pop(WROTE, False):
        session.rollback()  # nothing written: no COMMIT round trip (a no-op when no transaction began)
        if whole:  # the request's whole write is committed, whatever its answer: its jobs go
            g.svc_committed = True
            _dispatch(pending)
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
    g.svc_committed = True  # what the request wrote lasts, whatever becomes of its answer (idempotency keeps it)
    _dispatch(pending)
    return response


def _dispatch(pending: list) -> None:
    from app.platform.jobs import dispatch_pending

    dispatch_pending(pending)


def _wrote(session) -> None:
    if session.info.get(WHOLE):
        raise WholeWritten("a request wrote after its whole write")
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
    """The request's read-only mode and its whole write end with it (after a streamed answer's last chunk), so a
    session that outlives the request keeps neither."""
    if db.session.registry.has():
        info = db.session().info
        info.pop(READ_ONLY, None)
        info.pop(WHOLE, None)


def _ended_by_server(dbapi_connection, _record, _proxy) -> None:
    """The pool's check of a PostgreSQL connection as it is taken, without a round trip: a server that ended the
    session (a restart, pg_terminate_backend) left its last message and the end of the stream on the socket, which
    an idle connection otherwise never has. Such a connection is thrown away and the pool takes or opens another
    (SQLAlchemy retries the checkout on DisconnectionError)."""
    try:
        ended = dbapi_connection.closed or bool(io_select.select([dbapi_connection.fileno()], [], [], 0)[0])
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
