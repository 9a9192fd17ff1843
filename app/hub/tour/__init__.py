"""The tour: one ordered walk through every operation of the API, with realistic bodies.

Each step creates, reads or acts on objects the steps before it made (their ids flow through named variables,
written `{{name}}` in paths, queries and bodies). The tour records the OpenAPI examples
(app/data/openapi_examples.json), builds the Postman collection, and its replay checks every answer against the
documented schema. Adding an operation to the API means adding one Step to its domain's file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Step:
    """One request of the tour.

    path is the OpenAPI path template; its parameters are filled from `params` or, by default, from the variable of
    the same name. `key` names the variable holding the Bearer key (None: no key sent). `save` maps a variable to a
    dotted path in the JSON answer (`data.0.id`). `check` is the answer's field the collection tests (default: the
    first saved path). `last`: the step revokes or rotates a key, so the collection runs it after every other."""

    method: str
    path: str
    body: Any = None
    query: dict = field(default_factory=dict)
    params: dict = field(default_factory=dict)
    key: str | None = "apiKey"
    status: int = 200
    save: dict = field(default_factory=dict)
    check: str | None = None
    last: bool = False
    content_type: str = "application/json"
    name: str = ""

    @property
    def operation(self) -> str:
        """"METHOD /path-template", the key of the recorded examples."""
        return f"{self.method} {self.path}"


def steps() -> list[Step]:
    """The whole tour in order: the domains' steps, then the ones that act on the running key."""
    from app.hub.tour import (
        steps_catalogue,
        steps_chargeflow,
        steps_copilot,
        steps_green,
        steps_keys,
        steps_scoring,
        steps_shield,
        steps_watts,
        steps_webhooks,
    )

    ordered = [step for module in (steps_keys, steps_scoring, steps_catalogue, steps_webhooks, steps_green,
                                   steps_shield, steps_chargeflow, steps_watts, steps_copilot)
               for step in module.STEPS]
    return [s for s in ordered if not s.last] + [s for s in ordered if s.last]
