"""Green scores: carbon quality, registry serials, Watt, H2O, nature, the green index, passports, batches."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, NavEntry, Setting
from app.platform.settings import RATE_LIMIT

DOMAIN = Domain(name="green", api=("app.green.api:blp", "app.green.batch_api:blp", "app.green.batch_api:eau"),
                views=("app.green.views:bp", "app.green.embeds:bp"), hub_section="green/_hub.html",
                hub_context="app.green.api:hub_models",
                nav=(NavEntry(_l("Green"), "green_pages.index_page", 45),),
                settings=(Setting("SVC_GREEN_ANON_LIMIT", "100/day", "Per-IP limit on the public green reads "
                                  "without a key; a key counts on its monthly quota instead", RATE_LIMIT),))
