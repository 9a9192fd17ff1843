"""Files the hub issues: each PDF it serves is recorded by its SHA-256 with the signed document it prints, and
carries in its metadata what it prints (kind, id, content hash, verify URL), so that the verify door can say which
document a dropped file is, when it was issued, and whether its signed content is still valid; and, for a file
that differs from every one the hub issued by a single byte, which document it claims to be.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass

from sqlalchemy.dialects import postgresql, sqlite

from app.extensions import db
from app.platform import signing
from app.platform.db import write_in_read
from app.platform.models import IssuedFile
from app.platform.pdf import render_pdf

log = logging.getLogger("svc.issued")
logging.getLogger("pypdf").setLevel(logging.ERROR)  # a damaged file is answered; its parser's warnings are noise
PDF = "application/pdf"
META = {"kind": "SVCKind", "document_id": "SVCDocumentId", "content_hash": "SVCContentHash",
        "verify_url": "SVCVerifyURL", "document_date": "SVCDocumentDate"}


@dataclass(frozen=True)
class Printed:
    """The signed document a file prints: its kind, hash and signatures, where to verify it, its id and date."""

    kind: str
    content_hash: str
    verify_url: str
    signature: str | None = None
    ed25519_signature: str | None = None
    signing_key_id: str | None = None
    document_id: str | None = None
    document_date: str | None = None

    @classmethod
    def of(cls, kind: str, fields: dict, verify_url: str, **extra) -> Printed:
        """From a signed document's fields (content_hash, signature, ed25519_signature, signing_key_id)."""
        return cls(kind, fields["content_hash"], verify_url, fields.get("signature"), fields.get("ed25519_signature"),
                   fields.get("signing_key_id"), **extra)

    def metadata(self) -> dict[str, str]:
        return {key: getattr(self, name) for name, key in META.items() if getattr(self, name)}


def record(data: bytes, media_type: str, printed: Printed) -> str:
    """Keep a served file's SHA-256 with what it prints (the same bytes served twice are one record)."""
    digest = signing.sha256_hex(data)
    insert = postgresql.insert if db.engine.dialect.name == "postgresql" else sqlite.insert
    with write_in_read():  # a GET that serves a PDF records it too
        db.session.execute(insert(IssuedFile).values(
            sha256=digest, media_type=media_type, kind=printed.kind, document_id=printed.document_id,
            content_hash=printed.content_hash, signature=printed.signature,
            ed25519_signature=printed.ed25519_signature, signing_key_id=printed.signing_key_id,
            document_date=printed.document_date, verify_url=printed.verify_url,
        ).on_conflict_do_nothing(index_elements=[IssuedFile.sha256]))
    return digest


def issue_pdf(html: str, printed: Printed, *, remote: bool = True, static_css: tuple[str, ...] = ()) -> bytes:
    """Render a PDF that names what it prints in its metadata (with the static style sheets named, parsed once per
    worker thread), and record its SHA-256."""
    pdf = render_pdf(html, remote=remote, metadata=printed.metadata(), static_css=static_css)
    record(pdf, PDF, printed)
    return pdf


def find(digest: str) -> IssuedFile | None:
    return db.session.get(IssuedFile, digest.lower()) if signing.is_hex64(digest) else None


def claimed(data: bytes) -> dict:
    """What a PDF's metadata says it prints ({kind, document_id, content_hash, verify_url, document_date}), or {}
    when it says nothing or cannot be read."""
    import pypdf

    try:
        info = pypdf.PdfReader(io.BytesIO(data)).metadata or {}
        found = {name: info.get("/" + key) for name, key in META.items()}
    except Exception as error:  # noqa: BLE001 - a damaged file says nothing; the door answers without it
        log.info("unreadable PDF metadata: %s", type(error).__name__)
        return {}
    out = {name: str(value)[:1000] for name, value in found.items() if value}
    return out if signing.is_hex64(out.get("content_hash")) else {}
