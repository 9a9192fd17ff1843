"""Scoring's list answers at the service, without HTTP: a history is its series and one window of its entries, the
monitors are a Page of monitors with their latest score."""

import pytest

from app.platform.listing import Window
from app.scoring import monitors, service
from app.scoring.schemas import MonitorList, ScoreHistory
from tests.keys.factories import api_key
from tests.scoring import factories


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def test_a_history_is_one_window_of_its_series_entries_oldest_first_with_their_total(ctx):
    key = api_key()[0]
    series = factories.score_history(key, entries=3)
    history = service.history(series.id, key, limit=2, offset=1)
    assert (history.score_id, history.kind, history.total) == (series.id, "session", 3)
    assert [e.id for e in history.entries] == sorted(e.id for e in history.entries) and len(history.entries) == 2
    answered = ScoreHistory().dump(history)
    assert (answered["limit"], answered["offset"], len(answered["entries"])) == (2, 1, 2)


def test_the_monitors_are_a_page_of_each_monitor_with_its_latest_score(ctx):
    key = api_key(tier="premium")[0]
    first, _second = factories.monitor(key, label="first"), factories.monitor(key, label="second")
    page = monitors.list_monitors(key, Window(1))
    (shown,) = page.items
    assert page.total == 2 and shown.monitor_id == first.id and shown.latest is not None
    answered = MonitorList().dump(page)
    assert answered["monitors"][0]["label"] == "first" and answered["monitors"][0]["watching"] == {
        "jurisdiction": "FR", "asset_type": "bonds"}


def test_a_stopped_monitor_answers_inactive_with_its_latest_score_kept(ctx):
    key = api_key(tier="premium")[0]
    watching = factories.monitor(key)
    stopped = monitors.stop_monitor(watching.id, key)
    assert stopped.active is False and stopped.latest is not None and stopped.history_url.endswith("/history")
