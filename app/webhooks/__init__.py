"""Signed webhooks: registrations, deliveries from the outbox, retries, dead letters and replay."""

from app.platform.domain import Domain, ErrorCode, Periodic

_ERRORS = "app.webhooks.errors:"

DOMAIN = Domain(
    name="webhooks",
    api=("app.webhooks.api:blp",),
    models=("app.webhooks.models",),
    jobs=("app.webhooks.jobs",),
    periodic=(Periodic("webhooks-dispatch-and-retry", "app.webhooks.jobs:dispatch_and_retry", interval=30,
                       timeout=300),),
    on_publish=("app.webhooks.jobs:dispatch",),
    ids=("wh", "whd"),
    errors=(ErrorCode(_ERRORS + "WebhookNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "DeliveryNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "InvalidWebhook", 400, "validation_error"),
            ErrorCode(_ERRORS + "TooManyWebhooks", 409, "too_many_webhooks"),
            ErrorCode(_ERRORS + "StillAttempted", 409, "invalid_state"),
            ErrorCode(_ERRORS + "SigningUnavailable", 503, "signing_unavailable")),
    hub_section="webhooks/_hub.html",
)
