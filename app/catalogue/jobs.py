"""Background jobs of the catalogue: the hourly pull of the live source."""

from app.catalogue import service
from app.platform.jobs import job


@job(timeout=600)
def refresh_catalogue() -> dict:
    """Periodic job: pull the live source CATALOGUE_SOURCE names; a failure keeps the cache and is recorded."""
    return service.refresh()
