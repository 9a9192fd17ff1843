"""Migrations build the schema from an empty database, and agree with the models."""

import uuid

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url

from app.extensions import db
from tests.conftest import USE_POSTGRES


def _empty_database(database_url: str, tmp_path):
    """A brand-new empty database beside the test one: (url, cleanup)."""
    if not USE_POSTGRES:
        return f"sqlite:///{tmp_path / 'fresh.db'}", lambda: None
    url = make_url(database_url)
    name = f"svc_fresh_{uuid.uuid4().hex[:8]}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))

    def cleanup():
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

    return url.set(database=name).render_as_string(hide_password=False), cleanup


def test_flask_db_upgrade_builds_every_table_from_an_empty_database(make_app, database_url, tmp_path):
    from app.config import _engine_options

    url, cleanup = _empty_database(database_url, tmp_path)
    try:
        fresh = make_app(SQLALCHEMY_DATABASE_URI=url, SQLALCHEMY_ENGINE_OPTIONS=_engine_options(url))
        result = fresh.test_cli_runner().invoke(args=["db", "upgrade"])
        assert result.exit_code == 0, result.output
        with fresh.app_context():
            tables = set(inspect(db.engine).get_table_names())
            assert {t.name for t in db.metadata.sorted_tables} | {"alembic_version"} <= tables
            assert fresh.test_cli_runner().invoke(args=["seed"]).exit_code == 0
            db.engine.dispose()
    finally:
        cleanup()


def test_models_and_migrations_agree(app):
    with app.app_context(), db.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, db.metadata) == []
