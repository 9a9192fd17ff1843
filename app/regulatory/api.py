"""The regulatory feed API (premium): the curated references and a key's subscription to their changes."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.platform.auth import current_key, require_premium
from app.regulatory import service
from app.regulatory.schemas import Feed, FeedArgs, SubscribeRequest, Subscription

blp = Blueprint("regulatory", __name__, url_prefix="/api/v1/regulatory",
                description="Curated regulatory references (MiCA, ESMA, AML, DLT, national regimes) and their changes.")


@blp.route("/feed")
class FeedRoute(MethodView):
    @require_premium
    @blp.arguments(FeedArgs, location="query")
    @blp.response(200, Feed)
    @blp.doc(operationId="listRegulatoryFeed", summary="List regulatory references")
    def get(self, args):
        """References newest first, each dated and linked to its official text (jurisdiction, tag, since, limit,
        offset); a member state's feed includes the EU's texts."""
        return service.feed(FeedArgs().window(args), args["jurisdiction"], args["tag"], args["since"])


@blp.route("/subscribe")
class Subscribe(MethodView):
    @require_premium
    @blp.arguments(SubscribeRequest)
    @blp.response(200, Subscription)
    @blp.doc(operationId="createRegulatorySubscription", summary="Follow regulatory references")
    def post(self, body):
        """Follow some jurisdictions and tags (empty lists follow everything): each new or amended reference they
        cover is sent as regulatory.update to your webhooks that chose it. Sending again replaces the choice."""
        return service.subscribe(current_key(), body["jurisdictions"], body["tags"])
