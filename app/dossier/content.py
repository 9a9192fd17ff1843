"""What a dossier says, gathered from the domains that know it: the assessment (scored now, or quoted from one of
the key's attestations), the regulatory references concerning its jurisdiction, comparable catalogue products and,
when asked, a green score. Every part is plain JSON: the snapshot the dossier signs is built from them."""

from __future__ import annotations

from app.attest import service as attest
from app.catalogue import service as catalogue
from app.catalogue.query import ScreenerQuery, run
from app.dossier.errors import GreenAssetNotFound, ProductsNotFound
from app.green import service as green
from app.platform import signing
from app.platform.auth import KeyIdentity
from app.platform.errors import NotFound
from app.platform.listing import Window
from app.regulatory import service as regulatory
from app.scoring.classify import REGIMES, SOURCE
from app.scoring.service import evaluate, stored_request

MAX_REFERENCES = 40
COMPARABLES = 4
# The catalogue category an asset type is compared within; other types have no comparable category.
CATEGORY_OF = {"real_estate": "real_estate", "bonds": "bonds", "private_credit": "private_credit",
               "receivables": "private_credit", "commodities": "commodities", "stablecoins": "stablecoins"}
FIGURES = ("id", "name", "issuer", "platform", "jurisdiction", "jurisdiction_code", "category", "risk_tier", "apy",
           "apy_basis", "apy_as_of", "pays_yield", "tvl_usd", "tvl_as_of", "min_investment_usd", "transparency_score",
           "as_of", "source_url", "source_class", "source_type", "source_fetched_at")
REFERENCE_FIELDS = ("id", "date", "date_note", "jurisdiction", "title", "url", "requirement")
GAP_FIELDS = ("item", "dimension", "points_lost", "score_impact", "action")
SECTION_FIELDS = ("dimension", "title", "score", "next_steps")
FLAG_FIELDS = ("code", "severity", "message", "said", "source", "date", "project")


def _mica(classification: str, questions: list[dict]) -> dict:
    return {"classification": classification, "regime": REGIMES.get(classification, ""), "source": SOURCE,
            "test": [{"id": q["id"], "question": q.get("question"), "answer": q["answer"], "field": q["field"]}
                     for q in questions]}


def _assessment(source: dict, mica: dict, blockers: list[str]) -> dict:
    """The assessment's fields, the same from a fresh score and from an attestation's snapshot."""
    return {"methodology_version": source["methodology_version"], "score": source["score"],
            "grade": source["grade"], "status": source["status"], "breakdown": source["breakdown"],
            "weights": source["weights"], "mica": mica, "blockers": blockers,
            "gaps": [{k: g[k] for k in GAP_FIELDS} for g in source["gaps"]],
            "sections": [{k: s[k] for k in SECTION_FIELDS} for s in source["sections"]],
            "disclaimer": source["disclaimer"]}


def scored(asset: dict, locale: str, label: str | None) -> dict:
    """An asset scored now: its subject (a label, the facts the model used, a hash of the request) and assessment."""
    result = evaluate({**asset, "locale": locale})
    facts = [{"field": name, "value": fact["value"], "source": fact["source"]}
             for name, fact in sorted(result.inputs.items())]
    subject = {"label": label, "inputs_sha256": signing.content_hash(stored_request(asset)), "attestation": None,
               "facts": facts}
    source = result.snapshot()
    mica = _mica(result.mica_classification, result.mica_test["questions"])
    assessment = _assessment(source, mica, source["blockers"])
    return {"subject": subject, "assessment": assessment, "jurisdiction": result.value_of("jurisdiction"),
            "asset_type": result.value_of("asset_type")}


def attested(attestation_id: str, key: KeyIdentity, label: str | None) -> dict:
    """One of the key's attestations, quoted as attested (in its own language) and verified now."""
    att = attest.owned(attestation_id, key)
    snap = att["snapshot"]
    named = snap.get("subject") or {}  # attestations made before they named their subject have none
    subject = {"label": label or named.get("label"), "inputs_sha256": named.get("inputs_sha256"),
               "attestation": {"id": att["id"], "content_hash": att["content_hash"],
                               "attested_at": snap["attested_at"], "verdict": att["verdict"]},
               "facts": []}
    mica = _mica(snap["mica_classification"], snap["mica_test"])
    return {"subject": subject, "assessment": _assessment(snap, mica, list(snap["blockers"])),
            "jurisdiction": None, "asset_type": None}


