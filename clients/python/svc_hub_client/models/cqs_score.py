from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.factor import Factor
  from ..models.flag import Flag
  from ..models.rating import Rating





T = TypeVar("T", bound="CqsScore")



@_attrs_define
class CqsScore:
    """ 
        Attributes:
            cqs (float):
            factors (list[Factor]):
            flagged (bool): True when a red flag caps the tier
            flags (list[Flag]): Red flags and watches, red first (a product: its holdings')
            kind (str):
            raters_note (str):
            ratings (list[Rating]):
            warnings (list[str]): The flags' messages
            basis (str | Unset): For a carbon product: what its CQS reads
     """

    cqs: float
    factors: list[Factor]
    flagged: bool
    flags: list[Flag]
    kind: str
    raters_note: str
    ratings: list[Rating]
    warnings: list[str]
    basis: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        cqs = self.cqs

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        flagged = self.flagged

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        kind = self.kind

        raters_note = self.raters_note

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        warnings = self.warnings



        basis = self.basis


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cqs": cqs,
            "factors": factors,
            "flagged": flagged,
            "flags": flags,
            "kind": kind,
            "raters_note": raters_note,
            "ratings": ratings,
            "warnings": warnings,
        })
        if basis is not UNSET:
            field_dict["basis"] = basis

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        d = dict(src_dict)
        cqs = d.pop("cqs")

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        flagged = d.pop("flagged")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        kind = d.pop("kind")

        raters_note = d.pop("raters_note")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = Rating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        warnings = cast(list[str], d.pop("warnings"))


        basis = d.pop("basis", UNSET)

        cqs_score = cls(
            cqs=cqs,
            factors=factors,
            flagged=flagged,
            flags=flags,
            kind=kind,
            raters_note=raters_note,
            ratings=ratings,
            warnings=warnings,
            basis=basis,
        )

        return cqs_score

