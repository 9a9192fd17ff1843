"""ChargeFlow test helpers: valid mint bodies of each kind, a premium key, a mint call through the API and units
minted through the factory."""

from __future__ import annotations

import pytest

from app.chargeflow.models import Unit
from app.platform.db import unit_of_work
from tests.chargeflow import factories
from tests.chargeflow.factories import BODIES, FLEX, FLOW, METERED, SESSION, body  # noqa: F401 (imported from here)
from tests.chargeflow.ocpi_peer import ocpi_peer  # noqa: F401 (the fake OCPI peer, for every test here)
from tests.conftest import bearer
from tests.keys.factories import identity

PATHS = {"e": "/api/v1/chargeflow", "w": "/api/v1/chargeflow/w", "f": "/api/v1/chargeflow/f"}


@pytest.fixture
def premium_key(new_key) -> str:
    return new_key("premium")


@pytest.fixture
def premium(premium_key) -> dict:
    return bearer(premium_key)


@pytest.fixture
def minted(app, premium_key):
    """minted(kind, secret=None, **unit) -> a unit of the premium key (or of the key with that secret), made by
    factories.unit and committed for the API to see; read after the commit (its columns as stored)."""
    def call(kind: str = "e", secret: str | None = None, **unit) -> Unit:
        with app.app_context(), unit_of_work() as session:
            made = factories.unit(identity(secret or premium_key), kind, **unit)
            session.expunge(made)  # kept readable after the commit
        return made

    return call


@pytest.fixture
def mint(client, premium):
    """mint(kind, body=None, headers=None) -> the response."""
    def call(kind: str = "e", payload: dict | None = None, headers: dict | None = None):
        return client.post(PATHS[kind], json=payload if payload is not None else body(kind),
                           headers=headers or premium)

    return call


def tamper(app, unit_id: str, kwh: float = 42.6) -> None:
    """Change one figure of a stored record behind the hub's back (what verification must catch)."""
    from sqlalchemy import select, update

    from app.chargeflow.models import Unit
    from app.extensions import db

    with app.app_context():
        record = db.session.scalar(select(Unit.record).where(Unit.id == unit_id))
        record["session"]["energy_kwh"] = kwh
        db.session.execute(update(Unit).where(Unit.id == unit_id).values(record=record))
        db.session.commit()
