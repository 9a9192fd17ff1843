"""ChargeFlow pages: a unit's public verify page, and the operator view of a key's units with the export buttons.

The operator view asks for the key in a form field (never in a URL) and counts on its quota like the API; the
list and the export run through the same service functions as GET /api/v1/chargeflow and its export. Answers that
carry the key back (in the export and pager forms) are never stored by a cache.
"""

from __future__ import annotations

from flask import render_template, request

from app.chargeflow import export, kinds, ocmf, partners, service
from app.chargeflow.intake_schemas import MAX_ITEMS
from app.chargeflow.schemas import UnitExportArgs, UnitListArgs
from app.green import words
from app.platform.auth import page_key
from app.platform.errors import DomainError, load_or_400
from app.platform.headers import htmx_fragment, page_blueprint

bp = page_blueprint("chargeflow_pages", __name__)
PRIVATE = {"Cache-Control": "no-store"}


def hub_numbers() -> dict:
    """The bounds and limits the developer hub's section and these pages state, with the values the code runs."""
    return {"chargeflow_numbers": {
        "kinds": kinds, "ocmf": ocmf, "export_max": export.EXPORT_MAX, "export_columns": export.COLUMNS,
        "batch_max": MAX_ITEMS, "partners": partners.CATALOGUE, "partner_pages": partners.MAX_PAGES,
        "partner_window_days": partners.DEFAULT_WINDOW.days}}


@bp.context_processor
def _words() -> dict:
    return {"gword": words.word, "cf_kinds": kinds.KINDS, **hub_numbers()}


def _args(schema) -> dict:
    """The form's filters, checked by the API's own schema so they mean the same on both doors."""
    return load_or_400(schema, {k: v.strip() for k, v in request.form.items() if k in schema.fields and v.strip()},
                       "Check the filters.")


@bp.get("/chargeflow")
def units():
    """The operator view: the key form and the filters; the list comes with the form's answer."""
    return render_template("chargeflow/units.html", form={})


@bp.post("/chargeflow/units")
def units_list():
    """The htmx fragment of the key's units (or the whole page without htmx)."""
    template = "chargeflow/_units.html" if htmx_fragment() else "chargeflow/units.html"
    try:
        key = page_key(request.form.get("api_key"), premium=True)
        listed = service.listing(key, _args(UnitListArgs()))
    except DomainError as error:
        return render_template(template, error=error, form=request.form), error.status, PRIVATE
    return render_template(template, listed=listed, form=request.form), 200, PRIVATE


@bp.post("/chargeflow/export")
def units_export():
    """The export buttons: the same export as the API, as a file download."""
    try:
        key = page_key(request.form.get("api_key"), premium=True)
        response = export.export(key, _args(UnitExportArgs()))
    except DomainError as error:
        return render_template("chargeflow/units.html", error=error, form=request.form), error.status, PRIVATE
    response.headers.update(PRIVATE)
    return response


@bp.get("/chargeflow/units/<unit_id>")
def unit(unit_id: str):
    """A unit's public verify page: its signed record, the verdicts, the meter's signature, the companion score."""
    checked = service.verify(unit_id)
    unit = checked.unit
    return render_template("chargeflow/unit.html", u=unit, v=checked, kind=kinds.KINDS[unit.kind], body=unit.body,
                           attributes=unit.attributes)
