"""Questions that rank products by a figure ("Which product has the highest APY?"), answered from the figures
themselves rather than from the words of the passages: only the live products that state the figure, dated and
sourced, are ranked (a product whose APY is not disclosed is never "the highest"), and the answer says how many
state it, of which dates, and that the figures are indicative, not advice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.copilot.knowledge import Index, Passage, terms


@dataclass(frozen=True)
class Measure:
    name: str  # as in knowledge.Figure
    label: str
    words: re.Pattern  # a question asking about it
    best_is_high: bool  # what "best" means for it
    note: str  # what the reader must know to compare the figures
    follows: str  # words of a previous turn that a follow-up ("and the lowest?") refers to


MEASURES = (
    Measure("min_investment", "minimum investment",
            re.compile(r"\bmin(?:imum)?\s+(?:investments?|tickets?|subscriptions?|amounts?)\b|\bentry tickets?\b"
                       r"|\bminimums\b|\bcheapest to (?:enter|get in)\b", re.IGNORECASE), False,
            "each as its product's source states it on that source's date", "minimum ticket"),
    Measure("apy", "APY", re.compile(r"\b(?:apys?|aprs?|yields?|interest rates?)\b", re.IGNORECASE), True,
            "each as its source states it on its own date and basis (a target, a 7-day or a 30-day yield do not "
            "measure the same thing)", "apy apr yield"),
    Measure("tvl", "TVL", re.compile(r"\b(?:tvl|total value locked|aum|assets under management)\b", re.IGNORECASE),
            True, "each as its source states it on its own date", "tvl aum"),
)
HIGH = re.compile(r"\b(?:highest|largest|biggest|greatest|most|top|max|maximum|higher|larger|bigger)\b",
                  re.IGNORECASE)
BEST = re.compile(r"\bbest\s+$", re.IGNORECASE)  # "best" right before the figure ("the best yield")
LOW = re.compile(r"\b(?:lowest|smallest|least|min|minimum|cheapest|lower|smaller)\b", re.IGNORECASE)
MOST = 3  # products cited


@dataclass(frozen=True)
class Asked:
    measure: Measure
    descending: bool


@dataclass(frozen=True)
class Ranking:
    summary: str
    ranked: tuple[tuple[Passage, str], ...]  # the first products, each with what it states of the figure


def asked(question: str, context: tuple[str, ...] = ()) -> Asked | None:
    """The figure and the direction a question ranks products by, or None when it does not ask for a ranking.
    A follow-up ("and the lowest?") takes its figure from the previous turn's words."""
    found = next(((m, m.words.search(question)) for m in MEASURES if m.words.search(question)), None)
    if found is None and context:
        held = set(context)
        found = next(((m, None) for m in MEASURES if held & set(terms(m.follows))), None)
    if found is None:
        return None
    measure, said = found
    rest = measure.words.sub(" ", question)
    high, low = HIGH.search(rest), LOW.search(rest)
    if said is not None and not high and not low and BEST.search(question[:said.start()]):
        return Asked(measure, measure.best_is_high)
    if bool(high) == bool(low):
        return None  # no direction asked (or both: "from the lowest to the highest" is not one answer)
    return Asked(measure, bool(high))


def _ranked_first(index: Index, measure: Measure, descending: bool) -> tuple[list, int]:
    live, having = 0, []
    for passage in index.passages:
        figure = next((f for f in passage.figures if f.name == measure.name), None)
        if figure is None:
            continue
        live += 1
        if figure.value is not None:
            having.append((passage, figure))
    having.sort(key=lambda pf: (-pf[1].value if descending else pf[1].value, pf[0].title.lower(), pf[0].key))
    return having, live


def ranking(index: Index, wanted: Asked) -> Ranking:
    """The live products ranked by the figure asked, among those stating it dated and sourced."""
    measure, descending = wanted.measure, wanted.descending
    having, live = _ranked_first(index, measure, descending)
    if not having:
        return Ranking(f"None of the {live} live products of the catalogue states a dated, sourced "
                       f"{measure.label}, so none is ranked by it.", ())
    dates = sorted({f.as_of for _, f in having})
    span = dates[0] if len(dates) == 1 else f"{dates[0]} to {dates[-1]}"
    order = "highest" if descending else "lowest"
    summary = (f"Ranked by {measure.label}, {order} first, among the {len(having)} of the {live} live products of "
               f"the catalogue that state a dated, sourced {measure.label} (dated {span}); the "
               f"other {live - len(having)} are not ranked. The figures are indicative, {measure.note}: not advice.")
    ranked = tuple((p, " … ".join(p.segments[i] for i in f.said)) for p, f in having[:MOST])
    return Ranking(summary, ranked)
