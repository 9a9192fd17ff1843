"""The /api/compare family (public, IP-limited) and the keyed /api/v1/compare and /api/v1/benchmarks."""

from flask import make_response
from flask.views import MethodView

from app.catalogue import kept
from app.catalogue.schemas import CompareScreenerArgs
from app.compare import alerts, benchmarks, report, service
from app.compare.schemas import (
    BenchmarkArgs,
    BenchmarkRead,
    CompareRequest,
    CompareVerifyRequest,
    ComparisonRead,
    EligibilityArgs,
    EligibilityRead,
    EligibilityRequest,
    ReportArgs,
    ShortlistRead,
    ShortlistRequest,
    WaitlistRead,
    WaitlistRequest,
)
from app.extensions import Blueprint
from app.platform.auth import door_limit, require_key, require_premium
from app.verify.schemas import DoorRead

blp = Blueprint("compare", __name__, url_prefix="/api",
                description="Screener, comparison, shortlist snapshots, eligibility, benchmarks and reports.")
SCREENER_OR_SHORTLIST = {"200": {"description": "A page of products, or with mode=shortlist a signed snapshot",
                                 "content": {"application/json": {"schema": {"oneOf": [
                                     {"$ref": "#/components/schemas/ProductPage"},
                                     {"$ref": "#/components/schemas/ShortlistRead"}]}}}}}


@blp.route("/compare")
class Screener(MethodView):
    @blp.arguments(CompareScreenerArgs, location="query")
    @blp.response(200)
    @blp.doc(responses=SCREENER_OR_SHORTLIST)
    @blp.doc(operationId="screenProducts", summary="Screen products")
    def get(self, args):
        """The public screener; with mode=shortlist&ids=a,b (2-4 ids) a signed shortlist snapshot."""
        if args["mode"] == "shortlist":
            return ShortlistRead().dump(service.shortlist(list(args["query"].ids), field="query.ids"))
        return kept.screener_json(args["query"])

    @blp.arguments(ShortlistRequest)
    @blp.response(200, ShortlistRead)
    @blp.doc(operationId="createShortlist", summary="Create a signed shortlist")
    def post(self, body):
        """A signed shortlist snapshot of 2-4 products: as_of, source_type, citations, drift."""
        return service.shortlist(body["product_ids"])


@blp.route("/compare/eligibility")
class Eligibility(MethodView):
    @blp.arguments(EligibilityArgs, location="query")
    @blp.response(200, EligibilityRead)
    @blp.doc(operationId="getEligibility", summary="Get indicative eligibility")
    def get(self, args):
        """Indicative eligibility composite (MiCA, jurisdiction, green) of 1-4 products."""
        return service.eligibility_of(args["ids"])

    @blp.arguments(EligibilityRequest)
    @blp.response(200, EligibilityRead)
    @blp.doc(operationId="checkEligibility", summary="Check indicative eligibility")
    def post(self, body):
        """The same, with {product_ids} in the body."""
        return service.eligibility_of(body["product_ids"])


_TEXT = {"type": "string", "maxLength": 200}
REPORT_HEADERS = {
    "X-SVC-Content-Hash": {"description": "SHA-256 of the canonical snapshot the report prints", "schema": _TEXT},
    "X-SVC-Signature": {"description": "HMAC-SHA256 over 'svc-compare:v1:' + content hash; absent without "
                                       "ATTEST_SIGNING_KEY", "schema": _TEXT},
    "Content-Disposition": {"description": 'inline; filename="svc-compare-<first 12 hex of the content hash>.pdf"',
                            "schema": _TEXT},
}


@blp.route("/compare/report/pdf")
class Report(MethodView):
    @door_limit("SVC_PDF_LIMIT", "report")
    @blp.arguments(ReportArgs, location="query")
    @blp.response(200)
    @blp.doc(responses={"200": {"description": "The attested PDF report (schema svc.compare.report.pdf.v1)",
                                "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}},
                                "headers": REPORT_HEADERS}})
    @blp.alt_response(404, description="A product id the catalogue does not know (details.missing)")
    @blp.doc(operationId="getCompareReport", summary="Get a comparison PDF")
    def get(self, args):
        """A PDF comparing 2-4 products, with the content hash, its signatures and a QR code on the last page."""
        pdf, fields = report.build(args["compare"], args["locale"])
        response = make_response(pdf)
        response.headers["Content-Type"] = "application/pdf"
        response.headers["Content-Disposition"] = f'inline; filename="svc-compare-{fields["content_hash"][:12]}.pdf"'
        response.headers["X-SVC-Content-Hash"] = fields["content_hash"]
        if fields.get("signature"):
            response.headers["X-SVC-Signature"] = fields["signature"]
        return response


@blp.route("/compare/verify")
class Verify(MethodView):
    @blp.arguments(CompareVerifyRequest)
    @blp.response(200, DoorRead)
    @blp.doc(operationId="verifyShortlist", summary="Verify a shortlist snapshot")
    def post(self, body):
        """Check the HMAC and/or Ed25519 signature (prefix svc-compare:v1:) of a compare report, result or
        shortlist: the one verify door's answer."""
        return service.verify(body["content_hash"], body.get("signature"), body.get("ed25519_signature"),
                              body.get("signing_key_id"))


@blp.route("/v1/compare")
class Compare(MethodView):
    @require_premium
    @blp.arguments(CompareRequest)
    @blp.response(200, ComparisonRead)
    @blp.alt_response(404, description="A product id the catalogue does not know (details.missing), or fewer than 2 "
                                       "products match the filters")
    @blp.doc(operationId="compareProducts", summary="Compare products")
    def post(self, body):
        """Compare 2-4 products by id (order kept), or the top of a filter by APY; a mark per product per metric,
        best or worst (APY best only between fresh yields on the same basis, TVL only between fresh figures, no
        mark on a tie) and, where there is none, the reason."""
        if body.get("product_ids"):
            return service.compare_ids(body["product_ids"])
        return service.compare_filters(body)


@blp.route("/v1/benchmarks")
class Benchmarks(MethodView):
    @require_key
    @blp.arguments(BenchmarkArgs, location="query")
    @blp.response(200, BenchmarkRead)
    @blp.doc(operationId="listBenchmarks", summary="List yield benchmarks")
    def get(self, args):
        """Median, p25 and p75 of dated disclosed yields in a category (jurisdiction matched partially); under 3
        of them, the static reference with its source and date (status fallback)."""
        return benchmarks.benchmark(args["category"], args["jurisdiction"])


@blp.route("/compare-alerts-waitlist")
class Waitlist(MethodView):
    @door_limit("SVC_WAITLIST_LIMIT", "waitlist")
    @blp.arguments(WaitlistRequest)
    @blp.response(202, WaitlistRead)
    @blp.doc(operationId="joinCompareAlertsWaitlist", summary="Join the shortlist alerts waitlist")
    def post(self, body):
        """Watch a shortlist: mail (after a confirmed link) and/or a signed HTTPS webhook when APY, TVL, docs or
        liquidity move. The answer is the same whether or not the watcher existed."""
        return alerts.register(body["email"], body["webhook_url"], body["product_ids"], body["signals"])
