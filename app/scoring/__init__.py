"""Readiness scoring, score history and premium monitors."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, Event, NavEntry, Setting
from app.platform.settings import RATE_LIMIT

_ERRORS = "app.scoring.errors:"

DOMAIN = Domain(
    name="scoring",
    api=("app.scoring.api:blp",),
    views=("app.scoring.views:bp",),
    models=("app.scoring.models",),
    events=(
        Event("regulation_update", "app.scoring.schemas:MonitorAlert", version=1,
              doc="A monitor was re-scored because a regulatory reference concerns it."),
        Event("new_requirement", "app.scoring.schemas:MonitorAlert", version=1,
              doc="A regulatory reference that concerns a monitor brings a new requirement."),
    ),
    ids=("scr", "mon"),
    nav=(NavEntry(_l("Score"), "scoring_pages.try_page", 20),),
    hub_section="scoring/_hub.html",
    errors=(ErrorCode(_ERRORS + "ScoreHistoryNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "MonitorNotFound", 404, "not_found")),
    settings=(Setting("SVC_SCORER_LIMIT", "30/minute", "Per-IP limit on the scorer page's requests", RATE_LIMIT),),
)
