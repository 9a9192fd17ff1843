"""The score page's attestation form: a premium key typed once, the score's inputs sent again, and the attestation
made by the same service call as POST /api/v1/attest, under the API's own per-address window and the key's quota.

No cookie authorises the form: the key typed into it is the credential, so another site cannot make a visitor's
browser sign anything (the rule of every keyed page form of the hub). The key is never sent back in a page."""

from __future__ import annotations

from dataclasses import dataclass

from app.attest import service
from app.attest.models import Attestation
from app.attest.schemas import AttestCreate
from app.platform import gate
from app.platform.auth import page_key
from app.platform.errors import Invalid, load_or_400
from app.scoring import fields
from app.scoring.schemas import ScoreRequest, raw_from_form


@dataclass(frozen=True)
class Asked:
    """What the form asked (never the key): what a refusal shows and sends again, and what the score request
    refuses in it."""

    sent: list[tuple[str, str]]
    label: str
    inputs: list
    description: str | None
    errors: dict


def asked(form) -> Asked:
    """The form's score inputs and label, without the key, to show them again (in words when they are valid)."""
    raw = raw_from_form(form)
    sent = [(name, ("yes" if value else "no") if isinstance(value, bool) else str(value))
            for name, value in raw.items() if name != "score_id"]
    label = (form.get("label") or "").strip()[:120]
    try:
        score_request = load_or_400(ScoreRequest(), raw)
    except Invalid as error:
        return Asked(sent, label, [], raw.get("description"), error.details["fields"])
    return Asked(sent, label, errors={}, **in_words(score_request))


def issue(form) -> tuple[Attestation, dict]:
    """The attestation of the form's score, and the validated score request (its inputs in words for the issuer).

    Refusals, as the API door orders them: 429 rate_limited, 401 without a key or with an unknown one, 403
    premium_required for a free or demo key, then 400 for inputs the score request refuses."""
    gate.page_door("SVC_BURST_LIMIT", "api")
    key = page_key(form.get("api_key"), premium=True)
    label = (form.get("label") or "").strip() or None
    locale = (form.get("locale") or "en").strip()
    body = load_or_400(AttestCreate(), {"score": raw_from_form(form), "label": label, "locale": locale},
                       "Check the score's inputs.")
    return service.attest(body["score"], body["locale"], key, body["label"]), body["score"]


def in_words(score_request: dict) -> dict:
    """The template arguments that show a score request's inputs in words."""
    return {"inputs": fields.given(score_request), "description": score_request.get("description")}
