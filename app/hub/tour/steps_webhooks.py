"""Webhook endpoints: create one, test it, read its deliveries, replay, rotate its secret, delete it."""

from app.hub.tour import Step

STEPS = [
    Step("POST", "/api/v1/webhooks", {"url": "{{webhookUrl}}", "events": ["chargeflow.unit.minted"]},
         status=201, save={"webhook_id": "id"}),
    Step("GET", "/api/v1/webhooks", check="webhooks"),
    Step("POST", "/api/v1/webhooks/{webhook_id}/test", save={"delivery_id": "id"}),
    Step("GET", "/api/v1/webhooks/{webhook_id}/deliveries", query={"limit": 10}, check="deliveries"),
    Step("POST", "/api/v1/webhooks/deliveries/{delivery_id}/replay", status=202, check="id"),
    Step("POST", "/api/v1/webhooks/{webhook_id}/replay", status=202, check="replayed"),
    Step("POST", "/api/v1/webhooks/{webhook_id}/rotate-secret", check="secret"),
    Step("DELETE", "/api/v1/webhooks/{webhook_id}", status=204),
]
