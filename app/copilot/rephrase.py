"""The optional rephrasing of a quoted answer by an OpenAI-compatible model (COPILOT_LLM_URL), through the
hub's one outbound door (app/platform/fetch.py: HTTPS, vetted addresses, COPILOT_LLM_TIMEOUT).

The model receives the cited passages and the draft, never the question, and is asked to reword the draft
without adding anything. Its answer is checked before it is used: no figure that the draft does not hold, no
citation number beyond those given. Any failure (off, unreachable, slow, malformed, adding figures) gives the
quoted answer, with `rephrased: false` and a note saying why.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, replace

from flask import current_app

from app.copilot.answer import Draft
from app.platform.fetch import FetchError, FetchPolicy, fetch

log = logging.getLogger("svc.copilot")
SYSTEM = ("You reword a draft answer so that it reads naturally. Use only the facts in the draft and in the numbered "
          "passages. Add no fact, figure, name, date, opinion or advice. Keep each citation marker such as [1] after "
          "the sentence it supports. Write in English, in at most 150 words, as plain text.")
MAX_CHARS = 2000
MARKER = re.compile(r"\[(\d+)\]")
FIGURE = re.compile(r"\d+(?:[.,]\d+)*")


@dataclass(frozen=True)
class Rephrasing:
    text: str
    rephrased: bool
    note: str | None


class RephraseError(Exception):
    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


def _prompt(made: Draft) -> str:
    passages = "\n\n".join(f"[{n}] {c.passage.title}\n{c.excerpt}" for n, c in enumerate(made.citations, 1))
    return f"Passages:\n\n{passages}\n\nDraft answer:\n\n{made.text}\n\nReword the draft answer."


def _figures(text: str) -> set[str]:
    return {f.replace(",", "") for f in FIGURE.findall(MARKER.sub(" ", text))}


def checked(text: str, made: Draft) -> str:
    """The model's text when it keeps to the draft: no new figure, no unknown citation number."""
    if not text or len(text) > MAX_CHARS:
        raise RephraseError("bad_length")
    if any(not 1 <= int(n) <= len(made.citations) for n in MARKER.findall(text)):
        raise RephraseError("unknown_citation")
    if _figures(text) - _figures(made.text):
        raise RephraseError("added_figures")
    return text


def _ask(url: str, made: Draft) -> str:
    cfg = current_app.config
    body = {"messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": _prompt(made)}],
            "temperature": 0, "max_tokens": 400, "stream": False}
    if cfg["COPILOT_LLM_MODEL"]:
        body["model"] = cfg["COPILOT_LLM_MODEL"]
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if cfg["COPILOT_LLM_KEY"]:
        headers["Authorization"] = f"Bearer {cfg['COPILOT_LLM_KEY']}"
    policy = replace(FetchPolicy.from_config(), timeout=cfg["COPILOT_LLM_TIMEOUT"])
    try:
        response = fetch(f"{url}/chat/completions", method="POST", body=json.dumps(body).encode(), headers=headers,
                         policy=policy)
    except FetchError as error:
        raise RephraseError(error.code) from error
    if response.status != 200:
        raise RephraseError(f"status_{response.status}")
    try:
        content = json.loads(response.body)["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError) as error:
        raise RephraseError("malformed_answer") from error
    if not isinstance(content, str):
        raise RephraseError("malformed_answer")
    return checked(content.strip(), made)


def rephrase(made: Draft) -> Rephrasing:
    """The draft reworded by the configured model, or the draft itself (refusals are never sent)."""
    url = current_app.config.get("COPILOT_LLM_URL")
    if made.refused or not url:
        return Rephrasing(made.text, False, None)
    try:
        return Rephrasing(_ask(url, made), True, None)
    except RephraseError as error:
        log.warning("copilot rephrasing failed (%s); the quoted answer is given", error.code)  # never the question
        return Rephrasing(made.text, False, f"The rephrasing model failed ({error.code}); this is the answer quoted "
                                            "from the sources.")
