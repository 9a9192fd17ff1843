"""A typed jurisdiction read as one ISO 3166 code, matching partially and case-insensitively ("Jer" is Jersey,
"lux" Luxembourg): the benchmarks' filter. Several matches or none is a 400 naming the field, never a guess."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from babel import Locale

from app.compare.errors import UnknownJurisdiction
from app.platform.format import NAME_LOCALES, country_code

NOT_PLACES = frozenset({"EZ", "UN", "QO", "XA", "XB"})  # Eurozone, United Nations, pseudo-territories
SHOWN = 12  # candidates named in a message; details.allowed lists them all


def _fold(text: str) -> str:
    """Lower case without accents, so "emirats" finds "Émirats arabes unis"."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=1)
def _names() -> tuple[tuple[str, str], ...]:
    """(folded name, code) for every territory, in English and French."""
    return tuple((_fold(name), code) for locale in NAME_LOCALES
                 for code, name in Locale.parse(locale).territories.items()
                 if len(code) == 2 and code.isalpha() and code not in NOT_PLACES)


def _partial(value: str) -> list[str]:
    """Codes whose name has a word starting with value; failing that, whose name contains it."""
    for hit in (lambda name: any(word.startswith(value) for word in name.replace("-", " ").split()),
                lambda name: value in name):
        codes = sorted({code for name, code in _names() if hit(name)})
        if codes:
            return codes
    return []


def _refused(text: str, message: str, candidates: list[str]) -> UnknownJurisdiction:
    details = {"fields": {"query.jurisdiction": [message]}}
    return UnknownJurisdiction(message,
                               details={**details, "allowed": {"jurisdiction": candidates}} if candidates else details)


def resolve(text: str) -> str:
    """The one ISO code a typed jurisdiction means: a code, a name (English or French, small typos forgiven), or
    the start of a word of one name; several candidates or none answer 400 with query.jurisdiction."""
    code = country_code(text)
    if code:
        return code
    value = _fold(text)
    codes = _partial(value) if value else []
    if len(codes) == 1:
        return codes[0]
    if not codes:
        raise _refused(text, f"No country or territory matches {text.strip()!r}: give an ISO code or a name.", [])
    named = ", ".join(f"{Locale.parse('en').territories[c]} ({c})" for c in codes[:SHOWN])
    more = f" and {len(codes) - SHOWN} more" if len(codes) > SHOWN else ""
    raise _refused(text, f"{text.strip()!r} matches several jurisdictions: {named}{more}. Give one of their codes.",
                   codes)


def name(code: str) -> str | None:
    """The jurisdiction's English name, as the API states it."""
    return Locale.parse("en").territories.get(code)
