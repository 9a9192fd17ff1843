"""The readiness model as one pure function: the same request gives the same result, anywhere."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

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


@dataclass(frozen=True)
class RuleResult:
    """Points a rule awards on the facts, out of its max, and its state; `note` says why it does not apply."""

    rule: str
    points: int
    max: int
    state: str
    value: object
    note: str | None = None


@dataclass(frozen=True)
class Blocker:
    code: str
    message: str


@dataclass(frozen=True)
class Gap:
    """A rule not fully met: the points it loses and what they cost the weighted score."""

    item: str
    rule: str
    dimension: str
    state: str
    field: str
    points_lost: int
    score_impact: float
    action: str


@dataclass(frozen=True)
class Section:
    """A dimension with gaps: what closing them could gain and the next steps, in order of impact."""

    dimension: str
    title: str
    score: int
    weight: float
    potential_gain: float
    next_steps: list[str]


@dataclass(frozen=True)
class Readiness:
    """One request scored: the score, its reasons and the facts it rests on.

    `mica_test` is the classification's own answer (classify); `inputs` maps each field the model used to its value
    and source, `inferred_fields` each field read from the description to its value and the words it rests on."""

    score: float
    grade: str
    status: str
    breakdown: dict[str, int]
    weights: dict[str, float]
    mica_classification: str
    mica_test: dict
    blockers: list[Blocker]
    gaps: list[Gap]
    sections: list[Section]
    rules: dict[str, list[RuleResult]]
    inputs: dict[str, dict]
    inferred_fields: dict[str, dict]
    methodology_version: str
    disclaimer: str

    @property
    def methodology(self) -> dict:
        return {"version": self.methodology_version}

    def value_of(self, field: str):
        """The value the model used for a field (None when it had none)."""
        return self.inputs.get(field, {}).get("value")

    def snapshot(self) -> dict:
        """The score as a signed document quotes it (an attestation's snapshot, a dossier's assessment): its
        reasons by code and the parts of its gaps and sections a reader acts on; no inputs."""
        return {
            "methodology_version": self.methodology_version, "score": self.score, "grade": self.grade,
            "status": self.status, "breakdown": self.breakdown, "weights": self.weights,
            "mica_classification": self.mica_classification,
            "mica_test": [{"id": q["id"], "answer": q["answer"], "field": q["field"]}
                          for q in self.mica_test["questions"]],
            "blockers": [b.code for b in self.blockers],
            "gaps": [{"item": g.item, "dimension": g.dimension, "points_lost": g.points_lost,
                      "score_impact": g.score_impact, "action": g.action} for g in self.gaps],
            "sections": [{"dimension": s.dimension, "title": s.title, "score": s.score, "next_steps": s.next_steps}
                         for s in self.sections],
            "disclaimer": self.disclaimer,
        }


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


def evaluate(rule: R.Rule, facts: dict) -> RuleResult:
    """Points a rule awards on these facts, and why."""
    if rule.applies_when and not facts["conditions"][rule.applies_when]:
        return RuleResult(rule.id, rule.max_points, rule.max_points, "not_applicable", None, rule.applies_doc)
    value = facts.get(rule.fact)
    points = rule.awards.get(value, 0) if value is not None else 0
    if value is None:
        state = "missing"
    elif points == rule.max_points:
        state = "met"
    else:
        state = "partial" if points else "not_met"
    return RuleResult(rule.id, points, rule.max_points, state, value)


def _blockers(facts: dict, classification: str, locale: str) -> list[Blocker]:
    found = []
    for code, message in R.BLOCKERS:
        hit = (code == "unlicensed_stable_value_token" and classification in ("e_money_token",
                                                                              "asset_referenced_token")
               and facts.get("issuer_licensed") is not True) or (
            code == "kyc_refused" and facts.get("has_kyc") is False)
        if hit:
            found.append(Blocker(code, text(message, locale)))
    return found


def _status(score: float, blockers: list) -> str:
    if blockers:
        return "blocked"
    return "ready" if score >= 80 else "progress" if score >= 50 else "early"


RULES_BY_ID = {r.id: r for r in R.RULES}
RULE_ORDER = {r.id: i for i, r in enumerate(R.RULES)}


@cache
def _action(rule_id: str, locale: str) -> str:
    """A rule's action in a language, rendered once per process (the catalogues do not change while it runs)."""
    return text(RULES_BY_ID[rule_id].action, locale)


@cache
def _title(dimension: str, locale: str) -> str:
    return text(R.DIMENSION_TITLES[dimension], locale)


def _gaps(results: dict, weights: dict, locale: str) -> list[Gap]:
    gaps = []
    for dimension, rows in results.items():
        for row in rows:
            lost = row.max - row.points
            if lost > 0:
                rule = RULES_BY_ID[row.rule]
                gaps.append(Gap(rule.checklist, rule.id, dimension, row.state, rule.fact, lost,
                                round(lost * weights[dimension] / 100, 2), _action(rule.id, locale)))
    return sorted(gaps, key=lambda g: (-g.score_impact, RULE_ORDER[g.rule]))


def _sections(gaps: list[Gap], breakdown: dict, weights: dict, locale: str) -> list[Section]:
    sections = []
    for dimension in R.DIMENSIONS:
        mine = [g for g in gaps if g.dimension == dimension]
        if mine:
            sections.append(Section(dimension, _title(dimension, locale), breakdown[dimension],
                                    weights[dimension], round(sum(g.score_impact for g in mine), 2),
                                    [g.action for g in mine]))
    return sorted(sections, key=lambda s: -s.potential_gain)


def compute(request: dict, weights: dict, locale: str = "en") -> Readiness:
    """Score one validated request with resolved weights (five dimensions summing to 100)."""
    facts, sources, evidence = collect_inputs(request)
    mica = classify(facts, sources)
    derived = derive(facts, mica)
    results = {d: [evaluate(rule, derived) for rule in R.rules_for(d)] for d in R.DIMENSIONS}
    breakdown = {d: sum(row.points for row in rows) for d, rows in results.items()}
    score = round(sum(breakdown[d] * weights[d] for d in R.DIMENSIONS) / 100, 1)
    blockers = _blockers(facts, mica["classification"], locale)
    gaps = _gaps(results, weights, locale)
    return Readiness(
        score=score, grade=R.grade_for(score), status=_status(score, blockers), breakdown=breakdown,
        weights=dict(weights), mica_classification=mica["classification"], mica_test=mica, blockers=blockers,
        gaps=gaps, sections=_sections(gaps, breakdown, weights, locale), rules=results,
        inputs={name: {"value": facts[name], "source": sources[name]} for name in sorted(facts)},
        inferred_fields=evidence, methodology_version=R.METHODOLOGY_VERSION, disclaimer=DISCLAIMER)


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
