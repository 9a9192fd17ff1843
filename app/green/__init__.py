"""Green scores: carbon quality, registry serials, Watt, H2O, nature, the green index, passports, batches."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, ErrorCode, NavEntry, Panel, Provider, Setting
from app.platform.settings import RATE_LIMIT

_ERRORS = "app.green.errors:"

DOMAIN = Domain(name="green", api=("app.green.api:blp", "app.green.batch_api:blp", "app.green.batch_api:eau"),
                views=("app.green.views:bp", "app.green.embeds:bp"), hub_section="green/_hub.html",
                hub_context="app.green.api:hub_models",
                nav=(NavEntry(_l("Green"), "green_pages.index_page", 45),),
                panels=(Panel("product", "app.green.panels:product_panel", order=50),),
                providers=(Provider("green_profile", "app.green.service:green_profile"),),
                errors=(ErrorCode(_ERRORS + "ProjectNotFound", 404, "not_found"),
                        ErrorCode(_ERRORS + "MemberNotFound", 404, "not_found"),
                        ErrorCode(_ERRORS + "EnergyAssetNotFound", 404, "not_found"),
                        ErrorCode(_ERRORS + "WaterAssetNotFound", 404, "not_found"),
                        ErrorCode(_ERRORS + "NatureAssetNotFound", 404, "not_found"),
                        ErrorCode(_ERRORS + "AssetNotFound", 404, "not_found"),
                        ErrorCode(_ERRORS + "UnknownProject", 404, "unknown_project"),
                        ErrorCode(_ERRORS + "InvalidSerial", 400, "invalid_serial"),
                        ErrorCode(_ERRORS + "InvalidRequest", 400, "validation_error"),
                        ErrorCode(_ERRORS + "BatchTooLarge", 403, "premium_required")),
                settings=(Setting("SVC_GREEN_ANON_LIMIT", "100/day", "Per-IP limit on the public green reads "
                                  "without a key; a key counts on its monthly quota instead", RATE_LIMIT),))
