"""Green scores: carbon quality of credit projects, registry serials (more models to come: Watt, H2O, nature)."""

from app.platform.domain import Domain

DOMAIN = Domain(name="green", api=("app.green.api:blp",), hub_section="green/_hub.html")
