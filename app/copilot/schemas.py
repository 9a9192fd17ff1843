"""Schemas of the assistant: a question, its answer with citations, and what the assistant knows."""

from marshmallow import Schema, ValidationError, fields, validate

from app.platform.meta import ResponseSchema
from app.platform.validate import FullMatch, count

QUESTION_MIN, QUESTION_MAX = 3, 1000
CONVERSATION_ID = FullMatch(r"cnv_[a-z2-7]{24}", error="A conversation_id from an earlier answer (cnv_...).")
REASONS = ("advice", "out_of_scope")
KINDS = ("page", "endpoint", "product", "regulatory", "changelog", "green", "jurisdiction", "checklist")


def _said_something(value: str) -> None:
    """Spaces around a question do not count (a shorter one is Length's to refuse)."""
    if len(value) >= QUESTION_MIN > len(value.strip()):
        raise ValidationError(f"Ask a question of {QUESTION_MIN} to {QUESTION_MAX} characters.")


class ChatRequest(Schema):
    """A question to the assistant; send the conversation_id of an earlier answer to follow up on it."""

    question = fields.String(required=True, validate=[validate.Length(min=QUESTION_MIN, max=QUESTION_MAX),
                                                      _said_something],
                             metadata={"description": "In English; kept only as its search words, never its text",
                                       "example": "What are the CQS weights?"})
    conversation_id = fields.String(load_default=None, validate=CONVERSATION_ID,
                                    metadata={"description": "Continue this conversation (yours, not expired); "
                                                             "leave it out to start one"})


class CitationRead(Schema):
    title = fields.String(required=True, validate=validate.Length(max=400))
    url = fields.String(required=True, metadata={"description": "The hub page the passage comes from, with its "
                                                                "anchor"})
    excerpt = fields.String(required=True, metadata={"description": "What the answer quotes from it"})
    kind = fields.String(required=True, validate=validate.OneOf(KINDS), metadata={"description": "What the page is"})


class RetrievalRead(Schema):
    """How well the hub's knowledge matched the question: the refusal rule's inputs and thresholds."""

    score = fields.Float(required=True, metadata={"description": "BM25 score of the best passage"})
    coverage = fields.Float(required=True, validate=validate.Range(min=0, max=1),
                            metadata={"description": "Share of the question's words the best passage holds"})
    min_score = fields.Float(required=True)
    min_coverage = fields.Float(required=True, validate=validate.Range(min=0, max=1))
    knowledge_version = fields.String(required=True, metadata={"description": "Moves when the catalogue, the "
                                                                              "regulatory feed or the date does"})


class ChatAnswer(ResponseSchema):
    conversation_id = fields.String(required=True, metadata={"example": "cnv_abcdefghijklmnopqrstuvwx"})
    turn = count(required=True, metadata={"description": "This turn's number in the conversation, from 1"})
    answer = fields.String(required=True, metadata={"description": "Quoted from the cited passages (each line "
                                                                   "ends with its citation's number), or the refusal"})
    refused = fields.Boolean(required=True)
    reason = fields.String(required=True, allow_none=True, validate=validate.OneOf(REASONS),
                           metadata={"description": "Why it refused: advice (advice or predictions asked) or "
                                                    "out_of_scope (nothing in the hub answers it)"})
    suggestions = fields.List(fields.String(), required=True,
                              metadata={"description": "Questions it can answer (with a refusal)"})
    citations = fields.List(fields.Nested(CitationRead), required=True, validate=validate.Length(max=3))
    rephrased = fields.Boolean(required=True, metadata={"description": "True when COPILOT_LLM_URL's model reworded "
                                                                       "the quoted answer"})
    rephrase_note = fields.String(required=True, allow_none=True,
                                  metadata={"description": "Why the quoted answer is given although a model is set"})
    retrieval = fields.Nested(RetrievalRead, required=True)
    expires_at = fields.String(required=True, metadata={"description": "When the conversation expires unless "
                                                                       "continued (ISO 8601 UTC)"})
    disclaimer = fields.String(required=True)


class SourceCount(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    passages = count(required=True)


class KnowledgeRead(ResponseSchema):
    """What the assistant can answer from, and how it decides."""

    knowledge_version = fields.String(required=True)
    built_at = fields.String(required=True, metadata={"description": "When this process built the index (ISO 8601)"})
    passages = count(required=True)
    sources = fields.List(fields.Nested(SourceCount), required=True)
    min_score = fields.Float(required=True)
    min_coverage = fields.Float(required=True, validate=validate.Range(min=0, max=1))
    max_citations = count(required=True)
    rephrasing = fields.Boolean(required=True, metadata={"description": "Whether a COPILOT_LLM_URL model is set"})
    examples = fields.List(fields.String(), required=True)
    disclaimer = fields.String(required=True)
