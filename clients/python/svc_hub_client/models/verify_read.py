from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.attestation_snapshot import AttestationSnapshot
  from ..models.door_anchoring import DoorAnchoring
  from ..models.door_document import DoorDocument
  from ..models.meta import Meta
  from ..models.verify_read_document_type_1_type_0 import VerifyReadDocumentType1Type0
  from ..models.verify_read_subject import VerifyReadSubject
  from ..models.verify_read_unit_type_0 import VerifyReadUnitType0





T = TypeVar("T", bound="VerifyRead")



@_attrs_define
class VerifyRead:
    """ 
        Attributes:
            anchoring (DoorAnchoring):
            changed (list[str]): With content_changed: the paths in the document that differ (products[0].apy), where the
                hub can tell (it keeps the attestation, the unit or the receipt); empty otherwise
            content_hash (str):
            ed25519 (bool | None): null: not checked
            hash_recomputed (bool | None): true: the signed content (the stored snapshot, or the one rebuilt from the
                document shown) hashes to its content hash; false: it does not; null: there was no content to hash (a hash
                alone)
            hmac (bool | None): null: not checked
            kind (None | str): The signed kind, or null
            meta (Meta):
            reasons (list[str]): content_changed: the document's content no longer hashes to the hash it carries, or differs
                from what the hub keeps; file_changed: a PDF that names a hub document but is not a file the hub served;
                unrecognised_document: a document of no signed kind; hmac_mismatch, ed25519_mismatch, unknown_key, no_hmac_key,
                no_signed_kind_matches, receipt_pending, anchor_path_mismatch
            signing_key_id (None | str):
            subject (VerifyReadSubject): What was asked: id, hash, or the dropped file's SHA-256
            unsigned_fields (list[str]): Fields the document carries that no signature covers (not judged)
            valid (bool):
            verdict (str): valid, invalid, unsigned, unverifiable, pending, anchored (a hash known only by its anchoring) or
                unknown
            document (DoorDocument | None | Unset | VerifyReadDocumentType1Type0): Which document was shown
            ed25519_signature (str | Unset): A domain's own verify path by id: the Ed25519 signature kept with the document
                (base64url)
            livemode (bool | Unset): For an id of an object a key made: true when that key is live, false for a test object
                (a test key's or a demo's); absent for a hash or a document the hub keeps no owner of
            signature (str | Unset): A domain's own verify path by id: the HMAC kept with the document (absent without
                ATTEST_SIGNING_KEY)
            snapshot (AttestationSnapshot | Unset):
            unit (None | Unset | VerifyReadUnitType0): For a unit id: its status, retirement date and meter verdict, as its
                domain answers it (DoorUnit, on its own verify path)
     """

    anchoring: DoorAnchoring
    changed: list[str]
    content_hash: str
    ed25519: bool | None
    hash_recomputed: bool | None
    hmac: bool | None
    kind: None | str
    meta: Meta
    reasons: list[str]
    signing_key_id: None | str
    subject: VerifyReadSubject
    unsigned_fields: list[str]
    valid: bool
    verdict: str
    document: DoorDocument | None | Unset | VerifyReadDocumentType1Type0 = UNSET
    ed25519_signature: str | Unset = UNSET
    livemode: bool | Unset = UNSET
    signature: str | Unset = UNSET
    snapshot: AttestationSnapshot | Unset = UNSET
    unit: None | Unset | VerifyReadUnitType0 = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.attestation_snapshot import AttestationSnapshot # noqa: PLC0415
        from ..models.door_anchoring import DoorAnchoring # noqa: PLC0415
        from ..models.door_document import DoorDocument # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.verify_read_document_type_1_type_0 import VerifyReadDocumentType1Type0 # noqa: PLC0415
        from ..models.verify_read_subject import VerifyReadSubject # noqa: PLC0415
        from ..models.verify_read_unit_type_0 import VerifyReadUnitType0 # noqa: PLC0415
        anchoring = self.anchoring.to_dict()

        changed = self.changed



        content_hash = self.content_hash

        ed25519: bool | None
        ed25519 = self.ed25519

        hash_recomputed: bool | None
        hash_recomputed = self.hash_recomputed

        hmac: bool | None
        hmac = self.hmac

        kind: None | str
        kind = self.kind

        meta = self.meta.to_dict()

        reasons = self.reasons



        signing_key_id: None | str
        signing_key_id = self.signing_key_id

        subject = self.subject.to_dict()

        unsigned_fields = self.unsigned_fields



        valid = self.valid

        verdict = self.verdict

        document: dict[str, Any] | None | Unset
        if isinstance(self.document, Unset):
            document = UNSET
        elif isinstance(self.document, DoorDocument):
            document = self.document.to_dict()
        elif isinstance(self.document, VerifyReadDocumentType1Type0):
            document = self.document.to_dict()
        else:
            document = self.document

        ed25519_signature = self.ed25519_signature

        livemode = self.livemode

        signature = self.signature

        snapshot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.snapshot, Unset):
            snapshot = self.snapshot.to_dict()

        unit: dict[str, Any] | None | Unset
        if isinstance(self.unit, Unset):
            unit = UNSET
        elif isinstance(self.unit, VerifyReadUnitType0):
            unit = self.unit.to_dict()
        else:
            unit = self.unit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "anchoring": anchoring,
            "changed": changed,
            "content_hash": content_hash,
            "ed25519": ed25519,
            "hash_recomputed": hash_recomputed,
            "hmac": hmac,
            "kind": kind,
            "meta": meta,
            "reasons": reasons,
            "signing_key_id": signing_key_id,
            "subject": subject,
            "unsigned_fields": unsigned_fields,
            "valid": valid,
            "verdict": verdict,
        })
        if document is not UNSET:
            field_dict["document"] = document
        if ed25519_signature is not UNSET:
            field_dict["ed25519_signature"] = ed25519_signature
        if livemode is not UNSET:
            field_dict["livemode"] = livemode
        if signature is not UNSET:
            field_dict["signature"] = signature
        if snapshot is not UNSET:
            field_dict["snapshot"] = snapshot
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attestation_snapshot import AttestationSnapshot # noqa: PLC0415
        from ..models.door_anchoring import DoorAnchoring # noqa: PLC0415
        from ..models.door_document import DoorDocument # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.verify_read_document_type_1_type_0 import VerifyReadDocumentType1Type0 # noqa: PLC0415
        from ..models.verify_read_subject import VerifyReadSubject # noqa: PLC0415
        from ..models.verify_read_unit_type_0 import VerifyReadUnitType0 # noqa: PLC0415
        d = dict(src_dict)
        anchoring = DoorAnchoring.from_dict(d.pop("anchoring"))




        changed = cast(list[str], d.pop("changed"))


        content_hash = d.pop("content_hash")

        def _parse_ed25519(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        ed25519 = _parse_ed25519(d.pop("ed25519"))


        def _parse_hash_recomputed(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        hash_recomputed = _parse_hash_recomputed(d.pop("hash_recomputed"))


        def _parse_hmac(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        hmac = _parse_hmac(d.pop("hmac"))


        def _parse_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kind = _parse_kind(d.pop("kind"))


        meta = Meta.from_dict(d.pop("meta"))




        reasons = cast(list[str], d.pop("reasons"))


        def _parse_signing_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signing_key_id = _parse_signing_key_id(d.pop("signing_key_id"))


        subject = VerifyReadSubject.from_dict(d.pop("subject"))




        unsigned_fields = cast(list[str], d.pop("unsigned_fields"))


        valid = d.pop("valid")

        verdict = d.pop("verdict")

        def _parse_document(data: object) -> DoorDocument | None | Unset | VerifyReadDocumentType1Type0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                document_type_0 = DoorDocument.from_dict(data)



                return document_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                document_type_1_type_0 = VerifyReadDocumentType1Type0.from_dict(data)



                return document_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoorDocument | None | Unset | VerifyReadDocumentType1Type0, data)

        document = _parse_document(d.pop("document", UNSET))


        ed25519_signature = d.pop("ed25519_signature", UNSET)

        livemode = d.pop("livemode", UNSET)

        signature = d.pop("signature", UNSET)

        _snapshot = d.pop("snapshot", UNSET)
        snapshot: AttestationSnapshot | Unset
        if isinstance(_snapshot,  Unset):
            snapshot = UNSET
        else:
            snapshot = AttestationSnapshot.from_dict(_snapshot)




        def _parse_unit(data: object) -> None | Unset | VerifyReadUnitType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                unit_type_0 = VerifyReadUnitType0.from_dict(data)



                return unit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VerifyReadUnitType0, data)

        unit = _parse_unit(d.pop("unit", UNSET))


        verify_read = cls(
            anchoring=anchoring,
            changed=changed,
            content_hash=content_hash,
            ed25519=ed25519,
            hash_recomputed=hash_recomputed,
            hmac=hmac,
            kind=kind,
            meta=meta,
            reasons=reasons,
            signing_key_id=signing_key_id,
            subject=subject,
            unsigned_fields=unsigned_fields,
            valid=valid,
            verdict=verdict,
            document=document,
            ed25519_signature=ed25519_signature,
            livemode=livemode,
            signature=signature,
            snapshot=snapshot,
            unit=unit,
        )

        return verify_read

