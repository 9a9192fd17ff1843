"""Settings declared once, by the platform (app/config.py) or by the domain that reads them (`Domain(settings=...)`).

A setting has a name, a default spelled as the environment would spell it, a meaning and a kind that reads the
environment's text into the value `app.config` holds. An empty value in the environment means the default. A value
the kind cannot read stops the hub at start with a SettingError naming the setting, rather than a failure later in
the request that first needs it. The README's settings table and the developer hub's are written from the same
declarations (`table_rows`, `markdown_table`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import limits


class SettingError(ValueError):
    """A setting's value in the environment that its kind cannot read, or a name declared twice."""


@dataclass(frozen=True)
class Kind:
    """How a setting's text is read: the name the settings tables show, and the function that reads it (raising
    ValueError with what is wrong)."""

    name: str
    parse: Callable[[str], Any]


def _whole(raw: str) -> int:
    value = int(raw.strip())
    if value < 0:
        raise ValueError("must be 0 or more")
    return value


def _number(raw: str) -> float:
    value = float(raw.strip())
    if not value >= 0:  # also refuses nan
        raise ValueError("must be 0 or more")
    return value


_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


def _seconds(raw: str) -> float:
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*", raw.lower())
    if not match:
        raise ValueError("must be a number of seconds, or a number followed by s, m, h or d")
    return float(match.group(1)) * _UNITS[match.group(2)]


_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


def _flag(raw: str) -> bool:
    value = raw.strip().lower()
    if value not in _TRUE + _FALSE:
        raise ValueError("must be 1 or 0")
    return value in _TRUE


def _rate_limit(raw: str) -> str:
    value = raw.strip()
    limits.parse_many(value)  # ValueError: couldn't parse rate limit string
    return value


def _url(raw: str) -> str:
    value = raw.strip()
    if value and not re.match(r"https?://[^/\s]+", value):
        raise ValueError("must be an http:// or https:// URL")
    return value


def _base_url(raw: str) -> str:
    return _url(raw).rstrip("/")


def _names(raw: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in raw.split(",") if part.strip())


def choice(*values: str) -> Kind:
    """One of the values, read without case or surrounding spaces."""

    def parse(raw: str) -> str:
        value = raw.strip().lower()
        if value not in values:
            raise ValueError(f"must be one of {', '.join(values)}")
        return value

    return Kind("one of " + ", ".join(values), parse)


TEXT = Kind("text", str)
INTEGER = Kind("integer", _whole)
NUMBER = Kind("number", _number)
SECONDS = Kind("seconds", _seconds)
FLAG = Kind("flag (1 or 0)", _flag)
RATE_LIMIT = Kind("rate limit", _rate_limit)
URL = Kind("URL", _url)
BASE_URL = Kind("base URL", _base_url)  # an http(s) URL other paths are appended to: no trailing slash
NAMES = Kind("comma-separated list", _names)


@dataclass(frozen=True)
class Setting:
    """A setting: its name (the environment variable and the app.config key), its default as the environment spells
    it, what it means, its kind, and, when the default is not a value to show (a key generated at start), what the
    settings tables say instead."""

    name: str
    default: str
    doc: str
    type: Kind = TEXT
    shown: str = ""

    def read(self, environ: Mapping[str, str]) -> Any:
        """The value from the environment (the default when unset or empty), read by the setting's kind."""
        raw = environ.get(self.name) or self.default
        try:
            return self.type.parse(raw)
        except ValueError as exc:
            raise SettingError(f"{self.name}={raw!r} is not a valid {self.type.name}: {exc}") from None


def read_all(declared: Iterable[tuple[str, Setting]], environ: Mapping[str, str]) -> dict[str, Any]:
    """Every declared setting's value; a name declared by two owners is refused."""
    owners: dict[str, str] = {}
    values: dict[str, Any] = {}
    for owner, setting in declared:
        if setting.name in owners:
            raise SettingError(f"setting {setting.name!r} is declared by both {owners[setting.name]} and {owner}")
        owners[setting.name] = owner
        values[setting.name] = setting.read(environ)
    return values


def table_rows(declared: Iterable[tuple[str, Setting]]) -> list[dict]:
    """One row per setting, in declaration order, for the README and the developer hub."""
    return [{"name": s.name, "owner": owner, "type": s.type.name, "default": s.default, "shown": s.shown,
             "doc": s.doc} for owner, s in declared]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def markdown_table(rows: list[dict]) -> str:
    """The settings as a Markdown table (the README's)."""
    lines = ["| Setting | Default | Type | Declared by | Meaning |", "|---|---|---|---|---|"]
    for row in rows:
        default = row["shown"] or (f"`{row['default']}`" if row["default"] else "(empty)")
        lines.append(f"| `{row['name']}` | {_cell(default)} | {_cell(row['type'])} | {row['owner']} | "
                     f"{_cell(row['doc'])} |")
    return "\n".join(lines) + "\n"


START, END = "<!-- settings table: written by `flask settings --readme README.md` -->", "<!-- end of settings table -->"


def with_table(text: str, table: str) -> str:
    """The text with the part between the settings table's markers replaced by the table."""
    head, start, rest = text.partition(START)
    _, end, tail = rest.partition(END)
    if not start or not end:
        raise ValueError("the settings table's markers are missing")
    return f"{head}{START}\n{table}{END}{tail}"


def one_window(limit: str) -> tuple[str, str] | None:
    """A one-window rate limit's count and unit ("100/day": ("100", "day")); None for any other."""
    match = re.fullmatch(r"(\d+)\s*(?:/|per)\s*(second|minute|hour|day)", limit.strip())
    return (match.group(1), match.group(2)) if match else None


def spoken(limit: str) -> str:
    """A one-window rate limit as a sentence says it ("100/day": "100 a day"); others as they are written."""
    window = one_window(limit)
    if window is None:
        return limit
    count, unit = window
    return f"{count} {'an' if unit == 'hour' else 'a'} {unit}"
