"""Green batches: carbon quality (10 items with a free or demo key, 50 premium), Watt and H2O (premium, 50).

Each item is read on its own: {id}, {text} (at least 10 characters, through the extractor) or, for carbon,
{serial}; a bad item answers {index, ok: false, error: {code, message}} and the others go on; the batch stays
HTTP 200. A free key that sends more than its 10 carbon items gets 403 premium_required, nothing read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.green import projects, service
from app.green.errors import BatchTooLarge, InvalidRequest, ProjectNotFound, UnknownProject
from app.green.reads import CarbonQuality
from app.platform.auth import KeyIdentity, caller_tier
from app.platform.batch import Batch, summary
from app.platform.errors import DomainError

FREE_CARBON_ITEMS = 10
MAX_ITEMS = 50
SHAPES = {"carbon": ("id", "text", "serial"), "watt": ("id", "text"), "h2o": ("id", "text")}


@dataclass(frozen=True)
class Scored:
    """An item read: its place in the batch, the id read (None for text) and its score (the batch's model's)."""

    index: int
    id: str | None
    score: dict
    ok: bool = True


@dataclass(frozen=True)
class Refused:
    """An item that could not be read: its place, the id it named (if a string) and the error {code, message}."""

    index: int
    id: str | None
    error: dict
    ok: bool = False


def _one_of(item, names: tuple[str, ...]) -> tuple[str, str]:
    if not isinstance(item, dict):
        raise InvalidRequest("Each item must be a JSON object.")
    given = [n for n in names if n in item]
    unknown = sorted(set(item) - set(names))
    if len(given) != 1 or unknown:
        raise InvalidRequest(f"Give exactly one of {', '.join(names)} (a description or structured fields)"
                             + (f"; unknown fields: {', '.join(unknown)}." if unknown else "."))
    value = item[given[0]]
    if not isinstance(value, str) or not value.strip() or len(value) > 5000:
        raise InvalidRequest(f"{given[0]} must be a non-empty string of at most 5000 characters.")
    return given[0], value.strip()


def _carbon(field: str, value: str) -> tuple[str | None, dict]:
    if field == "text":
        return None, service.free_text(value, "carbon").score
    if field == "serial":
        found = service.lookup(value, None)
        if found.project is None:
            raise UnknownProject("The serial is well formed, but the hub has no data on its project, so no score "
                                 "is given.")
        return found.project.id, _cqs_only(found.project)
    if projects.get(value):
        return value, _cqs_only(service.carbon_quality(value))
    row = service.member(value)
    if row is None or row["kind"] != "product" or row["cqs"] is None:
        raise ProjectNotFound(f"No carbon project or carbon product {value!r} in the hub.")
    return value, {"cqs": row["cqs"], "basis": row["basis"], "factors": [], "ratings": [], "flags": row["flags"],
                   "flagged": row["flagged"], "warnings": list(dict.fromkeys(f["message"] for f in row["flags"])),
                   "raters_note": "", "kind": "product"}


def _cqs_only(described: CarbonQuality) -> dict:
    return {k: getattr(described, k) for k in ("cqs", "kind", "factors", "ratings", "raters_note", "flags", "flagged",
                                      "warnings")}


def _watt(field: str, value: str) -> tuple[str | None, dict]:
    if field == "text":
        return None, service.free_text(value, "energy").score
    return value, service.watt_read(value).watt_score


def _h2o(field: str, value: str) -> tuple[str | None, dict]:
    if field == "text":
        return None, service.free_text(value, "water").score
    return value, service.h2o_read(value).h2o_score


READERS: dict[str, Callable] = {"carbon": _carbon, "watt": _watt, "h2o": _h2o}


def run(model: str, items: list, key: KeyIdentity) -> Batch:
    """Each item Scored or Refused, in order, and the most items this key may send (`limit`)."""
    if model == "carbon" and len(items) > FREE_CARBON_ITEMS and not key.is_premium:
        raise BatchTooLarge(f"A free or demo key sends up to {FREE_CARBON_ITEMS} items at once; a premium key up "
                            f"to {MAX_ITEMS}.", details={"tier": caller_tier()})
    read = READERS[model]
    out: list[Scored | Refused] = []
    for position, item in enumerate(items):
        try:
            out.append(Scored(position, *read(*_one_of(item, SHAPES[model]))))
        except DomainError as error:
            asked = item.get("id") if isinstance(item, dict) else None
            out.append(Refused(position, asked if isinstance(asked, str) else None,
                               {"code": error.code, "message": error.message}))
    return summary(out, limit=MAX_ITEMS if model != "carbon" or key.is_premium else FREE_CARBON_ITEMS)

