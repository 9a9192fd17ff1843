"""The floor every domain stands on: no domain in the platform, one unit of work, the API door's limits."""

import ast
import socket
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlalchemy.orm import Session

from tests.conftest import USE_POSTGRES, bearer

APP = Path(__file__).resolve().parents[2] / "app"


def _domain_packages() -> set[str]:
    return {p.parent.name for p in APP.glob("*/__init__.py") if p.parent.name != "platform"}


def _imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
            if node.module == "app":
                found += [f"app.{alias.name}" for alias in node.names]
    return found


def test_the_platform_imports_no_domain_package():
    domains = _domain_packages()
    assert {"keys", "scoring", "compare", "catalogue"} <= domains
    offenders = [(path.name, module) for path in (APP / "platform").glob("*.py")
                 for module in _imported_modules(path)
                 if module.startswith("app.") and module.split(".")[1] in domains]
    assert offenders == []


def test_a_commit_outside_the_unit_of_work_is_caught_where_it_was_made(app, monkeypatch):
    """The suite's commit listener (tests/platform/commits.py), with this file playing the hub's code: the unit of
    work and its separate transaction pass, a session or a connection committed by hand is caught."""
    from sqlalchemy import text

    from app.extensions import db
    from app.platform.db import separate_transaction, unit_of_work
    from tests.platform import commits

    monkeypatch.setattr(commits, "WATCHED", str(Path(__file__).resolve()))
    with app.app_context():
        with unit_of_work() as session:
            session.execute(text("SELECT 1"))
        with separate_transaction() as conn:
            conn.execute(text("SELECT 1"))
        assert commits.take_stray() == []
        with db.engine.begin() as conn:
            conn.execute(text("SELECT 1"))
        db.session.execute(text("SELECT 1"))
        db.session.commit()
    stray = commits.take_stray()
    assert len(stray) == 2 and all(where.startswith("tests/platform/test_floor.py:") for where in stray)


def test_a_read_only_request_sends_no_commit_and_a_write_sends_one(app, client, new_key):
    """The request's own transaction (the quota counter of the embedded mode has its own)."""
    key, commits = new_key(), []

    def count(session):
        commits.append(1)

    event.listen(Session, "after_commit", count)
    try:
        assert client.get("/api/v1/products?limit=2", headers=bearer(key)).status_code == 200
        assert commits == []
        assert client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "bonds"}).status_code == 200
        assert commits == [1]
    finally:
        event.remove(Session, "after_commit", count)


def test_a_revoked_key_is_refused_within_a_second_on_every_process(make_app, _migrated, new_key, runner):
    key = new_key()
    serving, managing = make_app(), make_app()
    client = serving.test_client()
    assert client.get("/api/v1/checklist", headers=bearer(key)).status_code == 200  # now cached
    result = managing.test_cli_runner().invoke(args=["keys", "revoke", key])
    assert result.exit_code == 0
    time.sleep(1.05)
    refused = client.get("/api/v1/checklist", headers=bearer(key))
    assert refused.status_code == 401 and refused.json["error"]["code"] == "invalid_api_key"


def test_a_tier_change_applies_within_a_second_on_every_process(make_app, _migrated, new_key):
    key = new_key("free")
    client = make_app().test_client()
    body = {"score": {"asset_type": "bonds"}}
    assert client.post("/api/v1/monitor", headers=bearer(key), json=body).status_code == 403
    assert make_app().test_cli_runner().invoke(args=["keys", "set-tier", key, "premium"]).exit_code == 0
    time.sleep(1.05)
    assert client.post("/api/v1/monitor", headers=bearer(key), json=body).status_code == 201


def test_quota_headers_describe_the_key_on_success_premium_gate_and_quota_exhaustion(make_app, _migrated, new_key):
    client = make_app(SVC_QUOTAS={"free": 2, "demo": 2, "premium": 9, "enterprise": 9}).test_client()
    key = new_key("free")
    ok = client.get("/api/v1/checklist", headers=bearer(key))
    assert (ok.headers["X-RateLimit-Limit"], ok.headers["X-RateLimit-Remaining"]) == ("2", "1")
    gated = client.post("/api/v1/monitor", headers=bearer(key), json={"score": {"asset_type": "bonds"}})
    assert gated.status_code == 403 and gated.headers["X-RateLimit-Remaining"] == "1"  # refused: not counted
    assert client.get("/api/v1/checklist", headers=bearer(key)).headers["X-RateLimit-Remaining"] == "0"
    spent = client.get("/api/v1/checklist", headers=bearer(key))
    assert spent.status_code == 429 and spent.json["error"]["code"] == "quota_exceeded"
    assert spent.headers["X-RateLimit-Remaining"] == "0" and int(spent.headers["X-RateLimit-Reset"]) > time.time()
    for response in (ok, gated, spent):  # the IP window is reported apart and never overwrites the quota
        assert response.headers["RateLimit-Policy"].startswith('"api";q=')
        assert response.headers["RateLimit"].startswith('"api";r=')


