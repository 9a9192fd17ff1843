"""The ChargeFlow pages that need a premium key's units, in Chromium: the operator list (htmx and without
JavaScript), its export button, and the pages of a retired and of a changed unit; axe in both themes and both
languages, and a 390-pixel phone with no sideways scroll and no hidden column."""

import csv
import io

import pytest
from playwright.sync_api import expect
from sqlalchemy import select, update

from tests.browser.a11y import axe_both_themes, report, switch_theme
from tests.browser.pages import DESKTOP, PHONE
from tests.chargeflow.conftest import METERED, PATHS, body
from tests.chargeflow.ocpi_peer import ocmf_signed_data
from tests.conftest import bearer

pytestmark = pytest.mark.browser
SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])


@pytest.fixture
def ledger(app, client, new_key) -> dict:
    """A premium key with a metered CFU-E, a retired CFU-W, a CFU-F and a CFU-E whose stored record was changed."""
    from app.chargeflow.models import Unit
    from app.extensions import db

    secret = new_key("premium")
    signed, _ = ocmf_signed_data(1520.0, 1562.5)
    made = {}
    for name, kind, payload in (("metered", "e", body("e", {"renewable_claim": "go"}, signed_data=signed, **METERED)),
                                ("water", "w", body("w", {"use": "drinking"})), ("flex", "f", body("f")),
                                ("changed", "e", body("e", external_session_id="S-2002"))):
        answer = client.post(PATHS[kind], json=payload, headers=bearer(secret))
        assert answer.status_code == 201, answer.json
        made[name] = answer.json["id"]
    retired = client.post(f"/api/v1/chargeflow/{made['water']}/retire", json={}, headers=bearer(secret))
    assert retired.status_code == 200
    with app.app_context():
        record = db.session.scalar(select(Unit.record).where(Unit.id == made["changed"]))
        record["session"]["energy_kwh"] = 42.6
        db.session.execute(update(Unit).where(Unit.id == made["changed"]).values(record=record))
        db.session.commit()
    return {"key": secret, **made}


def _list(page, base: str, key: str, lang: str = "en") -> None:
    page.goto(f"{base}/chargeflow?lang={lang}")
    page.fill("#cf-key", key)
    page.click("#cf-submit")
    page.locator("#cf-list").wait_for()


def _fits(page, width: int) -> dict:
    """What a reader of that width cannot see: the page's sideways scroll, hidden cells, cells cut off."""
    return page.evaluate("""(width) => ({
        scroll: document.documentElement.scrollWidth,
        hidden: [...document.querySelectorAll('#cf-list td, #cf-list th')]
            .filter(c => getComputedStyle(c).display === 'none').length,
        outside: [...document.querySelectorAll('#cf-list tbody td')]
            .filter(c => { const r = c.getBoundingClientRect(); return r.left < 0 || r.right > width; }).length})""",
                         width)


@SIZES
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_operator_list_passes_axe_and_fits_a_phone(live_server, browser, axe_source, ledger, viewport, lang):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    page = context.new_page()
    _list(page, live_server, ledger["key"], lang)
    expect(page.locator("#cf-list tbody tr")).to_have_count(4)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    fits = _fits(page, viewport["width"])
    found = axe_both_themes(page, axe_source)
    context.close()
    assert fits == {"scroll": viewport["width"], "hidden": 0, "outside": 0}
    assert not report(found), report(found)


def test_on_a_phone_each_unit_is_a_card_with_every_column_named(live_server, browser, ledger):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    _list(page, live_server, ledger["key"])
    row = page.locator(f'#cf-list tr[data-id="{ledger["flex"]}"]')
    labels = row.locator("td").evaluate_all("cells => cells.map(c => getComputedStyle(c, '::before').content)")
    heights = row.locator("td").evaluate_all("cells => cells.map(c => c.getBoundingClientRect().top)")
    context.close()
    assert labels == ['"Unit"', '"Kind"', '"Quantity"', '"Period"', '"Operator"', '"External id"', '"Status"',
                      '"Minted"']
    assert heights == sorted(heights) and len(set(heights)) == 8  # one line each, in order


@SIZES
def test_the_pages_of_a_retired_and_of_a_changed_unit_pass_axe_and_fit(live_server, browser, axe_source, ledger,
                                                                        viewport):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    page = context.new_page()
    found, widths = {}, {}
    for name, verdict in (("water", "valid"), ("changed", "invalid"), ("metered", "valid")):
        page.goto(f"{live_server}/chargeflow/units/{ledger[name]}")
        expect(page.locator("#verdict")).to_have_class(f"verdict {verdict}")
        widths[name] = page.evaluate("document.documentElement.scrollWidth")
        for theme, lines in axe_both_themes(page, axe_source).items():
            found[f"{name} {theme}"] = lines
        switch_theme(page)  # back to light for the next page
    expect(page.locator("#meter-verdict")).to_have_text("✓ Valid")
    context.close()
    assert set(widths.values()) == {viewport["width"]}, widths
    assert not report(found), report(found)


def test_the_operator_view_works_without_javascript(live_server, browser, ledger):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server}/chargeflow")
    page.fill("#cf-key", "")
    page.click("#cf-submit")
    expect(page.locator("#cf-error-box")).to_contain_text("Enter your API key")
    page.fill("#cf-key", ledger["key"])
    page.select_option("#cf-kind", "f")
    page.click("#cf-submit")
    expect(page.locator("#cf-list tbody tr")).to_have_count(1)
    expect(page.locator(f'#cf-list a[href$="{ledger["flex"]}"]')).to_be_visible()
    assert "api_key" not in page.url and ledger["key"] not in page.url
    context.close()


def test_the_csv_button_downloads_the_keys_units(live_server, page, ledger):
    _list(page, live_server, ledger["key"])
    with page.expect_download() as download:
        page.click("#cf-export-csv")
    with open(download.value.path(), newline="") as handle:
        rows = list(csv.DictReader(io.StringIO(handle.read())))
    assert {r["id"] for r in rows} == {ledger[name] for name in ("metered", "water", "flex", "changed")}
    assert {r["status"] for r in rows} == {"active", "retired"}
