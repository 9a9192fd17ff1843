"""Figures for people: compact money, percentages, country names, dates and the stale mark.

One place for every page, embed and PDF (registered as Jinja filters and globals); the API keeps raw
numbers. Nothing here invents a value: None formats as None and the template says "not disclosed".
"""

from __future__ import annotations

import difflib
from datetime import date, datetime, timedelta
from functools import lru_cache

from babel import Locale
from babel.numbers import format_decimal
from flask import Flask, current_app, has_app_context

from app.platform.clock import iso, utcnow
from app.platform.i18n import DEFAULT_LOCALE, current_locale

NAME_LOCALES = ("en", "fr")


def _locale() -> str:
    try:
        return current_locale()
    except RuntimeError:
        return DEFAULT_LOCALE


FORMATTED = 8192  # figures formatted per process, each once per language (babel's formatting is slow)
SCALES = {"en": ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")),
          "fr": ((1e12, "\u00a0Bn"), (1e9, "\u00a0Md"), (1e6, "\u00a0M"), (1e3, "\u00a0k"))}


def money(value: float | None) -> str | None:
    """US dollars, compact: $186.0B, $2.2M, $950 in English; 186,0 Md $ in French (one decimal, always)."""
    return None if value is None else _money(value, _locale())


@lru_cache(maxsize=FORMATTED)
def _money(value: float, locale: str) -> str:
    scales = SCALES.get(locale, SCALES["en"])
    scaled, unit = next(((value / size, unit) for size, unit in scales if abs(value) >= size), (value, ""))
    text = format_decimal(scaled, format="#,##0.0" if unit else "#,##0", locale=locale)
    return f"{text}{unit}\u00a0$" if locale == "fr" else f"${text}{unit}"


def number(value: float | None, digits: int = 2) -> str | None:
    return None if value is None else _number(round(value, digits), _locale())


@lru_cache(maxsize=FORMATTED)
def _number(value: float, locale: str) -> str:
    return format_decimal(value, locale=locale)


def percent(value: float | None) -> str | None:
    """4.25 -> "4.25%" ("4,25 %" in French): the value is already in percent."""
    return None if value is None else _percent(round(value, 2), _locale())


@lru_cache(maxsize=FORMATTED)
def _percent(value: float, locale: str) -> str:
    text = format_decimal(value, format="#,##0.##", locale=locale)
    return f"{text}\u00a0%" if locale == "fr" else f"{text}%"


@lru_cache(maxsize=8)
def _territories(locale: str) -> dict[str, str]:
    return {code: name for code, name in Locale.parse(locale).territories.items() if len(code) == 2 and code.isalpha()}


def country(code: str | None) -> str | None:
    """The country's name in the reader's language ("United States"), or None for an unknown code."""
    if not code:
        return None
    return _territories(_locale()).get(code.upper())


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    names = {}
    for locale in NAME_LOCALES:
        names.update({name.lower(): code for code, name in _territories(locale).items()})
    names.update({"usa": "US", "uk": "GB", "u.s.": "US", "united states of america": "US", "bvi": "VG",
                  "cayman": "KY", "cayman islands": "KY", "british virgin islands": "VG", "eu": "EU"})
    return names


def country_code(text: str | None) -> str | None:
    """ISO 3166 alpha-2 code of a code or a country name (English or French, small typos forgiven)."""
    if not text or not text.strip():
        return None
    value = text.strip()
    if len(value) == 2 and value.isalpha() and value.upper() in _territories("en"):
        return value.upper()
    names = _names()
    if value.lower() in names:
        return names[value.lower()]
    close = difflib.get_close_matches(value.lower(), list(names), n=1, cutoff=0.85)
    return names[close[0]] if close else None


def stale_days() -> int:
    return int(current_app.config.get("SVC_STALE_DAYS", 180)) if has_app_context() else 180


def figure_date(value: str | None) -> date | None:
    """A figure's as_of (YYYY-MM-DD, or YYYY-MM read as the month's last day)."""
    if not value:
        return None
    try:
        if len(value) == 7:
            year, month = int(value[:4]), int(value[5:7])
            nxt = date(year + month // 12, month % 12 + 1, 1)
            return nxt - timedelta(days=1)
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


def is_stale(as_of: str | None, today: date | None = None) -> bool:
    """True when the figure's own date is older than SVC_STALE_DAYS (an undated figure is not "fresh")."""
    when = figure_date(as_of)
    if when is None:
        return True
    return (today or utcnow().date()) - when > timedelta(days=stale_days())


def iso_text(value):
    """A time as pages write it, the API's way (ISO 8601 UTC with a Z): a model's time column, or a record's
    string as it is."""
    return iso(value) if isinstance(value, datetime) else value


def init_app(app: Flask) -> None:
    app.jinja_env.filters.update(money=money, percent=percent, country=country, number=number, iso=iso_text)
    app.jinja_env.globals.update(is_stale=is_stale, stale_days=stale_days)