def test_a_public_route_shows_a_sent_keys_quota_without_counting_it(client, new_key):
    key = new_key()
    first = client.get("/api/v1/changelog", headers=bearer(key))
    second = client.get("/api/v1/changelog", headers=bearer(key))
    assert first.headers["X-RateLimit-Remaining"] == second.headers["X-RateLimit-Remaining"] == "1000"


def test_the_burst_window_is_one_per_address_across_the_whole_api(make_app, _migrated, new_key):
    app = make_app(SVC_BURST_LIMIT="4/minute", API_BASE_URL="http://api.hub.test")
    client, key = app.test_client(), new_key()
    statuses = [client.get("/api/v1/changelog").status_code,
                client.get("/api/v1/checklist", headers=bearer(key)).status_code,
                client.get("/api/compare?limit=1").status_code,
                client.get("/v1/changelog", headers={"Host": "api.hub.test"}).status_code]
    assert statuses == [200, 200, 200, 200]
    for path in ("/api/v1/jurisdictions", "/api/v1/changelog", "/api/compare"):
        refused = client.get(path, headers=bearer(key))
        assert refused.status_code == 429 and refused.json["error"]["code"] == "rate_limited", path
        assert refused.headers["RateLimit"].startswith('"api";r=0;') and int(refused.headers["Retry-After"]) >= 1
    assert client.get("/api/v1/status").status_code == 200  # probes are exempt


def test_pages_have_their_own_per_address_limits(make_app, _migrated):
    client = make_app(SVC_PAGE_LIMIT="2/minute", SVC_PDF_LIMIT="1/minute").test_client()
    assert [client.get("/developers").status_code for _ in range(3)] == [200, 200, 429]
    assert '"door";q=2;w=60' in client.get("/changelog").headers["RateLimit-Policy"]
    first = client.get("/api/compare/report/pdf?compare=a,b")
    assert first.status_code in (400, 404)
    assert client.get("/api/compare/report/pdf?compare=a,b").status_code == 429


def test_an_untrusted_host_is_refused_and_redirects_never_name_it(client):
    response = client.get("/api", headers={"Host": "evil.example"})
    assert response.status_code == 400
    redirect = client.get("/api")
    assert redirect.status_code == 302 and "evil" not in redirect.headers["Location"]


