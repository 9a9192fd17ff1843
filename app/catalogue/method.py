"""The catalogue's methodology page: how transparency, sources, liquidity, yields and tiers are rated, shown from
the same tables the code rates with (app/catalogue/labels.py), and the same tables for the developer hub."""

from flask import render_template

from app.catalogue import labels
from app.catalogue.defillama import mapping
from app.platform.data import load
from app.platform.headers import page_blueprint

bp = page_blueprint("catalogue_method", __name__)


def tables() -> dict:
    """The rule tables, as the methodology page and the developer hub's catalogue section show them."""
    press, best = labels.SOURCE_POINTS["press"], max(labels.SOURCE_POINTS.values())
    return {"transparency_points": labels.TRANSPARENCY_POINTS, "source_points": labels.SOURCE_POINTS,
            "source_classes": labels.SOURCE_CLASSES, "source_docs": labels.SOURCE_CLASS_DOC,
            "press_gap": best - press, "liquidity_points": labels.LIQUIDITY_POINTS, "bands": labels.BANDS,
            "risk_rule": labels.RISK_TIER_RULE, "basis_labels": labels.APY_BASIS_LABELS,
            "defillama_map": mapping(), "synonyms": load("search_synonyms")}


def hub_tables() -> dict:
    """What the developer hub's catalogue section reads: the rule tables."""
    return {"catalogue_tables": tables()}


@bp.get("/methodology")
def methodology():
    return render_template("catalogue/methodology.html", t=tables())
