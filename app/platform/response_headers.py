"""The response headers of the API, declared once: the OpenAPI document's components.headers (and which answers
carry each), the CORS Access-Control-Expose-Headers list (app/platform/headers.py) and the limits guide."""

from __future__ import annotations

from dataclasses import dataclass, field

EVERY = "every"  # every answer under /api/, success or error
SUCCESS = "success"  # every 2xx answer
READ = "read"  # a 200 to a GET (a JSON read)
PAGED = "paged"  # a 200 to a GET that pages (it takes limit and offset and answers a next link, or a cursor)
CURSOR = "cursor"  # a 200 to a GET walked by cursor (an export)
WRITE = "write"  # a 2xx to a POST
RETRY = "retry"  # 429, 503, and a 409 idempotency_in_progress


@dataclass(frozen=True)
class Header:
    name: str
    description: str
    on: str
    schema: dict = field(default_factory=lambda: {"type": "string"})

    @property
    def component(self) -> str:
        """Its name under components.headers (letters and digits)."""
        return self.name.replace("-", "")


SECONDS = {"type": "integer", "minimum": 0, "maximum": 2**31 - 1}
COUNT = {"type": "integer", "minimum": 0, "maximum": 2**53 - 1}

HEADERS: tuple[Header, ...] = (
    Header("X-Request-ID", "The request's id (the caller's X-Request-ID when it is 8-64 characters of "
           "[A-Za-z0-9._-], else one the hub made); quote it when reporting a problem.", EVERY),
    Header("X-Response-Time", "The time the hub took to answer, in milliseconds (\"12.3ms\").", EVERY),
    Header("X-SVC-Protocol-Version", "The version of the hub's protocol (the document's info.version).", EVERY),
    Header("X-SVC-Logo", "The URL of the hub's logo, for attribution.", EVERY, {"type": "string", "format": "uri"}),
    Header("X-RateLimit-Limit", "The key's monthly quota when a key was sent, else the request limit of the "
           "address's window.", EVERY, COUNT),
    Header("X-RateLimit-Remaining", "What is left of that quota or window.", EVERY, COUNT),
    Header("X-RateLimit-Reset", "When that quota or window renews, in Unix seconds.", EVERY, COUNT),
    Header("RateLimit-Policy", "Each per-address window that applies: \"name\";q=<requests>;w=<seconds> "
           "(IETF RateLimit header fields).", EVERY),
    Header("RateLimit", "What is left of each window: \"name\";r=<remaining>;t=<seconds until reset>.", EVERY),
    Header("Retry-After", "Seconds to wait before trying again (on 429 and 503, and on 409 "
           "idempotency_in_progress while the first request with the same Idempotency-Key runs).", RETRY, SECONDS),
    Header("ETag", "A strong validator of the answer (the SHA-256 of its bytes, followed by :gzip or :br when the "
           "answer is sent compressed); send it back in If-None-Match to get 304 Not Modified while it has not "
           "changed.", READ),
    Header("Link", "RFC 8288 links to the next, previous, first and last pages (rel=\"next\", \"prev\", "
           "\"first\", \"last\").", PAGED),
    Header("X-SVC-Next-Cursor", "The cursor of the next page, absent on the last page.", CURSOR),
    Header("Idempotency-Replayed", "\"true\" when the answer is the kept answer of an earlier request with the "
           "same Idempotency-Key.", WRITE, {"type": "string", "enum": ["true"]}),
    Header("Deprecation", "When the operation was deprecated (RFC 9745, @<Unix seconds>); absent while it is "
           "not.", SUCCESS),
    Header("Sunset", "When the operation stops answering (RFC 8594, an HTTP date); absent while none is set.",
           SUCCESS),
)


# Headers some operations answer, declared on those operations: a PDF's or an export's evidence and counts.
OPERATION_HEADERS = ("Content-Disposition", "X-Total-Count", "X-SVC-Export-Truncated", "X-SVC-Content-SHA256",
                     "X-SVC-Anchor-Receipt", "X-SVC-Content-Hash", "X-SVC-Signature", "X-SVC-Ed25519-Signature",
                     "X-SVC-Signing-Key-Id", "X-SVC-Content-Receipt-Id", "X-SVC-Dossier-Hash", "X-SVC-Receipt-Id",
                     "X-SVC-Receipt-Url")


def exposed() -> str:
    """The Access-Control-Expose-Headers value: every declared header a browser script may read."""
    return ", ".join([*(h.name for h in HEADERS), *OPERATION_HEADERS])


def catalogue() -> list[dict]:
    """[{name, description, on}] for the limits guide."""
    return [{"name": h.name, "description": h.description, "on": h.on} for h in HEADERS]
