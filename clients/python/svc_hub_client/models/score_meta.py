from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_meta_weights_applied import ScoreMetaWeightsApplied





T = TypeVar("T", bound="ScoreMeta")



@_attrs_define
class ScoreMeta:
    """ 
        Attributes:
            computed_at (str): ISO 8601 UTC
            version (str):  Example: 1.0.
            weights_applied (ScoreMetaWeightsApplied | Unset):
            weights_normalized (bool | Unset):
            weights_source (str | Unset):
     """

    computed_at: str
    version: str
    weights_applied: ScoreMetaWeightsApplied | Unset = UNSET
    weights_normalized: bool | Unset = UNSET
    weights_source: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_meta_weights_applied import ScoreMetaWeightsApplied # noqa: PLC0415
        computed_at = self.computed_at

        version = self.version

        weights_applied: dict[str, Any] | Unset = UNSET
        if not isinstance(self.weights_applied, Unset):
            weights_applied = self.weights_applied.to_dict()

        weights_normalized = self.weights_normalized

        weights_source = self.weights_source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "computed_at": computed_at,
            "version": version,
        })
        if weights_applied is not UNSET:
            field_dict["weights_applied"] = weights_applied
        if weights_normalized is not UNSET:
            field_dict["weights_normalized"] = weights_normalized
        if weights_source is not UNSET:
            field_dict["weights_source"] = weights_source

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_meta_weights_applied import ScoreMetaWeightsApplied # noqa: PLC0415
        d = dict(src_dict)
        computed_at = d.pop("computed_at")

        version = d.pop("version")

        _weights_applied = d.pop("weights_applied", UNSET)
        weights_applied: ScoreMetaWeightsApplied | Unset
        if isinstance(_weights_applied,  Unset):
            weights_applied = UNSET
        else:
            weights_applied = ScoreMetaWeightsApplied.from_dict(_weights_applied)




        weights_normalized = d.pop("weights_normalized", UNSET)

        weights_source = d.pop("weights_source", UNSET)

        score_meta = cls(
            computed_at=computed_at,
            version=version,
            weights_applied=weights_applied,
            weights_normalized=weights_normalized,
            weights_source=weights_source,
        )

        return score_meta

