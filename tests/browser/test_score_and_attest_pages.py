"""A visitor tries the scorer and checks an attestation in a real browser."""

import re

import pytest
from playwright.sync_api import expect

from tests.conftest import bearer

pytestmark = pytest.mark.browser


def test_visitor_scores_a_description_without_a_page_reload(live_server, page):
    page.goto(f"{live_server}/score")
    page.evaluate("window.__stillHere = true")
    page.fill("#description", "Tokenized office building held by a Luxembourg SPV, KYC done, white paper in draft")
    page.click("#score-submit")
    expect(page.locator("#score-value")).to_be_visible()
    assert page.evaluate("window.__stillHere") is True
    assert page.url == f"{live_server}/score"
    expect(page.locator("#score-grade")).to_have_text(re.compile(r"^(A\+|A|B|C|D|E|F)$"))
    expect(page.locator("#score-inferred")).to_contain_text("company spv")
    expect(page.locator("svg.chart.bars")).to_be_visible()


def test_visitor_with_a_key_sees_the_history_chart(live_server, page, new_key):
    page.goto(f"{live_server}/score")
    page.fill("input[name=api_key]", new_key())
    page.fill("#description", "Solar park loans via an SPV")
    page.click("#score-submit")
    expect(page.locator("#score-id")).to_be_visible()
    page.fill("#description", "Solar park loans via an SPV with KYC and a legal opinion")
    page.click("#score-submit")
    expect(page.locator("#history-chart circle.chart-dot")).to_have_count(2)


def test_bad_input_shows_the_errors_in_place(live_server, page):
    page.goto(f"{live_server}/score")
    page.click("#score-submit")
    expect(page.locator("#score-errors")).to_contain_text("description or at least one structured field")


def test_attestation_page_shows_a_valid_verdict_and_the_verify_form_agrees(live_server, page, client, new_key):
    created = client.post("/api/v1/attest", json={"score": {"asset_type": "bonds", "has_kyc": True}},
                          headers=bearer(new_key("premium"))).json
    page.goto(f"{live_server}/attest/{created['id']}")
    expect(page.locator("#verdict")).to_have_text("✓ Valid")
    expect(page.locator("#content-hash")).to_have_text(created["content_hash"])
    expect(page.locator("#qr svg")).to_be_visible()
    page.goto(f"{live_server}/attest/verify?id={created['id']}")  # the former page opens the one verify page
    expect(page.locator("#door-verdict")).to_have_text("✓ Valid")
    page.fill("#door-id", "")
    page.fill("#door-hash", created["content_hash"])
    page.fill("#door-sig", "0" * 64)
    page.click("#door-submit")
    expect(page.locator("#door-verdict")).to_have_text("✗ Not proved")
    page.fill("#door-sig", created["signature"])
    page.click("#door-submit")
    expect(page.locator("#door-verdict")).to_have_text("✓ Valid")


def test_theme_toggle_switches_and_is_remembered(live_server, page):
    page.goto(f"{live_server}/developers")
    before = page.evaluate("document.documentElement.getAttribute('data-theme')")
    page.click("#theme-toggle")
    after = page.evaluate("document.documentElement.getAttribute('data-theme')")
    assert after in ("light", "dark") and after != before
    page.reload()
    assert page.evaluate("document.documentElement.getAttribute('data-theme')") == after
