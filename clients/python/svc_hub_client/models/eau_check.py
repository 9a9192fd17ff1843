from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.eau_check_model import EauCheckModel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cqs_score import CqsScore
  from ..models.h2o_score import H2OScore
  from ..models.inferred import Inferred
  from ..models.meta import Meta
  from ..models.nature_score import NatureScore
  from ..models.watt_score import WattScore





T = TypeVar("T", bound="EauCheck")



@_attrs_define
class EauCheck:
    """ 
        Attributes:
            disclaimer (str):
            inferred (list[Inferred]):
            meta (Meta):
            model (EauCheckModel):
            note (str):
            cqs (CqsScore | Unset):
            h2o_score (H2OScore | Unset):
            nature_score (NatureScore | Unset):
            watt_score (WattScore | Unset):
     """

    disclaimer: str
    inferred: list[Inferred]
    meta: Meta
    model: EauCheckModel
    note: str
    cqs: CqsScore | Unset = UNSET
    h2o_score: H2OScore | Unset = UNSET
    nature_score: NatureScore | Unset = UNSET
    watt_score: WattScore | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cqs_score import CqsScore # noqa: PLC0415
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.inferred import Inferred # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.nature_score import NatureScore # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        disclaimer = self.disclaimer

        inferred = []
        for inferred_item_data in self.inferred:
            inferred_item = inferred_item_data.to_dict()
            inferred.append(inferred_item)



        meta = self.meta.to_dict()

        model = self.model.value

        note = self.note

        cqs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cqs, Unset):
            cqs = self.cqs.to_dict()

        h2o_score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.h2o_score, Unset):
            h2o_score = self.h2o_score.to_dict()

        nature_score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nature_score, Unset):
            nature_score = self.nature_score.to_dict()

        watt_score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.watt_score, Unset):
            watt_score = self.watt_score.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "disclaimer": disclaimer,
            "inferred": inferred,
            "meta": meta,
            "model": model,
            "note": note,
        })
        if cqs is not UNSET:
            field_dict["cqs"] = cqs
        if h2o_score is not UNSET:
            field_dict["h2o_score"] = h2o_score
        if nature_score is not UNSET:
            field_dict["nature_score"] = nature_score
        if watt_score is not UNSET:
            field_dict["watt_score"] = watt_score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cqs_score import CqsScore # noqa: PLC0415
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.inferred import Inferred # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.nature_score import NatureScore # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        d = dict(src_dict)
        disclaimer = d.pop("disclaimer")

        inferred = []
        _inferred = d.pop("inferred")
        for inferred_item_data in (_inferred):
            inferred_item = Inferred.from_dict(inferred_item_data)



            inferred.append(inferred_item)


        meta = Meta.from_dict(d.pop("meta"))




        model = EauCheckModel(d.pop("model"))




        note = d.pop("note")

        _cqs = d.pop("cqs", UNSET)
        cqs: CqsScore | Unset
        if isinstance(_cqs,  Unset):
            cqs = UNSET
        else:
            cqs = CqsScore.from_dict(_cqs)




        _h2o_score = d.pop("h2o_score", UNSET)
        h2o_score: H2OScore | Unset
        if isinstance(_h2o_score,  Unset):
            h2o_score = UNSET
        else:
            h2o_score = H2OScore.from_dict(_h2o_score)




        _nature_score = d.pop("nature_score", UNSET)
        nature_score: NatureScore | Unset
        if isinstance(_nature_score,  Unset):
            nature_score = UNSET
        else:
            nature_score = NatureScore.from_dict(_nature_score)




        _watt_score = d.pop("watt_score", UNSET)
        watt_score: WattScore | Unset
        if isinstance(_watt_score,  Unset):
            watt_score = UNSET
        else:
            watt_score = WattScore.from_dict(_watt_score)




        eau_check = cls(
            disclaimer=disclaimer,
            inferred=inferred,
            meta=meta,
            model=model,
            note=note,
            cqs=cqs,
            h2o_score=h2o_score,
            nature_score=nature_score,
            watt_score=watt_score,
        )

        return eau_check

