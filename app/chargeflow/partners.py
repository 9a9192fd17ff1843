"""The partner connectors: what each offers (the catalogue) and pulling its charging records.

Sandbox reads the sample records shipped in app/data/chargeflow_partners/ (no credentials, no network).
Live pulls an OCPI 2.2.1 peer through the fetch door (app/platform/fetch.py) and nothing else:
GET {base_url}/{module}?date_from=...&offset=0&limit=N with `Authorization: Token <base64 token>`, following
`Link: <...>; rel="next"` on the peer's own origin, at most MAX_PAGES pages.

Credentials live in memory for one call. The token is sent in one header and nowhere else: never in a URL,
an error message or a log line; a peer's own words (status_message, error bodies) are never repeated,
since a peer may echo what it was sent.

Errors (app/chargeflow/errors.py): unknown partner PartnerNotFound (404 not_found); a mode or limit out of range
InvalidPull (400 validation_error); live without the required credentials CredentialsRequired (400
credentials_required; names the fields, never the values); a base_url that is not https or that the fetch door
refuses InvalidPull on credentials.base_url; peer answered 401/403: PartnerRefused (502 partner_refused); peer down
or 5xx/429: PartnerUnavailable (502 partner_unavailable), PartnerTimedOut (504, the same code) when it did not
answer in time; any other answer: PartnerBadAnswer (502 partner_bad_answer).
"""

from __future__ import annotations

import base64
import copy
import json
import logging
import re
import uuid
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlencode, urljoin, urlsplit

from app.chargeflow.errors import (
    CredentialsRequired,
    InvalidPull,
    PartnerBadAnswer,
    PartnerNotFound,
    PartnerRefused,
    PartnerTimedOut,
    PartnerUnavailable,
)
from app.platform.fetch import FetchError, fetch

log = logging.getLogger("svc.chargeflow.partners")

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "chargeflow_partners"
MODES = ("sandbox", "live")
MAX_LIMIT = 50
MAX_PAGES = 5
DEFAULT_WINDOW = timedelta(days=30)
MAX_CREDENTIAL_CHARS = 2048
MIN_TOKEN_IN_URL = 8
OCPI_SUCCESS = 1000
KINDS = {"flat_cdrs": "flat_cdr", "cdrs": "cdr", "sessions": "session"}
NEXT_LINK = re.compile(r'<([^>]*)>\s*;[^,]*\brel="?next"?', re.IGNORECASE)
REFUSED_BY_DOOR = frozenset({"address_not_allowed", "invalid_url", "scheme_not_allowed"})


def _field(name: str, type_: str, required: bool, secret: bool, description: str) -> dict:
    return {"name": name, "type": type_, "required": required, "secret": secret, "description": description}


BASE_URL = _field("base_url", "url", True, False,
                  "The peer's OCPI 2.2.1 base URL (https), the module name is appended: {base_url}/cdrs.")
TOKEN = _field("token", "string", True, True,
               "The credentials token the peer issued; sent base64-encoded as Authorization: Token, never stored.")
DATE_FROM = _field("date_from", "datetime", False, False,
                   "RFC 3339; records last updated from then on (default: 30 days ago); move it to read further.")
OFFSET = _field("offset", "integer", False, False,
                "Start at this record of the peer's list (its own paging); add a sync's `pulled` to read on.")
PARTY_ID = _field("party_id", "string", False, False,
                  "Keep only the records of this OCPI party_id (for a peer that serves several parties).")
CATALOGUE: list[dict] = [
    {"id": "vendor_fleet", "name": "Fleet charging export",
     "description": "A fleet-charging vendor's session export, one flat cdr row per charge. Sandbox only: "
                    "the live export is not connected in this hub.",
     "modes": ["sandbox"], "records": "flat_cdrs",
     "credential_fields": [
         _field("access_token", "string", True, True, "The vendor's API access token (live export)."),
         _field("vin", "string", False, False, "Limit the export to one vehicle (VIN)."),
         _field("base_url", "url", False, False, "The vendor's API base URL (https)."),
     ]},
    {"id": "vendor_ocpi", "name": "OCPI charge point operator",
     "description": "A charge point operator that publishes OCPI 2.2.1 CDRs, some carrying the meter's OCMF "
                    "signature.",
     "modes": ["sandbox", "live"], "records": "cdrs",
     "credential_fields": [BASE_URL, TOKEN, DATE_FROM, OFFSET, PARTY_ID]},
    {"id": "generic_ocpi", "name": "Any OCPI 2.2.1 peer",
     "description": "Any OCPI 2.2.1 sender of CDRs or Sessions (only COMPLETED sessions become units).",
     "modes": ["sandbox", "live"], "records": "cdrs or sessions",
     "credential_fields": [
         BASE_URL, TOKEN,
         _field("module", "string", False, False, "cdrs (default) or sessions."),
         DATE_FROM, OFFSET, PARTY_ID,
     ]},
]
PARTNERS = {entry["id"]: entry for entry in CATALOGUE}


