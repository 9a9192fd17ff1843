"""Watts Reserve test helpers: premium keys for a producer and a buyer, an offer published and a reservation made
through the factories (committed, for the API to see), and the reserve call through the API."""

from __future__ import annotations

import pytest

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.watts import factories
from tests.watts.factories import profile_body


@pytest.fixture
def producer_key(new_key) -> str:
    return new_key("premium")


@pytest.fixture
def buyer_key(new_key) -> str:
    return new_key("premium")


@pytest.fixture
def producer(producer_key) -> dict:
    return bearer(producer_key)


@pytest.fixture
def buyer(buyer_key) -> dict:
    return bearer(buyer_key)


@pytest.fixture
def publish(app, producer_key):
    """publish(**changes) -> the id of a new open offer of the producer, from offer_body(**changes)."""
    def call(**changes) -> str:
        with app.app_context(), unit_of_work():
            return factories.offer(identity(producer_key), **changes).id

    return call


@pytest.fixture
def reserved(app, buyer_key):
    """reserved(state, **changes) -> the id of a buyer's reservation from profile_body(**changes), in that state."""
    def call(state: str = "pending_confirm", **changes) -> str:
        with app.app_context(), unit_of_work():
            return factories.reservation(identity(buyer_key), state, **changes).id

    return call


@pytest.fixture
def reserve(client, buyer):
    """reserve(**changes) -> the API's answer to the buyer's reservation of profile_body(**changes)."""
    def call(headers=None, **changes):
        return client.post("/api/v1/watts/reserve", json=profile_body(**changes), headers=headers or buyer)

    return call
