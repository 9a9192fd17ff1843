"""Twelve indicative months of a green index member's CQS, Watt and composite, computed from dated data.

Each month's point is the model run at that month's last day (today for the current month) on the facts as
they are dated: a fact dated after that day (a rating, the source itself, a commissioning year) is left out of
the point, and a member whose source is dated after it has no point that month. Undated facts are read as holding
through the twelve months, and the answer says so. Nothing is interpolated or invented: the Watt score moves
because the asset's remaining life shortens; the CQS moves only when a dated fact appears. A point carries the
member's flags dated by its day (undated ones as holding), and its tier is capped by the red ones among them.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date

from app.green import assets, cqs, flags, index, projects, watt
from app.green.scale import tier

MONTHS = 12
DATED = re.compile(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?")


def month_ends(on: date) -> list[date]:
    """The last day of each of the 11 months before `on`'s month, then `on` itself."""
    out = []
    year, month = on.year, on.month
    for _ in range(MONTHS - 1):
        year, month = (year - 1, 12) if month == 1 else (year, month - 1)
        out.append(date(year, month, calendar.monthrange(year, month)[1]))
    return [*reversed(out), on]


def dated(text: str | None) -> date | None:
    """The first day a stated date can mean ('2024' is 2024-01-01), or None for an undated text."""
    found = DATED.match(text or "")
    if not found:
        return None
    year, month, day = int(found.group(1)), int(found.group(2) or 1), int(found.group(3) or 1)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _project_at(project: dict, day: date) -> tuple[dict | None, list[str]]:
    if (known := dated(project["source"].get("as_of"))) and known > day:
        return None, [f"its source is dated {known.isoformat()}"]
    later = [r for r in project.get("ratings") or [] if (d := dated(r.get("date"))) and d > day]
    left = [f"{r['agency']} {r['grade']} rating dated {r['date']}" for r in later]
    return {**project, "ratings": [r for r in project.get("ratings") or [] if r not in later]}, left


def _energy_at(asset: dict, day: date) -> tuple[float | None, list[str]]:
    if (known := dated(asset["source"].get("as_of"))) and known > day:
        return None, [f"its source is dated {known.isoformat()}"]
    if asset.get("commissioning_year") and asset["commissioning_year"] > day.year:
        return None, [f"commissioned in {asset['commissioning_year']}"]
    return watt.score(asset, day)["rating"], []


def flags_at(found: list[dict], day: date) -> list[dict]:
    """The flags known by a day: those dated after it are left out; undated ones are read as holding."""
    return [flag for flag in found if not ((when := dated(flag["date"])) and when > day)]


def _point(row: dict, day: date) -> dict:
    cqs_value, watt_value, left = row["cqs"], None, []
    if row["kind"] == "carbon":
        project, left = _project_at(projects.get(row["id"]), day)
        cqs_value = cqs.score(project)["cqs"] if project else None
    elif row["kind"] == "energy":
        watt_value, left = _energy_at(assets.get(row["id"]), day)
    value = index.composite({"cqs": cqs_value, "watt": watt_value})
    known = flags_at(row["flags"], day) if value is not None else []
    return {"month": day.strftime("%Y-%m"), "as_of": day.isoformat(), "cqs": cqs_value, "watt": watt_value,
            "composite": value, "tier": flags.capped(tier(value), known) if value is not None else None,
            "flags": known, "left_out": left}


BASIS = ("Each month is the model run at its last day on the facts dated by then; undated facts are read as holding "
         "through the twelve months. Indicative, not a record of past ratings.")


@dataclass(frozen=True)
class History:
    """Twelve months of an index member's scores (each point a month's end: its scores, tier, flags known by then
    and the facts left out), and what they are read on."""

    member: dict
    points: list[dict]
    disclaimer: str
    basis: str = BASIS

    id = property(lambda self: self.member["id"])
    name = property(lambda self: self.member["name"])
    kind = property(lambda self: self.member["kind"])
    months = property(lambda self: len(self.points))


def history(row: dict, on: date, disclaimer: str) -> History:
    """The member's score at each of the twelve month ends up to `on`."""
    return History(row, [_point(row, day) for day in month_ends(on)], disclaimer)
