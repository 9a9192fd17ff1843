"""Product passports of the green assets and products, as JSON and as JSON-LD following the UN Transparency
Protocol's Digital Product Passport (UNTP DPP) vocabulary.

The JSON-LD's @context is the hub's own document (context()), served at /api/green/contexts/dpp-v1.jsonld: it
maps every term the passport uses to the UNTP DPP vocabulary, the W3C credentials vocabulary or the hub's own
terms, so that a JSON-LD processor expands the passport with no other network access and drops no term.
"""

from __future__ import annotations

from app.green import assets, projects
from app.platform.urls import absolute, external_url

UNTP = "https://test.uncefact.org/vocabulary/untp/dpp/0/"
VC = "https://www.w3.org/2018/credentials#"
VERSION = "1.0"
UNTP_TERMS = ("DigitalProductPassport", "ProductPassport", "Product", "Claim", "Metric", "Measure", "Link",
              "Party", "Country", "product", "conformityClaim", "conformityTopic", "declaredValue", "metricName",
              "metricValue", "value", "unit", "score", "conformance", "conformityEvidence", "linkURL", "linkName",
              "linkType", "registeredId", "idScheme", "countryOfProduction", "countryCode", "countryName",
              "productCategory", "producedByParty", "description", "assessmentDate", "granularityLevel", "name")
VC_TERMS = ("VerifiableCredential", "issuer", "validFrom", "credentialSubject")
HUB_TERMS = ("kind", "tier", "weight", "basis", "factor", "factors", "facts", "fact", "rank", "sourceClass",
             "sourceDate", "disclaimer", "passportVersion", "flag", "flags", "code", "severity", "statedAs",
             "flagDate", "project")
NUMERIC = ("value", "score", "weight", "rank")


def _subject(asset_id: str) -> dict | None:
    """(record, kind) of any id the hub passports: a carbon project, an energy/water/nature asset."""
    project = projects.get(asset_id)
    if project:
        return {**project, "kind": "carbon"}
    return assets.get(asset_id)


FACT_FIELDS = {
    "carbon": ("registry", "project_id", "methodology", "project_type", "crediting_period", "credits_issued",
               "buffer_permanence_notes", "cobenefits"),
    "energy": ("source_type", "technology", "capacity_mw", "storage_mwh", "commissioning_year", "operator",
               "capacity_factor_pct"),
    "water": ("asset_type", "asset_class", "basin", "volume", "unit", "volume_m3_per_year", "storage_m3", "use",
              "stress_band", "stress_measure", "stress_scope"),
    "nature": ("asset_type", "nature_class", "biome", "area_ha", "protection_status", "pressure", "iucn_category"),
    "product": (),
}


def passport(record: dict, scores: list[dict], flags: list[dict], issued: str) -> dict:
    """The passport as JSON: the asset, its stated facts, its flags, its scores with factors, its source."""
    facts = {name: record.get(name) for name in FACT_FIELDS[record["kind"]] if record.get(name) is not None}
    return {"id": record["id"], "passport_version": VERSION, "issued": issued, "name": record["name"],
            "kind": record["kind"], "country": record.get("country"), "facts": facts, "flags": flags,
            "scores": scores,
            "source": record.get("source") or {"url": record.get("source_url"), "class": record.get("source_class"),
                                               "as_of": record.get("as_of")},
            "links": {"json": external_url("green.Passport", member_id=record["id"]),
                      "jsonld": external_url("green.Passport", member_id=record["id"], format="jsonld")}}


def _claim(score: dict, passport_json: dict) -> dict:
    return {"type": ["Claim"], "conformityTopic": f"environment.{score['model']}",
            "assessmentDate": passport_json["issued"], "conformance": score["value"] is not None,
            "declaredValue": [{"type": ["Metric"], "metricName": score["model"],
                               "metricValue": {"type": ["Measure"], "value": score["value"], "unit": "score_0_100"},
                               "score": score["tier"] or "unscored"}],
            "factors": [{"type": ["factor"], "metricName": f["name"], "value": f["value"], "weight": f["weight"],
                         "basis": f["basis"]} for f in score.get("factors", [])],
            "conformityEvidence": {"type": ["Link"], "linkURL": score["url"], "linkName": score["model"],
                                   "linkType": "application/json"}}


def _flag(flag: dict) -> dict:
    """A flag as a passport property: what it says, the words it was read from, its source and its date."""
    return {"type": ["flag"], "code": flag["code"], "severity": flag["severity"], "description": flag["message"],
            "statedAs": flag["said"], "flagDate": flag["date"] or "undated",
            **({"project": flag["project"]} if flag.get("project") else {}),
            "conformityEvidence": {"type": ["Link"], "linkName": "source",
                                   **({"linkURL": flag["source"]} if flag.get("source") else {})}}


def jsonld(passport_json: dict) -> dict:
    """The passport as a UNTP DPP credential (JSON-LD) with the hub's own @context."""
    source = passport_json["source"]
    country = passport_json["country"]
    return {
        "@context": external_url("green.PassportContext"),
        "id": passport_json["links"]["jsonld"], "type": ["DigitalProductPassport", "VerifiableCredential"],
        "issuer": {"type": ["Party"], "id": absolute("/"), "name": "SVC intelligence hub"},
        "validFrom": passport_json["issued"], "passportVersion": passport_json["passport_version"],
        "credentialSubject": {
            "type": ["ProductPassport"], "granularityLevel": "model",
            "product": {"type": ["Product"], "id": passport_json["links"]["json"],
                        "name": passport_json["name"], "registeredId": passport_json["id"], "idScheme": "svc",
                        "productCategory": passport_json["kind"],
                        **({"countryOfProduction": {"type": ["Country"], "countryCode": country}} if country else {}),
                        "facts": [{"type": ["fact"], "metricName": k, "description": str(v)}
                                  for k, v in passport_json["facts"].items()]},
            "flags": [_flag(flag) for flag in passport_json["flags"]],
            "conformityClaim": [_claim(s, passport_json) for s in passport_json["scores"]],
            "conformityEvidence": {"type": ["Link"], "linkName": "source",
                                   **({"linkURL": source["url"]} if source.get("url") else {}),
                                   "sourceClass": source.get("class") or "unstated",
                                   "sourceDate": source.get("as_of") or "undated"},
        },
        "disclaimer": "Indicative signals from cited sources, not a certification and not advice.",
    }


def context() -> dict:
    """The JSON-LD context the passports name: every term they use, nothing fetched from elsewhere."""
    hub = absolute("/api/green/contexts/dpp-v1.jsonld#")
    terms: dict = {"@version": 1.1, "@protected": True, "id": "@id", "type": "@type",
                   "untp": UNTP, "cred": VC, "svc": hub}
    terms.update({t: f"untp:{t}" for t in UNTP_TERMS})
    terms.update({t: f"cred:{t}" for t in VC_TERMS})
    terms.update({t: f"svc:{t}" for t in HUB_TERMS})
    terms.update({"linkURL": {"@id": "untp:linkURL", "@type": "@id"},
                  "issuer": {"@id": "cred:issuer", "@type": "@id"},
                  "validFrom": {"@id": "cred:validFrom", "@type": "http://www.w3.org/2001/XMLSchema#date"}})
    return {"@context": terms}
