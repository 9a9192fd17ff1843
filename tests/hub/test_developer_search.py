"""The developer hub's search reads what the pages say and what the API does: a word written only in a guide's
text, an operationId, a path or an operation's summary finds its page, in the visitor's language."""

import re

import pytest


def _hits(client, q: str, lang: str = "en") -> list[str]:
    page = client.get(f"/developers/search?q={q}&lang={lang}")
    assert page.status_code == 200
    listed = page.get_data(as_text=True).split('id="search-hits"', 1)
    return re.findall(r'<li><a href="([^"]+)"', listed[1]) if len(listed) > 1 else []


def test_a_word_from_a_guides_text_finds_that_guide(client):
    # "Idempotency-Replayed" is in the idempotency guide's text, not in any guide's name
    assert "/developers/idempotency" in _hits(client, "Idempotency-Replayed")


def test_a_phrase_from_a_domain_section_finds_its_guide_first(client):
    assert _hits(client, "plausibility bounds")[0] == "/developers/chargeflow"


def test_an_operation_id_and_a_path_find_the_operations_page(client):
    assert _hits(client, "createAttestation")[0] == "/developers/reference/createAttestation"
    assert "/developers/reference/rotateKey" in _hits(client, "/api/v1/keys/current/rotate")


def test_every_word_must_be_found_and_case_and_accents_do_not_matter(client):
    assert _hits(client, "WEBHOOK dead letter")
    assert not _hits(client, "webhook zzzunlikelyword")
    assert "/developers/idempotency" in _hits(client, "requêtes idempotentes", "fr")  # the French page's words
    assert _hits(client, "cle", "fr") == _hits(client, "clé", "fr")


def test_a_hit_shows_the_passage_around_the_word(client):
    page = client.get("/developers/search?q=Idempotency-Replayed").get_data(as_text=True)
    assert re.search(r'<p class="disclaimer">[^<]*Idempotency-Replayed', page)


@pytest.mark.parametrize("q", ["", "   ", "<script>alert(1)</script>", "x" * 500])
def test_empty_odd_or_long_queries_answer_a_page_never_an_error(client, q):
    page = client.get("/developers/search", query_string={"q": q})
    assert page.status_code == 200
    assert "<script>alert(1)" not in page.get_data(as_text=True)


def test_the_embed_builder_is_searched_with_the_guides(client, catalogue):
    assert "/developers/embeds" in _hits(client, "iframe")
    assert "/developers/embeds" in _hits(client, "iframe", "fr")


def test_the_methodology_pages_are_searched_with_their_titles(client):
    assert "/developers/methodology/green/cqs" in _hits(client, "additionality")
    assert "/developers/methodology/watts" in _hits(client, "firmness")
    page = client.get("/developers/search?q=additionality").get_data(as_text=True)
    assert re.search(r'<a href="/developers/methodology/green/cqs">[^<]*\w[^<]*</a>', page)
    # the page's own words, not its header's and footer's
    assert "/developers/methodology/green/cqs" not in _hits(client, "regulated certificate")
