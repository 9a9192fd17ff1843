"""Every operation of the served document is named, described, and says what it answers: the error answers, the
response headers and the error codes tools generate clients and checks from."""

import re

from app.platform import response_headers
from app.platform.error_codes import codes

METHODS = ("get", "post", "put", "patch", "delete")
FIXED = {("post", "/api/v1/keys"): "createKey", ("get", "/api/v1/products"): "listProducts",
         ("get", "/api/v1/products/{product_id}"): "getProduct", ("post", "/api/v1/score"): "createScore",
         ("post", "/api/v1/attest"): "createAttestation", ("get", "/api/v1/attest/verify"): "verifyAttestation",
         ("post", "/api/v1/chargeflow"): "mintEnergyUnit", ("get", "/api/v1/chargeflow/verify"): "verifyEnergyUnit",
         ("post", "/api/v1/watts/reserve"): "createReservation",
         ("post", "/api/v1/watts/reserve/{reservation_id}/confirm"): "confirmReservation",
         ("post", "/api/v1/watts/reserve/{reservation_id}/settle"): "settleReservation",
         ("post", "/api/v1/watts/reserve/{reservation_id}/cancel"): "cancelReservation"}


def _operations(spec):
    return [(path, method, item[method]) for path, item in spec["paths"].items() for method in METHODS
            if method in item]


def test_every_operation_has_a_unique_camel_case_id_a_summary_and_a_description(client):
    operations = _operations(client.get("/svc-openapi.json").json)
    ids = [op.get("operationId") for _, _, op in operations]
    assert all(re.fullmatch(r"[a-z]+(?:[A-Z0-9][a-z0-9]*)*", i or "") for i in ids), ids
    assert len(set(ids)) == len(ids)
    assert [(m, p) for p, m, op in operations if not op.get("summary") or not op.get("description")] == []
    assert all(len(op["summary"]) <= 60 for _, _, op in operations)


def test_the_ids_other_documents_link_to_are_the_fixed_ones(client):
    spec = client.get("/svc-openapi.json").json
    assert {key: spec["paths"][key[1]][key[0]]["operationId"] for key in FIXED} == FIXED


