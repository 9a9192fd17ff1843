"""The score page (try the scorer with htmx) and the methodology page, from the same rule tables."""

from flask import render_template, request

from app.extensions import limiter
from app.platform import charts
from app.platform.clock import iso
from app.platform.data import load
from app.platform.errors import DomainError, Invalid
from app.platform.headers import page_blueprint, setting_limit
from app.scoring import fields, rules
from app.scoring.classify import QUESTIONS, REGIMES
from app.scoring.classify import SOURCE as MICA_SOURCE
from app.scoring.extract import BOOL_PATTERNS, ENUM_PATTERNS, NEGATIONS
from app.scoring.schemas import request_from_form
from app.scoring.service import score_with_secret

bp = page_blueprint("scoring_pages", __name__)


@bp.get("/score")
def try_page():
    return render_template("scoring/try.html", fields=fields.FIELDS,
                           jurisdictions=load("jurisdictions")["jurisdictions"])


@bp.post("/score/try")
@limiter.limit(setting_limit("SVC_SCORER_LIMIT"))
def try_score():
    try:
        asked = request_from_form(request.form)
        result, history = score_with_secret(asked, request.form.get("api_key"))
    except DomainError as error:  # the form's fields refused, else the key (missing, unknown, not premium, spent)
        errors = error.details["fields"] if isinstance(error, Invalid) else {"api_key": [error.message]}
        return render_template("scoring/_result.html", errors=errors), error.status
    rows = rules.breakdown_rows(result.breakdown, request.form.get("locale"))
    chart = charts.line([(iso(e.created_at)[:16].replace("T", " "), e.score) for e in history.entries]) \
        if history else None
    return render_template("scoring/_result.html", result=result, bars=charts.bars(rows), history=history,
                           history_chart=chart, inputs=fields.given(asked), description=asked.get("description"),
                           sent=fields.as_form(asked), by_name=fields.BY_NAME)


@bp.get("/developers/methodology")
def methodology():
    return render_template("scoring/methodology.html", rules=rules, questions=QUESTIONS, regimes=REGIMES,
                           mica_source=MICA_SOURCE, fields=fields.FIELDS, enum_patterns=ENUM_PATTERNS,
                           bool_patterns=BOOL_PATTERNS, negations=sorted(NEGATIONS),
                           checklist={i["id"]: i for i in load("checklist")["items"]})