class _SilentPeer:
    """A TCP server that accepts connections and never answers: a hung Redis or database."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(50)
        self.port = self.sock.getsockname()[1]
        self.held: list = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.held.append(conn)

    def close(self):
        self.sock.close()
        for conn in self.held:
            conn.close()


@pytest.fixture
def silent_peer():
    peer = _SilentPeer()
    yield peer
    peer.close()


def _timed(call):
    started = time.monotonic()
    response = call()
    return response, time.monotonic() - started


@pytest.mark.parametrize("redis_url", ["dead", "silent"])
def test_a_redis_that_is_down_or_silent_never_hangs_or_breaks_the_api(make_app, _migrated, new_key, silent_peer,
                                                                      redis_url):
    url = "redis://127.0.0.1:1/0" if redis_url == "dead" else f"redis://127.0.0.1:{silent_peer.port}/0"
    app = make_app(REDIS_URL=url, SVC_JOBS_INLINE=True, SVC_REDIS_TIMEOUT=0.5, RATELIMIT_STORAGE_URI=url,
                   SVC_QUOTAS={"free": 2, "demo": 2, "premium": 2, "enterprise": 2})
    client, key = app.test_client(), new_key()
    for _ in range(2):
        response, took = _timed(lambda: client.get("/api/v1/checklist", headers=bearer(key)))
        assert response.status_code == 200 and took < 5
    spent, took = _timed(lambda: client.get("/api/v1/checklist", headers=bearer(key)))
    assert spent.status_code == 429 and took < 5  # the quota stays exact on the database counter
    public, took = _timed(lambda: client.get("/api/v1/changelog"))
    assert public.status_code == 200 and took < 5 and public.headers["RateLimit"].startswith('"api";')
    status, took = _timed(lambda: client.get("/api/v1/status"))
    assert took < 5 and status.json["status"] == "degraded" and status.json["services"]["redis"]["status"] == "down"
    page, took = _timed(lambda: client.get("/developers"))
    assert page.status_code == 200 and took < 5


@pytest.mark.skipif(not USE_POSTGRES, reason="the database timeouts are PostgreSQL's (SQLite is a local file)")
def test_a_database_that_never_answers_gives_503_within_seconds(make_app, _migrated, silent_peer, new_key):
    from app.config import _engine_options

    url = f"postgresql+psycopg://127.0.0.1:{silent_peer.port}/test"
    app = make_app(SQLALCHEMY_DATABASE_URI=url, SQLALCHEMY_ENGINE_OPTIONS=_engine_options(url, timeout=2))
    client = app.test_client()
    status, took = _timed(lambda: client.get("/api/v1/status"))
    assert status.status_code == 503 and status.json["services"]["database"]["status"] == "down" and took < 5
    keyed, took = _timed(lambda: client.get("/api/v1/checklist", headers=bearer("svc_pk_live_" + "a" * 32)))
    assert keyed.status_code == 503 and keyed.json["error"]["code"] == "service_unavailable" and took < 5
    page, took = _timed(lambda: client.get("/"))
    assert page.status_code == 503 and took < 5


def test_one_embedded_scheduler_runs_per_machine(app, tmp_path):
    from app.platform.jobs import Scheduler

    lock = tmp_path / "scheduler.lock"
    first, second = Scheduler(app, [], lock_path=lock), Scheduler(app, [], lock_path=lock)
    assert first.holds_lock() is True and second.holds_lock() is False


def test_the_embedded_scheduler_starts_with_the_first_request(make_app, _migrated):
    app = make_app(SVC_SCHEDULER=True)
    assert app.extensions.get("svc_scheduler") is None
    app.test_client().get("/api/v1/status")
    scheduler = app.extensions["svc_scheduler"]
    assert scheduler.is_alive() and {"catalogue-refresh", "mail-send"} <= {j.name for j in scheduler.jobs}
    scheduler.stopped.set()


def test_the_developer_hub_documents_each_declared_event_and_signed_document_from_its_declaration(client):
    page = "".join(client.get(f"/developers/{slug}").get_data(as_text=True)
                   for slug in ("webhooks", "signatures", "scoring", "compare", "attest"))
    for name in ("regulation_update", "new_requirement", "compare.alerts.apy_move"):
        assert f'id="event-{name}"' in page
    assert "<code>impact_on_score</code>" in page and "<code>idempotency_key</code>" in page
    for kind, prefix in (("attestation", "svc-attest:v1:"), ("compare-report", "svc-compare:v1:")):
        assert f"<code>{kind}</code></td><td><code>{prefix}</code>" in page
    assert 'id="scoring"' in page and 'id="compare"' in page and 'id="verify-offline"' in page


def test_a_premium_feature_refused_inside_a_route_spends_nothing(client, new_key):
    key = new_key("free")
    refused = client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "bonds", "profile": "credit_fund"})
    assert refused.status_code == 403 and refused.json["error"]["code"] == "premium_required"
    assert refused.headers["X-RateLimit-Remaining"] == "1000"
    assert client.get("/api/v1/keys/current", headers=bearer(key)).json["quota"]["used"] == 0
    assert client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "bonds"}).headers[
        "X-RateLimit-Remaining"] == "999"


def test_a_burst_refusal_still_shows_the_keys_quota(make_app, _migrated, new_key):
    client, key = make_app(SVC_BURST_LIMIT="1/minute").test_client(), new_key()
    assert client.get("/api/v1/checklist", headers=bearer(key)).status_code == 200
    refused = client.get("/api/v1/checklist", headers=bearer(key))
    assert refused.status_code == 429 and refused.headers["X-RateLimit-Remaining"] == "999"


def test_a_key_read_before_a_revocation_is_never_cached_after_it(app):
    from app.platform.auth import KeyIdentity, key_cache

    with app.app_context():
        cache = key_cache()
        before = cache.generation
        cache.forget()  # a revocation seen by another thread while this lookup read the old row
        cache.put("digest", KeyIdentity(1, "key_x", "free", "live", False), before)
        assert cache.get("digest") is None


def test_a_watcher_that_unsubscribed_after_its_check_was_queued_is_not_told(app, client, catalogue):
    from app.compare.alerts import check_one
    from app.compare.models import CompareWatcher
    from app.extensions import db
    from app.platform.db import unit_of_work
    from tests.catalogue.factories import set_figures

    client.post("/api/compare-alerts-waitlist", json={"email": "ana@example.org", "product_ids": ["ondo-usdy"]})
    with app.app_context(), unit_of_work():
        watcher = db.session.query(CompareWatcher).one()
        watcher.email_confirmed_at, watcher.active = watcher.created_at, False
        watcher_id = watcher.id
    set_figures(app, "ondo-usdy", apy=1.0)
    with app.app_context(), unit_of_work():
        assert check_one(watcher_id) is False


@pytest.mark.skipif(not USE_POSTGRES, reason="production mode: the Redis quota counter")
def test_redis_catches_up_with_what_the_database_counted_while_it_was_down(app, new_key):
    from app.platform import quota, ratelimit
    from app.platform.auth import lookup
    from app.platform.clock import month_period
    from app.platform.redis import client

    key = new_key()
    with app.test_request_context():
        identity, period = lookup(key), month_period()
        quota._upsert(identity.id, period, 1000, amount=7, ceiling=False)  # counted in the database meanwhile
        client().set(ratelimit.quota_key(identity.id, period), 2)  # what Redis held before it failed
        quota._fallback_keys().add((identity.id, period))
        assert quota.ask(identity) is None  # the combined round trip must not count it first
        assert quota.settle(identity, None).used == 8
        assert int(client().get(ratelimit.quota_key(identity.id, period))) == 8
