"""axe-core run inside a page or a frame, its violations reduced to what a reader of a failing test needs."""

from __future__ import annotations

# WCAG 2.0-2.2 A and AA (2.2 brings the 24 px target size) and axe's best practices (landmarks, one h1,
# heading order, empty table headers).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
BLOCKING = ("serious", "critical")

# Moderate or minor findings left as they are, each with its reason. Empty: every one found was fixed.
LEFT: dict[str, str] = {}

# What a theme changes: static/css/hub.css swaps colour properties and nothing else (no element shows, hides or moves),
# so a page checked whole in one theme is checked in the other by the rules that read colours.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]

_RUN = """async (only) => {
  const result = await axe.run(document, {runOnly: only, iframes: false, resultTypes: ["violations"]});
  return result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map(n => n.target.join(" ") + ": " + (n.failureSummary || "").split("\\n").join(" "))
  }));
}"""


def violations(frame, axe_source: str, colours: bool = False) -> list[dict]:
    """Every axe violation in the frame's document (a Playwright Page or Frame), or with `colours` only those of the
    rules that read colours (the page's other theme); axe is injected once per document."""
    if not frame.evaluate("typeof window.axe === 'object'"):
        frame.evaluate(f"() => {{ {axe_source}\n;window.axe = axe; }}")
    only = {"type": "rule", "values": COLOUR_RULES} if colours else {"type": "tag", "values": TAGS}
    return frame.evaluate(_RUN, only)


def problems(frame, axe_source: str, colours: bool = False) -> list[str]:
    """The violations a page may not have: serious and critical ones, and moderate or minor ones not in LEFT."""
    return [f"{v['impact']} {v['id']} ({v['help']}): " + " | ".join(v["nodes"])
            for v in violations(frame, axe_source, colours) if v["impact"] in BLOCKING or v["id"] not in LEFT]


def report(found: dict[str, list[str]]) -> str:
    """Every problem found, one a line under the theme, frame or page it was found in."""
    return "\n".join(f"{where}:\n  " + "\n  ".join(lines) for where, lines in found.items() if lines)


def switch_theme(page) -> None:
    """Click the theme toggle, opening the site menu first where a phone folds it behind its button."""
    if page.locator("#menu-toggle").is_visible() and page.get_attribute("#menu-toggle", "aria-expanded") != "true":
        page.click("#menu-toggle")
    page.click("#theme-toggle")


def axe_both_themes(page, axe_source: str) -> dict:
    """The violations of the page in its light theme, then those of its colours in its dark one."""
    from playwright.sync_api import expect

    found = {"light": problems(page, axe_source)}
    switch_theme(page)
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    found["dark"] = problems(page, axe_source, colours=True)
    return found
