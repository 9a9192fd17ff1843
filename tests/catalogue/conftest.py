import pytest


@pytest.fixture
def catalogue(app):
    """The shipped reference catalogue, imported as `flask seed` does."""
    from app.catalogue.service import seed_reference_catalogue
    from app.platform.db import unit_of_work

    with app.app_context(), unit_of_work():
        report = seed_reference_catalogue()
    return report
