"""Test fixtures: the hub on a freshly migrated database, in the embedded or the production mode.

Plain `pytest` uses SQLite and no Redis. With DATABASE_URL (PostgreSQL) and REDIS_URL set, the same
tests run on a dedicated PostgreSQL database created for this run and on Redis.

The schema is migrated once per run. A test that asks for `app` (or `client`) gets this worker's one hub, its
settings and caches as built, and runs inside a database transaction rolled back at its end (tests/transaction.py).
A test that needs real, concurrent connections (it asks for `make_app`, `database_url`, `base_config` or
`_migrated`: a second hub, gunicorn, a worker) gets a hub of its own on committed data, and the tables it wrote
are emptied after it. The reference catalogue is imported once per worker and kept, committed, while no test
changes it; a test that did not ask for it sees an empty catalogue.
"""

from __future__ import annotations

import base64
import contextlib
import os
import uuid
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

ENV_DATABASE_URL = os.environ.get("DATABASE_URL", "")
ENV_REDIS_URL = os.environ.get("REDIS_URL", "")
USE_POSTGRES = ENV_DATABASE_URL.startswith(("postgres://", "postgresql"))
RUN_ID = f"{os.getpid()}_{uuid.uuid4().hex[:6]}"
HMAC_KEY = "test-attest-signing-key"
ED25519_SEED = base64.urlsafe_b64encode(
    Ed25519PrivateKey.generate().private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
).decode().rstrip("=")
pytest_plugins = [
    "tests.platform.commits",  # every commit of the hub's code goes through the unit of work
    "tests.platform.documented",  # every answer of an /api/ operation is one its OpenAPI operation documents
    "tests.browser.presentation",  # the presentation checks run in the embedded mode only
    "tests.served",  # what a test serves on loopback: the hub from a thread, a fake HTTPS peer
]


def _postgres_database(name: str = f"svc_test_{RUN_ID}"):
    """Create a database (this run's, or a scratch one) on the configured server; yield its URL; drop it."""
    from app.config import _database_url

    base = make_url(_database_url(ENV_DATABASE_URL, Path.cwd()))
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(scope="session")
def _database(tmp_path_factory):
    if USE_POSTGRES:
        yield from _postgres_database()
    else:
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'svc-test.db'}"


@pytest.fixture(scope="session")
def database_url(_database):
    """The test database's URL (a test asking for it works on committed data: see the module's docstring)."""
    return _database


@pytest.fixture(scope="session")
def _settings(_database):
    """Settings every test app shares; tests override single values through make_app. Every declared rate limit
    (the platform's and each installed domain's) is generous, so only a test that sets one meets it."""
    from app.config import _engine_options, declared
    from app.domains import INSTALLED
    from app.platform.settings import RATE_LIMIT

    return {
        "TESTING": True,
        "SECRET_KEY": "test-secret",
        "SQLALCHEMY_DATABASE_URI": _database,
        "SQLALCHEMY_ENGINE_OPTIONS": _engine_options(_database),
        "BASE_URL": "http://hub.test",
        "SVC_TRUSTED_HOSTS_RAW": "localhost",
        "SVC_SCHEDULER": False,
        **{setting.name: "100000/minute" for _, setting in declared(INSTALLED) if setting.type is RATE_LIMIT},
        "RATELIMIT_KEY_PREFIX": f"svc-test-{RUN_ID}",
        # limiter.reset() deletes every key under the storage prefix: one prefix per test process
        "RATELIMIT_STORAGE_OPTIONS": {"key_prefix": f"svc-limits-{RUN_ID}", "socket_timeout": 0.5,
                                      "socket_connect_timeout": 0.5},
        "SVC_RQ_QUEUE": f"svc-test-{RUN_ID}",
        "ATTEST_SIGNING_KEY": HMAC_KEY,
        "WEBHOOK_SECRET": "test-webhook-secret",
        "SVC_ED25519_PRIVATE_KEY": ED25519_SEED,
        "SVC_ED25519_VALID_FROM": "2026-01-01T00:00:00Z",
        "SVC_COMMIT": "test-commit",
    }


@pytest.fixture(scope="session")
def base_config(_settings):
    """Settings every test app shares; tests override single values through make_app."""
    return _settings


_built: dict = {}  # "last": the hub built last in this worker (the API's spec and the limiter follow it)


