"""The catalogue: import rows (validated one by one, nothing half-written), read products, shape them."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from marshmallow import ValidationError
from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from app.catalogue import facets, labels, synonyms
from app.catalogue.errors import ProductNotFound
from app.catalogue.import_schema import ProductImport
from app.catalogue.models import Product, ProductChain, ProductSnapshot, ProductTerm
from app.catalogue.query import JSON_COLUMNS, ScreenerQuery, page_rows, rows_of, search_terms
from app.catalogue.schemas import ProductAnswer
from app.extensions import db
from app.platform import counters, signing
from app.platform import format as fmt
from app.platform.clock import iso, utcnow
from app.platform.data import load
from app.platform.db import each_in_savepoint, savepoint
from app.platform.frozen import frozen
from app.platform.listing import HoldsPage, Page
from app.platform.models import Counter

DISCLAIMER = ("Indicative figures from dated public sources, not investment advice. An APY is shown only when "
              "its source discloses one; null means not disclosed.")
COLUMNS = [c.key for c in Product.__table__.columns if c.key not in ("updated_at", "points")]
READ_FIELDS = ("id", "name", "issuer", "platform", "jurisdiction", "fees", "category", "asset_class", "sub_category",
               "risk_tier", "apy", "apy_basis", "apy_as_of", "tvl_usd", "tvl_as_of", "min_investment_usd",
               "liquidity_days", "accredited_only", "live", "green", "documented", "liquidity_score", "issuer_key",
               "parent_issuer", "source_url", "source_type", "source_class", "as_of", "pays_yield", "jurisdiction_code",
               "ticker", "notes", "chain_tvl_usd")


@dataclass(frozen=True)
class Screened(HoldsPage):
    """One page of the screener (`found`: a Page of ProductAnswers whose links keep the query and name pages), the
    query as understood, and the catalogue's date and disclaimer."""

    found: Page
    query: dict
    as_of: str
    disclaimer: str = DISCLAIMER

    products = property(lambda self: self.found.items)


@dataclass
class ImportReport:
    accepted: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    def summary(self) -> str:
        return f"{len(self.accepted)} accepted, {len(self.rejected)} rejected"


POINTS = ("apy", "tvl_usd")
TICKER = re.compile(r"\(([A-Za-z0-9.$ /-]{2,30})\)\s*$")


def _fill(row: dict) -> dict:
    row["issuer_key"] = row.get("issuer_key") or row["id"].split("-", 1)[0]
    row["product_key"] = row.get("product_key") or (row["id"].split("-", 1) + [row["id"]])[1]
    row["parent_issuer"] = row.get("parent_issuer") or row["issuer"].split(" (")[0].strip()
    row["asset_class"] = row.get("asset_class") or row["category"]
    row["source_class"] = row.get("source_class") or "press"
    if row.get("source_type") != "live":  # a fetch time belongs to live figures only
        row["source_fetched_at"] = None
    row["chain_list"] = list(dict.fromkeys(c.strip().lower() for c in row["chains"] if c.strip()))
    row["chain_tvl_usd"] = {c.strip().lower(): v for c, v in (row.get("chain_tvl_usd") or {}).items()} or None
    row["jurisdiction_code"] = fmt.country_code(row.get("jurisdiction"))
    ticker = TICKER.search(row["name"])
    row["ticker"] = row.get("ticker") or (ticker.group(1).strip() if ticker else None)
    row["search_text"] = synonyms.indexed_text(row)
    row.update(labels.derive(row))
    return row


def _points(old: dict | None, row: dict) -> dict:
    """The dated readings kept with the product (newest 24 per figure), keyed by each figure's own date."""
    out = {}
    for figure in ("apy", "tvl_usd"):
        dated = {d: v for d, v in (old or {}).get(figure, [])}
        as_of = row.get("apy_as_of" if figure == "apy" else "tvl_as_of")
        if row.get(figure) is not None and as_of:
            dated[as_of] = row[figure]
        out[figure] = [[d, dated[d]] for d in sorted(dated)][-24:]
    return out


def _upsert(row: dict, now) -> None:
    product = db.session.get(Product, row["id"]) or Product(id=row["id"])
    split = row["chain_tvl_usd"] or {}
    product.chain_rows = [ProductChain(chain=c, position=i, tvl_usd=split.get(c))
                          for i, c in enumerate(row["chain_list"])]
    product.term_rows = [ProductTerm(term=t) for t in search_terms(row["search_text"])]
    product.points = _points(product.points, row)
    changed = product.updated_at is None or (product.apy, product.tvl_usd, product.source_type) != (
        row.get("apy"), row.get("tvl_usd"), row.get("source_type", "snapshot"))
    for column in COLUMNS:
        if column in row:
            setattr(product, column, row[column])
    product.updated_at = now
    db.session.add(product)
    if changed:  # history keeps a point when a figure or its source changes, not on every pull
        db.session.add(ProductSnapshot(product_id=row["id"], taken_at=now, apy=row.get("apy"),
                                       apy_as_of=row.get("apy_as_of"), tvl_usd=row.get("tvl_usd"),
                                       tvl_as_of=row.get("tvl_as_of"), source_type=row.get("source_type", "snapshot")))


