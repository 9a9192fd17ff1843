"""The green batches (key required) and the eau check (no key: the API's burst window per IP is its limit).

- POST /api/v1/green/carbon-quality/batch: any key; 10 items with a free or demo key (more: 403
  premium_required), 50 premium.
- POST /api/v1/green/watt/batch and /h2o/batch: premium or enterprise; a free key gets 403 premium_required (the
  spec's rule for the Watt batch, kept for H2O so that the two batches answer alike).
Each batch counts one unit of the key's monthly quota.
"""

from flask.views import MethodView

from app.extensions import Blueprint
from app.green import batches, service
from app.green.text_schemas import BatchBody, CarbonBatch, EauCheck, H2OBatch, TextBody, WattBatch
from app.platform.auth import current_key, require_key, require_premium

blp = Blueprint("green_batches", __name__, url_prefix="/api/v1/green",
                description="Green batches: carbon quality, Watt and H2O of up to 50 items at once.")
eau = Blueprint("eau", __name__, url_prefix="/api/eau", description="The water check of a description.")


@blp.route("/carbon-quality/batch")
class CarbonBatchRoute(MethodView):
    @blp.alt_response(403, description="premium_required: more than 10 items with a free or demo key")
    @require_key
    @blp.arguments(BatchBody)
    @blp.response(200, CarbonBatch)
    @blp.doc(operationId="scoreCarbonQualityBatch", summary="Score carbon quality in a batch")
    def post(self, body):
        """CQS of up to 10 items (free or demo key) or 50 (premium): each {id} (a carbon project or carbon
        product), {text} or {serial}; a bad item answers its own error."""
        return batches.run("carbon", body["items"], current_key())


@blp.route("/watt/batch")
class WattBatchRoute(MethodView):
    @require_premium(status=403)
    @blp.arguments(BatchBody)
    @blp.response(200, WattBatch)
    @blp.doc(operationId="scoreWattBatch", summary="Score Watt in a batch")
    def post(self, body):
        """Watt scores of up to 50 items, each {id} (an energy asset) or {text}."""
        return batches.run("watt", body["items"], current_key())


@blp.route("/h2o/batch")
class H2OBatchRoute(MethodView):
    @require_premium(status=403)
    @blp.arguments(BatchBody)
    @blp.response(200, H2OBatch)
    @blp.doc(operationId="scoreH2oBatch", summary="Score H2O in a batch")
    def post(self, body):
        """H2O scores of up to 50 items, each {id} (a water asset) or {text} (always passport_required)."""
        return batches.run("h2o", body["items"], current_key())


@eau.route("/check")
class EauCheckRoute(MethodView):
    @eau.arguments(TextBody)
    @eau.response(200, EauCheck)
    @blp.doc(operationId="checkWaterDescription", summary="Check a water description")
    def post(self, body):
        """The H2O score of a description of a water asset (English or French): what was inferred and from which
        words; free text is always passport_required."""
        return service.free_text(body["text"], "water")
