"""Server-rendered SVG charts (no chart library, no inline styles: the CSP forbids them)."""

from __future__ import annotations

from markupsafe import Markup, escape


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


def line(points: list[tuple[str, float]], y_max: float = 100, width: int = 560, height: int = 200) -> Markup:
    """A line chart of (label, value) points in order, with a dot and a tooltip per point."""
    if not points:
        return Markup("")
    left, right, top, bottom = 36, 12, 12, 28
    inner_w, inner_h = width - left - right, height - top - bottom
    step = inner_w / max(1, len(points) - 1)

    def xy(i: int, v: float) -> tuple[float, float]:
        return left + (i * step if len(points) > 1 else inner_w / 2), top + inner_h * (1 - min(v, y_max) / y_max)

    coords = [xy(i, v) for i, (_, v) in enumerate(points)]
    parts = [f'<svg class="chart line" viewBox="0 0 {width} {height}" width="100%" role="img" '
             f'aria-label="history">']
    for tick in (0, 25, 50, 75, 100):
        y = top + inner_h * (1 - tick / 100)
        parts.append(f'<line x1="{left}" x2="{width - right}" y1="{y:.1f}" y2="{y:.1f}" class="chart-grid"/>'
                     f'<text x="{left - 6}" y="{y + 4:.1f}" class="chart-axis" text-anchor="end">'
                     f'{tick * y_max / 100:g}</text>')
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in coords)
    parts.append(f'<polyline points="{path}" class="chart-path"/>')
    for (label, value), (x, y) in zip(points, coords, strict=True):
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" class="chart-dot">'
                     f'<title>{escape(label)}: {value:g}</title></circle>')
    parts.append(f'<text x="{left}" y="{height - 8}" class="chart-axis">{escape(points[0][0])}</text>'
                 f'<text x="{width - right}" y="{height - 8}" class="chart-axis" text-anchor="end">'
                 f'{escape(points[-1][0])}</text></svg>')
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
