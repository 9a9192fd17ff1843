"""History charts: each point at its own date on a time axis, round ticks, labels inside the drawing."""

import re

import pytest

from app.platform import charts
from app.platform.format import money, percent


def _dots(svg: str) -> dict[str, float]:
    return {as_of: float(x) for x, as_of in re.findall(r'<circle cx="([\d.]+)"[^>]*data-as-of="([^"]+)"', svg)}


def test_each_point_lands_at_its_own_date(app):
    with app.test_request_context():
        svg = str(charts.line([("2025-01-01", 4.0), ("2025-01-31", 4.2), ("2025-12-31", 4.5)], fmt=percent,
                              label="APY history"))
    x = _dots(svg)
    # 30 days of 364 from the first point: spaced by date, not by rank
    assert (x["2025-01-31"] - x["2025-01-01"]) / (x["2025-12-31"] - x["2025-01-01"]) == pytest.approx(30 / 364, 1e-3)
    assert "<title>2025-01-31: 4.2%</title>" in svg


def test_a_month_date_sits_at_its_month_end_and_undated_points_are_left_out(app):
    with app.test_request_context():
        svg = str(charts.line([("2025-01", 1.0), ("2025-03-31", 2.0), ("", 9.0)], fmt=percent, label="APY"))
    x = _dots(svg)
    assert set(x) == {"2025-01", "2025-03-31"} and "9%" not in svg


@pytest.mark.parametrize("low,high,expected", [
    (0, 4.3, [0, 1, 2, 3, 4, 5]),
    (0, 2.17e9, [0, 5e8, 1e9, 1.5e9, 2e9, 2.5e9]),
    (0, 0.9, [0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0, 100, [0, 20, 40, 60, 80, 100]),
    (0, 0, [0, 0.2, 0.4, 0.6, 0.8, 1.0]),
])
def test_ticks_are_round_numbers_in_1_2_5_steps(low, high, expected):
    assert charts.nice_ticks(low, high) == pytest.approx(expected)


def test_axis_labels_are_compact_and_stay_inside_the_drawing(app):
    with app.test_request_context():
        svg = str(charts.line([("2024-03-01", 2.17e9), ("2025-09-12", 6.9e8), ("2026-02-21", 2.4e9)], fmt=money,
                              label="TVL history"))
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    labels = re.findall(r'<text x="([\d.]+)" y="[\d.]+" class="chart-axis" text-anchor="(\w+)">([^<]+)</text>', svg)
    assert {"$0", "$1.0B", "$2.0B"} <= {text for _, _, text in labels}
    for x, anchor, text in labels:  # an estimate of each label's extent at the chart's font size
        extent = len(text) * charts.CHAR
        left = float(x) - {"end": extent, "middle": extent / 2, "start": 0}[anchor]
        assert left >= 0 and left + extent <= width, text
    assert 'role="img"' in svg and "TVL history: 3 dated points from 2024-03-01 to 2026-02-21" in svg
    assert "style=" not in svg


def test_time_ticks_fall_on_month_or_year_starts():
    from datetime import date

    assert charts.time_ticks(date(2024, 3, 1), date(2026, 2, 21)) == (
        [date(2024, 7, 1), date(2025, 1, 1), date(2025, 7, 1), date(2026, 1, 1)], "MMM yyyy")
    assert charts.time_ticks(date(2019, 5, 1), date(2026, 2, 21)) == (
        [date(2020, 1, 1), date(2022, 1, 1), date(2024, 1, 1), date(2026, 1, 1)], "yyyy")
    assert charts.time_ticks(date(2025, 11, 1), date(2025, 11, 20)) == (
        [date(2025, 11, 1), date(2025, 11, 8), date(2025, 11, 15)], "d MMM")
