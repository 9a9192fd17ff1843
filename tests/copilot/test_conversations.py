"""Conversations: an id to follow up with, turns numbered, the last turns kept, expiry, owners only, forgetting;
and of a question only its search words are kept, never its text."""

from datetime import timedelta

import time_machine
from sqlalchemy import select

from app.copilot.models import Conversation, Turn
from app.extensions import db
from app.platform.db import unit_of_work
from app.platform.urls import external_url
from tests.conftest import bearer
from tests.copilot import factories
from tests.copilot.conftest import ask, cited
from tests.keys.factories import identity


def _conversation(app, key: str | None = None) -> str:
    """The id of a conversation of the key (or of no key) with one turn (the factory's, committed)."""
    with app.app_context(), unit_of_work():
        return factories.conversation(identity(key) if key else None).id


def test_a_follow_up_is_answered_in_the_context_of_the_previous_turn(hub, client):
    first = ask(client, "Who is the issuer of BUIDL?").json
    follow = ask(client, "And on which platform is it?", first["conversation_id"]).json
    with hub.app_context():
        url = external_url("catalogue_pages.product", product_id="blackrock-buidl")
    assert follow["conversation_id"] == first["conversation_id"]
    assert (first["turn"], follow["turn"]) == (1, 2)
    assert follow["refused"] is False and follow["citations"][0]["url"] == url
    assert cited(follow, url, "Securitize platform")


def test_a_new_topic_in_the_same_conversation_is_answered_on_its_own(hub, client):
    first = ask(client, "Who is the issuer of BUIDL?").json
    other = ask(client, "What are the CQS weights?", first["conversation_id"]).json
    with hub.app_context():
        url = external_url("green_pages.methodology", model="cqs", _anchor="weights")
    assert other["turn"] == 2 and cited(other, url, "additionality")


def test_without_an_id_each_question_starts_a_conversation(hub, client):
    ids = {ask(client, "What are the CQS weights?").json["conversation_id"] for _ in range(2)}
    assert len(ids) == 2


def test_the_question_text_is_never_stored(hub, client):
    question = "Who is the issuer of BUIDL, my secret project Zyxwv?"
    answer = ask(client, question).json
    with hub.app_context():
        (turn,) = db.session.scalars(select(Turn)).all()
        stored = repr({c.name: getattr(turn, c.name) for c in Turn.__table__.columns})
    assert turn.conversation_id == answer["conversation_id"] and "buidl" in turn.stems
    assert question not in stored and "secret project" not in stored.lower()


def test_a_conversation_keeps_its_last_turns_only(make_app, hub):
    client = make_app(SVC_COPILOT_TURNS=2).test_client()
    conversation = ask(client, "What are the CQS weights?").json["conversation_id"]
    for _ in range(3):
        last = ask(client, "What are the CQS weights?", conversation).json
    assert last["turn"] == 4
    with hub.app_context():
        kept = db.session.scalars(select(Turn.turn).where(Turn.conversation_id == conversation)).all()
    assert sorted(kept) == [3, 4]


def test_an_expired_conversation_is_not_found_and_the_periodic_job_deletes_it(hub, client):
    from app.copilot.jobs import expire

    conversation = _conversation(hub)
    with time_machine.travel(timedelta(days=1, minutes=1), tick=False):
        later = ask(client, "And the Watt weights?", conversation)
        assert later.status_code == 404 and later.json["error"]["code"] == "not_found"
        with hub.app_context(), unit_of_work():
            assert expire() == "1 expired conversations deleted"
    with hub.app_context():
        assert db.session.scalars(select(Conversation)).all() == [] and db.session.scalars(select(Turn)).all() == []


def test_another_callers_conversation_is_not_found(hub, client, new_key):
    my_key = new_key()
    mine, theirs = bearer(my_key), bearer(new_key())
    keyed, anonymous = _conversation(hub, my_key), _conversation(hub)
    assert ask(client, "And the Watt weights?", keyed, headers=theirs).status_code == 404
    assert ask(client, "And the Watt weights?", keyed).status_code == 404
    assert ask(client, "And the Watt weights?", anonymous, headers=mine).status_code == 404
    assert ask(client, "And the Watt weights?", keyed, headers=mine).status_code == 200
    assert ask(client, "And the Watt weights?", anonymous).status_code == 200


def test_a_conversation_can_be_forgotten_by_its_owner_only(hub, client, new_key):
    my_key = new_key()
    mine, theirs = bearer(my_key), bearer(new_key())
    conversation = _conversation(hub, my_key)
    assert client.delete(f"/api/v1/copilot/conversations/{conversation}", headers=theirs).status_code == 404
    assert client.delete(f"/api/v1/copilot/conversations/{conversation}", headers=mine).status_code == 204
    assert client.delete(f"/api/v1/copilot/conversations/{conversation}", headers=mine).status_code == 404
    assert ask(client, "And the Watt weights?", conversation, headers=mine).status_code == 404


def test_a_well_formed_unknown_id_is_not_found(hub, client):
    answer = ask(client, "What are the CQS weights?", "cnv_" + "a" * 24)
    assert answer.status_code == 404 and answer.json["error"]["code"] == "not_found"


def test_the_answer_says_when_the_conversation_expires(hub, client):
    from datetime import UTC, datetime

    body = ask(client, "What are the CQS weights?").json
    expires = datetime.fromisoformat(body["expires_at"].replace("Z", "+00:00"))
    assert timedelta(hours=23) < expires - datetime.now(UTC) <= timedelta(days=1)
