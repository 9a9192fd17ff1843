"""What a test serves on loopback: the hub from a thread of the test process, and a fake HTTPS peer the hub
calls out to (tests/support.py builds both)."""

import pytest


@pytest.fixture
def hub_url(make_app, _migrated, app, catalogue):
    """The hub served on a free loopback port over the test database, its catalogue seeded; its base URL."""
    from tests.support import served_in_thread

    with served_in_thread(make_app(BASE_URL="http://127.0.0.1")) as url:
        yield url


@pytest.fixture
def fake_https(tmp_path):
    from tests.support import FakeHttps

    peer = FakeHttps().start(tmp_path)
    yield peer
    peer.stop()
