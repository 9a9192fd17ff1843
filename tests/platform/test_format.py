"""Figures for people: compact money, percentages, country names and the stale mark, in both languages."""

from datetime import date

import pytest
from flask_babel import force_locale

from app.platform import format as fmt


@pytest.mark.parametrize("value,english,french", [
    (186_000_000_000, "$186.0B", "186,0\u00a0Md\u00a0$"),
    (2_172_960_458, "$2.2B", "2,2\u00a0Md\u00a0$"),
    (5_000_000, "$5.0M", "5,0\u00a0M\u00a0$"),
    (20, "$20", "20\u00a0$"),
])
def test_money_reads_compact_with_one_decimal_in_each_language(app, value, english, french):
    with app.test_request_context():
        with force_locale("en"):
            assert fmt.money(value) == english
        with force_locale("fr"):
            assert fmt.money(value) == french


def test_unknown_figures_stay_unknown(app):
    with app.test_request_context():
        assert fmt.money(None) is None and fmt.percent(None) is None and fmt.country(None) is None


def test_percent_and_country_names_follow_the_language(app):
    with app.test_request_context():
        with force_locale("en"):
            assert fmt.percent(4.25) == "4.25%" and fmt.country("us") == "United States"
        with force_locale("fr"):
            assert fmt.percent(4.25) == "4,25\u00a0%" and fmt.country("US") == "États-Unis"


@pytest.mark.parametrize("typed,code", [("US", "US"), ("us", "US"), ("United States", "US"), ("États-Unis", "US"),
                                        ("Cayman Islnds", "KY"), ("BVI", "VG"), ("Atlantis", None), ("", None)])
def test_country_codes_forgive_names_and_small_typos(typed, code):
    assert fmt.country_code(typed) == code


def test_a_figure_older_than_the_stale_days_is_stale_and_an_undated_one_is_never_fresh(make_app):
    app = make_app(SVC_STALE_DAYS=30)
    today = date(2026, 11, 23)
    with app.app_context():
        assert fmt.is_stale("2026-11-01", today) is False and fmt.is_stale("2026-10-01", today) is True
        assert fmt.is_stale("2026-10-24", today) is False and fmt.is_stale("2026-10-23", today) is True
        assert fmt.is_stale("2026-10", today) is False  # a month reads as its last day (2026-10-31)
        assert fmt.is_stale(None, today) is True and fmt.is_stale("someday", today) is True


def test_pages_write_a_time_column_as_the_api_does_and_leave_a_stored_string_as_it_is(app):
    from datetime import datetime

    render = app.jinja_env.from_string("{{ a|iso }} {{ b|iso }} {{ c|iso }}").render
    assert render(a=datetime(2026, 11, 1, 9, 0, 5, 120), b="2026-11-01T09:00:00Z", c=None) == \
        "2026-11-01T09:00:05Z 2026-11-01T09:00:00Z None"
