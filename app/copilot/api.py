"""The assistant's API: a question in, an answer quoted from the hub's pages with its citations (or a refusal).

Public: without a key, SVC_COPILOT_ANON_LIMIT questions per IP (60 an hour); with one, the key's monthly quota.
"""

from flask.views import MethodView

from app.copilot import answer, service
from app.copilot.knowledge import SUBJECT_BOOST
from app.copilot.schemas import QUESTION_MAX, QUESTION_MIN, ChatAnswer, ChatRequest, KnowledgeRead
from app.copilot.sources import MAX_PRODUCTS
from app.extensions import Blueprint
from app.platform.auth import current_key, public_read

blp = Blueprint("copilot", __name__, url_prefix="/api/v1/copilot",
                description="The hub assistant: answers from the hub's own methodologies, catalogue, regulatory "
                            "feed, endpoint reference and changelog, with citations; refuses advice and anything "
                            "else.")


def hub_rules() -> dict:
    """What the developer hub's assistant section reads: the refusal rule with the numbers the code runs."""
    return {"copilot_rules": {
        "min_score": answer.MIN_SCORE, "min_coverage": answer.MIN_COVERAGE, "relative": answer.RELATIVE,
        "subject_boost": SUBJECT_BOOST,
        "max_citations": answer.MAX_CITATIONS, "suggestions": answer.SUGGESTIONS, "max_products": MAX_PRODUCTS,
        "question": (QUESTION_MIN, QUESTION_MAX)}}


public = public_read("SVC_COPILOT_ANON_LIMIT", "copilot")  # a key is optional; without one, the assistant's window


@blp.route("/chat")
class Chat(MethodView):
    @blp.alt_response(404, description="conversation_id unknown, expired or another caller's")
    @public
    @blp.arguments(ChatRequest)
    @blp.response(200, ChatAnswer)
    @blp.doc(operationId="createChatAnswer", summary="Ask the assistant")
    def post(self, body):
        """Ask a question about the hub (its methodologies, catalogue, regulatory feed, endpoints, changelog). The
        answer quotes the passages it cites, each with the hub page it comes from; a question the hub's knowledge
        does not answer, or one asking for advice or a prediction, is refused with `reason` and `suggestions`.
        Send `conversation_id` back to follow up."""
        return service.chat(body["question"], body["conversation_id"], current_key())


@blp.route("/conversations/<string:conversation_id>")
class ConversationRoute(MethodView):
    @blp.alt_response(404, description="No such conversation of yours")
    @public
    @blp.response(204)
    @blp.doc(operationId="deleteConversation", summary="Forget a conversation")
    def delete(self, conversation_id):
        """Forget a conversation now (it would expire SVC_COPILOT_TTL after its last turn)."""
        service.forget(conversation_id, current_key())


@blp.route("/knowledge")
class Knowledge(MethodView):
    @public
    @blp.response(200, KnowledgeRead)
    @blp.doc(operationId="listKnowledge", summary="List the assistant's sources")
    def get(self):
        """What the assistant answers from (passages by kind, the knowledge version), its refusal thresholds and
        example questions."""
        return service.knowledge_summary()
