from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.door_anchoring import DoorAnchoring
  from ..models.door_document import DoorDocument
  from ..models.door_unit import DoorUnit
  from ..models.meta import Meta
  from ..models.unit_record import UnitRecord
  from ..models.unit_verify_read_document_type_1_type_0 import UnitVerifyReadDocumentType1Type0
  from ..models.unit_verify_read_subject import UnitVerifyReadSubject
  from ..models.unit_verify_read_unit_type_1_type_0 import UnitVerifyReadUnitType1Type0





T = TypeVar("T", bound="UnitVerifyRead")



@_attrs_define
class UnitVerifyRead:
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
            subject (UnitVerifyReadSubject): What was asked: id, hash, or the dropped file's SHA-256
            unsigned_fields (list[str]): Fields the document carries that no signature covers (not judged)
            valid (bool):
            verdict (str): valid, invalid, unsigned, unverifiable, pending, anchored (a hash known only by its anchoring) or
                unknown
            document (DoorDocument | None | UnitVerifyReadDocumentType1Type0 | Unset): Which document was shown
            ed25519_signature (str | Unset): A domain's own verify path by id: the Ed25519 signature kept with the document
                (base64url)
            livemode (bool | Unset): For an id of an object a key made: true when that key is live, false for a test object
                (a test key's or a demo's); absent for a hash or a document the hub keeps no owner of
            record (UnitRecord | Unset):
            signature (str | Unset): A domain's own verify path by id: the HMAC kept with the document (absent without
                ATTEST_SIGNING_KEY)
            unit (DoorUnit | None | UnitVerifyReadUnitType1Type0 | Unset): For a unit id: its status, retirement date and
                meter verdict
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
    subject: UnitVerifyReadSubject
    unsigned_fields: list[str]
    valid: bool
    verdict: str
    document: DoorDocument | None | UnitVerifyReadDocumentType1Type0 | Unset = UNSET
    ed25519_signature: str | Unset = UNSET
    livemode: bool | Unset = UNSET
    record: UnitRecord | Unset = UNSET
    signature: str | Unset = UNSET
    unit: DoorUnit | None | UnitVerifyReadUnitType1Type0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.door_anchoring import DoorAnchoring # noqa: PLC0415
        from ..models.door_document import DoorDocument # noqa: PLC0415
        from ..models.door_unit import DoorUnit # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unit_record import UnitRecord # noqa: PLC0415
        from ..models.unit_verify_read_document_type_1_type_0 import UnitVerifyReadDocumentType1Type0 # noqa: PLC0415
        from ..models.unit_verify_read_subject import UnitVerifyReadSubject # noqa: PLC0415
        from ..models.unit_verify_read_unit_type_1_type_0 import UnitVerifyReadUnitType1Type0 # noqa: PLC0415
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
        elif isinstance(self.document, UnitVerifyReadDocumentType1Type0):
            document = self.document.to_dict()
        else:
            document = self.document

        ed25519_signature = self.ed25519_signature

        livemode = self.livemode

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()

        signature = self.signature

        unit: dict[str, Any] | None | Unset
        if isinstance(self.unit, Unset):
            unit = UNSET
        elif isinstance(self.unit, DoorUnit):
            unit = self.unit.to_dict()
        elif isinstance(self.unit, UnitVerifyReadUnitType1Type0):
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
        if record is not UNSET:
            field_dict["record"] = record
        if signature is not UNSET:
            field_dict["signature"] = signature
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.door_anchoring import DoorAnchoring # noqa: PLC0415
        from ..models.door_document import DoorDocument # noqa: PLC0415
        from ..models.door_unit import DoorUnit # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unit_record import UnitRecord # noqa: PLC0415
        from ..models.unit_verify_read_document_type_1_type_0 import UnitVerifyReadDocumentType1Type0 # noqa: PLC0415
        from ..models.unit_verify_read_subject import UnitVerifyReadSubject # noqa: PLC0415
        from ..models.unit_verify_read_unit_type_1_type_0 import UnitVerifyReadUnitType1Type0 # noqa: PLC0415
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


        subject = UnitVerifyReadSubject.from_dict(d.pop("subject"))




        unsigned_fields = cast(list[str], d.pop("unsigned_fields"))


        valid = d.pop("valid")

        verdict = d.pop("verdict")

        def _parse_document(data: object) -> DoorDocument | None | UnitVerifyReadDocumentType1Type0 | Unset:
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
                document_type_1_type_0 = UnitVerifyReadDocumentType1Type0.from_dict(data)



                return document_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoorDocument | None | UnitVerifyReadDocumentType1Type0 | Unset, data)

        document = _parse_document(d.pop("document", UNSET))


        ed25519_signature = d.pop("ed25519_signature", UNSET)

        livemode = d.pop("livemode", UNSET)

        _record = d.pop("record", UNSET)
        record: UnitRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = UnitRecord.from_dict(_record)




        signature = d.pop("signature", UNSET)

        def _parse_unit(data: object) -> DoorUnit | None | UnitVerifyReadUnitType1Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                unit_type_0 = DoorUnit.from_dict(data)



                return unit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                unit_type_1_type_0 = UnitVerifyReadUnitType1Type0.from_dict(data)



                return unit_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoorUnit | None | UnitVerifyReadUnitType1Type0 | Unset, data)

        unit = _parse_unit(d.pop("unit", UNSET))


        unit_verify_read = cls(
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
            record=record,
            signature=signature,
            unit=unit,
        )

        return unit_verify_read

