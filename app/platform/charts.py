"""Server-rendered SVG charts (no chart library, no inline styles: the CSP forbids them)."""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date, timedelta

from babel.dates import format_date
from flask_babel import gettext as _
from markupsafe import Markup, escape

from app.platform.format import figure_date
from app.platform.i18n import current_locale


def bars(rows: list[tuple[str, float]], max_value: float = 100, width: int = 420, row_height: int = 26) -> Markup:
    """Horizontal bars, one per (label, value), values on a 0..max_value scale."""
    label_w, bar_w = 170, width - 220
    height = row_height * len(rows) + 4
    parts = [f'<svg class="chart bars" viewBox="0 0 {width} {height}" width="100%" role="img" '
             f'aria-label="breakdown">']
    for i, (label, value) in enumerate(rows):
        y = i * row_height + 4
        w = max(0.0, min(1.0, value / max_value)) * bar_w
        parts.append(f'<text x="0" y="{y + 15}" class="chart-label">{escape(label)}</text>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{bar_w}" height="14" rx="3" class="chart-track"/>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{w:.1f}" height="14" rx="3" class="chart-bar"/>'
                     f'<text x="{label_w + bar_w + 8}" y="{y + 15}" class="chart-value">{value:g}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 (labels are escaped above; numbers are formatted)


FONT = 14  # svg units of the axis labels (hub.css .chart.line .chart-axis); about 12 px on a 390 px phone
CHAR = FONT * 0.62  # the width of one label character, to keep every label inside the drawing
MONTH_STEPS = (1, 2, 3, 6, 12, 24, 60, 120)


def nice_ticks(low: float, high: float, most: int = 5) -> list[float]:
    """Round ticks covering low..high in at most `most` intervals, spaced 1, 2 or 5 times a power of ten."""
    if high <= low:
        high = low + (abs(low) or 1)
    raw = (high - low) / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if raw <= m * power * (1 + 1e-9))
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    return [round(k * step, 12) for k in range(first, last + 1)]


