"""Green scores: carbon quality, registry serials, Watt, H2O, nature, the green index, passports, batches."""

from app.platform.domain import Domain

DOMAIN = Domain(name="green", api=("app.green.api:blp", "app.green.batch_api:blp", "app.green.batch_api:eau"),
                views=("app.green.views:bp",), hub_section="green/_hub.html")
