from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MicaQuestion")



@_attrs_define
class MicaQuestion:
    """ 
        Attributes:
            answer (str): yes, no or unknown
            field (str): The request field the answer rests on
            id (str):  Example: q5_excluded_product.
            question (str):
            reason (str):
            source (str): input, description, default or asset_type
            value (Any | Unset): The fact's value: a string, a number or a boolean (null when unknown)
     """

    answer: str
    field: str
    id: str
    question: str
    reason: str
    source: str
    value: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        answer = self.answer

        field = self.field

        id = self.id

        question = self.question

        reason = self.reason

        source = self.source

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "answer": answer,
            "field": field,
            "id": id,
            "question": question,
            "reason": reason,
            "source": source,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        answer = d.pop("answer")

        field = d.pop("field")

        id = d.pop("id")

        question = d.pop("question")

        reason = d.pop("reason")

        source = d.pop("source")

        value = d.pop("value", UNSET)

        mica_question = cls(
            answer=answer,
            field=field,
            id=id,
            question=question,
            reason=reason,
            source=source,
            value=value,
        )

        return mica_question

