"""The recorded examples (app/data/openapi_examples.json): what each operation of the tour sent and answered, with
the values that change from run to run (ids, secrets, hashes, signatures) replaced by stable stand-ins, so
recording again changes the file only when the API changed."""

from __future__ import annotations

import base64
import json
import re
import uuid
from pathlib import Path

from app.hub.tour.runner import Record
from app.platform.signing import sha256_hex

LONGEST = 3  # items kept of a list: an example shows the shape, not the whole catalogue
SETTLED = {"latency_ms": 42}  # measured, not computed: one plausible value
PATH = Path(__file__).resolve().parents[2] / "data" / "openapi_examples.json"

# prefixed ids (att_..., cfu_e_...), key secrets, hex digests and base64url signatures
VOLATILE = re.compile(r"(?<![\w-])(?:[a-z][a-z0-9]*_(?:[a-z]_)?[a-z2-7]{24}|svc_pk_(?:live|test)_[A-Za-z0-9_-]{20,}"
                      r"|svc_pk_(?:live|test)_\w{4}…\w{4}|svc-ed25519-[0-9a-f]{16}"
                      r"|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
                      r"|whsec_[A-Za-z0-9+/=_-]{20,}|[0-9a-f]{64}|[A-Za-z0-9_-]{86})(?![\w-])")


class Stable:
    """Replaces each volatile value by a stand-in of the same shape, the same value always by the same stand-in,
    numbered in the order first met (the tour's order), so two recordings of the same API give the same file."""

    def __init__(self, literal: dict | None = None):
        self.literal = literal or {}
        self.seen: dict[str, str] = {}

    def _stand_in(self, value: str) -> str:
        if value not in self.seen:
            seed = bytes.fromhex(sha256_hex(f"svc-example-{len(self.seen)}".encode()))
            if re.fullmatch(r"[0-9a-f]{64}", value):
                made = seed.hex()
            elif "…" in value:
                made = value[:12] + seed.hex()[:4] + "…" + seed.hex()[-4:]
            elif re.fullmatch(r"[0-9a-f-]{36}", value):
                made = str(uuid.UUID(bytes=seed[:16], version=4))
            elif value.startswith("svc-ed25519-"):
                made = "svc-ed25519-" + seed.hex()[:16]
            elif len(value) == 86 and "_" not in value[:8]:
                made = base64.urlsafe_b64encode(seed * 2).decode()[:86]
            else:
                head, body = _split(value)
                made = head + _alphabet(seed, body)
            self.seen[value] = made
        return self.seen[value]

    def __call__(self, value, name: str = ""):
        if name in SETTLED:
            return SETTLED[name]
        if isinstance(value, str):
            for real, shown in self.literal.items():
                value = value.replace(real, shown)
            return VOLATILE.sub(lambda m: self._stand_in(m.group(0)), value)
        if isinstance(value, dict):
            return {k: self(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [self(v) for v in value[:LONGEST]]
        return value


def _split(value: str) -> tuple[str, str]:
    if value.startswith("svc_pk_"):
        return value[:12], value[12:]
    if value.startswith("whsec_"):
        return "whsec_", value[6:]
    return value[:-24], value[-24:]


def _alphabet(seed: bytes, like: str) -> str:
    """A body as long as `like`, in base32 lowercase when `like` is, base64url otherwise."""
    if re.fullmatch(r"[a-z2-7]+", like):
        return base64.b32encode(seed).decode().lower()[:len(like)]
    return base64.urlsafe_b64encode(seed * 2).decode().rstrip("=")[:len(like)]


def recorded(records: list[Record], literal: dict | None = None) -> dict:
    """{"METHOD /path": {"request": body, "status": code, "response": JSON answer}}, the first step of each
    operation; requests without a JSON body and answers that are not JSON are left out."""
    stable, out = Stable(literal), {}
    for record in records:
        if record.step.operation in out:
            continue
        entry: dict = {"status": record.status}
        if record.step.content_type == "application/json" and record.request is not None:
            entry["request"] = record.request
        if record.answer is not None:
            entry["response"] = record.answer
        out[record.step.operation] = stable(entry)
    return out


def write(examples: dict) -> None:
    PATH.write_text(json.dumps(examples, indent=1, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8")


def load() -> dict:
    return json.loads(PATH.read_text(encoding="utf-8")) if PATH.exists() else {}
