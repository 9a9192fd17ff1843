"""The assistant page: a chat panel that posts with htmx and appends the answer with its citations, and works as a
plain form post without JavaScript."""

import re

from app.platform.urls import external_url

HTMX = {"HX-Request": "true"}


def _conversation(html: str) -> str:
    return re.search(r'name="conversation_id" id="conversation_id" value="([^"]*)"', html).group(1)


def test_the_page_shows_an_empty_panel_with_suggestions(hub, client):
    page = client.get("/assistant")
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and html.lstrip().lower().startswith("<!doctype html")
    assert 'hx-post="/assistant"' in html and 'action="/assistant"' in html and 'id="chat-log"' in html
    assert 'name="suggestion" value="What are the CQS weights?"' in html and _conversation(html) == ""
    assert 'aria-current="page"' in html  # the navigation marks the assistant


def test_htmx_appends_the_answer_and_swaps_the_form_with_the_conversation(hub, client):
    answer = client.post("/assistant", data={"question": "What are the CQS weights?"}, headers=HTMX)
    html = answer.get_data(as_text=True)
    with hub.app_context():
        url = external_url("green_pages.methodology", model="cqs", _anchor="weights")
    assert answer.status_code == 200 and not html.lstrip().lower().startswith("<!doctype")
    assert html.lstrip().startswith('<li class="card turn"') and f'href="{url}"' in html
    assert "You asked:" in html and "What are the CQS weights?" in html
    assert 'id="chat-form"' in html and 'hx-swap-oob="true"' in html
    conversation = _conversation(html)
    assert conversation.startswith("cnv_")
    follow = client.post("/assistant", data={"question": "And the Watt weights?", "conversation_id": conversation},
                         headers=HTMX).get_data(as_text=True)
    assert _conversation(follow) == conversation and f"{conversation}-2" in follow


def test_without_javascript_the_form_post_answers_with_the_whole_page(hub, client):
    answer = client.post("/assistant", data={"question": "Who is the issuer of BUIDL?"})
    html = answer.get_data(as_text=True)
    with hub.app_context():
        url = external_url("catalogue_pages.product", product_id="blackrock-buidl")
    assert answer.status_code == 200 and html.lstrip().lower().startswith("<!doctype html")
    assert f'href="{url}"' in html and "Securitize" in html and _conversation(html).startswith("cnv_")


def test_a_suggestion_button_asks_its_question(hub, client):
    html = client.post("/assistant", data={"question": "", "suggestion": "How do I verify an attestation?"},
                       headers=HTMX).get_data(as_text=True)
    assert "How do I verify an attestation?" in html and "/api/v1/attest/verify" in html


def test_a_refusal_on_the_page_says_why_and_what_it_can_answer(hub, client):
    html = client.post("/assistant", data={"question": "Should I buy Ondo USDY?"}, headers=HTMX).get_data(as_text=True)
    assert "Not something the hub can answer." in html and "not investment, legal or tax advice" in html
    assert "What are the CQS weights?" in html


def test_a_too_short_question_is_a_400_shown_in_the_panel(hub, client):
    answer = client.post("/assistant", data={"question": "hi", "conversation_id": "cnv_" + "a" * 24}, headers=HTMX)
    html = answer.get_data(as_text=True)
    assert answer.status_code == 400 and 'role="alert"' in html and "3 to 1000 characters" in html
    assert _conversation(html) == "cnv_" + "a" * 24  # the conversation goes on after the correction
    plain = client.post("/assistant", data={"question": ""})
    assert plain.status_code == 400 and plain.get_data(as_text=True).lstrip().lower().startswith("<!doctype")


def test_an_expired_conversation_on_the_page_starts_a_new_one(hub, client):
    stale = "cnv_" + "b" * 24
    html = client.post("/assistant", data={"question": "What are the CQS weights?", "conversation_id": stale},
                       headers=HTMX).get_data(as_text=True)
    assert _conversation(html).startswith("cnv_") and _conversation(html) != stale and "additionality" in html


def test_the_page_uses_no_inline_script_or_style(hub, client):
    html = client.get("/assistant").get_data(as_text=True)
    html += client.post("/assistant", data={"question": "What are the CQS weights?"}).get_data(as_text=True)
    assert "<script>" not in html and " style=" not in html and "<style" not in html and "hx-on" not in html
