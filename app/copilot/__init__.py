"""The hub assistant: answers questions from the hub's own pages and data, citing the pages it used."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry, Periodic, Setting
from app.platform.settings import BASE_URL, INTEGER, RATE_LIMIT, SECONDS

DOMAIN = Domain(
    name="copilot",
    api=("app.copilot.api:blp",),
    views=("app.copilot.views:bp",),
    models=("app.copilot.models",),
    jobs=("app.copilot.jobs",),
    periodic=(Periodic("copilot-expire", "app.copilot.jobs:expire", interval=3600),),
    ids=("cnv",),
    nav=(NavEntry(_l("Assistant"), "copilot_pages.assistant", 85),),
    hub_section="copilot/_hub.html",
    errors=(ErrorCode("app.copilot.errors:ConversationNotFound", 404, "not_found"),),
    hub_context="app.copilot.api:hub_rules",
    settings=(
        Setting("SVC_COPILOT_ANON_LIMIT", "60/hour", "Per-IP limit on the assistant's questions without a key (the "
                "API and the `/assistant` page each); a key counts on its monthly quota instead", RATE_LIMIT),
        Setting("SVC_COPILOT_TURNS", "10", "Turns of a conversation the assistant keeps (of each question only its "
                "search words, never its text)", INTEGER),
        Setting("SVC_COPILOT_TTL", "86400", "Seconds a conversation with the assistant lives after its last turn "
                "(deleted hourly after that)", SECONDS),
        Setting("COPILOT_LLM_URL", "", "Base URL of an OpenAI-compatible API (`{url}/chat/completions`) that rewords "
                "the assistant's quoted answers without adding facts, through the outbound door; empty answers with "
                "the quotes alone", BASE_URL),
        Setting("COPILOT_LLM_MODEL", "", "Model name sent to `COPILOT_LLM_URL` (left out when empty)"),
        Setting("COPILOT_LLM_KEY", "", "Bearer key sent to `COPILOT_LLM_URL`, if it needs one"),
        Setting("COPILOT_LLM_TIMEOUT", "10", "Seconds allowed for the rewording; past them (or on any failure) the "
                "quoted answer is given with `rephrased: false`", SECONDS),
    ),
)
