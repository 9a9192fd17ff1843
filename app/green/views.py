"""The green pages: the green index, each asset's page, the methodology pages, and the green embeds."""

from flask import render_template

from app.green import service
from app.platform.headers import page_blueprint

bp = page_blueprint("green_pages", __name__)


@bp.get("/green")
def index_page():
    return render_template("green/index.html", rows=service.green_index())


@bp.get("/green/<string:asset_id>")
def asset(asset_id):
    return render_template("green/asset.html", result=service.unified(asset_id))
