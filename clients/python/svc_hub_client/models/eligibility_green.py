from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.flag import Flag





T = TypeVar("T", bound="EligibilityGreen")



@_attrs_define
class EligibilityGreen:
    """ 
        Attributes:
            cqs_data_available (bool):
            csrd_hints (list[str]):
            flagged (bool): True when a red flag caps the tier
            flags (list[Flag]): Red flags and watches of the projects the product holds, red first, each with its source and
                date: read them before the score
            in_composite (bool): True when the CQS joins the composite (weights_with_green): a CQS and no red flag
            tier (None | str): The CQS's tier (high, good, fair, low); flagged under a red flag, whatever the number; null
                without a CQS or a flag
            cqs (float | None | Unset):
            note (str | Unset):
     """

    cqs_data_available: bool
    csrd_hints: list[str]
    flagged: bool
    flags: list[Flag]
    in_composite: bool
    tier: None | str
    cqs: float | None | Unset = UNSET
    note: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.flag import Flag # noqa: PLC0415
        cqs_data_available = self.cqs_data_available

        csrd_hints = self.csrd_hints



        flagged = self.flagged

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        in_composite = self.in_composite

        tier: None | str
        tier = self.tier

        cqs: float | None | Unset
        if isinstance(self.cqs, Unset):
            cqs = UNSET
        else:
            cqs = self.cqs

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cqs_data_available": cqs_data_available,
            "csrd_hints": csrd_hints,
            "flagged": flagged,
            "flags": flags,
            "in_composite": in_composite,
            "tier": tier,
        })
        if cqs is not UNSET:
            field_dict["cqs"] = cqs
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag # noqa: PLC0415
        d = dict(src_dict)
        cqs_data_available = d.pop("cqs_data_available")

        csrd_hints = cast(list[str], d.pop("csrd_hints"))


        flagged = d.pop("flagged")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        in_composite = d.pop("in_composite")

        def _parse_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier = _parse_tier(d.pop("tier"))


        def _parse_cqs(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        cqs = _parse_cqs(d.pop("cqs", UNSET))


        note = d.pop("note", UNSET)

        eligibility_green = cls(
            cqs_data_available=cqs_data_available,
            csrd_hints=csrd_hints,
            flagged=flagged,
            flags=flags,
            in_composite=in_composite,
            tier=tier,
            cqs=cqs,
            note=note,
        )

        return eligibility_green

