"""The one verify page: an id, a hash with its signatures, or a file the hub produced, answered by the same
door as POST /api/v1/verify (app/verify/service.py)."""

from __future__ import annotations

from flask import render_template, request

from app.platform.errors import DomainError
from app.platform.headers import page_blueprint
from app.verify import service

bp = page_blueprint("verify_pages", __name__)
FIELDS = ("id", "hash", "signature", "ed25519_signature", "signing_key_id")


def _asked() -> dict:
    return {name: (request.values.get(name) or "").strip()[:200] for name in FIELDS}


def _answer(form: dict) -> dict:
    upload = request.files.get("file")
    if upload is not None and upload.filename:
        return service.by_upload(upload)
    return service.ask(*(form[name] or None for name in FIELDS))


@bp.route("/verify", methods=["GET", "POST"])
def verify_page():
    """The form, and its answer when something was asked (a GET with fields: a link a document carries)."""
    form = _asked()
    asked = request.method == "POST" or any(form.values())
    if not asked:
        return render_template("verify/verify.html", form=form, result=None, error=None)
    try:
        result = _answer(form)
    except DomainError as error:
        return render_template("verify/verify.html", form=form, result=None, error=error), error.status
    return render_template("verify/verify.html", form=form, result=result, error=None)
