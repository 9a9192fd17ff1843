"""A batch's answer, one shape for every batch endpoint: each item answers on its own (`ok`, or its error) and the
batch counts them. A batch answers 200 even when every item failed; one bad item never loses the others."""

from __future__ import annotations


def summary(items: list[dict], **extra) -> dict:
    """{total, succeeded, failed, items, **extra} for items that each say whether they are `ok`, in their order."""
    succeeded = sum(1 for item in items if item["ok"])
    return {"total": len(items), "succeeded": succeeded, "failed": len(items) - succeeded, "items": items, **extra}
