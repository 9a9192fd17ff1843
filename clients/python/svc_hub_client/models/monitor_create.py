from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_request import ScoreRequest





T = TypeVar("T", bound="MonitorCreate")



@_attrs_define
class MonitorCreate:
    """ 
        Attributes:
            score (ScoreRequest): Give a description or at least one structured field (both may be given); a profile or
                custom weights (premium), not both. A missing body is refused with 400.
            label (None | str | Unset):
     """

    score: ScoreRequest
    label: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_request import ScoreRequest # noqa: PLC0415
        score = self.score.to_dict()

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "score": score,
        })
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_request import ScoreRequest # noqa: PLC0415
        d = dict(src_dict)
        score = ScoreRequest.from_dict(d.pop("score"))




        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        monitor_create = cls(
            score=score,
            label=label,
        )

        return monitor_create