def references(jurisdiction: str | None) -> dict:
    """The curated references concerning a jurisdiction (a member state's include the EU's), newest first."""
    code = (jurisdiction or "EU").upper()
    feed = regulatory.feed(Window(MAX_REFERENCES, 0), jurisdiction=code)
    return {"jurisdiction": code, "given": jurisdiction is not None, "as_of": feed.as_of, "total": feed.total,
            "items": [{k: getattr(r, k) for k in REFERENCE_FIELDS} for r in feed.references]}


def _figures(products) -> list[dict]:
    return [{k: catalogue.read(p)[k] for k in FIGURES} for p in products]


def comparables(product_ids: list[str] | None, asset_type: str | None) -> dict:
    """The products named, in their order; else the most transparent of the asset's category; else none."""
    if product_ids:
        found = {p["id"]: p for p in _figures(run(ScreenerQuery(ids=tuple(product_ids),
                                                               limit=len(product_ids))).items)}
        missing = [i for i in product_ids if i not in found]
        if missing:
            raise ProductsNotFound(f"Not in the catalogue: {', '.join(missing)}.",
                                   details={"fields": {"product_ids": [f"Unknown: {', '.join(missing)}."]}})
        return {"basis": "product_ids", "category": None, "items": [found[i] for i in product_ids]}
    category = CATEGORY_OF.get(asset_type or "")
    if category is None:
        return {"basis": "none", "category": None, "items": []}
    query = ScreenerQuery(asset_class=(category,), sort="transparency", sort_dir="desc", limit=COMPARABLES)
    return {"basis": "category", "category": category, "items": _figures(run(query).items)}


def _member_source(read) -> dict | None:
    if read.kind == "energy":
        return dict(green.watt_read(read.id).source)
    if read.kind == "carbon":
        return dict(green.carbon_quality(read.id).source)
    product = _figures(run(ScreenerQuery(ids=(read.id,), limit=1)).items)
    return {"url": product[0]["source_url"], "class": product[0]["source_class"],
            "as_of": product[0]["as_of"]} if product else None


def _green_entry(read, measure: str, score, tier, factors: list[dict], source: dict | None) -> dict:
    """The green part of the snapshot, from a green read (an index member's, a water or a nature asset's: what
    a read does not have is null); its flags (a carbon project's, or those of the projects a product holds, red
    first) are signed with it, and a red one has already capped its tier at flagged."""
    return {"id": read.id, "name": read.name, "kind": read.kind, "country": read.country,
            "measure": measure, "score": score, "tier": tier, "basis": getattr(read, "basis", None),
            "rank": getattr(read, "rank", None), "of": getattr(read, "of", None),
            "flags": [{k: f.get(k) for k in FLAG_FIELDS} for f in getattr(read, "flags", None) or []],
            "flagged": bool(getattr(read, "flagged", False)),
            "factors": [{k: f.get(k) for k in ("model", "name", "value", "weight", "basis")} for f in factors],
            "source": source, "as_of": read.as_of, "disclaimer": read.disclaimer}


def green_section(green_id: str | None) -> dict | None:
    """The green score of an index member (composite of CQS and Watt), a water asset (H2O) or a nature asset."""
    if not green_id:
        return None
    if green.member(green_id):
        read = green.unified(green_id)
        return _green_entry(read, "composite", read.composite, read.tier, read.factors, _member_source(read))
    for reader, measure in ((green.h2o_read, "h2o"), (green.nature_read, "nature")):
        try:
            read = reader(green_id)
        except NotFound:
            continue
        scored = read.h2o_score if measure == "h2o" else read
        return _green_entry(read, measure, scored.rating, scored.tier, scored.factors, dict(read.source))
    raise GreenAssetNotFound(f"No green index member, water or nature asset {green_id}.",
                             details={"fields": {"green_id": ["Unknown green id."]}})
