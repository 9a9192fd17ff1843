"""The green family's public reads: the unified score and the green index, carbon quality, registry lookup,
Watt, H2O, nature, product passports, free text; and the premium history.

Anyone may call the green reads: without a key, SVC_GREEN_ANON_LIMIT per IP (100 a day); with one, the key's
monthly quota. The Watt and H2O reads take no key (a key sent is neither checked nor counted): the API's burst
window per IP is their limit. The history needs a premium or enterprise key (402 premium_required for a free one).
"""

from flask import Response, json
from flask.views import MethodView

from app.catalogue.facets import VERSION_COUNTER as CATALOGUE_VERSION
from app.extensions import Blueprint
from app.green import cqs, flags, h2o, index, nature, passport, queries, service, text, watt
from app.green.schemas import (
    CarbonQualityRead,
    GreenIndex,
    GreenIndexArgs,
    H2ORead,
    HistoryRead,
    NatureIndex,
    NatureIndexArgs,
    NatureRead,
    PassportArgs,
    PassportRead,
    RegistryArgs,
    RegistryLookup,
    ScoresArgs,
    ScoresRead,
    UnifiedScoreRead,
    WattRead,
)
from app.green.text_schemas import FreeText, TextBody
from app.platform import answer_cache, auth
from app.platform.auth import current_key, require_premium

blp = Blueprint("green", __name__, url_prefix="/api/green",
                description="Green scores: the unified score and green index, carbon quality, registry serials, "
                            "Watt, H2O, nature, product passports.")
ANON_BULK, KEYED_BULK = 5, 20
MODELS = {"cqs": cqs, "watt": watt, "h2o": h2o, "nature": nature, "text": text, "index": index, "flags": flags}


UNIFIED, SCORES, INDEX, NATURE = UnifiedScoreRead(), ScoresRead(), GreenIndex(), NatureIndex()


def kept_json(schema, build):
    """The answer's JSON kept per catalogue version, URL, language and day, like the screener's
    (app/platform/answer_cache.py): the index and its lists change only with the catalogue and the date."""
    return answer_cache.json_answer(CATALOGUE_VERSION, lambda: schema.dump(build()))


public_read = auth.public_read("SVC_GREEN_ANON_LIMIT", "green")  # a key is optional; without one, 100 a day


def hub_models() -> dict:
    """What the developer hub's green section reads: each model's weights, from the module that runs them."""
    return {"green_models": MODELS}


