"""Red flags of a carbon credit project: what a buyer must read before any score of it, each read from the
project's own data and answered with the words it was read from, the source that states it and its date.

Where a flag is read (RULES, in order):
- a rater's grade: "delist" (a rater delisted the project), "lowest" or the last grade of the AAA-D scale (its
  lowest grade), each red; a rating on watch is a watch;
- the methodology: "inactivated" (red); the methodology has no source of its own, so the flag names the
  project's source and its date as that source states it;
- the status notes, one clause at a time: the registry suspended the project, or it was withdrawn (delisted,
  deregistered) from its registry (red), unless the same clause says the action was lifted. Such a clause is
  dated by the month or day it names; its source is the project's other source dated in that month when there
  is one, else the project's own source.

A red flag caps the tier of every score of the project, and of a product that holds it: FLAGGED, whatever the
number, because a delisted or suspended project is not comparable on its number with listed ones. A watch is
shown beside the score and does not cap it.
"""

from __future__ import annotations

import re

RED, WATCH = "red", "watch"
FLAGGED = "flagged"
# code: (where it is read, words (pattern), severity, what a buyer reads)
RULES = {
    "rater_delisted": ("rating", r"delist", RED, "a rater delisted the project"),
    "rater_lowest_grade": ("rating", r"lowest|^\s*D\b", RED, "a rater gave its lowest grade"),
    "methodology_inactivated": ("methodology", r"inactivated", RED, "its methodology has been inactivated"),
    "registry_suspended": ("status", r"suspend", RED, "its registry suspended the project"),
    "registry_withdrawn": ("status", r"withdr[ae]w|withdrawn|delist|deregister", RED,
                           "the project was withdrawn from its registry"),
    "rating_watch": ("rating", r"rating watch|on watch", WATCH, "a rating is on watch"),
}
LIFTED = r"lift|reinstat|resum"  # a clause saying the action was undone raises no flag
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_YEAR = re.compile(r"\b(" + "|".join(MONTHS) + r")[a-z]*\.?\s+((?:19|20)\d\d)\b", re.IGNORECASE)
_ISO = re.compile(r"\b((?:19|20)\d\d)(?:-(\d\d))?(?:-(\d\d))?\b")
_DATED_URL = re.compile(r"^(\S+)\s+\((\d{4}-\d\d-\d\d)\)$")


def _matches(where: str, text: str) -> list[tuple[str, str, str]]:
    """(code, severity, message) of every rule read at `where` whose words the text holds."""
    return [(code, severity, message) for code, (at, words, severity, message) in RULES.items()
            if at == where and re.search(words, text, re.IGNORECASE)]


def _undated(value: str | None) -> str | None:
    return None if not value or str(value).startswith("undated") else str(value)


def date_in(text: str) -> str | None:
    """The date a clause names: "Oct 2023" is 2023-10, "2024-05-30" as it is, a year alone as the year."""
    found = _MONTH_YEAR.search(text)
    if found:
        return f"{found.group(2)}-{MONTHS.index(found.group(1)[:3].lower()) + 1:02d}"
    found = _ISO.search(text)
    return "-".join(part for part in found.groups() if part) if found else None


def _dated_other_source(project: dict, when: str | None) -> tuple[str, str] | None:
    """(url, date) of the project's other source dated within `when` (a month or a day), when there is one."""
    for entry in project.get("other_sources") or []:
        found = _DATED_URL.match(entry.strip())
        if when and found and found.group(2).startswith(when):
            return found.group(1), found.group(2)
    return None


def _flag(project: dict, code: str, severity: str, message: str, said: str, source: str | None,
          date: str | None) -> dict:
    return {"code": code, "severity": severity, "message": message, "said": said, "source": source,
            "date": date, "project": project.get("id")}


def _from_ratings(project: dict) -> list[dict]:
    return [_flag(project, code, severity, message, str(rating.get("grade")), rating.get("source_url"),
                  _undated(rating.get("date")))
            for rating in project.get("ratings") or []
            for code, severity, message in _matches("rating", str(rating.get("grade") or ""))]


def _from_methodology(project: dict) -> list[dict]:
    source = project.get("source") or {}
    methodology = project.get("methodology") or ""
    return [_flag(project, code, severity, message, methodology, source.get("url"), _undated(source.get("as_of")))
            for code, severity, message in _matches("methodology", methodology)]


def _from_status(project: dict) -> list[dict]:
    source = project.get("source") or {}
    out = []
    for clause in re.split(r";|\.\s", project.get("status_notes") or ""):
        if re.search(LIFTED, clause, re.IGNORECASE):
            continue
        when = date_in(clause)
        url, date = _dated_other_source(project, when) or (source.get("url"), when or _undated(source.get("as_of")))
        out += [_flag(project, code, severity, message, clause.strip(), url, date)
                for code, severity, message in _matches("status", clause)]
    return out


def of(project: dict | None) -> list[dict]:
    """Every flag of a project, red ones first, each with its code, severity, message, the words it was read
    from, its source (a URL, or None) and its date (None when its source does not date it)."""
    if not project:
        return []
    found = _from_ratings(project) + _from_methodology(project) + _from_status(project)
    return sorted(found, key=lambda flag: flag["severity"] != RED)


def red(flags: list[dict]) -> bool:
    """True when a red flag is among them: the tier is capped."""
    return any(flag["severity"] == RED for flag in flags)


def capped(tier: str | None, flags: list[dict]) -> str | None:
    """The tier a score shows: FLAGGED under a red flag, whatever the number; its own tier otherwise."""
    return FLAGGED if red(flags) else tier
