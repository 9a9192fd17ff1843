"""The readiness model as one pure function: the same request gives the same result, anywhere."""

from __future__ import annotations

from app.platform.data import load
from app.platform.i18n import text
from app.scoring import rules as R
from app.scoring.classify import classify, infer_rights
from app.scoring.extract import extract
from app.scoring.fields import DEFAULTS, FIELDS

INFERRED_REFERENCE = {"commodities": ("commodity", "ownership"), "stablecoins": ("single_fiat", "payment")}
IN_MICA_SCOPE = frozenset({"other_crypto_asset", "asset_referenced_token", "e_money_token"})
DISCLAIMER = ("Indicative readiness signal from a documented rule model: not legal, tax or investment advice, "
              "and not a regulated certificate.")


def _covered_jurisdictions() -> frozenset[str]:
    return frozenset(j["code"] for j in load("jurisdictions")["jurisdictions"])


def collect_inputs(request: dict) -> tuple[dict, dict, dict]:
    """facts, the source of each fact, and the evidence of each field read from the description."""
    facts, sources = {}, {}
    for f in FIELDS:
        if request.get(f.name) is not None:
            facts[f.name], sources[f.name] = request[f.name], "input"
    evidence = {}
    for name, (value, words) in extract(request.get("description") or "").items():
        if name not in facts:
            facts[name], sources[name] = value, "description"
            evidence[name] = {"value": value, "evidence": words}
    for name, value in DEFAULTS.items():
        if name not in facts:
            facts[name], sources[name] = value, "default"
    asset = facts.get("asset_type")
    if "rights" not in facts and infer_rights(asset):
        facts["rights"], sources["rights"] = infer_rights(asset), "asset_type"
    if asset in INFERRED_REFERENCE:
        reference, rights = INFERRED_REFERENCE[asset]
        for name, value in (("reference_asset", reference), ("rights", rights)):
            if name not in facts:
                facts[name], sources[name] = value, "asset_type"
    return facts, sources, evidence


def derive(facts: dict, mica: dict) -> dict:
    """Facts the rules read besides the inputs."""
    result = mica["classification"]
    instrument = result == "financial_instrument"
    prospectus = {"approved": "published", "exempt": "published", "draft": "draft", "none": "none"}
    disclosure = prospectus.get(facts.get("prospectus")) if instrument else facts.get("whitepaper")
    return {
        **facts,
        "jurisdiction_covered": (facts.get("jurisdiction") or "").upper() in _covered_jurisdictions()
        if facts.get("jurisdiction") else None,
        "classification_determined": result != "undetermined",
        "disclosure": disclosure,
        "documents_available": disclosure in ("draft", "published") if disclosure else None,
        "investor_type_stated": bool(facts.get("investor_type")) or None,
        "min_ticket_stated": facts.get("min_ticket_eur") is not None or None,
        "conditions": {
            "in_scope_or_instrument": result in IN_MICA_SCOPE or instrument or result == "undetermined",
            "in_mica_scope": result in IN_MICA_SCOPE or result == "undetermined",
            "stable_value_token": result in ("e_money_token", "asset_referenced_token"),
            "retail_other_crypto": result == "other_crypto_asset" and facts.get("investor_type") in (
                "retail", "mixed"),
        },
    }


def evaluate(rule: R.Rule, facts: dict) -> dict:
    """Points a rule awards on these facts, and why."""
    if rule.applies_when and not facts["conditions"][rule.applies_when]:
        return {"rule": rule.id, "points": rule.max_points, "max": rule.max_points, "state": "not_applicable",
                "value": None, "note": rule.applies_doc}
    value = facts.get(rule.fact)
    points = rule.awards.get(value, 0) if value is not None else 0
    if value is None:
        state = "missing"
    elif points == rule.max_points:
        state = "met"
    else:
        state = "partial" if points else "not_met"
    return {"rule": rule.id, "points": points, "max": rule.max_points, "state": state, "value": value}