def import_rows(rows, progress=None) -> ImportReport:
    """Validate each row; write the valid ones (with a dated snapshot) in the caller's transaction."""
    report, schema, now, seen = ImportReport(), ProductImport(), utcnow(), set()

    def one(item):
        index, raw = item
        row = _fill(schema.load(raw))
        if row["id"] in seen:
            raise ValidationError({"id": ["Appears twice in this file."]})
        _upsert(row, now)
        db.session.flush()
        seen.add(row["id"])
        report.accepted.append(row["id"])

    def refused(item, error):
        index, raw = item
        reasons = error.messages if isinstance(error, ValidationError) else {"_row": [str(error).splitlines()[0]]}
        ident = raw.get("id") if isinstance(raw, dict) else None
        report.rejected.append({"index": index, "id": ident, "reasons": reasons})

    each_in_savepoint(enumerate(rows), one, refused, expected=(ValidationError, SQLAlchemyError),
                      progress=progress)
    if report.accepted:
        counters.bump(facets.VERSION_COUNTER)
        facets.cache().forget()
    return report


REFERENCE_COUNTER = "catalogue_reference"


def seed_reference_catalogue() -> ImportReport | None:
    """Load app/data/catalogue.json when the catalogue is empty, or again when the shipped file changed
    (its rows are upserted; products added by other imports stay); index every product's words again when the
    search's synonym table changed."""
    shipped = load("catalogue")
    digest = int(signing.sha256_hex(json.dumps(shipped, sort_keys=True).encode())[:7], 16)
    empty = not db.session.scalar(select(func.count()).select_from(Product))
    if not empty and counters.read(REFERENCE_COUNTER) == digest:
        synonyms.reindex_if_changed()
        return None
    report = import_rows(shipped["products"])
    db.session.merge(Counter(name=REFERENCE_COUNTER, value=digest))
    synonyms.reindex_if_changed()
    return report


def seed() -> str | None:
    """`flask seed`: the reference catalogue, when the catalogue is empty."""
    report = seed_reference_catalogue()
    return f"reference catalogue, {report.summary()}" if report else None


def _answers():
    return facets.cache("answers", facets.ANSWERS)


def read(product: Product) -> ProductAnswer:
    """A product as the API and the pages show it: built once per catalogue version and row version,
    shared by every request (read-only: copy it with dict(answer) to change anything)."""
    return _answers().get((product.id, product.updated_at),
                          lambda: _answer({c: getattr(product, c) for c in (*COLUMNS, "points")}))


def _answer(fields: dict) -> ProductAnswer:
    out = {k: fields[k] for k in READ_FIELDS}
    out["source_fetched_at"] = iso(fields["source_fetched_at"]) if fields["source_fetched_at"] else None
    out.update({
        "chains": list(fields["chain_list"] or []), "transparency_score": fields["transparency"],
        "evidence": {"attestations": list(fields["attestations"] or []),
                     **{f: fields[f] for f in labels.EVIDENCE_FLAGS}},
        "entity_key": fields["id"], "entity_id": f"ent:{fields['issuer_key']}:{fields['product_key']}",
        "simple": labels.simple(fields),
        "points": {k: [{"as_of": d, "value": v} for d, v in (fields.get("points") or {}).get(k, [])]
                   for k in POINTS},
    })
    return ProductAnswer(frozen(out))


def _from_row(row) -> ProductAnswer:
    fields = dict(row._mapping)
    for name in JSON_COLUMNS:
        fields[name] = json.loads(fields[name]) if fields[name] is not None else None
    return _answer(fields)


def answers(keys) -> list[ProductAnswer]:
    """The answers of the (id, updated_at) rows read by page_rows(), in their order: built once per catalogue
    version and row version, like read(); only the rows of answers not kept are read, in one statement, and
    never loaded as Product objects. A product gone since its key was read is left out."""
    cache, wanted = _answers(), [(k.id, k.updated_at) for k in keys]
    rows = rows_of([key[0] for key in cache.absent(wanted)])
    return [answer for answer in cache.get_all([(key, _builder(rows.get(key[0]), key)) for key in wanted])
            if answer is not None]


def _builder(row, key: tuple):
    """How the answer under `key` is built from its row; None (not an answer) when the row is gone or was
    changed since its key was read, so no answer is kept under a key it does not match."""
    if row is None or (row.id, row.updated_at) != key:
        return lambda: None
    return lambda: _from_row(row)


