"""The assistant's knowledge: passages of the hub's own pages and data, each citing the hub page it comes from,
ranked by BM25 (the bm25s library, Lucene's variant) over English word stems (PyStemmer's Snowball stemmer).

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

WORD = re.compile(r"[^\W_]{2,}")  # letters and digits; underscores and punctuation split (lifetime_gwh: two words)
# words that ask rather than say: left out of the search and of the share of the question a passage covers
ASKING = frozenset({"tell", "explain", "please", "show", "give", "list", "know", "describe", "mean", "means",
                    "hub", "svc", "want", "need", "find", "say", "says", "could", "would", "kindly"})
STOPWORDS = frozenset(STOPWORDS_EN_PLUS) | ASKING
TITLE_WEIGHT = 2
COUNTERS = ("catalogue", "regulatory")  # the counters whose moves change what the assistant knows
_STEMMER = Stemmer.Stemmer("english")
_STEM_LOCK = threading.Lock()  # a PyStemmer object is not safe to share between threads


def terms(text: str) -> list[str]:
    """The stems a text is searched by: lower-cased words of two or more letters or digits, stop words out."""
    words = [w for w in WORD.findall(text.lower()) if w not in STOPWORDS]
    with _STEM_LOCK:
        return _STEMMER.stemWords(words)


@dataclass(frozen=True)
class Passage:
    """What one hub page (or one place on it) says, in segments an answer can quote one by one."""

    key: str  # stable: "product:ondo-usdy", "page:/developers#limits:2"
    kind: str  # page, endpoint, product, regulatory, changelog, green, jurisdiction
    title: str
    url: str  # the hub page cited, absolute under BASE_URL
    segments: tuple[str, ...]
    headed: bool = False  # the first segment says what the passage is about (a product, a reference): always quoted

    @property
    def text(self) -> str:
        return " ".join(self.segments)


@dataclass(frozen=True)
class Hit:
    passage: Passage
    score: float
    coverage: float  # the share of the question's words the passage holds, weighted by how specific each is


@dataclass
class Index:
    """The passages and their BM25 index, for one knowledge version."""

    version: str
    passages: list[Passage]
    built_at: str = field(default_factory=lambda: iso(utcnow()))

    def __post_init__(self):
        # the title (the page's headings, a product's name) counts twice: it says what the passage is about
        indexed = [terms(p.title) * TITLE_WEIGHT + terms(p.text) for p in self.passages]
        self.stems = [frozenset(words) for words in indexed]
        self.bm25 = bm25s.BM25()
        self.bm25.index([words or [""] for words in indexed], show_progress=False)
        self.vocabulary = frozenset(self.bm25.vocab_dict)
        self.df = Counter(stem for stems in self.stems for stem in stems)

    def weight(self, stem: str) -> float:
        """How specific a word is: BM25's idf over the passages (a word no passage holds weighs the most)."""
        n, df = len(self.passages), self.df.get(stem, 0)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def coverage(self, wanted: set[str], held: frozenset[str]) -> float:
        """The share of the question's words a passage holds, each word weighted by how specific it is."""
        total = sum(self.weight(s) for s in wanted)
        return round(sum(self.weight(s) for s in wanted & held) / total, 3) if total else 0.0

    def search(self, stems: list[str], k: int = 8, covered: list[str] | None = None) -> list[Hit]:
        """The k best passages for these stems, best first (ties in passage order); `covered` are the stems
        whose share in each passage is reported (the question's own, without the conversation's)."""
        known = [s for s in stems if s in self.vocabulary]
        if not known or not self.passages:
            return []
        scores = self.bm25.get_scores(known)
        order = np.lexsort((np.arange(len(scores)), -scores))[:k]
        wanted = set(covered if covered is not None else stems)
        return [Hit(self.passages[i], round(float(scores[i]), 3), self.coverage(wanted, self.stems[i]))
                for i in order if scores[i] > 0]

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
