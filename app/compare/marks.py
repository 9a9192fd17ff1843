"""Comparison marks: the one rule the compare page, the API highlights and the PDF report share.

Every mark is "best" or "worst" (the contract's words), or none. Which end is "best" is fixed per metric:
- apy: the highest yield among products whose APY is disclosed, dated within SVC_STALE_DAYS and stated on
  the same yield basis as another such product (a SEC 7-day yield is never ranked against an issuer's target).
  A lower yield is not "worse": APY gets no "worst".
- tvl_usd: best is the largest fund, worst the smallest, between fresh figures only.
- min_investment_usd: best is the smallest ticket (open to more investors), worst the largest.
- liquidity_days: best is the fewest days to get money back, worst the most.
- transparency_score, liquidity_score: the hub's own 0-100 scores, computed by the same published rule from the
  same kinds of facts for every product, so like is compared with like: best is the highest.
- An end shared by two or more products is a tie: no mark. A mark needs two comparable values.

A bigger fund or a smaller ticket does not suit everyone: the pages say "largest" / "smallest" for TVL and the
minimum rather than a verdict (templates/compare/_marks.html). Where a product gets no mark, a reason says why
(MARK_REASONS).
"""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

from app.platform.format import is_stale


class Rule(NamedTuple):
    """How one metric is marked: whether its highest value is the best, whether it has a worst, and the date
    field a value must be fresh by (None when the figure is the hub's own or undated by nature)."""

    higher_is_best: bool
    has_worst: bool
    fresh_by: str | None


RULES = {
    "apy": Rule(higher_is_best=True, has_worst=False, fresh_by="apy_as_of"),
    "tvl_usd": Rule(higher_is_best=True, has_worst=True, fresh_by="tvl_as_of"),
    "min_investment_usd": Rule(higher_is_best=False, has_worst=True, fresh_by=None),
    "transparency_score": Rule(higher_is_best=True, has_worst=True, fresh_by=None),
    "liquidity_score": Rule(higher_is_best=True, has_worst=True, fresh_by=None),
    "liquidity_days": Rule(higher_is_best=False, has_worst=True, fresh_by=None),
}
MARKS = ("best", "worst")
MARK_REASONS = {
    "not_disclosed": "no figure disclosed",
    "non_yielding": "pays no yield by design",
    "stale": "the figure is older than SVC_STALE_DAYS (or undated)",
    "basis_not_stated": "the yield's basis is not stated, so it is ranked against nothing",
    "different_basis": "no other fresh yield on the same basis",
    "only_one": "the only comparable figure",
    "tie": "tied with another product",
    "in_between": "neither end of the comparable figures",
    "lower": "below the best comparable yield",
}


def _apy_candidates(products: list[dict], today: date | None) -> tuple[dict[int, str], dict[int, str]]:
    """Index -> basis of the APYs that may be ranked, and index -> reason for the others."""
    fresh, reasons = {}, {}
    for i, p in enumerate(products):
        if p.get("apy") is None:
            reasons[i] = "non_yielding" if p.get("pays_yield") is False else "not_disclosed"
        elif is_stale(p.get("apy_as_of"), today):
            reasons[i] = "stale"
        elif not p.get("apy_basis"):
            reasons[i] = "basis_not_stated"
        else:
            fresh[i] = p["apy_basis"]
    alone = [i for i, basis in fresh.items() if list(fresh.values()).count(basis) == 1]
    for i in alone:
        reasons[i] = "different_basis" if len(fresh) > 1 else "only_one"
    return {i: b for i, b in fresh.items() if i not in alone}, reasons


def _candidates(products: list[dict], metric: str, as_of: str | None,
                today: date | None) -> tuple[dict[int, str | None], dict[int, str]]:
    """Index -> the group a value is ranked in (its yield basis for apy), and index -> reason for the others."""
    if metric == "apy":
        return _apy_candidates(products, today)
    known, reasons = {}, {}
    for i, p in enumerate(products):
        if p.get(metric) is None:
            reasons[i] = "not_disclosed"
        elif as_of and is_stale(p.get(as_of), today):
            reasons[i] = "stale"
        else:
            known[i] = None
    return known, reasons


def _rank(values: dict[int, float], rule: Rule, reasons: dict[int, str]) -> dict[int, str]:
    """Marks for the unique best (and worst) of the comparable values; reasons for the rest."""
    marks: dict[int, str] = {}
    if len(values) < 2:
        reasons.update({i: "only_one" for i in values})
        return marks
    top, bottom = max(values.values()), min(values.values())
    best, worst = (top, bottom) if rule.higher_is_best else (bottom, top)
    for end, word in [(best, "best")] + ([(worst, "worst")] if rule.has_worst else []):
        at_end = [i for i, v in values.items() if v == end]
        if len(at_end) == 1 and top != bottom:
            marks[at_end[0]] = word
        else:
            reasons.update({i: "tie" for i in at_end})
    rest = "in_between" if rule.has_worst else "lower"
    reasons.update({i: rest for i in values if i not in marks and i not in reasons})
    return marks


def compare_marks(products: list[dict], today: date | None = None) -> tuple[dict, dict]:
    """(highlights, reasons): per metric, a list aligned with the products of a mark (best or worst) or None,
    and of a reason (a MARK_REASONS key) where there is no mark, else None."""
    highlights, why = {}, {}
    for metric, rule in RULES.items():
        comparable, reasons = _candidates(products, metric, rule.fresh_by, today)
        marks: dict[int, str] = {}
        for group in set(comparable.values()):  # one group, or one per yield basis for apy
            marks.update(_rank({i: products[i][metric] for i, g in comparable.items() if g == group}, rule, reasons))
        highlights[metric] = [marks.get(i) for i in range(len(products))]
        why[metric] = [None if i in marks else reasons.get(i) for i in range(len(products))]
    return highlights, why
