"""Signed webhooks: registrations, deliveries from the outbox, retries, dead letters and replay."""

from app.platform.domain import Domain, Periodic

DOMAIN = Domain(
    name="webhooks",
    api=("app.webhooks.api:blp",),
    models=("app.webhooks.models",),
    jobs=("app.webhooks.jobs",),
    periodic=(Periodic("webhooks-dispatch-and-retry", "app.webhooks.jobs:dispatch_and_retry", interval=30,
                       timeout=300),),
    on_publish=("app.webhooks.jobs:dispatch",),
    ids=("wh", "whd"),
    hub_section="webhooks/_hub.html",
)
