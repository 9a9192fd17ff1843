"""Runs the tour through any HTTP transport and keeps what each step sent and received."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from app.hub.tour import Step

PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")
PARAM = re.compile(r"\{(\w+)\}")

# send(method, url, headers, body bytes or None) -> (status, content type, body bytes)
Send = Callable[[str, str, dict, bytes | None], tuple[int, str, bytes]]


class TourFailed(AssertionError):
    """A step was not answered with its expected status, or a field to save was absent."""


@dataclass
class Record:
    step: Step
    request: Any
    status: int
    content_type: str
    answer: Any  # the parsed JSON answer, or None for another media type


def fill(value: Any, variables: dict) -> Any:
    """value with every `{{name}}` replaced by the variable (a whole-string placeholder keeps the variable's type)."""
    if isinstance(value, str):
        whole = PLACEHOLDER.fullmatch(value)
        if whole:
            return variables[whole.group(1)]
        return PLACEHOLDER.sub(lambda m: str(variables[m.group(1)]), value)
    if isinstance(value, dict):
        return {k: fill(v, variables) for k, v in value.items()}
    if isinstance(value, list):
        return [fill(v, variables) for v in value]
    return value


def pick(answer: Any, dotted: str) -> Any:
    """The value at a dotted path (`data.0.id`) of a JSON answer."""
    for part in dotted.split("."):
        answer = answer[int(part)] if isinstance(answer, list) else answer[part]
    return answer


def param(step: Step, name: str) -> str:
    """A path parameter of the step: its own value, or the variable of the parameter's name."""
    return step.params.get(name, "{{" + name + "}}")


def url_of(step: Step, variables: dict) -> str:
    path = PARAM.sub(lambda m: str(fill(param(step, m.group(1)), variables)), step.path)
    query = fill(step.query, variables)
    return path + ("?" + urlencode(query, doseq=True) if query else "")


BOUNDARY = "svc-tour-boundary"


def _encoded(step: Step, body: Any) -> bytes | None:
    if body is None:
        return None
    if step.content_type == "application/json":
        return json.dumps(body).encode()
    if step.content_type == "multipart/form-data":  # {field: [filename, text]}
        parts = [f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                 f"Content-Type: application/octet-stream\r\n\r\n{text}\r\n" for name, (filename, text) in body.items()]
        return ("".join(parts) + f"--{BOUNDARY}--\r\n").encode()
    return body.encode() if isinstance(body, str) else body


def run_step(step: Step, send: Send, variables: dict) -> Record:
    headers = {"Accept": "application/json"}
    if step.key:
        headers["Authorization"] = f"Bearer {variables[step.key]}"
    body = fill(step.body, variables)
    if body is not None:
        multipart = step.content_type == "multipart/form-data"
        headers["Content-Type"] = f"{step.content_type}; boundary={BOUNDARY}" if multipart else step.content_type
    status, content_type, raw = send(step.method, url_of(step, variables), headers, _encoded(step, body))
    if status != step.status:
        raise TourFailed(f"{step.operation}: {status} instead of {step.status}: {raw[:600]!r}")
    answer = json.loads(raw) if "json" in content_type and raw else None
    wanted = {**step.save, "": step.check} if step.check else step.save
    for name, dotted in wanted.items():
        try:
            found = pick(answer, dotted)
        except (KeyError, IndexError, TypeError, ValueError) as error:
            raise TourFailed(f"{step.operation}: no {dotted} in {answer!r:.600}") from error
        if name:
            variables[name] = found
    return Record(step, body, status, content_type, answer)


def run(steps: list[Step], send: Send, variables: dict, between: Callable[[], None] = lambda: None) -> list[Record]:
    """Every step in order; variables gains what the steps save; `between` runs after each step."""
    records = []
    for step in steps:
        records.append(run_step(step, send, variables))
        between()
    return records