def pull(partner_id: str, mode: str, *, credentials: dict | None, limit: int) -> list[dict]:
    """Up to `limit` records of a partner, each {"kind": "flat_cdr"|"cdr"|"session", "record": {...}}."""
    partner = PARTNERS.get(partner_id) if isinstance(partner_id, str) else None
    if partner is None:
        raise PartnerNotFound()
    if mode not in MODES:
        raise _invalid("mode", f"mode must be one of {', '.join(MODES)}.")
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise _invalid("limit", f"limit must be an integer from 1 to {MAX_LIMIT}.")
    if credentials is not None and not isinstance(credentials, dict):
        raise _invalid("credentials", "credentials must be an object.")
    credentials = credentials or {}
    if mode == "live":
        _require_credentials(partner, credentials)
    if mode not in partner["modes"]:
        raise _invalid("mode", f"{partner_id} offers {', '.join(partner['modes'])} only.")
    module = _module(partner_id, credentials)
    if mode == "sandbox":
        return _sandbox(partner_id, module, limit)
    return _live(credentials, module, limit)


def _invalid(field: str, message: str) -> InvalidPull:
    return InvalidPull(message, field=field)


def _require_credentials(partner: dict, credentials: dict) -> None:
    """A live pull needs every required credential as a non-blank string; name what is missing, not values."""
    missing = [f["name"] for f in partner["credential_fields"]
               if f["required"] and not _given(credentials.get(f["name"]))]
    if missing:
        raise CredentialsRequired(f"Live mode needs these credentials: {', '.join(missing)}.",
                                  details={"fields": {f"credentials.{name}": ["Required for live mode."]
                                                      for name in missing}})
    for spec in partner["credential_fields"]:
        value = credentials.get(spec["name"])
        if value is not None and (not _text(value) or len(value) > MAX_CREDENTIAL_CHARS):
            raise _invalid(f"credentials.{spec['name']}",
                           f"credentials.{spec['name']} must be a string of at most {MAX_CREDENTIAL_CHARS} characters.")


def _given(value) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _text(value) -> bool:
    """A string that can be sent: JSON may carry a lone surrogate, which has no UTF-8 form."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _module(partner_id: str, credentials: dict) -> str:
    if partner_id == "vendor_fleet":
        return "flat_cdrs"
    module = credentials.get("module") if partner_id == "generic_ocpi" else None
    if module in (None, ""):
        return "cdrs"
    if module not in ("cdrs", "sessions"):
        raise _invalid("credentials.module", "credentials.module must be cdrs or sessions.")
    return module


@lru_cache(maxsize=8)
def _fixture(partner_id: str) -> dict:
    return json.loads((DATA_DIR / f"{partner_id}.json").read_text(encoding="utf-8"))


def _sandbox(partner_id: str, module: str, limit: int) -> list[dict]:
    """The shipped sample records (copies: the caller may change them freely)."""
    records = _fixture(partner_id)["modules"].get(module, [])
    return [{"kind": KINDS[module], "record": copy.deepcopy(record)} for record in records[:limit]]


def _live(credentials: dict, module: str, limit: int) -> list[dict]:
    """Pull the peer page by page until `limit` records, the last page or MAX_PAGES."""
    base_url, token = _base_url(credentials), credentials["token"].strip()
    if len(token) >= MIN_TOKEN_IN_URL and token in base_url:  # shorter strings sit in URLs by chance
        raise _invalid("credentials.base_url", "credentials.base_url must not carry the token.")
    query = urlencode({"date_from": _date_from(credentials.get("date_from")),
                       "offset": _offset(credentials.get("offset")), "limit": limit})
    url: str | None = f"{base_url}/{module}?{query}"
    headers = {"Authorization": f"Token {base64.b64encode(token.encode('utf-8')).decode('ascii')}",
               "Accept": "application/json"}
    party = (credentials.get("party_id") or "").strip().upper()
    records: list[dict] = []
    pages = 0
    while url and len(records) < limit and pages < MAX_PAGES:
        data, url = _page(url, headers, base_url)
        pages += 1
        records.extend(r for r in data if not party or str(r.get("party_id", "")).upper() == party)
    log.info("pulled %d OCPI %s from %s in %d page(s)", min(len(records), limit), module,
             urlsplit(base_url).hostname, pages)
    return [{"kind": KINDS[module], "record": record} for record in records[:limit]]


def _offset(given) -> int:
    """Where in the peer's list to start: a whole number, 0 by default."""
    if given in (None, ""):
        return 0
    text = str(given).strip()
    if not text.isdigit() or len(text) > 9:
        raise _invalid("credentials.offset", "credentials.offset must be a whole number (0 to 999999999).")
    return int(text)


