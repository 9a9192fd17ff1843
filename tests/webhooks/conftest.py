"""A hub whose fetch door may reach the fake HTTPS receiver on loopback (and nothing else private), its premium
owner, and webhooks of the owner registered through the factory."""

from typing import NamedTuple

import pytest

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity, make_key
from tests.webhooks import factories


@pytest.fixture
def hub(make_app, _migrated, fake_https):
    from app.extensions import db
    from tests.conftest import _empty_tables

    # jobs inline in both modes: these tests drive the delivery state machine; the RQ path has its own test
    application = make_app(SVC_JOBS_INLINE=True, **fake_https.settings())
    yield application
    _empty_tables(application)
    with application.app_context():
        db.engine.dispose()


@pytest.fixture
def owner_key(hub) -> str:
    return make_key(hub, "premium")


@pytest.fixture
def owner(owner_key) -> dict:
    return bearer(owner_key)


class Registered(NamedTuple):
    id: str
    secret: str


@pytest.fixture
def register(hub, owner_key, fake_https):
    """register(events=..., path=..., key=None) -> the id and secret of a webhook of the owner (or of the key with
    that secret) on the fake receiver, made by the factory and committed."""
    def factory(events=("regulation_update",), path="/hook", key=None) -> Registered:
        with hub.app_context(), unit_of_work():
            hook = factories.webhook(identity(key or owner_key), url=f"{fake_https.url}{path}", events=tuple(events))
            return Registered(hook.id, factories.secret_of(hook))

    return factory
