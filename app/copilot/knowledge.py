"""The assistant's knowledge: passages of the hub's own pages and data, each citing the hub page it comes from,
ranked by BM25 (the bm25s library, Lucene's variant) over English word stems (PyStemmer's Snowball stemmer), and
by their subject: a passage whose subject (its page's declared subject and headings, a product's name, an
endpoint's method and path) names what the question names is lifted above passages that only mention it.

The index is built in the process on first use (and by each gunicorn worker as it starts), and kept per
knowledge version: the catalogue's counter (an import or a refresh moves it), the regulatory feed's counter and
the date (the Watt scores age with it). A new version builds a new index; the old one answers until it is ready.
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from dataclasses import dataclass, field

import bm25s
import numpy as np
import Stemmer
from bm25s.stopwords import STOPWORDS_EN_PLUS
from flask import current_app

from app.platform import counters
from app.platform.clock import iso, utcnow

# letters and digits; underscores and punctuation split (lifetime_gwh: two words), and so do hyphens, except that a
# hyphenated word with a one-letter part is one word (CFU-W: cfuw, e-money: emoney): the letter tells it apart
WORD = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
# words that ask rather than say: left out of the search and of the share of the question a passage covers
ASKING = frozenset({"tell", "explain", "please", "show", "give", "list", "know", "describe", "mean", "means",
                    "hub", "svc", "want", "need", "find", "say", "says", "could", "would", "kindly", "return",
                    "returns", "returned"})
STOPWORDS = frozenset(STOPWORDS_EN_PLUS) | ASKING
TITLE_WEIGHT = 2
SUBJECT_BOOST = 2.0  # a passage whose subject holds all of the question's subject words ranks at (1 + this) x BM25
COUNTERS = ("catalogue", "regulatory")  # the counters whose moves change what the assistant knows
_STEMMER = Stemmer.Stemmer("english")
_STEM_LOCK = threading.Lock()  # a PyStemmer object is not safe to share between threads


# a question asking how something is computed asks for its formula, which is the word the methodologies use
METHOD = {"compute": "formula", "computed": "formula", "computes": "formula", "computing": "formula",
          "computation": "formula", "calculate": "formula", "calculated": "formula", "calculates": "formula",
          "calculation": "formula", "derived": "formula", "determined": "formula"}


def _words(text: str) -> list[str]:
    out = []
    for token in WORD.findall(text.lower()):
        parts = token.split("-")
        out.extend(["".join(parts)] if len(parts) > 1 and min(map(len, parts)) == 1 else parts)
    return [w for w in out if len(w) >= 2 and w not in STOPWORDS]


def terms(text: str) -> list[str]:
    """The stems a text is searched by: lower-cased words of two or more letters or digits, stop words out."""
    words = _words(text)
    with _STEM_LOCK:
        return _STEMMER.stemWords(words)


def question_terms(question: str) -> list[str]:
    """The stems a question is searched by: its terms, a word asking how something is computed read as
    "formula"."""
    return terms(" ".join(METHOD.get(w, w) for w in _words(question)))


@dataclass(frozen=True)
class Figure:
    """A figure a passage may be ranked by ("the highest APY"), with its date and the segments stating it and its
    source; None when the passage's subject does not state it (dated and sourced): then it is never ranked by it."""

    name: str  # apy, tvl, min_investment
    value: float | None
    as_of: str | None
    said: tuple[int, ...]  # the segments stating the figure with its date, and its source


@dataclass(frozen=True)
class Passage:
    """What one hub page (or one place on it) says, in segments an answer can quote one by one."""

    key: str  # stable: "product:ondo-usdy", "page:/developers#limits:2"
    kind: str  # page, endpoint, product, regulatory, changelog, green, jurisdiction
    title: str
    url: str  # the hub page cited, absolute under BASE_URL
    segments: tuple[str, ...]
    headed: bool = False  # the first segment says what the passage is about (a product, a reference): always quoted
    subject: str | None = None  # what the passage is about, when it is more or less than its title
    asked_by: tuple[str, ...] = ()  # words a question must use for the subject to count (the change feed's)
    names: tuple[str, ...] = ()  # verbatim names (an endpoint's "POST /api/v1/compare"): a question using one
    # has this passage, and those sharing the name, as its subject
    figures: tuple[Figure, ...] = ()  # dated, sourced figures a question may rank the passage by (a product's)

    @property
    def text(self) -> str:
        return " ".join(self.segments)


@dataclass(frozen=True)
class Hit:
    passage: Passage
    score: float  # BM25
    coverage: float  # the share of the question's words the passage holds, weighted by how specific each is
    subject: float = 0.0  # the share of the question's subject words the passage's subject holds
    rank: float = 0.0  # what the hits are ordered by: score x coverage x (1 + SUBJECT_BOOST x subject)


