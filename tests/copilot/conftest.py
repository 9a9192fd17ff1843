"""The assistant's tests: a hub holding the shipped catalogue and regulatory references, and how to ask it."""

import pytest

from app.platform.data import load
from app.platform.db import unit_of_work


@pytest.fixture
def hub(app, catalogue):
    """The test hub with the shipped catalogue and the shipped regulatory feed."""
    from app.regulatory.service import import_references

    with app.app_context(), unit_of_work():
        import_references(load("regulatory")["references"])
    return app


def ask(client, question: str, conversation_id: str | None = None, headers: dict | None = None):
    body = {"question": question, **({"conversation_id": conversation_id} if conversation_id else {})}
    return client.post("/api/v1/copilot/chat", json=body, headers=headers or {})


def cited(answer: dict, url: str, fact: str) -> bool:
    """True when a citation of the answer points at `url` and quotes `fact`."""
    return any(c["url"] == url and fact in c["excerpt"] for c in answer["citations"])
