"""The quickstart's key form: a free live key made through the keys service, under the API route's own per-address
window (the same slots: a key made here counts where POST /api/v1/keys counts)."""

from __future__ import annotations

from app.keys import service as keys
from app.keys.schemas import KeyCreate
from app.platform import gate, ratelimit
from app.platform.errors import DomainError, load_or_400


def create_key(form) -> tuple:
    """(key, secret) for the form's label; a refused form gives its slot back, as the API route does."""
    window = gate.page_door(*keys.CREATE_DOOR)
    label = (form.get("label") or "").strip() or None
    try:
        body = load_or_400(KeyCreate(), {"label": label, "mode": "live"} if label else {"mode": "live"},
                           "Check the key's label.")
    except DomainError:
        ratelimit.give_back(window)
        raise
    return keys.create_free_key(body)
