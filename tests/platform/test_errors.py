"""Every failure answers the one envelope with the right status; bad input never gives a 500."""

import logging

from app.extensions import db
from app.platform.models import ApiKey
from tests.conftest import bearer


def _assert_envelope(response, status, code):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.is_json
    error = response.json["error"]
    assert error["code"] == code and error["message"]
    assert response.json["meta"]["version"] == "1.0"
    return error


def test_malformed_json_is_a_validation_error(client):
    response = client.post("/api/v1/keys", data="{not json", content_type="application/json")
    error = _assert_envelope(response, 400, "validation_error")
    assert "json" in error["details"]["fields"]


def test_wrong_types_and_unknown_fields_are_named_per_field(app, client):
    response = client.post("/api/v1/keys", json={"label": 42, "colour": "red"})
    fields = _assert_envelope(response, 400, "validation_error")["details"]["fields"]
    assert "label" in fields and "colour" in fields
    with app.app_context():
        assert db.session.query(ApiKey).count() == 0


def test_bad_query_value_is_a_validation_error(client, demo_key):
    response = client.get("/api/v1/checklist?dimension=vibes", headers=bearer(demo_key))
    fields = _assert_envelope(response, 400, "validation_error")["details"]["fields"]
    assert "query.dimension" in fields


def test_unknown_api_path_is_not_found(client):
    _assert_envelope(client.get("/api/v1/nothing-here"), 404, "not_found")


def test_wrong_method_is_405_with_allow_header(client):
    response = client.put("/api/v1/changelog")
    error = _assert_envelope(response, 405, "method_not_allowed")
    assert "GET" in response.headers["Allow"] and "GET" in error["details"]["allowed_methods"]


def test_oversized_body_is_413_and_writes_nothing(app, make_app, _migrated):
    small = make_app(MAX_CONTENT_LENGTH=1024)
    response = small.test_client().post("/api/v1/keys", json={"label": "x" * 4000})
    _assert_envelope(response, 413, "payload_too_large")
    with app.app_context():
        assert db.session.query(ApiKey).count() == 0


def test_unexpected_error_is_500_without_trace_and_logged_with_request_id(make_app, _migrated, caplog):
    broken = make_app()

    @broken.get("/api/v1/_boom")
    def boom():
        raise RuntimeError("secret internals")

    broken.config["PROPAGATE_EXCEPTIONS"] = False
    with caplog.at_level(logging.ERROR, logger="svc.errors"):
        response = broken.test_client().get("/api/v1/_boom", headers={"X-Request-ID": "req-12345678"})
    error = _assert_envelope(response, 500, "internal_error")
    assert "secret internals" not in response.get_data(as_text=True)
    assert error["details"]["request_id"] == "req-12345678"
    assert response.headers["X-Request-ID"] == "req-12345678"
    assert any("req-12345678" in r.getMessage() for r in caplog.records)


def test_pages_answer_errors_as_html(client):
    response = client.get("/no-such-page")
    assert response.status_code == 404 and response.mimetype == "text/html"
    assert "not_found" in response.get_data(as_text=True)


def test_nul_characters_anywhere_are_refused_before_they_reach_the_database(client, demo_key):
    cases = [client.post("/api/compare", json={"product_ids": ["a\u0000b", "ondo-usdy"]}),
             client.get("/api/compare?jurisdiction=F%00R"),
             client.get("/api/v1/score/scr_%00/history", headers=bearer(demo_key)),
             client.post("/score/try", data={"description": "immeuble\x00"})]
    for response in cases:
        assert response.status_code == 400
    assert cases[0].json["error"]["code"] == "validation_error"
