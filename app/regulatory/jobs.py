"""The feed's periodic refresh from REGULATORY_SOURCE_URL (nothing to do when none is set)."""

import logging

from app.platform.jobs import job
from app.regulatory import service

log = logging.getLogger("svc.regulatory")


@job(timeout=300)
def refresh() -> str | None:
    """Periodic job: import the live source's references; a failure is logged and changes nothing."""
    try:
        report = service.refresh()
    except service.SourceError as error:
        log.warning("regulatory refresh failed: %s", error)
        return None
    return report.summary() if report else None
