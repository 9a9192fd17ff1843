"""The OpenAPI document, the Postman collection built from the tour and the developer hub."""

import re
from pathlib import Path

import yaml
from openapi_spec_validator import validate

from app.config import declared
from app.domains import INSTALLED

ROOT = Path(__file__).resolve().parents[2]


def _operations(spec):
    return {(method.upper(), path) for path, item in spec["paths"].items() for method in item
            if method in ("get", "post", "put", "patch", "delete")}


def test_openapi_yaml_and_json_are_the_same_valid_document(client):
    as_json = client.get("/svc-openapi.json").json
    as_yaml = yaml.safe_load(client.get("/svc-openapi.yaml").get_data(as_text=True))
    assert as_json == as_yaml
    validate(as_json)
    assert as_json["components"]["securitySchemes"]["bearerAuth"]["scheme"] == "bearer"


def test_openapi_marks_protected_routes_and_uses_the_error_envelope(client):
    spec = client.get("/svc-openapi.json").json
    assert spec["paths"]["/api/v1/jurisdictions"]["get"]["security"] == [{"bearerAuth": []}]
    assert spec["paths"]["/api/v1/status"]["get"]["security"] == []
    assert "error" in spec["components"]["schemas"]["Error"]["properties"]
    assert "400" in spec["paths"]["/api/v1/keys"]["post"]["responses"]


def test_every_operation_says_whether_it_needs_a_key_and_the_document_names_its_contact_and_licence(client):
    spec = client.get("/svc-openapi.json").json
    operations = [item[method] for item in spec["paths"].values() for method in item
                  if method in ("get", "post", "put", "patch", "delete")]
    assert operations and all("security" in op for op in operations)
    public = [op for op in operations if op["security"] == []]
    assert public and len(public) < len(operations)
    assert spec["info"]["license"]["name"] == "AGPL-3.0-or-later"
    assert spec["info"]["contact"]["url"].endswith("/developers")


def test_postman_collection_runs_every_operation_with_ids_flowing_between_requests(client):
    spec = client.get("/svc-openapi.json").json
    collection = client.get("/svc-postman.json").json
    requests = [r for folder in collection["item"] for r in folder["item"]]
    named = {r["request"]["description"].split("`")[1] for r in requests}
    assert named == {f"{m} {p}" for m, p in _operations(spec)}
    variables = {v["key"]: v["value"] for v in collection["variable"]}
    assert variables["baseUrl"] == "http://hub.test" and variables["apiKey"] == "svc_pk_test_demo"
    assert collection["auth"]["bearer"][0]["value"] == "{{apiKey}}"
    status = next(r for r in requests if r["request"]["url"]["raw"].endswith("status"))
    assert status["request"]["auth"] == {"type": "noauth"}
    created = next(r for r in requests if r["request"]["description"].startswith("`POST /api/v1/webhooks`"))
    assert 'pm.collectionVariables.set("webhook_id", _.get(answer, "id"));' in created["event"][0]["script"]["exec"]
    assert any(r["request"]["url"]["raw"] == "{{baseUrl}}/api/v1/webhooks/{{webhook_id}}/test" for r in requests)
    assert collection["item"][-1]["name"] == "Key lifecycle (runs last)"
    assert [r["request"]["url"]["raw"] for r in collection["item"][-1]["item"]] == [
        "{{baseUrl}}/api/v1/keys/current/rotate", "{{baseUrl}}/api/v1/keys/current"]


def test_the_api_reference_lists_every_endpoint_and_the_downloads(client):
    page = client.get("/developers/reference").get_data(as_text=True)
    for method, path in _operations(client.get("/svc-openapi.json").json):
        assert f'<span class="method {method}">{method}</span> <code>{path}</code>' in page, path
    for download in ("/svc-openapi.yaml", "/svc-openapi.json", "/svc-postman.json"):
        assert f'href="{download}"' in page


def test_the_developer_hub_says_where_the_contract_is_silent(client):
    assert "Choices where the contract is silent" in client.get("/developers/operations").get_data(as_text=True)


def test_api_root_redirects_to_the_developer_hub(client):
    response = client.get("/api")
    assert response.status_code == 302 and response.headers["Location"].endswith("/developers")


def test_every_setting_is_listed_in_the_readme_and_the_developer_hub(client):
    readme = (ROOT / "README.md").read_text()
    page = client.get("/developers/operations").get_data(as_text=True)
    for owner, setting in declared(INSTALLED):
        assert f"`{setting.name}`" in readme, setting.name
        assert f'<code title="{setting.type.name}, declared by {owner}">{setting.name}</code>' in page, setting.name


def test_base_page_has_logo_themes_and_vendored_htmx(client):
    page = client.get("/").get_data(as_text=True)
    assert "svc-logo.svg" in page and 'id="theme-toggle"' in page
    src = re.search(r'src="([^"]*htmx[^"]*)"', page).group(1)
    assert not src.startswith("http")
    script = client.get(src)
    assert script.status_code == 200 and b"htmx" in script.data
    css = client.get("/static/css/hub.css").get_data(as_text=True)
    assert '[data-theme="dark"]' in css and "prefers-color-scheme: dark" in css


def test_vendored_htmx_matches_its_recorded_checksum():
    import hashlib

    table = (ROOT / "static/vendor/README.md").read_text()
    recorded = re.search(r"`htmx-2\.0\.11/htmx\.min\.js`.*`([0-9a-f]{64})`", table).group(1)
    actual = hashlib.sha256((ROOT / "static/vendor/htmx-2.0.11/htmx.min.js").read_bytes()).hexdigest()
    assert actual == recorded


def test_every_request_answered_in_json_tests_a_field_of_its_answer(client):
    from app.hub.tour import examples, steps

    recorded = examples.load()
    unchecked = [step.operation for step in steps() if "response" in recorded.get(step.operation, {})
                 and recorded[step.operation]["status"] == step.status and not (step.check or step.save)]
    assert unchecked == []
    requests = {r["request"]["description"].split("`")[1]: r for f in client.get("/svc-postman.json").json["item"]
                for r in f["item"]}
    script = "\n".join(requests["GET /api/v1/shield/cbom"]["event"][0]["script"]["exec"])
    assert 'pm.test("answer has bomFormat"' in script
