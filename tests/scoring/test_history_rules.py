"""Score histories and monitors at the service, without HTTP: what is stored for whom, owners only, premium
features, and which regulatory references concern a monitor."""

import pytest
from sqlalchemy import func, select

from app.extensions import db
from app.keys.service import ensure_demo_key
from app.scoring import monitors, service
from app.scoring.models import ScoreEntry, ScoreSeries
from tests.keys.factories import api_key, identity
from tests.scoring import factories


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def _entries(series_id: str) -> int:
    return db.session.scalar(select(func.count()).select_from(ScoreEntry).where(ScoreEntry.series_id == series_id))


def test_a_keyed_score_starts_a_history_and_its_score_id_adds_to_it(ctx):
    key = api_key()[0]
    series = factories.score_history(key, entries=3)
    assert series.id.startswith("scr_") and series.kind == "session" and series.owner_key_id == key.id
    assert _entries(series.id) == 3 and "record_history" not in series.request


def test_nothing_is_stored_without_a_key_for_the_demo_key_or_when_the_caller_says_so(ctx):
    request = factories.score_request()
    anonymous = service.score(request, None)
    demo = service.score(request, identity(ensure_demo_key()))
    declined = service.score({**request, "record_history": False}, api_key()[0])
    assert [r.persisted for r in (anonymous, demo, declined)] == [False, False, False]
    assert db.session.scalar(select(func.count()).select_from(ScoreSeries)) == 0


def test_another_keys_score_id_is_not_found_and_its_history_unchanged(ctx):
    owner, stranger = api_key()[0], api_key()[0]
    series = factories.score_history(owner)
    for call in (lambda: service.history(series.id, stranger),
                 lambda: service.score({**factories.score_request(), "score_id": series.id}, stranger)):
        with pytest.raises(Exception, match="No such score history") as refused:
            call()
        assert refused.value.code == "not_found"
    assert _entries(series.id) == 1


def test_custom_weights_and_profiles_need_a_premium_key(ctx):
    request = {**factories.score_request(), "profile": "real_estate_fund"}
    with pytest.raises(Exception) as refused:
        service.score(request, api_key()[0])
    assert refused.value.code == "premium_required"
    assert service.score(request, api_key(tier="premium")[0]).meta["weights_source"] != "default"


@pytest.mark.parametrize(("reference", "concerned"), [
    ({"jurisdiction": "FR"}, True), ({"jurisdiction": "EU"}, True), ({"jurisdiction": "DE"}, False),
    ({"jurisdiction": "CH", "asset_types": ["bonds"]}, True), ({"jurisdiction": ""}, False),
])
def test_a_reference_concerns_a_monitor_by_its_place_eu_included_or_by_its_asset_type(ctx, reference, concerned):
    watching = factories.monitor(api_key(tier="premium")[0])
    assert (watching.jurisdiction, watching.asset_type) == ("FR", "bonds")
    assert monitors.matches(watching, reference) is concerned


def test_a_monitor_of_no_stated_place_follows_the_eus_texts_only(ctx):
    watching = factories.monitor(api_key(tier="premium")[0], asset_type="real_estate")
    assert watching.jurisdiction is None
    assert monitors.matches(watching, {"jurisdiction": "EU"}) and not monitors.matches(watching, {"jurisdiction": "FR"})


def test_a_stopped_monitor_is_not_rescored_and_a_session_is_no_monitor(ctx):
    key = api_key(tier="premium")[0]
    watching, session = factories.monitor(key), factories.score_history(key)
    monitors.stop_monitor(watching.id, key)
    assert monitors.on_regulatory_reference({"id": "fr-x", "jurisdiction": "FR", "tags": []}) == []
    assert _entries(watching.id) == 1
    with pytest.raises(Exception, match="No such monitor") as refused:
        monitors.stop_monitor(session.id, key)
    assert refused.value.code == "not_found"
