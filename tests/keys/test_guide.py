"""The authentication guide and the OpenAPI say how keys rotate, expire and work in test mode."""

from flask import render_template

from app.hub.guides import guide_context


def test_the_authentication_guide_covers_tiers_rotation_expiry_and_test_mode(app):
    with app.test_request_context("/"):
        page = render_template("hub/docs/authentication.html", **guide_context("authentication"))
    for words in ('id="tiers"', 'id="get-a-key"', 'id="headers"', 'id="rotation"', 'id="expiry"', 'id="test-mode"',
                  "expired_api_key", "grace_seconds", "expires_in_days", "svc_pk_test_", "livemode",
                  "/api/v1/keys/current/rotate", "X-RateLimit-Remaining"):
        assert words in page, words


def test_the_openapi_names_the_rotation_and_its_bounds(client):
    spec = client.get("/svc-openapi.json").json
    rotate = spec["paths"]["/api/v1/keys/current/rotate"]["post"]
    assert rotate["operationId"] == "rotateKey"
    schema = rotate["requestBody"]["content"]["application/json"]["schema"]
    if "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    grace = schema["properties"]["grace_seconds"]
    assert (grace["minimum"], grace["maximum"], grace["default"]) == (0, 86400, 3600)
