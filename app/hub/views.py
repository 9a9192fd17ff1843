"""Pages of the hub: home, developer hub, change feed; and the machine-readable downloads."""

from flask import Response, current_app, jsonify, redirect, render_template, request, url_for
from yaml import safe_dump

from app.hub import docs, guides, reference, service
from app.hub.errors import TryRefused
from app.hub.tour import postman as tour_collection
from app.keys.service import DEMO_KEY
from app.platform import events, signing
from app.platform.domain import hub_context, registry
from app.platform.headers import htmx_fragment, page_blueprint

bp = page_blueprint("hub_pages", __name__)


@bp.get("/api")
def api_root():
    """The API's root (and the API host's root) sends people to the developer hub."""
    return redirect(url_for("hub_pages.developers"), code=302)


@bp.get("/developers")
def developers():
    """The developer hub: the platform's sections, then each domain's with the names its hub_context gives."""
    spec = service.openapi_document()
    reg = registry()
    return render_template("hub/developers.html", groups=service.endpoint_catalogue(spec),
                           hub_sections=reg.hub_sections, events=events.catalogue(),
                           artefacts=list(reg.artefacts.values()),
                           settings=service.settings(), defaults=service.setting_defaults(), demo_key=DEMO_KEY,
                           spec_info=spec["info"], keys=signing.published_keys(), snippet=service.offline_snippet(),
                           **hub_context())


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
    return jsonify(tour_collection.collection(spec, current_app.config["BASE_URL"], DEMO_KEY))


@bp.get("/.well-known/svc-signing-keys.json")
def signing_keys():
    response = jsonify(signing.published_keys())
    response.headers["Cache-Control"] = "public, max-age=300"
    return response


@bp.get("/developers/search")
def developer_search():
    """Guides whose name contains the words asked for; works as a plain form without scripts."""
    return render_template("hub/docs/search.html", q=request.args.get("q", ""),
                           found=docs.search_guides(request.args.get("q", "")))


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
    return render_template(docs.guide_template(slug), slug=slug, **guides.guide_context(slug))
