"""The OpenAPI document says what the code does: no untyped objects, no unbounded integers."""


def _walk(node, path="#"):
    """Every (json-pointer, schema-like dict) in the document."""
    stack = [(node, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            yield where, item
            stack.extend((child, f"{where}/{key}") for key, child in item.items())
        elif isinstance(item, list):
            stack.extend((child, f"{where}/{i}") for i, child in enumerate(item))


def _used_components(spec) -> set[str]:
    """Component schemas reachable from the paths (flask-smorest also registers PaginationMetadata, unused here)."""
    prefix = "#/components/schemas/"
    todo = [n["$ref"][len(prefix):] for _, n in _walk(spec["paths"]) if n.get("$ref", "").startswith(prefix)]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(n["$ref"][len(prefix):] for _, n in _walk(spec["components"]["schemas"][name])
                        if n.get("$ref", "").startswith(prefix))
    return seen


def _schemas(spec):
    """Schemas only: used component schemas, parameter and media-type schemas, with their subschemas."""
    roots = [(spec["components"]["schemas"][name], f"#/components/schemas/{name}") for name in _used_components(spec)]
    for where, node in _walk(spec["paths"], "#/paths"):
        if "schema" in node and isinstance(node["schema"], dict):
            roots.append((node["schema"], f"{where}/schema"))
    for root, where in roots:
        yield from ((w, n) for w, n in _walk(root, where)
                    if not w.endswith(("/properties", "/example", "/examples", "/default", "/enum")))


NULL_BRANCH = {"type": "object", "nullable": True}  # apispec's "or null" beside a $ref (OpenAPI 3.0 has no null)


def _is_untyped_object(schema: dict) -> bool:
    if schema == NULL_BRANCH or "$ref" in schema or any(k in schema for k in ("oneOf", "anyOf", "allOf")):
        return False
    if schema.get("type") != "object":
        return False
    extra = schema.get("additionalProperties")
    typed_extra = isinstance(extra, dict) and bool(extra)
    return not schema.get("properties") and not typed_extra


def test_no_schema_is_an_object_without_properties_or_typed_values(client):
    spec = client.get("/svc-openapi.json").json
    untyped = sorted(where for where, schema in _schemas(spec) if _is_untyped_object(schema))
    assert untyped == []


def test_every_integer_parameter_and_property_has_a_maximum(client):
    spec = client.get("/svc-openapi.json").json
    unbounded = sorted(where for where, schema in _schemas(spec)
                       if schema.get("type") == "integer" and "maximum" not in schema)
    assert unbounded == []


def test_the_screener_parameters_are_typed_and_mode_is_documented(client):
    spec = client.get("/svc-openapi.json").json
    params = {p["name"]: p["schema"] for p in spec["paths"]["/api/compare"]["get"]["parameters"]}
    assert params["limit"]["type"] == "integer" and params["limit"]["maximum"] == 100
    assert params["risk_tier"]["type"] == "array" and "core" in params["risk_tier"]["items"]["enum"]
    assert params["green_only"]["type"] == "boolean"
    assert set(params["sort"]["enum"]) >= {"transparency", "apy", "name"}
    assert set(params["preset"]["enum"]) == {"eau-energie", "immo", "debutant-prudent", "pro-dd"}
    assert params["mode"]["enum"] == ["screener", "shortlist"]
    products = {p["name"] for p in spec["paths"]["/api/v1/products"]["get"]["parameters"]}
    assert "mode" not in products and "limit" in products


def test_the_document_states_the_rules_the_code_enforces(client):
    spec = client.get("/svc-openapi.json").json
    schemas = spec["components"]["schemas"]
    ids = schemas["ShortlistRequest"]["properties"]["product_ids"]
    assert (ids["minItems"], ids["maxItems"], ids["uniqueItems"]) == (2, 4, True)
    compare_ids = schemas["CompareRequest"]["properties"]["product_ids"]
    assert (compare_ids["minItems"], compare_ids["maxItems"], compare_ids["uniqueItems"]) == (2, 4, True)
    for name in ("content_hash", "signature"):
        assert schemas["CompareVerifyRequest"]["properties"][name]["pattern"] == "^[0-9a-fA-F]{64}$"
    verify = {p["name"]: p["schema"] for p in spec["paths"]["/api/v1/attest/verify"]["get"]["parameters"]}
    assert verify["hash"]["pattern"] == verify["sig"]["pattern"] == "^[0-9a-fA-F]{64}$"
    assert "a description or at least one structured field" in schemas["ScoreRequest"]["description"]
    assert "status fallback" in schemas["BenchmarkRead"]["description"]
    assert "#/components/schemas/ScoreMeta" in str(schemas["ScoreBatchItem"]["properties"]["meta"])
    error_details = schemas["ErrorDetails"]["properties"]
    assert {"fields", "request_id", "tier", "limit", "reset_at", "allowed_methods", "missing"} <= set(error_details)
