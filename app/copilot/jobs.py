"""The assistant's periodic clean-up: conversations past their expiry are deleted with their turns."""

from app.copilot import service
from app.platform.jobs import job


@job(timeout=300)
def expire() -> str:
    """Periodic job: delete the conversations idle for longer than SVC_COPILOT_TTL."""
    return f"{service.expire()} expired conversations deleted"
