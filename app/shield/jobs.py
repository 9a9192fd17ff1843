"""The periodic seal: pending taps batched under a signed Merkle root every minute."""

from app.platform.jobs import job
from app.shield import service


@job(timeout=120)
def seal_pending() -> int:
    """Seal what is pending; the number of roots made."""
    return service.seal_now()
