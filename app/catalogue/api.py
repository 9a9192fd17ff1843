"""The catalogue through the one query layer (Bearer): products, one product, the market overview, the export."""

from flask.views import MethodView

from app.catalogue import export, kept, overview, service
from app.catalogue.args import ExportArgs, ScreenerArgs
from app.catalogue.schemas import PRODUCT_ID_PARAMETER, MarketOverview, ProductPage, ProductRead
from app.extensions import Blueprint
from app.platform.auth import require_key

blp = Blueprint("catalogue", __name__, url_prefix="/api",
                description="The catalogue of tokenized products and the public screener.")
EXPORT_RESPONSES = {"200": {
    "description": f"Every matching product (at most {export.CAP:,}; more answers 400 export_too_large), as an "
                   "attachment: CSV with a header row, or the JSON below",
    "content": {"text/csv": {"schema": {"type": "string"}},
                "application/json": {"schema": {"$ref": "#/components/schemas/ExportRead"}}}}}


@blp.route("/v1/products")
class Products(MethodView):
    @require_key
    @blp.arguments(ScreenerArgs, location="query")
    @blp.response(200, ProductPage)
    @blp.doc(operationId="listProducts", summary="List products")
    def get(self, screener_query):
        """The catalogue, filtered, sorted and paged with the screener's filters."""
        return kept.screener_json(screener_query)


@blp.route("/v1/products/export")
class ProductExport(MethodView):
    @require_key
    @blp.arguments(ExportArgs, location="query")
    @blp.response(200, export.ExportRead)
    @blp.doc(responses=EXPORT_RESPONSES)
    @blp.doc(operationId="exportProducts", summary="Export products")
    def get(self, args):
        """Every product the screener's filters match, in its sort order, as CSV or JSON, each figure with its date
        and source. Text cells that a spreadsheet would run as a formula start with a '."""
        return export.download(args["query"], args["format"])


@blp.route("/v1/market/overview")
class MarketOverviewRoute(MethodView):
    @require_key
    @blp.arguments(ScreenerArgs, location="query")
    @blp.response(200, MarketOverview)
    @blp.doc(operationId="getMarketOverview", summary="Get the market overview")
    def get(self, screener_query):
        """TVL and product count by asset class and by chain of the products the screener's filters match, with
        how many have a disclosed TVL and the oldest and newest TVL date of each group."""
        return overview.overview(screener_query)


@blp.route("/v1/products/<string:product_id>", parameters=[PRODUCT_ID_PARAMETER])
class ProductOne(MethodView):
    @require_key
    @blp.response(200, ProductRead)
    @blp.doc(operationId="getProduct", summary="Get a product")
    def get(self, product_id):
        """One product with its evidence flags, sources and labels."""
        return service.read(service.get(product_id))
