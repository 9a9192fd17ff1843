from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChatRequest")



@_attrs_define
class ChatRequest:
    """ 
        Attributes:
            question (str): In English; kept only as its search words, never its text Example: What are the CQS weights?.
            conversation_id (None | str | Unset): Continue this conversation (yours, not expired); leave it out to start one
     """

    question: str
    conversation_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        question = self.question

        conversation_id: None | str | Unset
        if isinstance(self.conversation_id, Unset):
            conversation_id = UNSET
        else:
            conversation_id = self.conversation_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "question": question,
        })
        if conversation_id is not UNSET:
            field_dict["conversation_id"] = conversation_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        question = d.pop("question")

        def _parse_conversation_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conversation_id = _parse_conversation_id(d.pop("conversation_id", UNSET))


        chat_request = cls(
            question=question,
            conversation_id=conversation_id,
        )

        return chat_request

