"""The assistant's page: a chat panel that posts with htmx and appends each answer with its citations; without
JavaScript the same form posts and the page comes back with the answer."""

from flask import render_template, request
from flask_babel import gettext as _

from app.copilot import answer, service
from app.copilot.errors import ConversationNotFound
from app.copilot.schemas import QUESTION_MAX, QUESTION_MIN, ChatRequest
from app.extensions import limiter
from app.platform.errors import Invalid, load_or_400
from app.platform.headers import htmx_fragment, page_blueprint, setting_limit

bp = page_blueprint("copilot_pages", __name__)
REQUEST = ChatRequest()


def _page(status: int = 200, **context):
    context = {"suggestions": answer.SUGGESTIONS, "disclaimer": service.DISCLAIMER, "conversation_id": "",
               "question": "", "result": None, "error": None, **context}
    template = "copilot/_exchange.html" if htmx_fragment() else "copilot/assistant.html"
    return render_template(template, **context), status


@bp.get("/assistant")
def assistant():
    """The chat panel, empty."""
    return _page()[0]


def _ask(question: str, conversation_id: str | None) -> service.Reply:
    try:
        return service.chat(question, conversation_id)
    except ConversationNotFound:
        return service.chat(question)  # the conversation expired while the page was open: start a new one


@bp.post("/assistant")
@limiter.limit(setting_limit("SVC_COPILOT_ANON_LIMIT"))
def ask():
    """One question from the panel (a suggestion button wins over the text box); the answer as a fragment for
    htmx, or the whole page."""
    question = (request.form.get("suggestion") or request.form.get("question") or "").strip()
    given = {"question": question, "conversation_id": request.form.get("conversation_id") or None}
    try:
        body = load_or_400(REQUEST, given)
    except Invalid as error:
        refused = error.details["fields"]
        if "question" in refused:
            message = _("Ask a question of %(low)s to %(high)s characters.", low=QUESTION_MIN, high=QUESTION_MAX)
        else:
            message = _("This conversation cannot be continued; ask again.")
        kept = "" if "conversation_id" in refused else given["conversation_id"] or ""
        return _page(400, question=question, error=message, conversation_id=kept)
    result = _ask(body["question"], body["conversation_id"])
    return _page(question=question, result=result, conversation_id=result.conversation_id)