@dataclass
class Index:
    """The passages and their BM25 index, for one knowledge version."""

    version: str
    passages: list[Passage]
    built_at: str = field(default_factory=lambda: iso(utcnow()))

    def __post_init__(self):
        # the title (the page's headings, a product's name) and the subject count twice: they say what the
        # passage is about
        indexed = [terms(self.about(p)) * TITLE_WEIGHT + terms(p.text) for p in self.passages]
        self.stems = [frozenset(words) for words in indexed]
        self.bm25 = bm25s.BM25()
        self.bm25.index([words or [""] for words in indexed], show_progress=False)
        self.vocabulary = frozenset(self.bm25.vocab_dict)
        self.df = Counter(stem for stems in self.stems for stem in stems)
        self.subjects = [frozenset(terms(p.title if p.subject is None else p.subject)) for p in self.passages]
        self.gates = [frozenset(terms(" ".join(p.asked_by))) for p in self.passages]
        distinct = set(self.subjects)  # a page's 20 passages under one heading name one subject, not 20
        self.subject_df, self.subject_n = Counter(s for subject in distinct for s in subject), len(distinct)
        self.position = {p.key: i for i, p in enumerate(self.passages)}
        self.names: dict[str, list[int]] = {}
        for i, p in enumerate(self.passages):
            for name in p.names:
                self.names.setdefault(name.lower(), []).append(i)

    @staticmethod
    def about(p: Passage) -> str:
        """The words a passage is about: its title and its subject (once when one holds the other)."""
        if p.subject is None or p.title in p.subject:
            return p.title if p.subject is None else p.subject
        return f"{p.title} {p.subject}"

    def weight(self, stem: str) -> float:
        """How specific a word is: BM25's idf over the passages (a word no passage holds weighs the most)."""
        n, df = len(self.passages), self.df.get(stem, 0)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def coverage(self, wanted: set[str], held: frozenset[str]) -> float:
        """The share of the question's words a passage holds, each word weighted by how specific it is."""
        total = sum(self.weight(s) for s in wanted)
        return round(sum(self.weight(s) for s in wanted & held) / total, 3) if total else 0.0

    def subject_weight(self, stem: str) -> float:
        """How specific a word is among the subjects (idf over the distinct subjects)."""
        df = self.subject_df.get(stem, 0)
        return math.log(1 + (self.subject_n - df + 0.5) / (df + 0.5))

    def named_in(self, question: str) -> set[int]:
        """The passages the question names verbatim (the longest name it uses: "GET /api/compare" names the GET
        operation, "/api/compare" every operation of that path)."""
        text, found = question.lower(), []
        for name, passages in self.names.items():
            if re.search(rf"(?<![\w/.-]){re.escape(name)}(?![\w/{{-])", text):
                found.append((len(name), passages))
        longest = max((n for n, _ in found), default=0)
        return {i for n, passages in found if n == longest for i in passages}

    def subject_share(self, asked: set[str], i: int) -> float:
        """How well passage i's subject matches the question's subject words (`asked`): the share of them it
        holds, each weighted by how specific it is among subjects, times (1 + the share of its own subject words
        the question asks) / 2, so the passage about just that beats one about that and more; 0 when the
        passage's page asks for words the question does not use."""
        if self.gates[i] and not self.gates[i] & asked:
            return 0.0
        held, own = asked & self.subjects[i], sum(self.subject_weight(s) for s in self.subjects[i])
        total = sum(self.subject_weight(s) for s in asked)
        if not total or not own:
            return 0.0
        weight = sum(self.subject_weight(s) for s in held)
        return weight / total * (1 + weight / own) / 2

    def search(self, stems: list[str], k: int = 8, covered: list[str] | None = None, question: str = "") -> list[Hit]:
        """The k best passages for these stems, best first (ties in passage order): BM25 lifted by how much of
        the question's subject words each passage's subject holds (or, when the question names passages
        verbatim, whether it is one of them). `covered` are the stems whose share in each passage is reported
        (the question's own, without the conversation's)."""
        known = [s for s in stems if s in self.vocabulary]
        if not known or not self.passages:
            return []
        scores = self.bm25.get_scores(known)
        asked = {s for s in stems if s in self.subject_df}  # the question's words that name some subject
        named = self.named_in(question) if question else set()
        found = np.flatnonzero(scores > 0)
        shares = np.array([float(i in named) if named else self.subject_share(asked, i) for i in found])
        wanted = set(covered if covered is not None else stems)
        held = np.array([self.coverage(wanted, self.stems[i]) for i in found])
        ranks = scores[found] * held * (1 + SUBJECT_BOOST * shares)
        order = np.lexsort((found, -np.round(ranks, 6)))[:k]
        return [Hit(self.passages[found[j]], round(float(scores[found[j]]), 3), float(held[j]),
                    round(float(shares[j]), 3), round(float(ranks[j]), 3)) for j in order]

    def scored(self, stems: list[str], passage: Passage) -> tuple[float, float]:
        """(BM25 score, coverage) of one passage for these stems: what a ranking answer reports of its first."""
        known = [s for s in stems if s in self.vocabulary]
        i = self.position[passage.key]
        score = float(self.bm25.get_scores(known)[i]) if known else 0.0
        return round(score, 3), self.coverage(set(stems), self.stems[i])

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for p in self.passages:
            out[p.kind] = out.get(p.kind, 0) + 1
        return out


def knowledge_version() -> str:
    """The version of what the assistant knows: the counters of the data that can change, and the date."""
    seen = counters.versions()
    parts = [f"{name}{seen.get(name)}" for name in COUNTERS]
    return "-".join([*parts, utcnow().date().isoformat()])


class Holder:
    """This app's current index; one build at a time, the previous index serving meanwhile."""

    def __init__(self):
        self.index: Index | None = None
        self.lock = threading.Lock()

    def get(self, build) -> Index:
        version = knowledge_version()
        current = self.index
        if current is not None and current.version == version:
            return current
        if current is not None and not self.lock.acquire(blocking=False):
            return current  # another thread is building the new version
        if current is None:
            self.lock.acquire()
        try:
            if self.index is None or self.index.version != version:
                self.index = Index(version, build())
            return self.index
        finally:
            self.lock.release()


def index() -> Index:
    """The index of the current knowledge version (built now if it is not yet)."""
    from app.copilot.sources import all_passages

    holder = current_app.extensions.get("svc_copilot_index")
    if holder is None:
        holder = current_app.extensions.setdefault("svc_copilot_index", Holder())
    return holder.get(all_passages)


def warm_up() -> None:
    """Build the index now (a gunicorn worker as it starts), so the first question does not wait for it."""
    index()
