"""Keys and the hub's public status and change feed."""

from app.hub.tour import Step

STEPS = [
    Step("GET", "/api/v1/status", key=None, check="status"),
    Step("GET", "/api/v1/changelog", key=None, check="entries"),
    Step("POST", "/api/v1/keys", {"label": "Reporting dashboard", "mode": "test"}, key=None, status=201,
         save={"createdKey": "key"}),
    Step("GET", "/api/v1/keys/current", check="tier"),
    Step("POST", "/api/v1/keys/current/test-keys", {"label": "Staging", "expires_in_days": 30}, status=201,
         save={"testKey": "key"}),
    # the created key rotates (the new secret saved in its place), then revokes itself at the very end
    Step("POST", "/api/v1/keys/current/rotate", {"grace_seconds": 600}, key="createdKey",
         save={"createdKey": "key"}, last=True),
    # the key created above revokes itself at the very end, so the running key stays usable
    Step("DELETE", "/api/v1/keys/current", key="createdKey", check="revoked_at", last=True),
]
