"""Pages of the hub: home, developer hub, change feed; and the machine-readable downloads."""

import re
from functools import partial

from flask import Response, current_app, jsonify, redirect, render_template, request, url_for
from yaml import safe_dump

from app.hub import anchors, builder, docs, guides, llms, quickstart, reference, search, service
from app.hub.errors import TryRefused
from app.hub.tour import postman as tour_collection
from app.keys import service as keys_service
from app.keys.service import DEMO_KEY
from app.platform import signing
from app.platform.errors import DomainError
from app.platform.headers import htmx_fragment, page_blueprint
from app.platform.i18n import current_locale
from app.platform.urls import base_url

bp = page_blueprint("hub_pages", __name__)
NO_STORE = {"Cache-Control": "no-store"}


@bp.get("/api")
def api_root():
    """The API's root (and the API host's root) sends people to the developer hub."""
    return redirect(url_for("hub_pages.developers"), code=302)


@bp.get("/developers")
def developers():
    """The developer hub's overview: the downloads, a card per guide, and where the former sections went."""
    spec = service.openapi_document()
    return render_template("hub/docs/overview.html", spec_info=spec["info"], guides=docs.GUIDES,
                           domain_guides=docs.domain_guides(), moved=anchors.moved_anchors(),
                           moved_sections=anchors.moved_sections())


@bp.get("/changelog")
def changelog():
    return render_template("hub/changelog.html", feed=service.changelog())


@bp.get("/svc-openapi.json")
def openapi_json():
    return jsonify(service.openapi_document())


@bp.get("/svc-openapi.yaml")
def openapi_yaml():
    text = safe_dump(service.openapi_document(), sort_keys=False, allow_unicode=True)
    return Response(text, mimetype="application/yaml")


@bp.get("/svc-postman.json")
def postman():
    spec = service.openapi_document()
    return jsonify(tour_collection.collection(spec, base_url(), DEMO_KEY))


@bp.get("/.well-known/svc-signing-keys.json")
def signing_keys():
    response = jsonify(signing.published_keys())
    response.headers["Cache-Control"] = "public, max-age=300"
    return response


def _searched_guides():
    """Every guide's page for the search: the guides this blueprint serves, and the embed builder."""
    served = [(url_for("hub_pages.developer_guide", slug=slug), title, partial(anchors.render_guide, slug))
              for slug, title in anchors.served_guides()]
    embeds = next(g for g in docs.GUIDES if g.slug == "embeds")
    return [*served, (url_for("hub_builder.embeds"), str(embeds.title), builder.first_page), *_methodologies()]


def _methodologies():
    """Each methodology page's content as the visitor's language shows it, titled by its first heading."""
    client, lang = current_app.test_client(), current_locale()
    for path in llms.methodology_paths():
        page = client.get(path, query_string={"lang": lang}).get_data(as_text=True)
        heading, main = re.search(r"<h1\b.*?</h1>", page, re.S), re.search(r"<main\b.*?</main>", page, re.S)
        yield (path, search.page_text(heading.group(0)) if heading else path,
               lambda main=main.group(0) if main else page: main)


@bp.get("/developers/search")
def developer_search():
    """The guides' text and the operations holding every word asked for; a plain form, no script needed."""
    q = request.args.get("q", "")[:200]
    hits = search.search(search.index(_searched_guides, reference.document), q) if q.strip() else []
    return render_template("hub/docs/search.html", q=q.strip(), hits=hits)


@bp.get("/developers/reference")
def developer_reference():
    """Every operation of the OpenAPI document by tag, each linking to its reference page."""
    return render_template("hub/docs/reference.html", groups=reference.index())


def _toc(operation_id: str) -> list:
    """The frame's table of contents: the operations of this one's tag."""
    group = reference.group_of(operation_id)
    return [(group.name, [{"url": url_for("hub_pages.developer_operation", operation_id=o.id), "summary": o.summary}
                          for o in group.operations])]


@bp.get("/developers/reference/<operation_id>")
def developer_operation(operation_id):
    """One operation of the API in full, with a curl line and, for a GET, a form to try it."""
    return render_template("hub/docs/operation.html", op=reference.operation(operation_id), values={},
                           doc_reference_toc=_toc(operation_id))


@bp.get("/developers/reference/<operation_id>/try")
def developer_operation_try(operation_id):
    """Try a GET operation with the demo key: its answer as a fragment for htmx, else the operation's page with it."""
    try:
        op, target = reference.try_target(operation_id, request.args)
    except TryRefused as refused:
        if not htmx_fragment():
            raise
        return render_template("hub/docs/_try.html", refused=refused.message), 400
    tried = reference.run_try(op, target, remote_addr=request.remote_addr, base_url=request.host_url)
    if htmx_fragment():
        return render_template("hub/docs/_try.html", tried=tried)
    return render_template("hub/docs/operation.html", op=op, values=request.args, tried=tried,
                           doc_reference_toc=_toc(operation_id))


@bp.get("/developers/<slug>")
def developer_guide(slug):
    """One developer guide, inside the shared documentation frame."""
    return anchors.relink(anchors.render_guide(slug))


@bp.post("/developers/quickstart/key")
def quickstart_key():
    """The quickstart's form: a free live key, under the same per-address limit as POST /api/v1/keys, shown once
    in the quickstart, whose examples then use it. Never stored by a cache."""
    try:
        key, secret = quickstart.create_key(request.form)
    except DomainError as error:
        page = anchors.relink(render_template("hub/docs/quickstart.html", slug="quickstart", key_error=error,
                                              form=request.form, **guides.guide_context("quickstart")))
        return page, error.status, NO_STORE
    page = render_template("hub/docs/quickstart.html", slug="quickstart", new_key=keys_service.shown(key, secret),
                           **guides.guide_context("quickstart", secret))
    return anchors.relink(page), 201, NO_STORE
