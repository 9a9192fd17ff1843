"""Keys and the hub's public status and change feed."""

from app.hub.tour import Step

STEPS = [
    Step("GET", "/api/v1/status", key=None, check="status"),
    Step("GET", "/api/v1/changelog", key=None, check="entries"),
    Step("POST", "/api/v1/keys", {"label": "Reporting dashboard", "mode": "test"}, key=None, status=201,
         save={"createdKey": "key"}),
    Step("GET", "/api/v1/keys/current", check="tier"),
    # the key created above revokes itself at the very end, so the running key stays usable
    Step("DELETE", "/api/v1/keys/current", key="createdKey", check="revoked_at", last=True),
]
