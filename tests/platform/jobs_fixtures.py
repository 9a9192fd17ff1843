"""Jobs the job tests enqueue: they write what they did to the outbox, so the test can see it."""

from app.platform.events import publish

RAN: list = []


def record(label: str) -> None:
    publish("regulatory.update", {"label": label}, None)


def fail(label: str) -> None:
    raise RuntimeError(label)


def tick() -> None:
    RAN.append("tick")
