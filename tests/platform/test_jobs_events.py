"""Jobs leave after the commit, run in their own transaction; events are outbox rows."""

import pytest

from app.extensions import db
from app.platform import events, jobs
from app.platform.db import unit_of_work
from app.platform.domain import Periodic
from app.platform.models import OutboxEvent
from tests.conftest import ENV_REDIS_URL
from tests.platform import throwaway as jobs_fixtures


@pytest.fixture
def app(make_app, _migrated):
    """The hub with the throw-away test domain installed beside the real ones, but no reader of the outbox
    (the webhooks domain dispatches rows as soon as they are committed): the outbox as the platform keeps it."""
    from app.domains import INSTALLED
    from tests.conftest import _empty_tables

    application = make_app(domains=(*(d for d in INSTALLED if not d.on_publish), jobs_fixtures.DOMAIN))
    yield application
    _empty_tables(application)


def _labels(app) -> list[str]:
    with app.app_context():
        return sorted(row.payload["label"] for row in db.session.query(OutboxEvent))


def test_published_event_exists_only_when_its_transaction_commits(app):
    with app.app_context(), unit_of_work():
        events.publish("throwaway.thing.happened", {"label": "kept"}, None)
    with pytest.raises(RuntimeError), app.app_context(), unit_of_work():
        events.publish("throwaway.thing.happened", {"label": "rolled back"}, None)
        raise RuntimeError("the change failed")
    assert _labels(app) == ["kept"]


def test_unknown_event_names_are_refused(app):
    with app.app_context(), pytest.raises(ValueError):
        events.publish("made.up", {}, None)


def test_pending_events_are_listed_oldest_first_until_dispatched(app):
    with app.app_context(), unit_of_work():
        first = events.publish("throwaway.thing.happened", {"label": "a"}, None).id
        events.publish("throwaway.thing.happened", {"label": "b"}, None)
    with app.app_context(), unit_of_work():
        assert [e.payload["label"] for e in events.pending()] == ["a", "b"]
        events.mark_dispatched(first)
    with app.app_context():
        assert [e.payload["label"] for e in events.pending()] == ["b"]


def test_the_outbox_hands_each_event_to_one_reader_oldest_first(app):
    with app.app_context(), unit_of_work():
        for label in ("a", "b", "c"):
            events.publish("throwaway.thing.happened", {"label": label}, None)
    taken = []
    for _ in range(3):
        with app.app_context(), unit_of_work():
            batch = events.take(2)
            taken.append(([e.payload["label"] for e in batch.events], batch.full))
    assert taken == [(["a", "b"], True), (["c"], False), ([], False)]
    with app.app_context():
        assert events.pending() == []


@pytest.mark.skipif(bool(ENV_REDIS_URL), reason="embedded mode: jobs run inline")
def test_inline_jobs_run_after_the_commit_and_not_after_a_rollback(app):
    with app.app_context():
        with unit_of_work():
            jobs.enqueue(jobs_fixtures.record, "after commit")
            assert _labels(app) == []
        with pytest.raises(RuntimeError), unit_of_work():
            jobs.enqueue(jobs_fixtures.record, "never")
            raise RuntimeError("rollback")
    assert _labels(app) == ["after commit"]


@pytest.mark.skipif(bool(ENV_REDIS_URL), reason="embedded mode: jobs run inline")
def test_a_failing_inline_job_does_not_break_the_caller(app, caplog):
    with app.app_context(), unit_of_work():
        jobs.enqueue(jobs_fixtures.fail, "boom")
    assert any("failed" in r.getMessage() for r in caplog.records)


@pytest.mark.skipif(not ENV_REDIS_URL, reason="production mode: needs REDIS_URL")
def test_rq_jobs_are_queued_after_commit_and_run_by_a_worker(app):
    from rq import SimpleWorker

    with app.app_context():
        queue = jobs.queue()
        queue.empty()
        with unit_of_work():
            jobs.enqueue(jobs_fixtures.record, "via rq")
            assert queue.count == 0
        assert queue.count == 1
        SimpleWorker([queue], connection=queue.connection).work(burst=True)
    assert _labels(app) == ["via rq"]


