"""The developer hub documents the assistant, and the OpenAPI document states its shapes with bounded fields."""


def test_the_developer_hub_has_the_assistant_section_with_its_numbers(hub, client):
    from app.copilot import answer

    html = client.get("/developers/copilot").get_data(as_text=True)
    assert 'id="copilot"' in html and "POST /api/v1/copilot/chat" in html
    assert f"below {answer.MIN_SCORE}" in html and f"{round(answer.MIN_COVERAGE * 100)} %" in html
    assert "SVC_COPILOT_ANON_LIMIT" in html and "COPILOT_LLM_URL" in html and 'href="/assistant"' in html


def test_the_openapi_document_bounds_the_question_and_documents_the_answer(client):
    spec = client.get("/svc-openapi.json").json
    schemas = spec["components"]["schemas"]
    question = schemas["ChatRequest"]["properties"]["question"]
    assert (question["minLength"], question["maxLength"]) == (3, 1000)
    assert schemas["ChatRequest"]["properties"]["conversation_id"]["pattern"] == "cnv_[a-z2-7]{24}"
    assert schemas["ChatRequest"]["required"] == ["question"]
    answer = schemas["ChatAnswer"]["properties"]
    assert {"conversation_id", "turn", "answer", "refused", "reason", "suggestions", "citations", "rephrased",
            "rephrase_note", "retrieval", "expires_at", "disclaimer", "meta"} <= set(answer)
    assert {"advice", "out_of_scope"} <= set(answer["reason"]["enum"]) and answer["reason"]["nullable"] is True
    chat = spec["paths"]["/api/v1/copilot/chat"]["post"]
    assert {"200", "400", "404", "429"} <= set(chat["responses"]) and {} in chat["security"]
    assert "delete" in spec["paths"]["/api/v1/copilot/conversations/{conversation_id}"]
    assert "get" in spec["paths"]["/api/v1/copilot/knowledge"]


def test_the_settings_are_documented(client):
    from app.config import declared
    from app.copilot import DOMAIN

    names = {s.name for _, s in declared([DOMAIN])}
    assert {"SVC_COPILOT_ANON_LIMIT", "SVC_COPILOT_TURNS", "SVC_COPILOT_TTL", "COPILOT_LLM_URL", "COPILOT_LLM_MODEL",
            "COPILOT_LLM_KEY", "COPILOT_LLM_TIMEOUT"} <= names
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    assert all(f"`{name}`" in readme for name in names if "COPILOT" in name)
