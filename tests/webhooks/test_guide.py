"""The webhooks guide: signing, retries, dead letters and replay, and every declared event with its payload's fields,
rendered from the registry (an event declared tomorrow appears without touching the page)."""

import json
import re

from flask import render_template
from markupsafe import escape


def _guide(app) -> str:
    with app.test_request_context("/developers/webhooks"):
        return render_template("hub/docs/webhooks.html")


def test_the_guide_lists_every_declared_event_with_its_fields_and_a_body(app):
    from app.platform.events import catalogue

    page = _guide(app)
    with app.app_context():
        declared = catalogue()
    assert len(declared) >= 10
    for event in declared:
        assert f'id="event-{event["name"]}"' in page
        section = page.split(f'id="event-{event["name"]}"')[1].split('<h4 id="event-')[0]
        assert f'v{event["version"]}' in section and str(escape(event["doc"])) in section
        for field in event["fields"]:
            assert f'<code>{field["name"]}</code>' in section
    body = re.search(r'aria-label="watts.offer.capacity_taken">(.*?)</pre>', page, re.S).group(1)
    sample = json.loads(body.replace("&#34;", '"').replace("&quot;", '"'))
    assert sample["event"] == "watts.offer.capacity_taken" and "free_kw" in sample["data"]


def test_the_guide_explains_signing_retries_dead_letters_and_replay(app):
    page = _guide(app)
    for words in ("webhook-signature", "X-SVC-Signature", "dead_letter", "/replay", "rotate-secret",
                  "in the same transaction"):
        assert words in page
