"""An issuer scores an asset on /score, signs it with a premium key, opens its PDF and checks it on the verify page;
the pages of that path pass axe at a phone and a desktop size and never scroll sideways on a phone."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import axe_both_themes, report
from tests.browser.pages import DESKTOP, PHONE

pytestmark = pytest.mark.browser

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])


def _score(page, base: str) -> None:
    page.goto(f"{base}/score")
    page.fill("#description", "Tokenized office building held by a Luxembourg SPV, white paper in draft")
    page.click("summary")
    page.select_option("select[name=has_kyc]", "yes")
    page.click("#score-submit")
    expect(page.locator("#attest-form")).to_be_visible()


def _sign(page, key: str, label: str = "Lyon offices") -> None:
    page.fill("#attest-label", label)
    page.fill("#attest-key", key)
    page.click("#attest-submit")


def test_issuer_signs_a_score_opens_its_pdf_and_the_verify_page_says_valid(live_server, page, new_key):
    key = new_key("premium")
    _score(page, live_server)
    _sign(page, key)
    expect(page.locator("#attest-issued")).to_be_visible()
    expect(page.locator("#attest-inputs")).to_contain_text("KYC in place: yes")
    expect(page.locator("#subject")).to_contain_text("Lyon offices")
    assert key not in page.content()
    share = page.locator("#share-url").inner_text()
    assert share.startswith(f"{live_server}/attest/att_")
    pdf = page.request.get(live_server + page.locator("#share-pdf").get_attribute("href"))
    assert pdf.status == 200 and pdf.headers["content-type"] == "application/pdf"
    page.click("#share-verify")
    expect(page.locator("#door-verdict")).to_have_text("✓ Valid")
    page.goto(share)  # the shared link: the public page, without the inputs
    expect(page.locator("#verdict")).to_have_text("✓ Valid")
    assert page.locator("#attest-inputs").count() == 0


def test_a_free_key_gets_the_explanation_and_keeps_the_inputs(live_server, page, new_key):
    _score(page, live_server)
    _sign(page, new_key("free"))
    expect(page.locator("#attest-error")).to_contain_text("not premium")
    expect(page.locator("#attest-explained")).to_contain_text("What an attestation is")
    expect(page.locator("#score-inputs")).to_contain_text("KYC in place: yes")
    expect(page.locator("#attest-label")).to_have_value("Lyon offices")
    expect(page.locator("#attest-key")).to_have_value("")


def _check(page, axe_source: str, viewport: dict, found: dict, name: str) -> None:
    """axe in both themes (the page is left in its light theme) and the page's width, under `name` in found."""
    for theme, problems in axe_both_themes(page, axe_source).items():
        found[f"{name}, {theme}"] = problems
    page.click("#theme-toggle")
    width = page.evaluate("document.documentElement.scrollWidth")
    found[f"{name}, width"] = [f"{width}px wider than {viewport['width']}px"] if width > viewport["width"] else []


@SIZES
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_issuers_pages_pass_axe_and_fit_a_phone(live_server, browser, axe_source, new_key, viewport, lang):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    page = context.new_page()
    page.goto(f"{live_server}/?lang={lang}")  # the language is remembered for the pages that follow
    found = {}
    for name, key in (("refused", new_key("free")), ("issued", new_key("premium"))):
        _score(page, live_server)
        _check(page, axe_source, viewport, found, f"score result before {name}")
        _sign(page, key)
        page.locator("#attest-error, #attest-issued").first.wait_for()
        _check(page, axe_source, viewport, found, name)
    context.close()
    assert not report(found), report(found)
