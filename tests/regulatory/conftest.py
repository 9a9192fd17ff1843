"""The shipped references imported into the test hub, and the webhooks tests' hub and registration helpers."""

import pytest

from app.platform.data import load
from app.platform.db import unit_of_work
from tests.webhooks.conftest import hub, owner, owner_key, register  # noqa: F401 (fixtures)


@pytest.fixture
def feed(app):
    from app.regulatory import service

    with app.app_context(), unit_of_work():
        service.import_references(load("regulatory")["references"])
    return app
