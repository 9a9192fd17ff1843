"""A batch's answer, one shape for every batch endpoint: each item answers on its own (`ok`, or its error) and the
batch counts them. A batch answers 200 even when every item failed; one bad item never loses the others.

A service returns a Batch; the endpoint's schema subclasses BatchCounts and names its items, so the counts are
declared once for every batch answer."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.platform.meta import ResponseSchema
from app.platform.validate import count


def _ok(item) -> bool:
    return bool(item["ok"] if isinstance(item, dict) else item.ok)


@dataclass(frozen=True)
class Batch:
    """The items of a batch in their order (dicts or objects that say whether they are `ok`), and what else the
    answer says about the batch as a whole (`extra`, e.g. the most items a key may send)."""

    items: list
    extra: dict = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(self.items)

    @property
    def succeeded(self) -> int:
        return sum(1 for item in self.items if _ok(item))

    @property
    def failed(self) -> int:
        return self.total - self.succeeded

    def __getattr__(self, name: str):
        try:
            return self.__dict__["extra"][name]
        except KeyError:
            raise AttributeError(name) from None


def summary(items: list, **extra) -> Batch:
    """The batch of these items, in their order, with what the answer says beside them."""
    return Batch(list(items), dict(extra))


class BatchCounts(ResponseSchema):
    """total, succeeded and failed of a batch; a subclass declares `items`."""

    total = count(required=True, metadata={"description": "How many items were sent"})
    succeeded = count(required=True, metadata={"description": "How many items answered ok"})
    failed = count(required=True, metadata={"description": "How many items answered an error"})
