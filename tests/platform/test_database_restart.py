"""Production mode: connections a PostgreSQL restart left dead in the pool are replaced before a request uses
them, so once the database is back no client sees a 503."""

import time

import pytest
from sqlalchemy import create_engine, text

from tests.conftest import ENV_DATABASE_URL, USE_POSTGRES, bearer

pytestmark = pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL")


def _pooled_backends(app) -> set[int]:
    """The server process ids behind every connection now idle in the hub's pool."""
    from app.extensions import db

    with app.app_context():
        held = [db.engine.connect() for _ in range(3)]
        pids = {conn.execute(text("select pg_backend_pid()")).scalar() for conn in held}
        for conn in held:
            conn.close()
    return pids


def _terminate(pids: set[int]) -> None:
    """What a restart does to the pool: the server ends these sessions under it (and they are gone, as they are
    once a restarted database answers again)."""
    admin = create_engine(ENV_DATABASE_URL, poolclass=None)
    with admin.connect() as conn:
        for pid in pids:
            conn.execute(text("select pg_terminate_backend(:pid)"), {"pid": pid})
        for _ in range(100):
            alive = conn.execute(text("select count(*) from pg_stat_activity where pid = any(:pids)"),
                                 {"pids": list(pids)}).scalar()
            if not alive:
                break
            time.sleep(0.05)
    admin.dispose()


def test_keyed_reads_after_the_databases_sessions_ended_all_answer(make_app, _migrated, new_key):
    app = make_app()
    client, key = app.test_client(), new_key()
    assert client.get("/api/v1/keys/current", headers=bearer(key)).status_code == 200
    _terminate(_pooled_backends(app))
    statuses = [client.get("/api/v1/keys/current", headers=bearer(key)).status_code for _ in range(60)]
    assert statuses == [200] * 60


def test_a_write_after_the_databases_sessions_ended_is_made(make_app, _migrated, new_key):
    app = make_app()
    client, key = app.test_client(), new_key("premium")
    assert client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "bonds"}).status_code == 200
    _terminate(_pooled_backends(app))
    answer = client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "bonds"})
    assert answer.status_code == 200
    history = client.get(answer.json["history_url"].removeprefix("http://hub.test"), headers=bearer(key))
    assert history.status_code == 200
