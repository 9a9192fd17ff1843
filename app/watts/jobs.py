"""The periodic expiry: reservation intents whose window ended unconfirmed become expired."""

from app.platform.jobs import job
from app.watts import service


@job(timeout=120)
def expire_stale() -> int:
    """Expire what is due; how many intents moved (the job runs in one unit of work, like every job)."""
    return service.expire_stale()
