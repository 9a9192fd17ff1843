"""Watts Reserve test helpers: an offer and a buyer's profile a day ahead, premium keys for a producer and a
buyer, and calls that publish, reserve and confirm."""

from __future__ import annotations

import copy
from datetime import UTC, datetime, timedelta

import pytest

from tests.conftest import bearer

DAY = (datetime.now(UTC) + timedelta(days=1)).replace(hour=10, minute=0, second=0, microsecond=0)


def at(hours: float) -> str:
    """An ISO time `hours` after 10:00 UTC tomorrow."""
    return (DAY + timedelta(hours=hours)).isoformat().replace("+00:00", "Z")


OFFER = {"window": {"start": at(0), "end": at(8)}, "capacity_kw": 500.0, "zone": {"country": "FR", "zone_id": "FR"},
         "firmness": "firm", "generation_source": "solar", "label": "Rooftop solar, Lyon"}
PROFILE = {"window": {"start": at(2), "end": at(4)}, "energy_kwh": 600.0, "zone": {"country": "FR", "zone_id": "FR"},
           "carbon_intensity_max_gco2_kwh": 100.0, "firmness": "firm"}


def after_delivery():
    """The clock moved to 15:00 UTC tomorrow: the test windows' deliveries have happened."""
    import time_machine

    return time_machine.travel(DAY + timedelta(hours=5), tick=True)


def offer_body(**changes) -> dict:
    out = copy.deepcopy(OFFER)
    out.update(changes)
    return out


def profile_body(**changes) -> dict:
    out = copy.deepcopy(PROFILE)
    out.update(changes)
    return out


@pytest.fixture
def producer(new_key) -> dict:
    return bearer(new_key("premium"))


@pytest.fixture
def buyer(new_key) -> dict:
    return bearer(new_key("premium"))


@pytest.fixture
def publish(client, producer):
    def call(headers=None, **changes):
        response = client.post("/api/v1/watts/offers", json=offer_body(**changes), headers=headers or producer)
        assert response.status_code == 201, response.json
        return response.json

    return call


@pytest.fixture
def reserve(client, buyer):
    def call(headers=None, **changes):
        return client.post("/api/v1/watts/reserve", json=profile_body(**changes), headers=headers or buyer)

    return call
