"""The assistant's conversations at the service, without HTTP: owners only, forgetting, and expiry after
SVC_COPILOT_TTL idle seconds, each with the conversation's turns."""

from datetime import timedelta

import pytest
import time_machine
from sqlalchemy import func, select

from app.copilot import service
from app.copilot.models import Conversation, Turn
from app.extensions import db
from tests.copilot import factories
from tests.keys.factories import api_key


@pytest.fixture
def ctx(app):
    """The test runs in the app's context; what it writes is flushed and never committed."""
    with app.app_context():
        yield


def _count(model) -> int:
    return db.session.scalar(select(func.count()).select_from(model))


def test_a_conversation_is_continued_only_by_its_owner_and_never_probed(ctx):
    owner, stranger = api_key()[0], api_key()[0]
    keyed, anonymous = factories.conversation(owner), factories.conversation()
    for conversation_id, caller in ((keyed.id, stranger), (keyed.id, None), (anonymous.id, owner)):
        with pytest.raises(Exception, match="No such conversation") as refused:
            service.chat("And the Watt weights?", conversation_id, caller)
        assert refused.value.code == "not_found"
    assert keyed.turns == anonymous.turns == 1


def test_forgetting_deletes_the_owners_conversation_with_its_turns_and_nothing_else(ctx):
    owner = api_key()[0]
    mine, other = factories.conversation(owner, turns=3), factories.conversation(turns=2)
    with pytest.raises(Exception, match="No such conversation"):
        service.forget(mine.id, api_key()[0])
    service.forget(mine.id, owner)
    assert db.session.scalars(select(Conversation.id)).all() == [other.id] and _count(Turn) == 2


def test_only_conversations_idle_past_their_time_expire_with_their_turns(app, ctx):
    idle = factories.conversation(turns=2)
    with time_machine.travel(timedelta(seconds=app.config["SVC_COPILOT_TTL"] - 60), tick=False):
        recent = factories.conversation()
    with time_machine.travel(timedelta(seconds=app.config["SVC_COPILOT_TTL"] + 1), tick=False):
        assert service.expire() == 1
    assert db.session.scalars(select(Conversation.id)).all() == [recent.id] and _count(Turn) == 1
    assert db.session.get(Conversation, idle.id) is None