def _blockers(facts: dict, classification: str, locale: str) -> list[dict]:
    found = []
    for code, message in R.BLOCKERS:
        hit = (code == "unlicensed_stable_value_token" and classification in ("e_money_token",
                                                                              "asset_referenced_token")
               and facts.get("issuer_licensed") is not True) or (
            code == "kyc_refused" and facts.get("has_kyc") is False)
        if hit:
            found.append({"code": code, "message": text(message, locale)})
    return found


def _status(score: float, blockers: list) -> str:
    if blockers:
        return "blocked"
    return "ready" if score >= 80 else "progress" if score >= 50 else "early"


def _gaps(results: dict, weights: dict, locale: str) -> list[dict]:
    rules_by_id = {r.id: r for r in R.RULES}
    gaps = []
    for dimension, rows in results.items():
        for row in rows:
            lost = row["max"] - row["points"]
            if lost > 0:
                rule = rules_by_id[row["rule"]]
                gaps.append({"item": rule.checklist, "rule": rule.id, "dimension": dimension, "state": row["state"],
                             "field": rule.fact, "points_lost": lost,
                             "score_impact": round(lost * weights[dimension] / 100, 2),
                             "action": text(rule.action, locale)})
    order = {r.id: i for i, r in enumerate(R.RULES)}
    return sorted(gaps, key=lambda g: (-g["score_impact"], order[g["rule"]]))


def _sections(gaps: list, breakdown: dict, weights: dict, locale: str) -> list[dict]:
    sections = []
    for dimension in R.DIMENSIONS:
        mine = [g for g in gaps if g["dimension"] == dimension]
        if mine:
            sections.append({"dimension": dimension, "title": text(R.DIMENSION_TITLES[dimension], locale),
                             "score": breakdown[dimension], "weight": weights[dimension],
                             "potential_gain": round(sum(g["score_impact"] for g in mine), 2),
                             "next_steps": [g["action"] for g in mine]})
    return sorted(sections, key=lambda s: -s["potential_gain"])


def compute(request: dict, weights: dict, locale: str = "en") -> dict:
    """Score one validated request with resolved weights (five dimensions summing to 100)."""
    facts, sources, evidence = collect_inputs(request)
    mica = classify(facts, sources)
    derived = derive(facts, mica)
    results = {d: [evaluate(rule, derived) for rule in R.rules_for(d)] for d in R.DIMENSIONS}
    breakdown = {d: sum(row["points"] for row in rows) for d, rows in results.items()}
    score = round(sum(breakdown[d] * weights[d] for d in R.DIMENSIONS) / 100, 1)
    blockers = _blockers(facts, mica["classification"], locale)
    gaps = _gaps(results, weights, locale)
    return {
        "score": score, "grade": R.grade_for(score), "status": _status(score, blockers),
        "breakdown": breakdown, "weights": dict(weights), "mica_classification": mica["classification"],
        "mica_test": mica, "blockers": blockers, "gaps": gaps,
        "sections": _sections(gaps, breakdown, weights, locale), "rules": results,
        "inputs": {name: {"value": facts[name], "source": sources[name]} for name in sorted(facts)},
        "inferred_fields": evidence, "methodology": {"version": R.METHODOLOGY_VERSION},
        "disclaimer": DISCLAIMER,
    }


def resolve_weights(profile: str | None, custom: dict | None) -> tuple[dict, str, bool]:
    """(weights summing to 100, their source, whether they were normalised)."""
    if custom:
        total = sum(custom.values())
        normalised = abs(total - 100) > 1e-9
        weights = {d: custom[d] * 100 / total for d in R.DIMENSIONS}
        return {d: round(w, 4) for d, w in weights.items()}, "custom", normalised
    if profile:
        return dict(R.PROFILES[profile]), f"profile:{profile}", False
    return dict(R.DEFAULT_WEIGHTS), "default", False