def screen(q: ScreenerQuery) -> Screened:
    """Run a screener query: one page of products and the query as understood (one statement; each
    product's answer is built once per catalogue version)."""
    page = page_rows(q)
    found = Page(answers(page.items), page.total, page.window).keeping(q.params(), by_page=True)
    return Screened(found, q.as_dict(), load("catalogue")["as_of"])


def names(ids) -> dict[str, str]:
    """{id: name} of the known products among `ids` (the screener's selection bar); unknown ids are left out."""
    if not ids:
        return {}
    return {i: name for i, name in db.session.execute(select(Product.id, Product.name).where(Product.id.in_(ids)))}


def get(product_id: str) -> Product:
    product = db.session.get(Product, product_id)
    if product is None:
        raise ProductNotFound()
    return product


def history(product_id: str, limit: int = 365) -> list[dict]:
    """The latest dated snapshots of a product's APY and TVL (at most `limit`), oldest first."""
    rows = db.session.scalars(select(ProductSnapshot).where(ProductSnapshot.product_id == product_id)
                              .order_by(ProductSnapshot.taken_at.desc(), ProductSnapshot.id.desc()).limit(limit))
    return [{"taken_at": r.taken_at, "apy": r.apy, "apy_as_of": r.apy_as_of, "tvl_usd": r.tvl_usd,
             "tvl_as_of": r.tvl_as_of, "source_type": r.source_type}
            for r in reversed(list(rows))]


IMPORT_FIELDS = tuple(ProductImport().fields)


def import_row(product: Product) -> dict:
    """A stored product as an import row: what a source that sends only some figures starts from."""
    row = {name: getattr(product, name) for name in IMPORT_FIELDS if hasattr(product, name)}
    row["source_fetched_at"] = iso(product.source_fetched_at) if product.source_fetched_at else None
    return row


def _current(ids: list[str]) -> dict:
    return {p.id: import_row(p) for p in db.session.scalars(select(Product).where(Product.id.in_(ids)))}


def _recorded(run_row, kept: dict | None = None) -> dict:
    db.session.add(run_row)
    db.session.flush()
    return {"status": run_row.status, "source": run_row.source, "error": run_row.error,
            "accepted": run_row.accepted or 0, "rejected": run_row.rejected or 0,
            "missing_ids": run_row.missing_ids or [], "kept": kept or {}}


def _pull_into(source, run_row, fetched_at) -> dict:
    """Import what the source sends, as live rows fetched now; fill the run's record; the per-product notes."""
    pulled = source.pull(_current)
    rows = [{**r, "source_type": "live", "source_fetched_at": iso(fetched_at)} if isinstance(r, dict) else r
            for r in pulled.rows]
    report = import_rows(rows)
    for refused in report.rejected:
        reasons = "; ".join(f"{k}: {v}" for k, v in refused["reasons"].items())
        pulled.keep(refused["id"] or f"row {refused['index'] + 1}", f"refused by the import ({reasons}), "
                                                                    "cached figures kept")
    run_row.accepted, run_row.rejected = len(report.accepted), len(report.rejected)
    known = set(db.session.scalars(select(Product.id)))
    run_row.missing_ids = sorted(pulled.missing if pulled.missing is not None else known - set(report.accepted))
    run_row.error = pulled.summary()  # per product, which cached figures were kept and why
    return pulled.kept


def refresh() -> dict:
    """Pull the configured live source (app/catalogue/sources.py): its rows become source_type live with the
    fetch time; a failure keeps the whole cache and says why; a figure the source did not give is kept and the
    record says so, per product."""
    from app.catalogue.models import CatalogueRefresh
    from app.catalogue.sources import SourceError, configured

    started = utcnow()
    try:
        source = configured()
    except SourceError as error:
        return _recorded(CatalogueRefresh(started_at=started, status="failed", error=str(error)))
    if source is None:
        return {"status": "not_configured", "source": None, "error": None, "accepted": 0, "rejected": 0,
                "missing_ids": [], "kept": {}}
    run_row = CatalogueRefresh(started_at=started, source=source.label, status="ok")
    try:
        with savepoint():  # nothing of a half-read source stays; the cache keeps answering
            kept = _pull_into(source, run_row, started)
    except (SourceError, SQLAlchemyError) as error:
        run_row = CatalogueRefresh(started_at=started, source=source.label, status="failed",
                                   error=str(error).splitlines()[0][:500])
        kept = None
    return _recorded(run_row, kept)


def last_refresh():
    from app.catalogue.models import CatalogueRefresh

    return db.session.scalars(select(CatalogueRefresh).order_by(CatalogueRefresh.id.desc()).limit(1)).first()
