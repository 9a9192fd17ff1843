from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_answer_reason_type_1 import ChatAnswerReasonType1
from ..models.chat_answer_reason_type_2_type_1 import ChatAnswerReasonType2Type1
from ..models.chat_answer_reason_type_3_type_1 import ChatAnswerReasonType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.citation_read import CitationRead
  from ..models.meta import Meta
  from ..models.retrieval_read import RetrievalRead





T = TypeVar("T", bound="ChatAnswer")



@_attrs_define
class ChatAnswer:
    """ 
        Attributes:
            answer (str): Quoted from the cited passages (each line ends with its citation's number), or the refusal
            citations (list[CitationRead]):
            conversation_id (str):  Example: cnv_abcdefghijklmnopqrstuvwx.
            disclaimer (str):
            expires_at (str): When the conversation expires unless continued (ISO 8601 UTC)
            meta (Meta):
            reason (ChatAnswerReasonType1 | ChatAnswerReasonType2Type1 | ChatAnswerReasonType3Type1 | None): Why it refused:
                advice (advice or predictions asked) or out_of_scope (nothing in the hub answers it)
            refused (bool):
            rephrase_note (None | str): Why the quoted answer is given although a model is set
            rephrased (bool): True when COPILOT_LLM_URL's model reworded the quoted answer
            retrieval (RetrievalRead):
            suggestions (list[str]): Questions it can answer (with a refusal)
            turn (int): This turn's number in the conversation, from 1
     """

    answer: str
    citations: list[CitationRead]
    conversation_id: str
    disclaimer: str
    expires_at: str
    meta: Meta
    reason: ChatAnswerReasonType1 | ChatAnswerReasonType2Type1 | ChatAnswerReasonType3Type1 | None
    refused: bool
    rephrase_note: None | str
    rephrased: bool
    retrieval: RetrievalRead
    suggestions: list[str]
    turn: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.citation_read import CitationRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.retrieval_read import RetrievalRead # noqa: PLC0415
        answer = self.answer

        citations = []
        for citations_item_data in self.citations:
            citations_item = citations_item_data.to_dict()
            citations.append(citations_item)



        conversation_id = self.conversation_id

        disclaimer = self.disclaimer

        expires_at = self.expires_at

        meta = self.meta.to_dict()

        reason: None | str
        if isinstance(self.reason, ChatAnswerReasonType1):
            reason = self.reason.value
        elif isinstance(self.reason, ChatAnswerReasonType2Type1):
            reason = self.reason.value
        elif isinstance(self.reason, ChatAnswerReasonType3Type1):
            reason = self.reason.value
        else:
            reason = self.reason

        refused = self.refused

        rephrase_note: None | str
        rephrase_note = self.rephrase_note

        rephrased = self.rephrased

        retrieval = self.retrieval.to_dict()

        suggestions = self.suggestions



        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "answer": answer,
            "citations": citations,
            "conversation_id": conversation_id,
            "disclaimer": disclaimer,
            "expires_at": expires_at,
            "meta": meta,
            "reason": reason,
            "refused": refused,
            "rephrase_note": rephrase_note,
            "rephrased": rephrased,
            "retrieval": retrieval,
            "suggestions": suggestions,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.citation_read import CitationRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.retrieval_read import RetrievalRead # noqa: PLC0415
        d = dict(src_dict)
        answer = d.pop("answer")

        citations = []
        _citations = d.pop("citations")
        for citations_item_data in (_citations):
            citations_item = CitationRead.from_dict(citations_item_data)



            citations.append(citations_item)


        conversation_id = d.pop("conversation_id")

        disclaimer = d.pop("disclaimer")

        expires_at = d.pop("expires_at")

        meta = Meta.from_dict(d.pop("meta"))




        def _parse_reason(data: object) -> ChatAnswerReasonType1 | ChatAnswerReasonType2Type1 | ChatAnswerReasonType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = ChatAnswerReasonType1(data)



                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_2_type_1 = ChatAnswerReasonType2Type1(data)



                return reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_3_type_1 = ChatAnswerReasonType3Type1(data)



                return reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatAnswerReasonType1 | ChatAnswerReasonType2Type1 | ChatAnswerReasonType3Type1 | None, data)

        reason = _parse_reason(d.pop("reason"))


        refused = d.pop("refused")

        def _parse_rephrase_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rephrase_note = _parse_rephrase_note(d.pop("rephrase_note"))


        rephrased = d.pop("rephrased")

        retrieval = RetrievalRead.from_dict(d.pop("retrieval"))




        suggestions = cast(list[str], d.pop("suggestions"))


        turn = d.pop("turn")

        chat_answer = cls(
            answer=answer,
            citations=citations,
            conversation_id=conversation_id,
            disclaimer=disclaimer,
            expires_at=expires_at,
            meta=meta,
            reason=reason,
            refused=refused,
            rephrase_note=rephrase_note,
            rephrased=rephrased,
            retrieval=retrieval,
            suggestions=suggestions,
            turn=turn,
        )

        return chat_answer

