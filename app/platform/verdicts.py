"""What the one verify door reads and answers, typed once by the platform so that the door and the domains speak the
same objects: a verifier's `Found` (Domain.verifiers, documents.judge), the anchoring domain's `Anchoring`
(Domain.anchoring), and the door's own `Verdict`, which its response schema (app/verify/schemas.py DoorRead, and
each domain's subclass of it) serialises and the /verify page reads.

What a verifier keeps of a document (its signed content and signatures, `Found.kept`), a document's own block
(`document`) and a domain's block about what the id names (`unit`, already dumped by the domain's schema) are
documents by nature and stay dicts.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Anchoring:
    """Whether a hash was anchored: its newest receipt, its status (anchored or pending), whether its inclusion
    path still leads to its sealed root (None while pending), that root and when it was sealed."""

    anchored: bool = False
    receipt_id: str | None = None
    status: str | None = None
    included: bool | None = None
    root: str | None = None
    sealed_at: str | None = None


NOT_ANCHORED = Anchoring()


@dataclass(frozen=True)
class Found:
    """What a verifier answers the door of an id, a PDF or a document it judged: the signed kind and content hash,
    the checks ({content_hash, hmac, ed25519}: True, False or None when not checked), the verdict and its reasons,
    the paths that changed, the fields no signature covers, which document it is, a domain's block about what the id
    names (a unit's), and `kept`: the kept document's signed content and signatures, under the names the domain's
    own verify path answers them."""

    kind: str | None = None
    content_hash: str | None = None
    checks: dict = field(default_factory=dict)
    signing_key_id: str | None = None
    verdict: str | None = None
    reasons: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    unsigned_fields: list[str] = field(default_factory=list)
    document: dict | None = None
    unit: dict | None = None
    kept: dict = field(default_factory=dict)
    livemode: bool | None = None  # an object a key made: whether that key is live (app/platform/livemode.py)

    @classmethod
    def checked(cls, checked: dict, **found) -> Found:
        """A verdict of signing.verify_artefact (verdict, checks, reasons), with what else the verifier knows."""
        return cls(verdict=checked["verdict"], checks=checked["checks"], reasons=list(checked["reasons"]), **found)


@dataclass(frozen=True)
class Verdict:
    """The door's one answer: what was asked (`subject`), the verdict on it, each check, the anchoring, and with a
    domain's own verify path by id, what the verifier kept of the document (`kept`, answered beside the verdict)."""

    subject: dict
    kind: str | None
    content_hash: str
    verdict: str
    valid: bool
    hash_recomputed: bool | None
    hmac: bool | None
    ed25519: bool | None
    signing_key_id: str | None
    anchoring: Anchoring
    reasons: list[str]
    changed: list[str]
    unsigned_fields: list[str]
    document: dict | None = None
    unit: dict | None = None
    kept: dict = field(default_factory=dict)
    livemode: bool | None = None  # a key's object: whether its owner key is live
