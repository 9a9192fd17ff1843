"""The regulatory feed's rules at the service, without HTTP: an amendment is a change of content, whom a change is
announced to, and what a member state's feed holds."""

import pytest
from sqlalchemy import select

from app.extensions import db
from app.platform.listing import Window
from app.platform.models import ApiKey, OutboxEvent
from app.regulatory import service
from tests.keys.factories import api_key
from tests.regulatory import factories


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def _announced_to() -> list[int]:
    return sorted(row.owner_key_id for row in db.session.scalars(
        select(OutboxEvent).where(OutboxEvent.event == service.EVENT)))


def test_importing_the_same_row_changes_nothing_and_a_changed_summary_is_an_amendment(ctx):
    first = factories.reference()
    digest = first.content_hash
    again = service.import_references([factories.reference_row()])
    assert again.unchanged == [first.id] and again.added == again.amended == []
    amended = service.import_references([factories.reference_row(summary="What the notice now says.")])
    assert amended.amended == [first.id] and first.content_hash != digest


@pytest.mark.parametrize(("subscription", "told"), [
    ({}, True), ({"jurisdictions": ["FR"]}, True), ({"tags": ["amf", "esma"]}, True),
    ({"jurisdictions": ["DE"]}, False), ({"tags": ["bafin"]}, False), ({"jurisdictions": ["FR"], "tags": ["mica"]},
                                                                      False)])
def test_a_change_is_announced_to_the_subscriptions_that_cover_its_place_and_tags(ctx, subscription, told):
    key = api_key(tier="premium")[0]
    factories.subscription(key, **subscription)
    factories.reference()
    assert _announced_to() == ([key.id] if told else [])


def test_an_eu_text_is_announced_to_a_key_following_a_member_state(ctx):
    key = api_key(tier="premium")[0]
    factories.subscription(key, jurisdictions=["LU"])
    factories.reference(id="eu-made-up-text", jurisdiction="EU", tags=["mica"])
    assert _announced_to() == [key.id]


def test_only_live_premium_keys_are_told(ctx):
    free, revoked, premium = api_key()[0], api_key(tier="premium", revoked=True)[0], api_key(tier="premium")[0]
    for key in (free, revoked, premium):
        factories.subscription(key)
    assert db.session.get(ApiKey, revoked.id).revoked_at is not None
    factories.reference()
    assert _announced_to() == [premium.id]


def test_a_bad_row_is_rejected_alone_and_the_member_states_feed_holds_the_eus_texts(ctx):
    report = service.import_references([factories.reference_row(), factories.reference_row(id="x", tags=["gossip"]),
                                        factories.reference_row(id="eu-made-up-text", jurisdiction="EU")])
    assert report.added == ["fr-made-up-notice", "eu-made-up-text"]
    assert [r["id"] for r in report.rejected] == ["x"] and set(report.rejected[0]["errors"]) == {"id", "tags"}
    french = service.feed(Window(10, 0), jurisdiction="FR").references
    german = service.feed(Window(10, 0), jurisdiction="DE").references
    assert {r.id for r in french} == {"fr-made-up-notice", "eu-made-up-text"}
    assert [r.id for r in german] == ["eu-made-up-text"]


def test_the_feeds_page_keeps_the_filters_asked_and_says_when_the_references_were_curated(ctx):
    factories.reference()
    feed = service.feed(Window(10, 0), jurisdiction="FR", tag="amf")
    assert feed.found.params == {"jurisdiction": "FR", "tag": "amf"}
    assert feed.total == 1 and feed.as_of and feed.disclaimer == service.DISCLAIMER