@pytest.fixture(scope="session")
def _hub_factory(_settings):
    from app import create_app

    def factory(domains=None, **overrides):
        _built["last"] = create_app({**_settings, **overrides}, domains=domains)
        return _built["last"]

    return factory


@pytest.fixture
def make_app(_hub_factory, _settings, _schema):
    """Build a hub with some settings changed, on the same test database: its data is committed, and the tables
    are emptied after the test (the reference catalogue stays when the test left it untouched)."""
    from app.extensions import db

    built = []

    def factory(domains=None, **overrides):
        built.append(_hub_factory(domains, **overrides))
        return built[-1]

    yield factory
    on_test_database = [a for a in built
                        if a.config["SQLALCHEMY_DATABASE_URI"] == _settings["SQLALCHEMY_DATABASE_URI"]]
    if on_test_database:
        _empty_tables(on_test_database[-1])
    for application in built:
        with application.app_context():
            db.engine.dispose()


@pytest.fixture(scope="session")
def _schema(_hub_factory):
    """Apply the Alembic migrations once, from an empty database."""
    from flask_migrate import upgrade

    app = _hub_factory()
    with app.app_context():
        upgrade()
    _empty_tables(app, keep_catalogue=False)  # what a migration wrote is not a test's starting point
    return True


@pytest.fixture(scope="session")
def _migrated(_schema):
    return _schema


CATALOGUE_TABLES = ("products", "product_chains", "product_terms", "product_snapshots", "catalogue_refreshes")
_seeded: dict = {}  # the reference catalogue's fingerprint while it sits untouched in this worker's database


COMMITTED = {"make_app", "database_url", "base_config", "_migrated"}


@pytest.fixture
def app(request, _hub_factory, _settings, _schema):
    if COMMITTED & set(request.fixturenames):
        yield from _committed_app(request, _hub_factory)
        return
    application, tx = _shared_hub(_hub_factory, _settings)
    _reset(application)
    wants_catalogue = "catalogue" in request.fixturenames
    if wants_catalogue:
        _ensure_catalogue(application)
    tx.begin()
    try:
        if not wants_catalogue and _seeded:
            _delete_catalogue(application)  # this test expects an empty catalogue: undone with the rest
        yield application
    finally:
        tx.end()


_shared: dict = {}  # this worker's one hub and its Transactional


def _shared_hub(factory, settings):
    """This worker's one hub on a single-connection engine, built again only when another hub was built since
    (the API's spec and the limiter are the last built hub's)."""
    from sqlalchemy.pool import StaticPool

    from app.extensions import db
    from tests.transaction import Transactional

    if _shared.get("app") is not None and _built.get("last") is _shared["app"]:
        return _shared["app"], _shared["tx"]
    if _shared.get("app") is not None:
        with _shared["app"].app_context():
            db.engine.dispose()
    # one connection held in a test-wide transaction: nothing to size, recycle or ping (a ping would try to
    # switch autocommit inside that transaction)
    pooled = ("pool_size", "max_overflow", "pool_recycle", "pool_timeout", "pool_pre_ping")
    options = {k: v for k, v in settings["SQLALCHEMY_ENGINE_OPTIONS"].items() if k not in pooled}
    # its reads and whole writes stay inside that transaction too (reads guarded against writes all the same):
    # autocommit would end it
    application = factory(SQLALCHEMY_ENGINE_OPTIONS={**options, "poolclass": StaticPool,
                                                     "pool_reset_on_return": None}, SVC_DB_READ_AUTOCOMMIT=False,
                          SVC_DB_WRITE_AUTOCOMMIT=False)
    with application.app_context():
        tx = Transactional(db.engine)
    _shared.update(app=application, tx=tx, config=dict(application.config), extensions=set(application.extensions))
    return application, tx


def _reset(application) -> None:
    """The shared hub as built: its settings (a test may change one), no cache or counter a test filled."""
    from app.extensions import limiter
    from app.platform.ratelimit import memory

    application.config.clear()
    application.config.update(_shared["config"])
    for name in set(application.extensions) - _shared["extensions"]:
        del application.extensions[name]
    with application.app_context():
        with contextlib.suppress(Exception):
            limiter.reset()
        memory().reset()


def _ensure_catalogue(application) -> None:
    """The reference catalogue, committed, before the test's transaction opens."""
    from app.catalogue.service import seed_reference_catalogue
    from app.extensions import db
    from app.platform.db import unit_of_work

    if _seeded:
        return
    with application.app_context():
        _empty_tables(application, keep_catalogue=False)
        with unit_of_work():
            report = seed_reference_catalogue()
        with db.engine.connect() as conn:
            _seeded.update(report=report, fingerprint=_catalogue_fingerprint(conn))


