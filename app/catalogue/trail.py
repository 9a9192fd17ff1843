"""The screener as the reader left it (filters, sort, page and the ticked selection), carried by the pages it leads
to, so that a product page and a comparison can add to the selection and lead back to that same screener.

The state travels as `back`, a relative URL of the screener page; without it, the page the reader came from (the
Referer, sent in full by the hub's own pages) stands for it when it is this hub's screener. Anything else (another
site, another path, a scheme, a backslash) is never followed: the way back is rebuilt from the screener's path and
the query alone, so it cannot lead off the hub.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode, urlsplit

from flask import request, url_for

from app.catalogue import service
from app.catalogue.schemas import SLUG

MAX_PICKED = 20  # products kept ticked across filters, sorts and pages (?picked=a,b); unknown ids are dropped
MAX_BACK = 2000  # a screener's state is a few filters: a longer `back` is not one
COMPARED = (2, 4)  # how many products a comparison takes


def picked_ids(raw: str | None) -> list[str]:
    """The selection a `picked=a,b` value names: well-formed ids, each once, in order, at most MAX_PICKED."""
    asked = (raw or "").split(",")
    return list(dict.fromkeys(i.strip() for i in asked if SLUG.regex.fullmatch(i.strip())))[:MAX_PICKED]


def screener_url(raw: str | None) -> str | None:
    """The relative screener URL `raw` names, rebuilt from its query; None when it is not the screener's."""
    if not raw or len(raw) > MAX_BACK or "\\" in raw or any(ord(c) < 32 or ord(c) == 127 for c in raw):
        return None
    parts = urlsplit(raw)
    path = url_for("catalogue_pages.screener")
    if parts.scheme or parts.netloc or parts.path != path:
        return None
    pairs = parse_qsl(parts.query)
    return path + ("?" + urlencode(pairs, safe=",") if pairs else "")


def came_from() -> str | None:
    """The screener this request was reached from: its `back` parameter, else its Referer when that is this hub's
    screener page; None when neither is."""
    asked = screener_url(request.args.get("back"))
    if asked:
        return asked
    referer = urlsplit(request.headers.get("Referer", ""))
    if referer.scheme in ("http", "https") and referer.netloc == request.host:
        return screener_url(referer.path + ("?" + referer.query if referer.query else ""))
    return None


def with_picked(back: str | None, ids: list[str]) -> str:
    """The screener `back` names (the bare screener without one) with `ids` as its selection."""
    parts = urlsplit(back or url_for("catalogue_pages.screener"))
    pairs = [(k, v) for k, v in parse_qsl(parts.query) if k != "picked"]
    if ids:
        pairs.append(("picked", ",".join(ids)))
    return parts.path + ("?" + urlencode(pairs, safe=",") if pairs else "")


@dataclass(frozen=True)
class Trail:
    """Where a product page leads: back to the screener as it was, the same with this product ticked or unticked,
    and a comparison of the selection with this product when it holds 2 to 4 of them."""

    back: str  # the screener as the reader left it
    picked: list[tuple[str, str]]  # the selection (id, name), this product included when it is ticked
    ticked: bool  # this product is in the selection
    add: str  # the screener with this product added to the selection
    remove: str  # the screener with this product taken out of it
    compare: str | None  # a comparison of the selection with this product, when it holds 2 to 4
    compared: int  # how many products that comparison (or the selection) holds


def picked_in(back: str | None) -> list[str]:
    """The selection the screener URL `back` holds."""
    return picked_ids(dict(parse_qsl(urlsplit(back or "").query)).get("picked"))


def for_product(product_id: str) -> Trail:
    """The product page's trail, from the screener the reader came from; unknown ids leave the selection."""
    back = came_from()
    asked = picked_in(back)
    names = service.names(asked)
    picked = [i for i in asked if i in names]
    together = picked if product_id in picked else [*picked, product_id]
    low, high = COMPARED
    add = with_picked(back, together)
    compare = (url_for("compare_pages.compare", ids=",".join(together), back=add)
               if low <= len(together) <= high else None)
    return Trail(back=back or url_for("catalogue_pages.screener"), picked=[(i, names[i]) for i in picked],
                 ticked=product_id in picked, add=add, remove=with_picked(back, [i for i in picked if i != product_id]),
                 compare=compare, compared=len(together))
