"""The one list of installed domains, in order. create_app, the migrations' model import, the periodic
schedule (embedded scheduler and `rq cron`), the navigation and the developer hub all loop over it.

Adding a domain is one new package that declares `DOMAIN = Domain(...)` and one line here.
"""

from app import (
    attest,
    catalogue,
    chargeflow,
    compare,
    copilot,
    dossier,
    green,
    hub,
    keys,
    reference,
    regulatory,
    scoring,
    shield,
    verify,
    watts,
    webhooks,
)
from app.platform import PLATFORM

INSTALLED = (
    PLATFORM,
    hub.DOMAIN,
    keys.DOMAIN,
    reference.DOMAIN,
    scoring.DOMAIN,
    attest.DOMAIN,
    catalogue.DOMAIN,
    compare.DOMAIN,
    webhooks.DOMAIN,
    regulatory.DOMAIN,
    green.DOMAIN,
    shield.DOMAIN,
    verify.DOMAIN,
    chargeflow.DOMAIN,
    watts.DOMAIN,
    dossier.DOMAIN,
    copilot.DOMAIN,
)


def periodic(domains=INSTALLED) -> list:
    """Every periodic job the domains declare (what `rq cron app.cron` registers)."""
    return [job for domain in domains for job in domain.periodic]