def _delete_catalogue(application) -> None:
    from app.extensions import db

    with application.app_context(), db.engine.begin() as conn:
        for table in reversed(db.metadata.sorted_tables):
            if table.name in CATALOGUE_TABLES:
                conn.execute(table.delete())


def _committed_app(request, factory):
    """A hub of its own on committed data, for a test that also needs real connections; emptied after it."""
    from app.extensions import db

    application = factory()
    if "catalogue" not in request.fixturenames and _seeded:
        _empty_tables(application, keep_catalogue=False)  # this test expects an empty catalogue
    yield application
    _empty_tables(application)
    with application.app_context():  # each test's hub has its own pool: close it now, not when it is collected
        db.engine.dispose()


def _catalogue_fingerprint(conn) -> str:
    """A hash of every catalogue row: any write a test made to the catalogue changes it."""
    import hashlib

    from app.extensions import db

    parts = [repr(list(conn.execute(db.metadata.tables[name].select().order_by(
        *db.metadata.tables[name].primary_key.columns)))) for name in CATALOGUE_TABLES]
    return hashlib.sha256("".join(parts).encode()).hexdigest()


def _empty_tables(application, keep_catalogue: bool = True) -> None:
    """Empty every table; the reference catalogue stays when no test changed it, so it is imported once."""
    from app.extensions import db, limiter
    from app.platform.ratelimit import memory

    with application.app_context():
        db.session.remove()
        with db.engine.begin() as conn:
            keep = keep_catalogue and _seeded and _catalogue_fingerprint(conn) == _seeded.get("fingerprint")
            for table in reversed(db.metadata.sorted_tables):
                if not (keep and table.name in CATALOGUE_TABLES):
                    conn.execute(table.delete())
            if not keep:
                _seeded.clear()
        with contextlib.suppress(Exception):  # the shared limiter's storage is the last app's (maybe no Redis)
            limiter.reset()
        memory().reset()



@pytest.fixture(autouse=True)
def _fresh_redis_windows():
    """Each test starts with no burst window and no quota counter of this run in Redis."""
    if ENV_REDIS_URL:
        from redis import Redis

        redis = Redis.from_url(ENV_REDIS_URL, socket_timeout=2)
        keys = list(redis.scan_iter(match=f"svc-test-{RUN_ID}:*", count=1000))
        if keys:
            redis.delete(*keys)
    yield


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@pytest.fixture
def demo_key(app):
    from app.keys.service import DEMO_KEY, ensure_demo_key
    from app.platform.db import unit_of_work

    with app.app_context(), unit_of_work():
        ensure_demo_key()
    return DEMO_KEY


@pytest.fixture
def new_key(app):
    """Create keys for a test: new_key(tier="premium") -> the secret."""
    from tests.keys.factories import make_key

    def factory(tier: str = "free", mode: str = "live", label: str | None = "test") -> str:
        return make_key(app, tier, mode, label)

    return factory


def shipped_products() -> list[dict]:
    """The products of the shipped catalogue file: counts in tests follow it rather than a number."""
    from app.platform.data import load

    return load("catalogue")["products"]


def in_class(asset_class: str) -> int:
    """How many shipped products the screener lists under an asset class."""
    return sum(1 for p in shipped_products() if (p.get("asset_class") or p["category"]) == asset_class)


def bearer(key: str) -> dict:
    return {"Authorization": f"Bearer {key}"}


@pytest.fixture
def auth():
    return bearer


@pytest.fixture
def catalogue(app):
    """The shipped reference catalogue, imported as `flask seed` does: once per worker while no test changes it."""
    from app.catalogue.service import seed_reference_catalogue
    from app.extensions import db
    from app.platform.db import unit_of_work

    if app is _shared.get("app"):
        return _seeded["report"]  # imported, committed, before this test's transaction opened
    with app.app_context():
        if _seeded:
            with db.engine.connect() as conn:
                if _catalogue_fingerprint(conn) == _seeded["fingerprint"]:
                    return _seeded["report"]
            _empty_tables(app, keep_catalogue=False)  # changed behind our back: import it again
        with unit_of_work():
            report = seed_reference_catalogue()
        with db.engine.connect() as conn:
            _seeded.update(report=report, fingerprint=_catalogue_fingerprint(conn))
    return report