@pytest.mark.skipif(not ENV_REDIS_URL, reason="production mode: needs REDIS_URL")
def test_a_nudged_job_waits_in_the_queue_once_until_its_run_clears_the_nudge(app):
    with app.app_context():
        queue = jobs.queue()
        queue.empty()
        jobs.clear_nudge(jobs_fixtures.tick)
        for _ in range(3):  # three commits while no run has started: one run waits
            with unit_of_work():
                jobs.nudge(jobs_fixtures.tick)
                jobs.nudge(jobs_fixtures.tick)
        assert queue.count == 1
        jobs.clear_nudge(jobs_fixtures.tick)  # what the run does before it reads its work
        with unit_of_work():
            jobs.nudge(jobs_fixtures.tick)
        assert queue.count == 2
        queue.empty()
        jobs.clear_nudge(jobs_fixtures.tick)


def test_scheduler_runs_periodic_jobs_when_due(app):
    jobs_fixtures.RAN.clear()
    job = Periodic("tick", "tests.platform.throwaway:tick", interval=60)
    scheduler = jobs.Scheduler(app, [job])
    start = scheduler.next_run["tick"]
    assert scheduler.run_due(start - 1) == []
    assert scheduler.run_due(start) == ["tick"]
    assert scheduler.run_due(start + 30) == []
    assert scheduler.run_due(start + 60) == ["tick"]
    assert jobs_fixtures.RAN == ["tick", "tick"]


def test_every_periodic_job_is_a_declared_job_and_loaded_by_rq_cron():
    from redis import Redis
    from rq.cron import CronScheduler

    from app.domains import periodic

    PERIODIC = periodic()
    for job in PERIODIC:
        assert jobs.registered_job(job.path).timeout > 0
    scheduler = CronScheduler(connection=Redis())  # what `rq cron app.cron` builds; no connection is made
    scheduler.load_config_from_file("app.cron")
    loaded = {(job.name, job.interval, job.args[0]) for job in scheduler.get_jobs()}
    assert loaded == {(job.name, job.interval, job.path) for job in PERIODIC}


def test_an_event_payload_that_does_not_match_its_schema_is_refused(app):
    with app.app_context(), pytest.raises(events.InvalidPayload):
        events.publish("throwaway.thing.happened", {"label": 3}, None)


def test_an_event_carries_the_version_its_domain_declared(app):
    with app.app_context(), unit_of_work():
        row = events.publish("throwaway.thing.happened", {"label": "v"}, None)
        assert row.version == 2


def test_enqueueing_an_undeclared_function_is_refused(app):
    with app.app_context(), pytest.raises(TypeError):
        jobs.enqueue(print, "not a job")


def test_a_throwaway_domain_gets_routes_navigation_job_and_events_with_nothing_else_touched(app, make_app):
    from app.platform.domain import registry

    client = app.test_client()
    assert client.get("/api/v1/throwaway/ping").json["pong"] is True
    assert client.get("/throwaway").get_data(as_text=True) == "throwaway page"
    assert 'href="/throwaway">Throwaway</a>' in client.get("/developers").get_data(as_text=True)
    spec = client.get("/svc-openapi.json").json
    assert "/api/v1/throwaway/ping" in spec["paths"]
    with app.app_context():
        reg = registry()
        assert "throwaway-tick" in [p.name for p in reg.periodic]
        assert "throwaway.thing.happened" in reg.events and reg.ids["tw"] == "throwaway"
    plain = make_app()
    assert plain.test_client().get("/api/v1/throwaway/ping").status_code == 404
    with plain.app_context():
        assert "throwaway.thing.happened" not in registry().events


def test_a_throwaway_panel_shows_on_the_product_page_in_its_order_where_it_has_something_to_say(app, make_app,
                                                                                                  catalogue):
    client = app.test_client()
    page = client.get("/products/toucan-bct").get_data(as_text=True)
    assert '<div class="card" id="throwaway-panel">Throwaway says: Base Carbon Tonne (BCT)</div>' in page
    order = [page.index(f'id="{card}"') for card in ("history", "throwaway-panel", "green-profile", "sources")]
    assert order == sorted(order)  # its order (10) puts it before the green panel (50), both where panels go
    assert 'id="throwaway-panel"' not in client.get("/products/ondo-usdy").get_data(as_text=True)
    plain = make_app().test_client().get("/products/toucan-bct").get_data(as_text=True)
    assert 'id="throwaway-panel"' not in plain and 'id="green-profile"' in plain


def test_a_provided_fact_is_read_through_the_registry_and_is_absent_without_its_domain(app, make_app):
    from app.platform.domain import registry

    with app.app_context():
        assert registry().provided("throwaway_note")("tw_1") == "a note on tw_1"
    with make_app().app_context():
        assert registry().provided("throwaway_note") is None
