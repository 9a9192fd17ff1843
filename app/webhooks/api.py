"""The webhooks API (premium): registrations, the ping, secret rotation, the delivery log and replays."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.platform.auth import current_key, require_premium
from app.platform.listing import ListArgs
from app.webhooks import service
from app.webhooks.schemas import (
    DeliveryArgs,
    DeliveryList,
    DeliveryRead,
    ReplayAll,
    WebhookCreate,
    WebhookCreated,
    WebhookList,
)

blp = Blueprint("webhooks", __name__, url_prefix="/api/v1/webhooks",
                description="Signed webhooks: registrations, a delivery log with retries, dead letters and replay.")


@blp.route("")
class Webhooks(MethodView):
    @require_premium
    @blp.arguments(WebhookCreate)
    @blp.response(201, WebhookCreated)
    @blp.doc(operationId="createWebhook", summary="Create a webhook")
    def post(self, body):
        """Register an HTTPS endpoint for some events. The answer holds its signing secret, shown this once."""
        return service.register(current_key(), body["url"], body["events"])

    @require_premium
    @blp.arguments(ListArgs, location="query")
    @blp.response(200, WebhookList)
    @blp.doc(operationId="listWebhooks", summary="List webhooks")
    def get(self, args):
        """Your webhooks, oldest first (limit, offset)."""
        return service.list_webhooks(current_key(), ListArgs().window(args))


@blp.route("/<string:webhook_id>")
class WebhookOne(MethodView):
    @require_premium
    @blp.response(204)
    @blp.doc(operationId="deleteWebhook", summary="Delete a webhook")
    def delete(self, webhook_id):
        """Remove a webhook and its delivery log; nothing more is sent to it."""
        service.delete(webhook_id, current_key())


@blp.route("/<string:webhook_id>/rotate-secret")
class RotateSecret(MethodView):
    @require_premium
    @blp.response(200, WebhookCreated)
    @blp.doc(operationId="rotateWebhookSecret", summary="Rotate a webhook secret")
    def post(self, webhook_id):
        """A new signing secret, shown once; the previous one keeps signing beside it for 24 hours."""
        return service.rotate_secret(webhook_id, current_key())


@blp.route("/<string:webhook_id>/test")
class Ping(MethodView):
    @require_premium
    @blp.response(200, DeliveryRead)
    @blp.doc(operationId="pingWebhook", summary="Send a test delivery")
    def post(self, webhook_id):
        """Send a `ping` delivery now, signed like every event, and answer how it went."""
        return service.ping(webhook_id, current_key())


@blp.route("/<string:webhook_id>/deliveries")
class Deliveries(MethodView):
    @require_premium
    @blp.arguments(DeliveryArgs, location="query")
    @blp.response(200, DeliveryList)
    @blp.doc(operationId="listDeliveries", summary="List a webhook's deliveries")
    def get(self, args, webhook_id):
        """The delivery log, newest first, each delivery with its attempts (limit, offset, status)."""
        return service.deliveries(webhook_id, current_key(), DeliveryArgs().window(args), args["status"])


@blp.route("/deliveries/<string:delivery_id>/replay")
class ReplayOne(MethodView):
    @require_premium
    @blp.response(202, DeliveryRead)
    @blp.alt_response(409, description="invalid_state: the delivery is still being attempted")
    @blp.doc(operationId="replayDelivery", summary="Replay a delivery")
    def post(self, delivery_id):
        """Send a delivered or dead_letter delivery again: a new series of attempts, same id."""
        return service.replay_one(delivery_id, current_key())


@blp.route("/<string:webhook_id>/replay")
class ReplayAllRoute(MethodView):
    @require_premium
    @blp.response(202, ReplayAll)
    @blp.doc(operationId="replayDeadLetters", summary="Replay dead-letter deliveries")
    def post(self, webhook_id):
        """Replay every dead_letter delivery of the webhook."""
        return service.replay_dead_letters(webhook_id, current_key())