def _base_url(credentials: dict) -> str:
    base_url = credentials["base_url"].strip().rstrip("/")
    parts = urlsplit(base_url)
    if parts.scheme != "https" or not parts.hostname or parts.query or parts.fragment or "@" in parts.netloc:
        raise _invalid("credentials.base_url",
                       "credentials.base_url must be an https:// URL with no query, fragment or user info.")
    return base_url


def _date_from(given) -> str:
    """RFC 3339 UTC: the caller's date_from, or 30 days ago."""
    if given in (None, ""):
        moment = datetime.now(UTC) - DEFAULT_WINDOW
    else:
        try:
            moment = datetime.fromisoformat(given.strip().replace("Z", "+00:00").replace("z", "+00:00"))
        except (AttributeError, ValueError):
            moment = None
        if moment is None or moment.tzinfo is None:
            raise _invalid("credentials.date_from", "credentials.date_from must be an RFC 3339 date-time with "
                                                    "an offset, e.g. 2026-11-01T00:00:00Z.")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _page(url: str, headers: dict, base_url: str) -> tuple[list[dict], str | None]:
    """One page: its records and the next page's URL (None on the last page)."""
    # X-Request-ID and X-Correlation-ID are required on every OCPI 2.2.1 request.
    request_id = str(uuid.uuid4())
    try:
        response = fetch(url, headers={**headers, "X-Request-ID": request_id, "X-Correlation-ID": request_id})
    except FetchError as exc:
        raise _fetch_failure(exc) from exc
    host = urlsplit(base_url).hostname
    if response.status in (401, 403):
        raise PartnerRefused(f"{host} refused the credentials (HTTP {response.status}).")
    if response.status == 429 or response.status >= 500:
        raise PartnerUnavailable(f"{host} is not available (HTTP {response.status}).")
    if response.status != 200:
        raise _bad_answer(host, f"HTTP {response.status}")
    return _records(response.body, host), _next_url(response.headers.get("link"), url, base_url, host)


def _fetch_failure(exc: FetchError) -> InvalidPull | PartnerUnavailable | PartnerBadAnswer:
    if exc.code in REFUSED_BY_DOOR:
        return _invalid("credentials.base_url", f"credentials.base_url was refused: {exc.message}")
    if exc.code == "timeout":
        return PartnerTimedOut(f"The partner did not answer in time: {exc.message}")
    if exc.code == "too_large":
        return PartnerBadAnswer(f"The partner's answer was refused: {exc.message}")
    return PartnerUnavailable(f"The partner could not be reached: {exc.message}")


def _bad_answer(host: str | None, what: str) -> PartnerBadAnswer:
    return PartnerBadAnswer(f"{host} gave an answer that is not an OCPI 2.2.1 list ({what}).")


def _records(body: bytes, host: str | None) -> list[dict]:
    """The data of an OCPI response {data: [...], status_code: 1000}; anything else is a bad answer."""
    try:
        answer = json.loads(body)
    except (ValueError, RecursionError):
        raise _bad_answer(host, "not JSON") from None
    if not isinstance(answer, dict):
        raise _bad_answer(host, "not an object")
    code = answer.get("status_code")
    if code != OCPI_SUCCESS:
        shown = code if isinstance(code, int) and not isinstance(code, bool) else "missing"
        raise _bad_answer(host, f"status_code {shown}")
    data = answer.get("data")
    if not isinstance(data, list) or not all(isinstance(record, dict) for record in data):
        raise _bad_answer(host, "data is not a list of objects")
    return data


def _next_url(link: str | None, current: str, base_url: str, host: str | None) -> str | None:
    """The rel="next" URL; one on another origin is refused, since the token would go with it."""
    found = NEXT_LINK.search(link or "")
    if not found:
        return None
    following = urljoin(current, found.group(1).strip())
    if _origin(following) != _origin(base_url):
        raise _bad_answer(host, "its next page is on another origin")
    return following


def _origin(url: str) -> tuple:
    parts = urlsplit(url)
    try:
        port = parts.port or 443
    except ValueError:
        port = None
    return parts.scheme, (parts.hostname or "").lower(), port
