"""POST /api/v1/keys (public, IP-limited), GET and DELETE /api/v1/keys/current (Bearer)."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.keys import service
from app.keys.schemas import KeyCreate, KeyCreated, KeyRead
from app.platform.auth import current_key, door_limit, require_key

blp = Blueprint("keys", __name__, url_prefix="/api/v1/keys",
                description="API keys: create a free key, see your quota, revoke your key.")


@blp.route("")
class Keys(MethodView):
    @door_limit("SVC_KEY_CREATE_LIMIT", "keys", invalid_counts=False)
    @blp.arguments(KeyCreate)
    @blp.response(201, KeyCreated)
    @blp.alt_response(429, description="More than SVC_KEY_CREATE_LIMIT keys created from this address")
    @blp.doc(operationId="createKey", summary="Create a key")
    def post(self, body):
        """Create a free key; it is shown once and only its SHA-256 is stored. SVC_KEY_CREATE_LIMIT keys per address
        (5 an hour): a request refused as invalid (400) does not count."""
        key, secret = service.create_key(tier="free", mode=body["mode"], label=body["label"])
        return service.shown(key, secret=secret)


@blp.route("/current")
class CurrentKey(MethodView):
    @require_key(count=False)
    @blp.response(200, KeyRead)
    @blp.doc(operationId="getCurrentKey", summary="Get the calling key")
    def get(self):
        """The calling key: tier, mode and this month's quota (reading it never counts on the quota)."""
        return service.shown(service.row_of(current_key().id))

    @require_key(count=False)
    @blp.response(200, KeyRead)
    @blp.doc(operationId="revokeKey", summary="Revoke the calling key")
    def delete(self):
        """Revoke the calling key at once (for a key that leaked); works even when its quota is used up."""
        return service.shown(service.revoke(service.row_of(current_key().id)))
