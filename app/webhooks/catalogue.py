"""What the webhooks guide shows of the events: every declared event (the registry's catalogue: name, version,
owner, what it means, its payload's fields), grouped by the domain that publishes it, with the body a receiver
gets for it (placeholder values by type). A template reads it as `webhook_events()`."""

from __future__ import annotations

import json
from itertools import groupby

from app.platform import events

SAMPLES = {"string": "...", "integer": 0, "number": 0.0, "boolean": False, "object": {}, "any": None}


def _sample(event: dict) -> str:
    data = {f["name"]: event["name"] if f["name"] == "event" else SAMPLES.get(f["type"], [])
            for f in event["fields"]}
    body = {"id": "evt_...", "event": event["name"], "created_at": "2026-11-27T10:00:00Z", "livemode": True,
            "data": data}
    return json.dumps(body, indent=2)


def event_catalogue() -> list[dict]:
    """[{owner, events: [{name, version, owner, doc, schema, fields, example}]}], domains and events by name."""
    listed = sorted(({**e, "example": _sample(e)} for e in events.catalogue()), key=lambda e: (e["owner"], e["name"]))
    return [{"owner": owner, "events": list(group)} for owner, group in groupby(listed, key=lambda e: e["owner"])]
