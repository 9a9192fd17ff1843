"""The screener's table rows as HTML, each product's row drawn once per language and day in a catalogue version.

Drawing every row through Jinja (figures formatted, dates checked against the stale threshold, sparklines drawn)
was most of the cost of a screener page asked for the first time. A row depends on its product, the reader's
language, the day (a stale mark moves with the date), the stale threshold, the figure columns the catalogue
states and the path the hub is served under, and on nothing else: each process keeps it under that key, the least
recently used out first (at most SVC_ROW_CACHE rows; 0 keeps none), and drops every row when the catalogue's
version moves. Whether a product is ticked is not part of its row: the box gets its `checked` as the page is put
together, so one kept row serves every selection.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable

from flask import current_app, request
from flask_babel import gettext as _
from markupsafe import Markup, escape

from app.catalogue import facets, labels
from app.platform import charts
from app.platform import format as fmt
from app.platform.clock import utcnow
from app.platform.counters import VersionedCache
from app.platform.i18n import current_locale

TICKED = " checked"


class RowStore(VersionedCache):
    """A VersionedCache of the catalogue's counter whose least recently used entry goes first."""

    def __init__(self, max_entries: int):
        super().__init__(facets.VERSION_COUNTER, max_entries)
        self.entries: OrderedDict = OrderedDict()

    def take(self, keys: Iterable[Hashable]) -> list:
        """The entry kept for each key (None where there is none), each found one now the most recently used."""
        self.current_version()
        out = []
        with self.lock:
            for key in keys:
                found = self.entries.get(key)
                if found is not None:
                    self.entries.move_to_end(key)
                out.append(found)
        return out

    def put(self, key: Hashable, value, version: int | None = None) -> None:
        with self.lock:
            if version is not None and version != self.version:
                return
            self.entries[key] = value
            self.entries.move_to_end(key)
            while len(self.entries) > self.max_entries:
                self.entries.popitem(last=False)


def store() -> RowStore | None:
    """This app's row store, or None when SVC_ROW_CACHE is 0 (every row drawn anew)."""
    size = current_app.config["SVC_ROW_CACHE"]
    if size <= 0:
        return None
    found = current_app.extensions.get("svc_screener_rows")
    if found is None or found.max_entries != size:
        found = current_app.extensions["svc_screener_rows"] = RowStore(size)
    return found


def cells():
    """The screener's building blocks (templates/catalogue/_cells.html) as a template module, made once per
    language, stale threshold and template in each process: its word tables are translated as it is made, and its
    macros look up what else they need (url_for, the current language) when they are called."""
    template = current_app.jinja_env.get_template("catalogue/_cells.html")
    key = (current_locale(), fmt.stale_days(), template)
    made = current_app.extensions.setdefault("svc_screener_cells", {})
    found = made.get(key)
    if found is None:
        found = made[key] = template.make_module({"bases": labels.APY_BASIS_LABELS})
    return found


def sparklines(product) -> dict:
    """{figure: svg} of a product's figures with two or more dated points."""
    names = {"apy": (fmt.percent, _("APY")), "tvl_usd": (fmt.money, _("TVL"))}
    points = product["points"]
    return {figure: charts.sparkline([(x["as_of"], x["value"]) for x in points[figure]], *names[figure])
            for figure in names if len(points[figure]) > 1}


def _halves(product, html: str) -> tuple[str, str]:
    """The row cut where a ticked box says `checked`: right after its value attribute (no attribute value holds
    `<td`, escaped as it is, so the first match is the box)."""
    box = f'<td class="pick"><input type="checkbox" name="ids" value="{escape(product["id"])}"'
    cut = html.index(box) + len(box)
    return html[:cut], html[cut:]


def _setting(show: dict) -> tuple:
    """What a row depends on besides its product (the key's tail)."""
    return (current_locale(), utcnow().date(), fmt.stale_days(), tuple(sorted(show.items())), request.script_root)


def screener_rows(products: list, show: dict, picked: Iterable[str], draw: Callable) -> list[Markup]:
    """Each product's row of the screener's table, in order, its box ticked when it is picked: the kept row where
    one was drawn from the same product, else `draw(product, sparklines, show)` (the template's macro) now."""
    rows, tail, picked = store(), _setting(show), set(picked)
    keys = [(p["id"], *tail) for p in products]
    version = rows.current_version() if rows is not None else None
    found = rows.take(keys) if rows is not None else [None] * len(keys)
    out = []
    for product, key, kept in zip(products, keys, found, strict=True):
        if kept is None or kept[0] != product:  # drawn from another version of the product: draw it anew
            kept = (product, *_halves(product, str(draw(product, sparklines(product), show))))
            if rows is not None:
                rows.put(key, kept, version)
        html = kept[1] + TICKED + kept[2] if product["id"] in picked else kept[1] + kept[2]
        out.append(Markup(html))  # noqa: S704 (halves of the autoescaped macro's own output)
    return out
