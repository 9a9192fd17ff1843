"""POST /api/v1/score, /score/batch, GET /score/{id}/history, and premium monitors."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.platform.auth import current_key, optional_key, require_key, require_premium
from app.platform.listing import ListArgs
from app.scoring import monitors, service
from app.scoring.schemas import (
    HistoryArgs,
    MonitorCreate,
    MonitorList,
    MonitorRead,
    ScoreBatchRequest,
    ScoreBatchResult,
    ScoreHistory,
    ScoreRequest,
    ScoreResult,
)

blp = Blueprint("scoring", __name__, url_prefix="/api/v1",
                description="Readiness scoring, score history and premium monitors.")


@blp.route("/score")
class Score(MethodView):
    @optional_key
    @blp.arguments(ScoreRequest)
    @blp.response(200, ScoreResult)
    @blp.alt_response(404, description="A score_id that is not one of this key's score histories")
    @blp.doc(operationId="createScore", summary="Score an asset")
    def post(self, body):
        """Score an asset's readiness for tokenization; stored in its history for a real key."""
        return service.score(body, current_key())


@blp.route("/score/batch")
class ScoreBatch(MethodView):
    @optional_key
    @blp.arguments(ScoreBatchRequest)
    @blp.response(200, ScoreBatchResult)
    @blp.doc(operationId="createScoreBatch", summary="Score assets in a batch")
    def post(self, body):
        """Score 1-20 requests for one quota unit; each item answers its own success or error."""
        return service.score_batch(body["items"], current_key(), body["record_history"])


@blp.route("/score/<string:score_id>/history")
class ScoreHistoryView(MethodView):
    @require_key
    @blp.arguments(HistoryArgs, location="query")
    @blp.response(200, ScoreHistory)
    @blp.doc(operationId="getScoreHistory", summary="Get a score's history")
    def get(self, args, score_id):
        """The history of a scr_ session or a mon_ monitor of yours, oldest first."""
        return service.history(score_id, current_key(), args["limit"], args["offset"])


@blp.route("/monitor")
class Monitors(MethodView):
    @require_premium
    @blp.arguments(MonitorCreate)
    @blp.response(201, MonitorRead)
    @blp.doc(operationId="createMonitor", summary="Create a monitor")
    def post(self, body):
        """Watch an asset. Its history starts now; it is re-scored whenever the regulatory feed adds or amends a
        reference for its jurisdiction (EU texts for member states) or asset type, and its alerts go to your
        webhooks that chose regulation_update or new_requirement."""
        return monitors.create_monitor(body["score"], current_key(), body["label"])

    @require_premium
    @blp.arguments(ListArgs, location="query")
    @blp.response(200, MonitorList)
    @blp.doc(operationId="listMonitors", summary="List monitors")
    def get(self, args):
        """Your monitors with their latest score, oldest first (limit, offset)."""
        return monitors.list_monitors(current_key(), ListArgs().window(args))


@blp.route("/monitor/<string:monitor_id>")
class Monitor(MethodView):
    @require_premium
    @blp.response(200, MonitorRead)
    @blp.doc(operationId="deleteMonitor", summary="Stop a monitor")
    def delete(self, monitor_id):
        """Stop a monitor; its history stays readable."""
        return monitors.stop_monitor(monitor_id, current_key())