@blp.route("/score/<string:member_id>")
class Score(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @public_read
    @blp.response(200, UnifiedScoreRead)
    @blp.doc(operationId="getGreenScore", summary="Get a green score")
    def get(self, member_id):
        """The unified green score of a green index member (carbon project, energy asset, green product): CQS,
        Watt, their composite, its rank in the whole index and among its own kind, with each factor, and its flags
        (a red flag caps the tier: flagged)."""
        return kept_json(UNIFIED, lambda: service.unified(member_id))


@blp.route("/scores")
class Scores(MethodView):
    @public_read
    @blp.arguments(ScoresArgs, location="query")
    @blp.response(200, ScoresRead)
    @blp.doc(operationId="listGreenScores", summary="List several green scores")
    def get(self, args):
        """Several unified scores at once: up to 5 ids without a key, 20 with one; unknown ids are listed in
        `missing`."""
        most = KEYED_BULK if current_key() else ANON_BULK
        if most == ANON_BULK:  # the limit is in the answer: kept apart from keyed askers' answers
            return service.scores(args["ids"].split(","), most)
        return kept_json(SCORES, lambda: service.scores(args["ids"].split(","), most))


@blp.route("/index")
class Index(MethodView):
    @public_read
    @blp.arguments(GreenIndexArgs, location="query")
    @blp.response(200, GreenIndex)
    @blp.doc(operationId="listGreenIndex", summary="List the green index")
    def get(self, args):
        """The green index: every member ranked by composite (equal composites share a rank), filtered by kind,
        country, a word of the name or red flags (flagged=include, the default, marked; exclude; only). A member
        under a red flag has the tier flagged and lists its flags, each with its source and date."""
        return kept_json(INDEX, lambda: queries.green(args))


@blp.route("/score/analyze")
class Analyze(MethodView):
    @public_read
    @blp.arguments(TextBody)
    @blp.response(200, FreeText)
    @blp.doc(operationId="analyzeGreenDescription", summary="Analyze a green description")
    def post(self, body):
        """Score a description (English or French): the extractor says which model it read (carbon, energy,
        water, nature), what it inferred and from which words, and the model's score on those facts."""
        return service.free_text(body["text"])


@blp.route("/carbon-quality/<string:project_id>")
class CarbonQuality(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @public_read
    @blp.response(200, CarbonQualityRead)
    @blp.doc(operationId="getCarbonQuality", summary="Get a carbon quality score")
    def get(self, project_id):
        """The carbon quality score (CQS, 0-100) of a carbon project the hub ships, with each factor's value, weight
        and reason, public ratings on the same scale and how far they sit from it, and its flags with their
        sources and dates."""
        return service.carbon_quality(project_id)


@blp.route("/registry")
class Registry(MethodView):
    @public_read
    @blp.arguments(RegistryArgs, location="query")
    @blp.response(200, RegistryLookup)
    @blp.doc(operationId="readRegistrySerial", summary="Read a registry serial")
    def get(self, args):
        """Read a registry serial (Verra VCU blocks and VCS- project references, Gold Standard, Puro.earth CORCs):
        project, country, vintage, unit range and quantity, registry links, and the project's CQS and its area's
        nature score when the hub has them. A serial that does not fit its registry's form answers 400
        invalid_serial saying which part."""
        return service.lookup(args["serial"], args["registry"])


@blp.route("/nature-index")
class NatureIndexRoute(MethodView):
    @public_read
    @blp.arguments(NatureIndexArgs, location="query")
    @blp.response(200, NatureIndex)
    @blp.doc(operationId="listNatureIndex", summary="List the nature index")
    def get(self, args):
        """Nature areas ranked by nature score (schemes after them, scored but not ranked)."""
        return kept_json(NATURE, lambda: queries.nature(args))


@blp.route("/nature-score/<string:asset_id>")
class NatureScore(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @public_read
    @blp.response(200, NatureRead)
    @blp.doc(operationId="getNatureScore", summary="Get a nature score")
    def get(self, asset_id):
        """The nature score of a nature area or scheme, with its factors and its rank in the nature index."""
        return service.nature_read(asset_id)


@blp.route("/watt/<string:asset_id>")
class Watt(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @blp.response(200, WattRead)
    @blp.doc(operationId="getWattScore", summary="Get a Watt score")
    def get(self, asset_id):
        """The Watt score of an energy asset: rating, tier, factors, lifetime_gwh and energy_value_eur."""
        return service.watt_read(asset_id)


@blp.route("/h2o/<string:asset_id>")
class H2O(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @blp.response(200, H2ORead)
    @blp.doc(operationId="getH2oScore", summary="Get an H2O score")
    def get(self, asset_id):
        """The H2O score of a water asset: rating, tier, asset_class, and whether a passport backs it."""
        return service.h2o_read(asset_id)


@blp.route("/dpp/<string:member_id>")
class Passport(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @public_read
    @blp.arguments(PassportArgs, location="query")
    @blp.response(200, PassportRead)
    @blp.doc(operationId="getPassport", summary="Get a product passport")
    def get(self, args, member_id):
        """The product passport of any green asset or product: JSON by default; format=jsonld answers a UNTP
        Digital Product Passport credential (application/ld+json) whose @context the hub serves itself."""
        made = service.product_passport(member_id, args["format"])
        if args["format"] == "jsonld":
            return Response(json.dumps(made), mimetype="application/ld+json")
        return made


@blp.route("/contexts/dpp-v1.jsonld")
class PassportContext(MethodView):
    @blp.response(200)
    @blp.doc(operationId="getPassportContext", summary="Get the passport JSON-LD context")
    def get(self):
        """The JSON-LD context of the passports: every term mapped, nothing fetched from elsewhere."""
        response = Response(json.dumps(passport.context()), mimetype="application/ld+json")
        response.headers["Cache-Control"] = "public, max-age=86400"
        response.headers["Access-Control-Allow-Origin"] = "*"
        return response


@blp.route("/score/<string:member_id>/history")
class History(MethodView):
    @blp.alt_response(404, description="No such id in the hub")
    @require_premium(status=402)
    @blp.response(200, HistoryRead)
    @blp.doc(operationId="getGreenScoreHistory", summary="Get a green score's history")
    def get(self, member_id):
        """Twelve indicative months of CQS, Watt and composite, each the model run at the month's end on the facts
        dated by then (premium or enterprise; a free key gets 402 premium_required)."""
        return service.history_of(member_id)
