"""A hub whose fetch door may reach the fake HTTPS receiver on loopback (and nothing else private)."""

import pytest

from tests.conftest import bearer
from tests.keys.factories import make_key


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
def owner(hub):
    return bearer(make_key(hub, "premium"))


@pytest.fixture
def register(hub, owner, fake_https):
    """register(events=..., path=...) -> the registration answer (with its secret)."""
    client = hub.test_client()

    def factory(events=("regulation_update",), path="/hook", headers=None):
        response = client.post("/api/v1/webhooks", json={"url": f"{fake_https.url}{path}", "events": list(events)},
                               headers=headers or owner)
        assert response.status_code == 201, response.json
        return response.json

    return factory
