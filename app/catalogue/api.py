"""GET /api/v1/products and /api/v1/products/{id} (Bearer): the catalogue through the one query layer."""

from flask.views import MethodView

from app.catalogue import service
from app.catalogue.schemas import ProductPage, ProductRead, ScreenerArgs
from app.extensions import Blueprint
from app.platform.auth import require_key

blp = Blueprint("catalogue", __name__, url_prefix="/api",
                description="The catalogue of tokenized products and the public screener.")


@blp.route("/v1/products")
class Products(MethodView):
    @require_key
    @blp.arguments(ScreenerArgs, location="query")
    @blp.response(200, ProductPage)
    def get(self, screener_query):
        """The catalogue, filtered, sorted and paged with the screener's filters."""
        return service.screen(screener_query)


@blp.route("/v1/products/<string:product_id>")
class ProductOne(MethodView):
    @require_key
    @blp.response(200, ProductRead)
    def get(self, product_id):
        """One product with its evidence flags, sources and labels."""
        return service.read(service.get(product_id))