def _month_starts(first: date, last: date, step: int) -> list[date]:
    """The first days of months within first..last whose month number is a multiple of step (from January)."""
    out, index = [], first.year * 12 + first.month - 1 + (first.day > 1)
    while (day := date(index // 12, index % 12 + 1, 1)) <= last:
        if index % step == 0:
            out.append(day)
        index += 1
    return out


def time_ticks(first: date, last: date, most: int = 4) -> tuple[list[date], str]:
    """At most `most` dates for a time axis and their babel pattern: days under two months (the first label
    gets its year), else month starts (every 1, 2, 3 or 6 months) or year starts (every 1, 2 or 5 years)."""
    span = (last - first).days
    if span <= 62:
        step = next(d for d in (1, 2, 7, 14, 31) if span // d + 1 <= most)
        return [first + timedelta(days=k * step) for k in range(span // step + 1)], "d MMM"
    for months in MONTH_STEPS:
        ticks = _month_starts(first, last, months)
        if len(ticks) <= most:
            return ticks, ("MMM yyyy" if months < 12 else "yyyy")
    return _month_starts(first, last, MONTH_STEPS[-1])[-most:], "yyyy"


def line(points: list[tuple[str, float]], fmt: Callable[[float], str] = str, label: str = "",
         width: int = 400, height: int = 220) -> Markup:
    """A line chart of (as_of, value) points, each placed at its own date on a time axis spaced by date,
    with round value ticks formatted by `fmt` (money, percent), a dot and a tooltip per point.

    Undated points are left out (the page's data table lists what is plotted). The svg is role=img with a
    summary as its label; the viewBox scales it to the screen, labels stay inside it."""
    dated = sorted((when, value, as_of) for as_of, value in points if (when := figure_date(as_of)) is not None)
    if not dated:
        return Markup("")
    first, last = dated[0][0], dated[-1][0]
    lo, hi = (first - timedelta(days=1), last + timedelta(days=1)) if first == last else (first, last)
    y_ticks = nice_ticks(min(0.0, *(v for _, v, _ in dated)), max(v for _, v, _ in dated))
    x_ticks, pattern = time_ticks(first, last)
    x_labels = [format_date(d, pattern + (" yyyy" if i == 0 and pattern == "d MMM" else ""), locale=current_locale())
                for i, d in enumerate(x_ticks)]
    y_labels = [fmt(t) for t in y_ticks]
    half = max([len(t) for t in x_labels] + [4]) * CHAR / 2
    left = max(max(len(t) for t in y_labels) * CHAR + 10, half + 4)
    right, top, bottom = half + 4, FONT, FONT * 2 + 8
    inner_w, inner_h = width - left - right, height - top - bottom

    def x_of(day: date) -> float:
        return left + inner_w * (day - lo).days / (hi - lo).days

    def y_of(value: float) -> float:
        return top + inner_h * (1 - (value - y_ticks[0]) / (y_ticks[-1] - y_ticks[0]))

    summary = _("%(label)s: %(count)s dated points from %(first)s to %(last)s, latest %(value)s",
                label=label, count=len(dated), first=dated[0][2], last=dated[-1][2], value=fmt(dated[-1][1]))
    parts = [f'<svg class="chart line" viewBox="0 0 {width} {height}" width="100%" role="img" '
             f'aria-label="{escape(summary)}">']
    for tick, text in zip(y_ticks, y_labels, strict=True):
        y = y_of(tick)
        parts.append(f'<line x1="{left:.1f}" x2="{width - right:.1f}" y1="{y:.1f}" y2="{y:.1f}" class="chart-grid"/>'
                     f'<text x="{left - 6:.1f}" y="{y + FONT / 3:.1f}" class="chart-axis" text-anchor="end">'
                     f'{escape(text)}</text>')
    for day, text in zip(x_ticks, x_labels, strict=True):
        x = x_of(day)
        parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{top + inner_h:.1f}" y2="{top + inner_h + 4:.1f}" '
                     f'class="chart-grid"/><text x="{x:.1f}" y="{height - FONT:.1f}" class="chart-axis" '
                     f'text-anchor="middle">{escape(text)}</text>')
    coords = [(x_of(day), y_of(value)) for day, value, _ in dated]
    if len(coords) > 1:
        parts.append(f'<polyline points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in coords)}" class="chart-path"/>')
    for (_day, value, as_of), (x, y) in zip(dated, coords, strict=True):
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" class="chart-dot" data-as-of="{escape(as_of)}">'
                     f'<title>{escape(as_of)}: {escape(fmt(value))}</title></circle>')
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 (labels are escaped above; numbers are formatted)


def sparkline(points: list[tuple[str, float]], fmt=None, name: str = "", width: int = 72,
              height: int = 20) -> Markup:
    """A small line of dated (as_of, value) points, oldest first, placed by their dates; nothing under two points.

    Its aria-label states the first and last dated values ("TVL: $2.0B on 2026-01-31, $2.2B on 2026-02-21");
    `fmt` formats a value for that label (money, percent)."""
    from flask_babel import gettext

    from app.platform.format import figure_date

    if len(points) < 2:
        return Markup("")
    show = fmt or (lambda v: f"{v:g}")
    days = [figure_date(d) for d, _ in points]
    xs = [(d - days[0]).days for d in days] if all(days) else list(range(len(points)))
    values = [v for _, v in points]
    low, span, x_span, pad = min(values), (max(values) - min(values)) or 1.0, (xs[-1] - xs[0]) or 1, 2
    coords = " ".join(f"{pad + (x - xs[0]) / x_span * (width - 2 * pad):.1f},"
                      f"{(height / 2) if max(values) == low else pad + (1 - (v - low) / span) * (height - 2 * pad):.1f}"
                      for x, v in zip(xs, values, strict=True))
    label = gettext("%(name)s: %(first)s on %(start)s, %(last)s on %(end)s", name=name, first=show(values[0]),
                    start=points[0][0], last=show(values[-1]), end=points[-1][0])
    last_x, last_y = coords.rsplit(" ", 1)[-1].split(",")
    return Markup(f'<svg class="sparkline" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '  # noqa: S704
                  f'role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
                  f'<polyline points="{coords}" class="sparkline-path"/>'
                  f'<circle cx="{last_x}" cy="{last_y}" r="2" class="sparkline-dot"/></svg>')
