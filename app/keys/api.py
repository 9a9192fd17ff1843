"""POST /api/v1/keys (public, IP-limited); GET and DELETE /api/v1/keys/current, rotation and test keys (Bearer)."""

from flask.views import MethodView

from app.extensions import Blueprint
from app.keys import service
from app.keys.schemas import KeyCreate, KeyCreated, KeyRead, KeyRotate, TestKeyCreate
from app.platform.auth import current_key, door_limit, require_key

blp = Blueprint("keys", __name__, url_prefix="/api/v1/keys",
                description="API keys: create a free key, see your quota, rotate, make test keys, revoke.")


@blp.route("")
class Keys(MethodView):
    @door_limit(*service.CREATE_DOOR, invalid_counts=False)
    @blp.arguments(KeyCreate)
    @blp.response(201, KeyCreated)
    @blp.alt_response(429, description="More than SVC_KEY_CREATE_LIMIT keys created from this address")
    @blp.doc(operationId="createKey", summary="Create a key")
    def post(self, body):
        """Create a free key; it is shown once and only its SHA-256 is stored. SVC_KEY_CREATE_LIMIT keys per address
        (5 an hour): a request refused as invalid (400) does not count. An expiry is optional."""
        key, secret = service.create_free_key(body)
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
        """Revoke the calling key at once (for a key that leaked), and the test keys made from it; works even when
        its quota is used up."""
        return service.shown(service.revoke(service.row_of(current_key().id)))


@blp.route("/current/rotate")
class RotateKey(MethodView):
    @require_key(count=False)
    @blp.doc(operationId="rotateKey", summary="Rotate the calling key",
             description="Answers a new secret, shown once. The secret that made this call keeps answering for "
                         "grace_seconds (default 3600, at most 86400; 0 ends it now), then answers 401 "
                         "expired_api_key. Tier, mode, expiry, quota and everything the key owns stay the same. "
                         "Rotating again ends an earlier grace period at once. Never counts on the quota.")
    @blp.arguments(KeyRotate)
    @blp.response(200, KeyCreated)
    def post(self, body):
        key, secret = service.rotate(service.row_of(current_key().id), body["grace_seconds"])
        return service.shown(key, secret=secret)


@blp.route("/current/test-keys")
class TestKeys(MethodView):
    @require_key(count=False)
    @blp.doc(operationId="createTestKey", summary="Make a test key of the calling key's tier",
             description="From a live key: a svc_pk_test_ key of the same tier (premium test keys are obtained "
                         "this way). Its requests count on the live key's monthly quota; revoking the live key "
                         "revokes it, and it never outlives the live key's expiry. Its objects are test objects. "
                         "Called with a test key made this way, it makes another test key of the same live key "
                         "(same tier and quota; never a live key); any other test key answers 403 "
                         "live_key_required.")
    @blp.arguments(TestKeyCreate)
    @blp.response(201, KeyCreated)
    def post(self, body):
        key, secret = service.create_test_key(service.row_of(current_key().id), label=body["label"],
                                              expires_at=service.expiry(body["expires_at"], body["expires_in_days"]))
        return service.shown(key, secret=secret)