def test_every_operation_documents_its_error_answers_with_the_envelope(client):
    spec = client.get("/svc-openapi.json").json
    for path, method, op in _operations(spec):
        answers = op["responses"]
        assert {"400", "429", "503"} <= set(answers), (method, path)
        if op["security"]:
            assert answers["401"] == {"$ref": "#/components/responses/Unauthorized"}, (method, path)
    responses = spec["components"]["responses"]
    assert responses["TooManyRequests"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Error"}
    assert "Retry-After" in responses["TooManyRequests"]["headers"]
    assert "Retry-After" in responses["ServiceUnavailable"]["headers"]


def test_success_answers_reference_the_declared_headers(client):
    spec = client.get("/svc-openapi.json").json
    declared = spec["components"]["headers"]
    assert {h.component for h in response_headers.HEADERS} == set(declared)
    products = spec["paths"]["/api/v1/products"]["get"]["responses"]["200"]["headers"]
    assert {"X-Request-ID", "X-RateLimit-Remaining", "RateLimit", "ETag", "Link"} <= set(products)
    assert "X-SVC-Next-Cursor" not in products  # paged by offset: only a cursor's export names a cursor
    assert products["X-Request-ID"] == {"$ref": "#/components/headers/XRequestID"}
    export = spec["paths"]["/api/v1/chargeflow/export"]["get"]["responses"]["200"]["headers"]
    assert {"Link", "X-SVC-Next-Cursor"} <= set(export) and "ETag" not in export  # a download has no ETag
    overview = spec["paths"]["/api/v1/market/overview"]["get"]["responses"]["200"]["headers"]
    assert "ETag" in overview and "Link" not in overview  # it takes the screener's filters, but is no page
    busy = spec["components"]["responses"]["Conflict"]["headers"]
    assert "Retry-After" in busy  # idempotency_in_progress says when to retry
    created = spec["paths"]["/api/v1/keys"]["post"]["responses"]["201"]["headers"]
    assert "Idempotency-Replayed" in created and "ETag" not in created
    limited = spec["components"]["responses"]["TooManyRequests"]["headers"]
    assert {"Retry-After", "X-RateLimit-Reset"} <= set(limited)


def test_each_answer_declares_its_headers_by_their_names_on_the_wire(client):
    spec = client.get("/svc-openapi.json").json
    answers = [*spec["components"]["responses"].values(),
               *(answer for item in spec["paths"].values() for op in item.values() if isinstance(op, dict)
                 for answer in op.get("responses", {}).values())]
    names = {name for answer in answers for name in answer.get("headers", {})}
    assert names and all(re.fullmatch(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", name) for name in names)
    assert names & {h.component for h in response_headers.HEADERS if h.component != h.name} == set()


def test_cors_exposes_every_declared_header(client):
    exposed = client.get("/api/v1/status").headers["Access-Control-Expose-Headers"].split(", ")
    assert exposed[:len(response_headers.HEADERS)] == [h.name for h in response_headers.HEADERS]
    spec = client.get("/svc-openapi.json").json
    declared = {name for item in spec["paths"].values() for op in item.values() if isinstance(op, dict)
                for answer in op["responses"].values() for name in answer.get("headers", {})}
    assert declared - set(exposed) == set()  # an operation's own headers too (a PDF's evidence, an export's count)
    assert {"X-RateLimit-Reset", "RateLimit-Policy", "Retry-After", "ETag", "Idempotency-Replayed", "Sunset"} <= set(
        exposed)


def test_the_unit_export_and_the_report_declare_the_headers_they_answer(client, new_key):
    paths = client.get("/svc-openapi.json").json["paths"]
    declared = paths["/api/v1/chargeflow/export"]["get"]["responses"]["200"]["headers"]
    answer = client.get("/api/v1/chargeflow/export", headers={"Authorization": f"Bearer {new_key('premium')}"})
    sent = {name for name, _ in answer.headers.items() if name.startswith(("X-SVC-Export", "X-Total"))}
    assert answer.status_code == 200 and sent == {"X-Total-Count", "X-SVC-Export-Truncated"}
    assert sent | {"X-SVC-Content-SHA256", "X-SVC-Anchor-Receipt", "Content-Disposition"} <= set(declared)
    report = paths["/api/compare/report/pdf"]["get"]["responses"]["200"]["headers"]
    assert {"X-SVC-Content-Hash", "X-SVC-Signature", "Content-Disposition"} <= set(report)


def test_the_document_is_public_where_operations_are_and_names_its_licence(client):
    spec = client.get("/svc-openapi.json").json
    assert spec["paths"]["/api/v1/attest/verify"]["get"]["security"] == []
    assert spec["info"]["license"]["name"] == "AGPL-3.0-or-later" and spec["info"]["contact"]["url"]
    assert spec["components"]["schemas"]["ErrorDetail"]["properties"]["code"]["enum"] == codes()
    assert "PaginationMetadata" not in spec["components"]["schemas"]
    assert [node for node in _nodes(spec) if node.get("nullable") is True and "type" not in node] == []


def _nodes(node):
    if isinstance(node, dict):
        yield node
        for child in node.values():
            yield from _nodes(child)
    elif isinstance(node, list):
        for child in node:
            yield from _nodes(child)


def _parameter_patterns(item, op):
    params = [*item.get("parameters", []), *op.get("parameters", [])]
    return {p["name"]: p["schema"].get("pattern") for p in params if p["in"] == "path"}


def test_no_literal_route_reads_as_an_id_of_the_route_beside_it(client):
    """A tool that generates requests from the description must not reach /chargeflow/partners while asking for
    /chargeflow/{unit_id}: every path parameter beside a literal route of the same method declares a pattern that
    the literal segment does not match."""
    spec = client.get("/svc-openapi.json").json
    clashes = []
    for path, method, op in _operations(spec):
        parts = path.split("/")
        patterns = _parameter_patterns(spec["paths"][path], op)
        for other, other_method, _ in _operations(spec):
            segments = other.split("/")
            if other_method != method or other == path or len(segments) != len(parts):
                continue
            pairs = list(zip(parts, segments, strict=True))
            if any(a != b and not a.startswith("{") for a, b in pairs):
                continue
            for a, b in pairs:
                if a.startswith("{") and not b.startswith("{"):
                    pattern = patterns.get(a.strip("{}"))
                    if pattern is None or re.search(pattern, b):
                        clashes.append((method, path, other))
    assert clashes == []


# A domain's paths and the one tag that groups them in the reference and in generated clients.
DOMAIN_TAGS = {"/api/v1/watts/": "watts", "/api/v1/chargeflow": "chargeflow", "/api/v1/webhooks": "webhooks",
               "/api/v1/keys": "keys", "/api/v1/score": "scoring", "/api/v1/compare": "compare"}


def test_every_operation_has_one_declared_tag_and_a_domains_operations_share_it(client):
    spec = client.get("/svc-openapi.json").json
    declared = {tag["name"]: tag.get("description") for tag in spec["tags"]}
    tags = {(method, path): op.get("tags", []) for path, method, op in _operations(spec)}
    assert all(declared.values()) and len(declared) > 10
    assert [key for key, names in tags.items() if len(names) != 1 or names[0] not in declared] == []
    assert {names[0] for names in tags.values()} == set(declared)  # no tag groups nothing
    shared = {prefix: {names[0] for (_, path), names in tags.items() if path.startswith(prefix)}
              for prefix in DOMAIN_TAGS}
    assert shared == {prefix: {tag} for prefix, tag in DOMAIN_TAGS.items()}
