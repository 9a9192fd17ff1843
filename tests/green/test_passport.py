"""Product passports: JSON by default, JSON-LD on format=jsonld following the UNTP DPP vocabulary, whose
@context the hub serves itself, so that a JSON-LD processor expands it offline and drops no term."""

import json

import pytest
from pyld import jsonld


def _offline_loader(client):
    """A document loader that serves the hub's own context through the test client and refuses the network."""

    def load(url, options=None):
        if "/api/green/contexts/dpp-v1.jsonld" not in url:
            raise jsonld.JsonLdError(f"network refused: {url}", "loading document failed")
        path = url.split("://", 1)[1].split("/", 1)[1]
        response = client.get("/" + path)
        assert response.status_code == 200 and response.mimetype == "application/ld+json"
        return {"contentType": "application/ld+json", "contextUrl": None, "documentUrl": url,
                "document": response.json}

    return load


def _keys(value) -> set[str]:
    if isinstance(value, dict):
        return {k for k in value if not k.startswith("@")} | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def _iri(context: dict, term: str) -> str:
    target = context[term]["@id"] if isinstance(context[term], dict) else context[term]
    prefix, _, local = target.partition(":")
    return context[prefix] + local if prefix in context else target


def _leaves(value) -> list:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() if k != "@context" for leaf in _leaves(v)]
    if isinstance(value, list):
        return [leaf for v in value for leaf in _leaves(v)]
    return [value]


@pytest.mark.parametrize("asset_id", ["verra-1477", "energy-hornsea-2-offshore-wind-farm",
                                      "water-sorek-1-desalination-plant", "nature-wadden-sea", "moss-mco2",
                                      "verra-kariba-redd-project"])
def test_the_jsonld_passport_expands_offline_without_dropping_a_term(client, catalogue, asset_id):
    response = client.get(f"/api/green/dpp/{asset_id}?format=jsonld")
    assert response.status_code == 200 and response.mimetype == "application/ld+json"
    document = response.json
    assert document["type"] == ["DigitalProductPassport", "VerifiableCredential"]
    expanded = jsonld.expand(document, {"documentLoader": _offline_loader(client)})
    kept = json.dumps(expanded)
    for leaf in _leaves(document):
        if leaf in ("DigitalProductPassport", "VerifiableCredential"):
            continue
        written = json.dumps(leaf)[1:-1] if isinstance(leaf, str) else json.dumps(leaf)
        assert f'"@value": {json.dumps(leaf)}' in kept or f'"@id": "{written}' in kept or written in kept, leaf
    context = client.get("/api/green/contexts/dpp-v1.jsonld").json["@context"]
    expanded_keys = _keys(expanded)
    for term in _keys(document) - {"id", "type"}:
        assert _iri(context, term) in expanded_keys, term  # every term the passport uses survives expansion
    assert "https://test.uncefact.org/vocabulary/untp/dpp/0/conformityClaim" in kept
    assert "https://www.w3.org/2018/credentials#credentialSubject" in kept


def test_the_loader_really_refuses_the_network(client):
    with pytest.raises(jsonld.JsonLdError):
        jsonld.expand({"@context": "https://example.org/ctx.jsonld", "a": 1},
                      {"documentLoader": _offline_loader(client)})


def test_the_json_passport_has_the_stated_facts_scores_and_source(client, catalogue):
    body = client.get("/api/green/dpp/water-sorek-1-desalination-plant").json
    assert body["facts"]["volume_m3_per_year"] == 624_000 * 365 and body["facts"]["stress_band"] == "extremely_high"
    assert body["scores"][0]["model"] == "h2o" and body["source"]["class"] == "press"
    assert body["links"]["jsonld"].endswith("format=jsonld")
    carbon = client.get("/api/green/dpp/verra-1477").json
    assert [s["model"] for s in carbon["scores"]] == ["cqs", "composite"]


def test_unknown_ids_and_formats_are_refused(client, catalogue):
    assert client.get("/api/green/dpp/nothing").status_code == 404
    assert client.get("/api/green/dpp/verra-1477?format=xml").status_code == 400
