"""GET /api/v1/status and GET /api/v1/changelog (public)."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.hub import service
from app.hub.schemas import ChangelogRead, StatusRead

blp = Blueprint("hub", __name__, url_prefix="/api/v1",
                description="Service status and the change feed (public).")


@blp.route("/status")
class Status(MethodView):
    @blp.response(200, StatusRead)
    @blp.alt_response(503, schema=StatusRead, description="The database is down")
    @blp.doc(operationId="getStatus", summary="Get the service status")
    def get(self):
        """Probes of the database and Redis, protocol version, deployed commit, timestamp."""
        return service.status()


@blp.route("/changelog")
class Changelog(MethodView):
    @blp.response(200, ChangelogRead)
    @blp.doc(operationId="getChangelog", summary="Get the change feed")
    def get(self):
        """The change feed: releases newest first; upcoming is empty."""
        return service.changelog()
