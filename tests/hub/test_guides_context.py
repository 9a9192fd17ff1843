"""The errors and limits guides print what the hub declares: every error code, every limit and every header."""

from flask import render_template

from app.hub.guides import guide_context
from app.platform import response_headers
from app.platform.error_codes import CODES


def _render(app, slug):
    with app.test_request_context(f"/developers/{slug}"):
        return render_template(f"hub/docs/{slug}.html", **guide_context(slug))


def test_the_errors_guide_lists_every_code_with_its_status(app):
    page = _render(app, "errors")
    for code in CODES:
        assert f'<tr id="code-{code.code}"><td><code>{code.code}</code></td>' in page
    assert "<td>403, 402</td>" in page  # premium_required answers 402 on some routes


def test_the_limits_guide_lists_the_quotas_the_limits_and_every_header(app):
    page = _render(app, "limits")
    for header in response_headers.HEADERS:
        assert f"<code>{header.name}</code>" in page
    assert "<code>SVC_BURST_LIMIT</code>" in page and "<td>premium</td><td>100000</td>" in page


def test_a_guide_of_written_text_only_gets_only_the_names_every_guide_shares(app):
    with app.test_request_context("/developers/idempotency"):
        assert set(guide_context("idempotency")) == {"defaults", "demo_key"}
