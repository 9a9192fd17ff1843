"""From a question to an answer made only of what the hub's passages say, or a refusal that says why.

The rules, in order (the developer hub documents them with these numbers):
1. A question asking for advice, a recommendation or a prediction is refused (`advice`): the hub gives signals.
2. The question's words are searched by BM25 (app/copilot/knowledge.py). It is refused (`out_of_scope`) when the
   best passage scores below MIN_SCORE, or holds less than MIN_COVERAGE of the question's words, each word weighted
   by its idf (a word no passage holds, such as the name of a product the hub does not know, weighs the most).
   Passages are ranked by BM25 times the share of the question's words they hold, lifted by how well their subject
   (a page's declared subject and headings, a product's name, an endpoint's method and path) matches the
   question's subject words, so the passage about what the question names comes before passages mentioning it.
3. A question asking which product has the highest or lowest APY, TVL or minimum investment is answered from the
   figures (app/copilot/figures.py): the live products stating the figure, dated and sourced, ranked by it; the
   answer's first line says how many state it, of which dates, and that it is indicative, not advice.
4. Otherwise the answer cites up to MAX_CITATIONS passages: the best, and the next ones that rank at least
   RELATIVE of the best and hold as much of the question as the best does (less SLACK). From each it quotes the
   one or two segments (a sentence, a list item, a table) that hold most of the question's words, so every
   sentence of the answer is a quotation of the passage it cites. Passages of one place on a page (one URL and
   anchor) are quoted in the page's order.
A follow-up in a conversation ("and its platform?") is searched with the words of the previous answered turn
added; it is still judged on its own words, and a further passage is cited only if it holds as much of the
previous turn's words as the best one does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.copilot import figures
from app.copilot.knowledge import Hit, Index, Passage, question_terms, terms

MIN_SCORE = 1.0
MIN_COVERAGE = 0.6
RELATIVE = 0.75
SLACK = 0.1
MAX_CITATIONS = 3
SEGMENTS_PER_CITATION = 2
EXCERPT_CHARS = 480
ADVICE = re.compile("|".join((
    r"\b(should|shall|must) (i|we)\b.{0,60}\b(buy|sell|invest|hold|short|put|choose|pick|allocate)",
    r"\b(investment|financial|legal|tax|trading) advice\b", r"\badvi[cs]e me\b",
    r"\b(recommend|suggest)\b.{0,40}\b(invest|buy|sell|product|token|asset|portfolio|stock|coin|fund)",
    r"\b(what|which)\b.{0,30}\b(to|should i|should we) (buy|invest|sell)\b",
    r"\b(best|top|safest) (investment|token|product|asset|coin|fund)s?\b.{0,30}\b(buy|invest|for me)\b",
    r"\b(will|going to|gonna)\b.{0,60}\b(be worth|price|go up|go down|rise|fall|moon|crash|outperform)",
    r"\b(price|value) (prediction|forecast|target)\b", r"\bpredict", r"\bforecast",
    r"\b(make|earn) (me )?(money|profit)\b", r"\bget rich\b", r"\bguaranteed (return|yield|profit)",
    r"\bconseil (en investissement|financier|juridique|fiscal)\b", r"\b(dois|devrais)[- ]je (acheter|vendre|investir)",
)), re.IGNORECASE)
FOLLOW_UP = re.compile(r"^\s*(and|also|what about|how about|same for|et|aussi)\b|\b(it|its|they|them|their|this|"
                       r"that|these|those)\b", re.IGNORECASE)
SUGGESTIONS = (
    "What are the CQS weights?",
    "Which product has the highest APY?",
    "How is the Watt score's lifetime_gwh computed?",
    "What is the free monthly quota of a key?",
    "Who issues BUIDL and on which platform?",
    "Which MiCA references does the regulatory feed list?",
    "What changed in the latest release?",
    "How do I verify an attestation?",
)
MESSAGES = {
    "advice": ("The hub gives indicative signals, not investment, legal or tax advice, and it makes no predictions. "
               "I can tell you what the hub's data and methodologies say: a product's stated facts and sources, "
               "how a score is computed, what a regulatory reference requires."),
    "out_of_scope": ("I can only answer from the hub's own knowledge (its methodologies, the catalogue, the "
                     "regulatory feed, the endpoint reference and the changelog), and nothing there answers this "
                     "question well enough to quote."),
}


@dataclass(frozen=True)
class Citation:
    """A passage an answer quotes: what it quotes of it, and the passage's page (title, url, kind)."""

    passage: Passage
    excerpt: str
    score: float

    @property
    def title(self) -> str:
        return self.passage.title

    @property
    def url(self) -> str:
        return self.passage.url

    @property
    def kind(self) -> str:
        return self.passage.kind


