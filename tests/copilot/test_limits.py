"""Anonymous questions go through the assistant's per-IP window; a key counts on its monthly quota instead."""

from tests.conftest import bearer
from tests.copilot.conftest import ask


def test_anonymous_questions_have_a_window_and_a_key_counts_on_its_quota_instead(make_app, hub, new_key):
    client = make_app(SVC_COPILOT_ANON_LIMIT="2/hour").test_client()
    codes = [ask(client, "What are the CQS weights?").status_code for _ in range(3)]
    assert codes == [200, 200, 429]
    refused = ask(client, "What are the CQS weights?")
    assert refused.json["error"]["code"] == "rate_limited" and "Retry-After" in refused.headers
    keyed = ask(client, "What are the CQS weights?", headers=bearer(new_key("free")))
    assert keyed.status_code == 200 and keyed.headers["X-RateLimit-Limit"] == "1000"
    assert keyed.headers["X-RateLimit-Remaining"] == "999"


def test_the_shared_demo_key_goes_through_the_anonymous_window(make_app, hub, demo_key):
    client = make_app(SVC_COPILOT_ANON_LIMIT="1/hour").test_client()
    codes = [ask(client, "What are the CQS weights?", headers=bearer(demo_key)).status_code for _ in range(2)]
    assert codes == [200, 429]


def test_the_assistant_page_has_the_same_window(make_app, hub):
    client = make_app(SVC_COPILOT_ANON_LIMIT="1/hour").test_client()
    codes = [client.post("/assistant", data={"question": "What are the CQS weights?"}).status_code
             for _ in range(2)]
    assert codes == [200, 429]


def test_an_anonymous_answer_shows_the_window_that_limits_it(make_app, hub):
    client = make_app(SVC_COPILOT_ANON_LIMIT="5/hour").test_client()
    answer = ask(client, "What are the CQS weights?")
    assert answer.headers["X-RateLimit-Limit"] == "5" and answer.headers["X-RateLimit-Remaining"] == "4"
