from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.root_signature_verdict_checks import RootSignatureVerdictChecks





T = TypeVar("T", bound="RootSignatureVerdict")



@_attrs_define
class RootSignatureVerdict:
    """ 
        Attributes:
            checks (RootSignatureVerdictChecks):
            reasons (list[str]):
            valid (bool):
            verdict (str):
     """

    checks: RootSignatureVerdictChecks
    reasons: list[str]
    valid: bool
    verdict: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.root_signature_verdict_checks import RootSignatureVerdictChecks # noqa: PLC0415
        checks = self.checks.to_dict()

        reasons = self.reasons



        valid = self.valid

        verdict = self.verdict


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "checks": checks,
            "reasons": reasons,
            "valid": valid,
            "verdict": verdict,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.root_signature_verdict_checks import RootSignatureVerdictChecks # noqa: PLC0415
        d = dict(src_dict)
        checks = RootSignatureVerdictChecks.from_dict(d.pop("checks"))




        reasons = cast(list[str], d.pop("reasons"))


        valid = d.pop("valid")

        verdict = d.pop("verdict")

        root_signature_verdict = cls(
            checks=checks,
            reasons=reasons,
            valid=valid,
            verdict=verdict,
        )

        return root_signature_verdict

