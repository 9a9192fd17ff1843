"""Signed webhooks: registrations, deliveries from the outbox, retries, dead letters and replay."""

from app.platform.domain import Domain, ErrorCode, Periodic, Setting
from app.platform.settings import SECONDS, Kind


def retry_schedule(raw: str) -> tuple[int, ...]:
    """The four waits before webhook attempts 2 to 5, in seconds."""
    waits = tuple(int(part) for part in raw.split(",") if part.strip())
    if len(waits) != 4 or min(waits) < 0:
        raise ValueError("needs four comma-separated numbers of seconds")
    return waits


_ERRORS = "app.webhooks.errors:"

DOMAIN = Domain(
    name="webhooks",
    api=("app.webhooks.api:blp",),
    models=("app.webhooks.models",),
    jobs=("app.webhooks.jobs",),
    periodic=(Periodic("webhooks-dispatch-and-retry", "app.webhooks.jobs:dispatch_and_retry", interval=30,
                       timeout=300),),
    on_publish=("app.webhooks.jobs:dispatch",),
    receives="app.webhooks.delivery:receives",
    ids=("wh", "whd"),
    errors=(ErrorCode(_ERRORS + "WebhookNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "DeliveryNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "InvalidWebhook", 400, "validation_error"),
            ErrorCode(_ERRORS + "TooManyWebhooks", 409, "too_many_webhooks"),
            ErrorCode(_ERRORS + "StillAttempted", 409, "invalid_state"),
            ErrorCode(_ERRORS + "SigningUnavailable", 503, "signing_unavailable")),
    hub_section="webhooks/_hub.html",
    template_globals=(("webhook_events", "app.webhooks.catalogue:event_catalogue"),),
    settings=(
        Setting("SVC_WEBHOOK_RETRY_AFTER", "60,300,900,3600", "Seconds a failed webhook delivery waits before attempts "
                "2 to 5; the fifth failure is `dead_letter`", Kind("four seconds, comma-separated", retry_schedule)),
        Setting("SVC_WEBHOOK_LEASE", "120", "Seconds a worker holds a webhook delivery while it sends; past it the "
                "delivery is due again", SECONDS),
    ),
)