@dataclass(frozen=True)
class Draft:
    """An answer (or a refusal) before any rephrasing."""

    text: str
    citations: tuple[Citation, ...]
    refused: bool
    reason: str | None
    stems: tuple[str, ...]  # the question's own search words: what the conversation keeps of it
    score: float
    coverage: float


def is_follow_up(question: str, stems: list[str]) -> bool:
    return bool(FOLLOW_UP.search(question)) or len(stems) <= 1


def _excerpt(passage: Passage, wanted: set[str]) -> str:
    """The segments of a passage that hold most of the question's words (at most SEGMENTS_PER_CITATION, in the
    passage's order), after the first segment of a passage that is headed by it; the first segment when none holds
    any. Words of the passage's title count after the others:
    the whole passage is about its title, so "the APY of Ondo USDY" quotes the APY, not every line naming USDY."""
    held = [wanted & set(terms(segment)) for segment in passage.segments]
    about = set(terms(passage.title))
    ranked = [i for i in sorted(range(len(held)), key=lambda i: (-len(held[i] - about), i)) if held[i]]
    if passage.headed:  # its first segment, then the one that holds most of the question's other words
        ranked = [0] + [i for i in ranked if i][:SEGMENTS_PER_CITATION - 1]
    chosen = sorted(ranked[:SEGMENTS_PER_CITATION])
    text = " … ".join(passage.segments[i] for i in chosen or [0]) if passage.segments else passage.title
    if len(text) <= EXCERPT_CHARS:
        return text
    return text[:EXCERPT_CHARS].rsplit(" ", 1)[0] + " …"


def _share(passage: Passage, words: set[str]) -> float:
    """The share of `words` a passage holds (1 when there are none)."""
    return len(words & set(terms(f"{passage.title} {passage.text}"))) / len(words) if words else 1.0


def _refusal(reason: str, stems: list[str], best: Hit | None) -> Draft:
    return Draft(MESSAGES[reason], (), True, reason, tuple(stems), best.score if best else 0.0,
                 best.coverage if best else 0.0)


def _lines(citations: tuple[Citation, ...]) -> list[str]:
    return [f"According to “{c.passage.title}” [{n}]: {c.excerpt}" for n, c in enumerate(citations, 1)]


def _ranked(index: Index, wanted: figures.Asked, stems: list[str]) -> Draft:
    """The products ranked by the figure asked: a line saying what is ranked, then one line per product cited."""
    made = figures.ranking(index, wanted)
    citations = tuple(Citation(p, excerpt, index.scored(stems, p)[0]) for p, excerpt in made.ranked)
    score, coverage = index.scored(stems, citations[0].passage) if citations else (0.0, 0.0)
    return Draft("\n".join([made.summary, *_lines(citations)]), citations, False, None, tuple(stems), score, coverage)


def draft(index: Index, question: str, prior: tuple[str, ...] = ()) -> Draft:
    """Answer a question from the index: quoted passages with their citations, or a refusal with its reason."""
    stems = question_terms(question)
    if ADVICE.search(question):
        return _refusal("advice", stems, None)
    context = list(prior) if prior and is_follow_up(question, stems) else []
    wanted_figure = figures.asked(question, tuple(context))
    if wanted_figure is not None:
        return _ranked(index, wanted_figure, stems)
    searched = stems + [s for s in context if s not in stems]
    hits = index.search(searched, covered=stems, question=question) if stems else []
    best = hits[0] if hits else None
    if best is None or best.score < MIN_SCORE or best.coverage < MIN_COVERAGE:
        return _refusal("out_of_scope", stems, best)
    wanted = set(stems) | set(context)
    followed = _share(best.passage, set(context))
    chosen = [h for h in hits if h is best or (h.rank >= RELATIVE * best.rank and h.coverage >= MIN_COVERAGE
                                               and h.coverage >= best.coverage - SLACK
                                               and _share(h.passage, set(context)) >= followed)]
    chosen = chosen[:MAX_CITATIONS]
    # passages of one place on a page are quoted in the page's order, where the place is first cited
    first = {url: n for n, url in reversed(list(enumerate(h.passage.url for h in chosen)))}
    chosen.sort(key=lambda h: (first[h.passage.url], index.position[h.passage.key]))
    citations = tuple(Citation(h.passage, _excerpt(h.passage, wanted), h.score) for h in chosen)
    text = "\n".join(_lines(citations))
    return Draft(text, citations, False, None, tuple(stems), best.score, best.coverage)
