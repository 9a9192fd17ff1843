"""Test fixtures: the hub on a freshly migrated database, in the embedded or the production mode.

Plain `pytest` uses SQLite and no Redis. With DATABASE_URL (PostgreSQL) and REDIS_URL set, the same
tests run on a dedicated PostgreSQL database created for this run and on Redis. Tables are emptied
between tests (quota counts commit in their own transaction, so a savepoint could not undo them).
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


def _postgres_database():
    """Create a database for this run on the configured server; yield its URL; drop it."""
    from app.config import _database_url

    base = make_url(_database_url(ENV_DATABASE_URL, Path.cwd()))
    name = f"svc_test_{RUN_ID}"
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
def database_url(tmp_path_factory):
    if USE_POSTGRES:
        yield from _postgres_database()
    else:
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'svc-test.db'}"


@pytest.fixture(scope="session")
def base_config(database_url):
    """Settings every test app shares; tests override single values through make_app. Every declared rate limit
    (the platform's and each installed domain's) is generous, so only a test that sets one meets it."""
    from app.config import _engine_options, declared
    from app.domains import INSTALLED
    from app.platform.settings import RATE_LIMIT

    return {
        "TESTING": True,
        "SECRET_KEY": "test-secret",
        "SQLALCHEMY_DATABASE_URI": database_url,
        "SQLALCHEMY_ENGINE_OPTIONS": _engine_options(database_url),
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
def make_app(base_config):
    """Build a hub with some settings changed, on the same test database."""
    from app import create_app

    def factory(domains=None, **overrides):
        return create_app({**base_config, **overrides}, domains=domains)

    return factory


@pytest.fixture(scope="session")
def _migrated(make_app):
    """Apply the Alembic migrations once, from an empty database."""
    from flask_migrate import upgrade

    app = make_app()
    with app.app_context():
        upgrade()
    return True


CATALOGUE_TABLES = ("products", "product_chains", "product_terms", "product_snapshots", "catalogue_refreshes")
_seeded: dict = {}  # the reference catalogue's fingerprint while it sits untouched in this worker's database


@pytest.fixture
def app(request, make_app, _migrated):
    application = make_app()
    if "catalogue" not in request.fixturenames and _seeded:
        _empty_tables(application, keep_catalogue=False)  # this test expects an empty catalogue
    yield application
    _empty_tables(application)
    from app.extensions import db

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


@pytest.fixture
def fake_https(tmp_path):
    from tests.support import FakeHttps

    peer = FakeHttps().start(tmp_path)
    yield peer
    peer.stop()
