"""Each test in one database transaction rolled back at its end, on one shared connection.

The test hub's engine holds a single connection (StaticPool). While a test runs, that connection is inside an outer
transaction opened by `begin()`; every transaction the hub opens on it (a request's unit of work, a quota count on
a connection of its own, a read of the key table) becomes a SAVEPOINT: its COMMIT releases the savepoint and its
ROLLBACK rolls back to it, so the hub's code runs unchanged and sees what it wrote. `end()` rolls the outer
transaction back: the next test finds the database as the session left it, without a table being emptied.

Transactions on one connection cannot overlap as they do on a pool: when one ends while a later one is still open,
the later one's savepoint goes with it and its own end does nothing. A transaction that wrote nothing releases its
savepoint on a rollback instead of undoing, so a read that outlives a request's commit (a test's own session, open
across a call of the test client) never undoes that commit. Tests that need real concurrent connections (gunicorn,
threads, a second hub) run outside this (see tests/conftest.py).
"""

from __future__ import annotations

import itertools

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

READS = ("SELECT", "PRAGMA", "SAVEPOINT", "RELEASE", "ROLLBACK", "SHOW", "SET", "EXPLAIN")


class Transactional:
    """Turns an engine's transactions into savepoints of one outer transaction while `active`."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self.active = False
        self.stack: list[str] = []
        self.open: dict[int, list] = {}  # id(Connection) -> [savepoint, wrote]: Connection.info is the DBAPI one's
        self.names = itertools.count(1)
        self.raw = None
        dialect = engine.dialect
        self._commit, self._rollback = dialect.do_commit, dialect.do_rollback
        dialect.do_commit = lambda dbapi: None if self.active else self._commit(dbapi)
        dialect.do_rollback = lambda dbapi: None if self.active else self._rollback(dbapi)
        event.listen(engine, "begin", self._on_begin)
        event.listen(engine, "commit", self._on_commit)
        event.listen(engine, "rollback", self._on_rollback)
        event.listen(engine, "before_cursor_execute", self._on_statement)

    def _sql(self, statement: str) -> None:
        cursor = self.raw.cursor()
        try:
            cursor.execute(statement)
        finally:
            cursor.close()

    def begin(self) -> None:
        """Open the outer transaction on the engine's one connection."""
        with self.engine.connect() as conn:
            self.raw = conn.connection.dbapi_connection
        if self.engine.dialect.name == "sqlite":
            self._sql("BEGIN")
        self._sql("SAVEPOINT svc_test_outer")  # PostgreSQL's driver opens the transaction before it
        self.stack.clear()
        self.active = True

    def end(self) -> None:
        """Undo everything the test wrote."""
        self.active = False
        self.stack.clear()
        self.open.clear()
        self._rollback(self.raw)

    def _on_begin(self, conn: Connection) -> None:
        if self.active:
            name = f"svc_tx_{next(self.names)}"
            self.open[id(conn)] = [name, False]
            self._sql(f"SAVEPOINT {name}")
            self.stack.append(name)

    def _finish(self, conn: Connection, undo: bool) -> None:
        name, wrote = self.open.pop(id(conn), (None, False))
        if not self.active or name not in self.stack:
            return  # released with an earlier transaction that ended first
        if undo and wrote:
            self._sql(f"ROLLBACK TO SAVEPOINT {name}")
        self._sql(f"RELEASE SAVEPOINT {name}")
        del self.stack[self.stack.index(name):]

    def _on_commit(self, conn: Connection) -> None:
        self._finish(conn, undo=False)

    def _on_rollback(self, conn: Connection) -> None:
        self._finish(conn, undo=True)

    def _on_statement(self, conn, _cursor, statement, _parameters, _context, _executemany) -> None:
        if self.active and id(conn) in self.open and not statement.lstrip().upper().startswith(READS):
            self.open[id(conn)][1] = True
