"""The developer guides in a browser: the quickstart's code tabs work by keyboard, every code block has a Copy
button that announces itself, and a link to a former section of the single developer page lands on its guide."""

import pytest
from playwright.sync_api import expect

from tests.browser.pages import DESKTOP, PHONE

pytestmark = pytest.mark.browser


def test_the_first_call_tabs_work_by_keyboard(live_server, browser):
    page = browser.new_context(viewport=DESKTOP).new_page()
    page.goto(f"{live_server}/developers/quickstart")
    tabs = page.locator("#first-call [role=tab]")
    expect(tabs).to_have_count(3)
    expect(tabs.nth(0)).to_have_attribute("aria-selected", "true")
    expect(page.locator("#call-curl")).to_be_visible()
    expect(page.locator("#call-python")).to_be_hidden()
    tabs.nth(0).focus()
    page.keyboard.press("ArrowRight")
    expect(tabs.nth(1)).to_be_focused()
    expect(tabs.nth(1)).to_have_attribute("aria-selected", "true")
    expect(page.locator("#call-python")).to_be_visible()
    expect(page.locator("#call-curl")).to_be_hidden()
    page.keyboard.press("End")
    expect(page.locator("#call-javascript")).to_be_visible()
    page.keyboard.press("ArrowRight")  # wraps to the first
    expect(tabs.nth(0)).to_be_focused()
    expect(page.locator("#call-curl")).to_be_visible()
    expect(page.get_by_role("tabpanel")).to_have_count(1)


def test_without_script_the_three_calls_show_one_after_another(live_server, browser):
    page = browser.new_context(viewport=PHONE, java_script_enabled=False).new_page()
    page.goto(f"{live_server}/developers/quickstart")
    for panel in ("#call-curl", "#call-python", "#call-javascript"):
        expect(page.locator(panel)).to_be_visible()
        expect(page.locator(f"{panel} h3")).to_be_visible()


def test_every_code_block_has_a_copy_button_that_announces_the_copy(live_server, browser):
    context = browser.new_context(viewport=PHONE)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server)
    page = context.new_page()
    page.goto(f"{live_server}/developers/errors")
    blocks = page.locator(".doc-body pre")
    buttons = page.get_by_role("button", name="Copy", exact=True)
    expect(buttons).to_have_count(blocks.count())
    buttons.first.click()
    expect(page.locator(".doc-body [aria-live=polite]")).to_have_text("Copied")


def test_a_former_fragment_of_the_developer_page_lands_on_its_guide(live_server, browser):
    page = browser.new_context(viewport=DESKTOP).new_page()
    page.goto(f"{live_server}/developers#chargeflow-flex")
    page.wait_for_url(f"{live_server}/developers/chargeflow#chargeflow-flex")
    expect(page.locator("#chargeflow-flex")).to_be_visible()
