"""The API reference pages of the developer hub, rendered from the OpenAPI document: the index lists every operation,
each operation has its page, and a GET operation can be tried with the demo key (as a fragment or a whole page)."""

import copy
import re

import pytest
from markupsafe import escape

METHODS = ("get", "post", "put", "patch", "delete")


@pytest.fixture
def app_spec(client):
    return client.get("/svc-openapi.json").json


def _operations(spec: dict) -> list[tuple[str, str, dict]]:
    return [(method, path, op) for path, item in spec["paths"].items() for method, op in item.items()
            if method in METHODS]


def test_the_index_links_every_operation_of_the_document(client, app_spec):
    page = client.get("/developers/reference").get_data(as_text=True)
    for _method, path, op in _operations(app_spec):
        assert f'href="/developers/reference/{op["operationId"]}"' in page, op["operationId"]
        assert f"<code>{path}</code>" in page, path
    for tag in app_spec["tags"]:
        if tag.get("description") and any(op["tags"][0] == tag["name"] for _, _, op in _operations(app_spec)):
            assert str(escape(tag["description"])) in page


def test_every_operation_has_its_page(client, app_spec):
    for method, path, op in _operations(app_spec):
        response = client.get(f"/developers/reference/{op['operationId']}")
        assert response.status_code == 200, op["operationId"]
        text = response.get_data(as_text=True)
        assert f'<span class="method {method.upper()}">{method.upper()}</span> <code>{path}</code>' in text


def test_an_operation_page_shows_its_parameters_nested_fields_example_and_error_codes(client):
    text = client.get("/developers/reference/listProducts").get_data(as_text=True)
    assert 'id="param-query-asset_class"' in text and "<code>real_estate</code>" in text
    assert "<code>products[].<wbr>id</code>" in text  # a field of the $ref'd Product inside the page schema
    assert "<code>meta.<wbr>computed_at</code>" in text  # and of the $ref'd Meta
    assert 'aria-label="Example 200 answer body"' in text and "&#34;products&#34;" in text
    assert 'id="error-401"' in text and "<code title=" in text and ">missing_api_key</code>" in text
    assert "Authorization: Bearer svc_pk_test_demo" in text and "curl -sS" in text


def test_an_error_answer_shows_the_codes_its_description_names(client):
    text = client.get("/developers/reference/mintEnergyUnit").get_data(as_text=True)
    row = re.search(r'<tr id="error-409">.*?</tr>', text, re.S).group(0)
    assert ">duplicate_unit</code>" in row and ">overbooked</code>" not in row
    assert 'aria-label="Example request body"' in text and "--data-raw" in text


def test_an_unknown_operation_is_a_not_found_page(client):
    response = client.get("/developers/reference/noSuchOperation")
    assert response.status_code == 404 and b"not_found" in response.data
    assert client.get("/developers/reference/noSuchOperation/try").status_code == 404


def test_the_frame_links_the_reference_and_lists_the_operations_of_the_tag(client):
    text = client.get("/developers/reference/getJurisdiction").get_data(as_text=True)
    toc = text.split('class="doc-toc"')[1].split("</nav>")[0]
    assert 'href="/developers/reference"' in toc and 'href="/developers/reference/listJurisdictions"' in toc


def test_trying_a_read_shows_its_answer_escaped_in_a_whole_page(client, demo_key):
    response = client.get("/developers/reference/getJurisdiction/try?code=FR")
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and text.lstrip().lower().startswith("<!doctype html")
    assert '<span id="try-status">200</span>' in text and "GET /api/v1/jurisdictions/FR" in text
    body = re.search(r'<pre tabindex="0" aria-label="Body of the answer" id="try-body"><code>(.*?)</code>', text,
                     re.S).group(1)
    assert "&#34;code&#34;: &#34;FR&#34;" in body and '"code"' not in body
    assert "<dt><code>X-RateLimit-Limit</code></dt>" in text and "<dt><code>ETag</code></dt>" in text


def test_trying_with_htmx_answers_a_fragment(client, demo_key):
    response = client.get("/developers/reference/listJurisdictions/try?mica_applicable=true",
                          headers={"HX-Request": "true"})
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "<html" not in text and "<header" not in text
    assert '<span id="try-status">200</span>' in text and "mica_applicable=true" in text


