"""A query parameter an API operation does not declare is a 400 naming it, on every operation; pages and embeds,
the hub's HTML doors, ignore what they do not know (partners add tracking parameters to links)."""

import pytest

from tests.conftest import bearer

UNKNOWN = "utm_source=newsletter&colour=red"


def _refused(response, *names: str) -> None:
    assert response.status_code == 400, response.get_data(as_text=True)[:300]
    error = response.json["error"]
    assert error["code"] == "validation_error"
    for name in names:
        assert error["details"]["fields"][f"query.{name}"] == ["Unknown field."]


@pytest.mark.parametrize("path", [
    "/api/v1/status",                      # no query parameter at all
    "/api/v1/changelog",
    "/api/compare",                        # the screener, whose aliases are read by hand
    "/api/compare/eligibility?ids=ondo-usdy",
    "/api/green/index",                    # a public list
    "/api/green/registry?serial=VCS-1477",
    "/api/v1/chargeflow/partners",
])
def test_a_public_operation_refuses_parameters_it_does_not_declare(client, catalogue, path):
    glue = "&" if "?" in path else "?"
    _refused(client.get(f"{path}{glue}{UNKNOWN}"), "utm_source", "colour")


@pytest.mark.parametrize("method,path,tier", [
    ("get", "/api/v1/jurisdictions", "free"),
    ("get", "/api/v1/checklist?dimension=kyc_aml", "free"),
    ("get", "/api/v1/products?asset_class=bonds", "free"),
    ("get", "/api/v1/chargeflow?kind=e", "premium"),
    ("get", "/api/v1/webhooks", "premium"),
    ("get", "/api/v1/regulatory/feed?limit=5", "premium"),
    ("get", "/api/v1/watts/offers", "premium"),
    ("get", "/api/v1/keys/current", "free"),
])
def test_a_keyed_operation_refuses_parameters_it_does_not_declare(client, catalogue, new_key, method, path, tier):
    glue = "&" if "?" in path else "?"
    _refused(getattr(client, method)(f"{path}{glue}colour=red", headers=bearer(new_key(tier))), "colour")


@pytest.mark.parametrize("path,body", [
    ("/api/v1/score", {"description": "A tokenized bond issued by a Luxembourg SPV with KYC."}),
    ("/api/v1/keys", {"label": "mine"}),
    ("/api/compare", {"product_ids": ["ondo-usdy"]}),
])
def test_an_operation_with_a_body_refuses_query_parameters_beside_it(client, catalogue, new_key, path, body):
    response = client.post(f"{path}?debug=1", json=body, headers=bearer(new_key()))
    _refused(response, "debug")


def test_an_unknown_parameter_is_refused_on_the_api_host_too(make_app, _migrated):
    client = make_app(API_BASE_URL="https://api.hub.test").test_client()
    _refused(client.get("/v1/status?colour=red", base_url="https://api.hub.test"), "colour")


def test_a_missing_key_is_refused_before_an_unknown_parameter(client):
    assert client.get("/api/v1/jurisdictions?colour=red").status_code == 401


@pytest.mark.parametrize("query", ["class=bonds", "category=bonds", "chain=eth", "q=treasury",
                                   "asset_class=bonds&chain_or_region=ethereum&search=fund"])
def test_the_screener_takes_its_declared_aliases(client, catalogue, query):
    assert client.get(f"/api/compare?{query}").status_code == 200


def test_the_screener_aliases_are_declared_in_the_openapi_document(client):
    operation = client.get("/svc-openapi.json").json["paths"]["/api/compare"]["get"]
    declared = {p["name"]: p for p in operation["parameters"] if p["in"] == "query"}
    assert {"class", "category", "chain", "q", "offset", "page", "limit"} <= set(declared)
    assert "asset_class" in declared["class"]["schema"].get("description", declared["class"].get("description", ""))


def test_ingest_declares_anchor_now_and_refuses_a_value_it_cannot_read(client, new_key):
    key = new_key()
    operation = client.get("/svc-openapi.json").json["paths"]["/api/v1/shield/ingest"]["post"]
    assert "anchor_now" in {p["name"] for p in operation["parameters"] if p["in"] == "query"}
    sealed = client.post("/api/v1/shield/ingest?anchor_now=true", data=b"bytes", headers=bearer(key))
    assert sealed.status_code == 201 and sealed.json["status"] == "anchored"
    bad = client.post("/api/v1/shield/ingest?anchor_now=maybe", data=b"bytes", headers=bearer(key))
    assert bad.status_code == 400 and "query.anchor_now" in bad.json["error"]["details"]["fields"]


@pytest.mark.parametrize("path", ["/", "/developers", "/embed/compare", "/compare?ids=ondo-usdy,circle-usdc",
                                  "/green", "/score"])
def test_pages_and_embeds_ignore_parameters_they_do_not_know(client, catalogue, path):
    glue = "&" if "?" in path else "?"
    response = client.get(f"{path}{glue}utm_source=partner&fbclid=abc")
    assert response.status_code == 200, path
