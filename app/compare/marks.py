"""Comparison marks: the one rule the compare page, the API highlights and the PDF report share.

- apy: "best" goes to the highest yield among products whose APY is disclosed, dated within
  SVC_STALE_DAYS and stated on the same yield basis as another such product (a SEC 7-day yield is
  never ranked against an issuer's target). A lower yield is not "worse": APY gets no "worst".
- tvl_usd, min_investment_usd, liquidity_days: neutral "highest" / "lowest", never best or worst
  (a bigger fund or a larger ticket is not better for everyone); TVL only between fresh figures.
- transparency_score, liquidity_score: "best" / "worst": the hub's own 0-100 scores, computed by the
  same published rule from the same kinds of facts for every product, so like is compared with like.
- An end shared by two or more products is a tie: no mark. A mark needs two comparable values.

Where a product gets no mark, a reason says why (MARK_REASONS).
"""

from __future__ import annotations

from datetime import date

from app.platform.format import is_stale

# metric -> (the words of its two ends, or one end for apy; the date field that must be fresh, if any)
RULES = {
    "apy": (("best", None), "apy_as_of"),
    "tvl_usd": (("highest", "lowest"), "tvl_as_of"),
    "min_investment_usd": (("highest", "lowest"), None),
    "transparency_score": (("best", "worst"), None),
    "liquidity_score": (("best", "worst"), None),
    "liquidity_days": (("highest", "lowest"), None),
}
MARKS = ("best", "worst", "highest", "lowest")
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


def _rank(values: dict[int, float], ends: tuple[str, str | None], reasons: dict[int, str]) -> dict[int, str]:
    """Marks for the unique top (and bottom) of the comparable values; reasons for the rest."""
    marks: dict[int, str] = {}
    if len(values) < 2:
        reasons.update({i: "only_one" for i in values})
        return marks
    top, bottom = max(values.values()), min(values.values())
    for end, word in ((top, ends[0]), (bottom, ends[1])):
        at_end = [i for i, v in values.items() if v == end]
        if word is None:
            continue
        if len(at_end) == 1 and top != bottom:
            marks[at_end[0]] = word
        else:
            reasons.update({i: "tie" for i in at_end})
    rest = "in_between" if ends[1] else "lower"
    reasons.update({i: rest for i in values if i not in marks and i not in reasons})
    return marks


def compare_marks(products: list[dict], today: date | None = None) -> tuple[dict, dict]:
    """(highlights, reasons): per metric, a list aligned with the products of a mark (best, worst, highest,
    lowest) or None, and of a reason (a MARK_REASONS key) where there is no mark, else None."""
    highlights, why = {}, {}
    for metric, (ends, as_of) in RULES.items():
        comparable, reasons = _candidates(products, metric, as_of, today)
        marks: dict[int, str] = {}
        for group in set(comparable.values()):  # one group, or one per yield basis for apy
            marks.update(_rank({i: products[i][metric] for i, g in comparable.items() if g == group}, ends, reasons))
        highlights[metric] = [marks.get(i) for i in range(len(products))]
        why[metric] = [None if i in marks else reasons.get(i) for i in range(len(products))]
    return highlights, why