def test_a_tried_path_value_stays_inside_the_operation_path(client, demo_key):
    text = client.get("/developers/reference/getJurisdiction/try?code=../../keys/current").get_data(as_text=True)
    assert "GET /api/v1/jurisdictions/..%2F..%2Fkeys%2Fcurrent" in text and '<span id="try-status">404</span>' in text


def test_trying_refuses_an_operation_that_is_not_a_read(client):
    response = client.get("/developers/reference/createKey/try")
    assert response.status_code == 400 and b"Only GET operations" in response.data
    fragment = client.get("/developers/reference/createKey/try", headers={"HX-Request": "true"})
    assert fragment.status_code == 400 and b"<html" not in fragment.data


def test_trying_without_a_path_value_is_refused(client):
    assert client.get("/developers/reference/getJurisdiction/try?code=").status_code == 400


def test_the_try_form_starts_from_the_example_values(client):
    text = client.get("/developers/reference/getJurisdiction").get_data(as_text=True)
    assert 'id="try-form"' in text and 'name="code" value="FR"' in text
    assert 'hx-get="/developers/reference/getJurisdiction/try"' in text
    assert 'id="try-form"' not in client.get("/developers/reference/createKey").get_data(as_text=True)
    products = client.get("/developers/reference/listProducts").get_data(as_text=True)
    assert 'id="try-search"' in products and 'id="try-q"' not in products  # an alias is documented, not offered
    assert 'id="param-query-q"' in products


def test_reference_pages_count_under_the_page_limit(make_app):
    hub = make_app(SVC_PAGE_LIMIT="2 per minute").test_client()
    assert hub.get("/developers/reference").status_code == 200
    assert hub.get("/developers/reference/getStatus").status_code == 200
    assert hub.get("/developers/reference/getStatus/try").status_code == 429


def test_a_deprecated_operation_says_so_with_its_sunset_and_replacement(client, monkeypatch):
    client.get("/developers/reference")  # the document is built and kept
    kept = client.application.extensions["hub_reference"]
    spec = copy.deepcopy(kept["spec"])
    spec["paths"]["/api/v1/status"]["get"].update({"deprecated": True, "x-svc-sunset": "2027-06-30",
                                                   "x-svc-replacement": "/api/v2/status"})
    monkeypatch.setitem(kept, "spec", spec)
    text = client.get("/developers/reference/getStatus").get_data(as_text=True)
    assert 'class="deprecated-banner"' in text and "2027-06-30" in text and "<code>/api/v2/status</code>" in text
    index = client.get("/developers/reference").get_data(as_text=True)
    assert '<span class="badge deprecated">deprecated</span>' in index.split('id="op-getStatus"')[1].split("</li>")[0]


def test_a_schema_that_holds_itself_is_walked_once():
    from app.hub.reference_fields import MAX_DEPTH, rows

    spec = {"components": {"schemas": {
        "Node": {"type": "object", "required": ["name"], "properties": {
            "name": {"type": "string", "description": "Its name"},
            "parent": {"anyOf": [{"$ref": "#/components/schemas/Node"}, {"type": "object", "nullable": True}]},
            "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}},
        "Deep": {"type": "object", "properties": {"next": {"$ref": "#/components/schemas/Deep1"}}},
        **{f"Deep{n}": {"type": "object", "properties": {"next": {"$ref": f"#/components/schemas/Deep{n + 1}"}}}
           for n in range(1, 12)},
        "Deep12": {"type": "object", "properties": {"end": {"type": "string"}}}}}}
    found = {row.name: row for row in rows(spec, {"$ref": "#/components/schemas/Node"})}
    assert list(found) == ["name", "parent", "children"]
    assert found["name"].required and found["parent"].type == "Node, nullable" and found["parent"].note == "recursive"
    assert found["children"].type == "array of Node" and found["children"].note == "recursive"
    deep = rows(spec, {"$ref": "#/components/schemas/Deep"})
    assert len(deep) == MAX_DEPTH and deep[-1].note == "deeper"


def test_the_french_reference_marks_the_openapi_english_as_english(client):
    french = client.get("/developers/reference/createAttestation?lang=fr").get_data(as_text=True)
    english = client.get("/developers/reference/createAttestation?lang=en").get_data(as_text=True)
    assert '<p class="ref-lede"><span lang="en">' in french
    assert '<p class="ref-lede"><span>' in english
