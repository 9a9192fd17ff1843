"""A key's anchoring evidence: its audit log, its receipts exported as JSON or CSV (streamed), and the evidence
pack, a ZIP an auditor checks offline with `python3 verify.py` (the standard library alone)."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from pathlib import Path

from flask import Response, current_app, stream_with_context
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.extensions import db
from app.platform import signing
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.listing import Page, Window, page_of
from app.shield import service
from app.shield.errors import NothingToPack, ReceiptsNotFound
from app.shield.models import ShieldRoot, ShieldTap
from app.shield.schemas import AnchorReceipt, RootSeal

HERE = Path(__file__).resolve().parent
PACK_MAX = 5000
CSV_COLUMNS = ("id", "hash", "kind", "status", "created_at", "leaf_index", "tree_size", "root", "root_id",
               "sealed_at", "path", "receipt_url")


def _mine(owner: KeyIdentity):
    return select(ShieldTap).where(ShieldTap.owner_key_id == owner.id)


def audit(owner: KeyIdentity, args: dict) -> Page:
    """The key's receipts, newest first, pending or anchored ones alone when asked (the links keep the status)."""
    stmt, sealed = _mine(owner), ShieldTap.root_id
    if args["status"]:
        stmt = stmt.where(sealed.is_(None) if args["status"] == "pending" else sealed.is_not(None))
    ordered = stmt.order_by(ShieldTap.created_at.desc(), ShieldTap.id.desc())
    return page_of(ordered, Window(args["limit"], args["offset"]),
                   params={"status": args["status"]}).mapped(service.receipt_of)


def written(tap: ShieldTap) -> dict:
    """A receipt as an export or an evidence pack writes it: the receipt's answer, without meta."""
    return AnchorReceipt().dump(service.receipt_of(tap))


def _csv_row(receipt: dict) -> list:
    proof = receipt["proof"] or {}
    return [receipt["id"], receipt["hash"], receipt["kind"], receipt["status"], receipt["created_at"],
            proof.get("leaf_index", ""), proof.get("tree_size", ""), proof.get("root", ""), proof.get("root_id", ""),
            proof.get("sealed_at", ""), ";".join(proof.get("path", [])), receipt["receipt_url"]]


def export(owner: KeyIdentity, fmt: str) -> Response:
    """Every receipt of the key, oldest first, streamed so that memory stays flat (read while streaming, through a
    server-side cursor on a connection of its own: a cursor lives in a transaction, which a GET's session has
    none of on PostgreSQL)."""
    def taps():
        with db.engine.connect() as conn, Session(bind=conn) as session:
            yield from session.scalars(_mine(owner).order_by(ShieldTap.created_at, ShieldTap.id)
                                       .execution_options(yield_per=500))

    def as_json():
        yield "["
        for index, tap in enumerate(taps()):
            yield ("," if index else "") + current_app.json.dumps(written(tap))
        yield "]\n"

    def as_csv():
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(CSV_COLUMNS)
        for tap in taps():
            writer.writerow(_csv_row(written(tap)))
            yield buffer.getvalue()
            buffer.seek(0)
            buffer.truncate()
        yield buffer.getvalue()

    mimetype = "application/json" if fmt == "json" else "text/csv"
    response = Response(stream_with_context(as_json() if fmt == "json" else as_csv()), mimetype=mimetype)
    response.headers["Content-Disposition"] = f'attachment; filename="svc-receipts.{fmt}"'
    return response


def verify_script() -> str:
    """verify.py: the hub's own Merkle module, then the pack's checks (stdlib only: the lines that import from the
    hub are dropped)."""
    merkle_lines, checks = ([line for line in (HERE / name).read_text().splitlines() if "# pack: inlined" not in line]
                            for name in ("merkle.py", "pack_verify.py"))
    return "\n".join(merkle_lines) + "\n\n\n# --- the pack's checks ---\n" + "\n".join(checks) + "\n"


def _chosen(owner: KeyIdentity, receipt_ids: list[str] | None) -> list[ShieldTap]:
    if receipt_ids is None:
        return list(db.session.scalars(_mine(owner).where(ShieldTap.root_id.is_not(None))
                                       .order_by(ShieldTap.created_at, ShieldTap.id).limit(PACK_MAX)))
    wanted = list(dict.fromkeys(receipt_ids))
    found = {t.id: t for t in db.session.scalars(_mine(owner).where(ShieldTap.id.in_(wanted)))}
    missing = [rid for rid in wanted if rid not in found]
    if missing:  # another key's receipt is as unknown as a missing one
        raise ReceiptsNotFound(f"No such receipts of this key: {', '.join(missing[:10])}.",
                               details={"fields": {"receipt_ids": missing[:50]}})
    return [found[rid] for rid in wanted]


def pack(owner: KeyIdentity, receipt_ids: list[str] | None) -> Response:
    taps = _chosen(owner, receipt_ids)
    if not taps:
        raise NothingToPack("This key has no sealed receipt yet.")
    receipts = [written(t) for t in taps]
    root_ids = sorted({t.root_id for t in taps if t.root_id})
    roots = [{"root_id": r.id, "root": r.root, "tree_size": r.tree_size, "sealed_at": iso(r.sealed_at),
              "seals": RootSeal(many=True).dump(service.seals_of(r.id))} for r in db.session.scalars(
                  select(ShieldRoot).where(ShieldRoot.id.in_(root_ids)).order_by(ShieldRoot.sealed_at))]
    files = {"receipts.json": json.dumps(receipts, indent=2), "roots.json": json.dumps(roots, indent=2),
             "keys.json": json.dumps(signing.published_keys(), indent=2), "verify.py": verify_script(),
             "README.txt": _readme(len(receipts), len(roots))}
    manifest = {"created_at": iso(utcnow()), "algorithm": service.ALGORITHM, "receipts": len(receipts),
                "roots": len(roots), "seal_prefix": signing.artefact(service.KIND).prefix,
                "files": {name: signing.sha256_hex(text.encode()) for name, text in files.items()}}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in {**files, "manifest.json": json.dumps(manifest, indent=2)}.items():
            archive.writestr(name, text)
    response = Response(buffer.getvalue(), mimetype="application/zip")
    response.headers["Content-Disposition"] = f'attachment; filename="svc-evidence-{utcnow():%Y%m%d}.zip"'
    return response


def _readme(receipts: int, roots: int) -> str:
    return (f"Evidence pack: {receipts} receipt(s) under {roots} signed Merkle root(s).\n\n"
            "Check it with the Python standard library alone:  python3 verify.py\n"
            "It checks each file against manifest.json, each receipt's inclusion path up to its root (RFC 9162),\n"
            "and, when the 'cryptography' package is installed, each root's Ed25519 seals against keys.json.\n"
            "The HMAC seals can only be checked by the hub (POST /api/v1/shield/verify).\n")
