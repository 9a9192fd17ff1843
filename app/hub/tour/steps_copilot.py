"""The copilot: a question, a follow-up in the same conversation, the knowledge it draws on, then forgetting it."""

from app.hub.tour import Step

STEPS = [
    Step("GET", "/api/v1/copilot/knowledge", check="sources"),
    Step("POST", "/api/v1/copilot/chat", {"question": "Which tokenized treasury funds are available to EU investors?"},
         save={"conversation_id": "conversation_id"}),
    Step("POST", "/api/v1/copilot/chat", {"question": "Which of them has the lowest minimum investment?",
                                          "conversation_id": "{{conversation_id}}"}, check="answer"),
    Step("DELETE", "/api/v1/copilot/conversations/{conversation_id}", status=204),
]
