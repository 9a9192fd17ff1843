"""Watts Reserve: producers offer capacity windows, buyers reserve them (matched by a documented score), a
confirmed reservation mints a ChargeFlow unit and a settled one retires it; a secondary board lists reservations
at indicative prices."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, NavEntry, Periodic, Setting
from app.platform.settings import RATE_LIMIT

DOMAIN = Domain(
    name="watts",
    api=("app.watts.api:blp",),
    views=("app.watts.views:bp",),
    models=("app.watts.models",),
    jobs=("app.watts.jobs",),
    ids=("wof", "wrs", "wls"),
    periodic=(Periodic("watts-expire", "app.watts.jobs:expire_stale", interval=600),),
    nav=(NavEntry(_l("Reserve"), "watts_pages.reserve_page", 27),),
    hub_section="watts/_hub.html",
    hub_context="app.watts.views:hub_numbers",
    settings=(Setting("SVC_WATTS_DEMO_LIMIT", "30/hour", "Per-IP limit on the keyless Watts Reserve demos (the "
                      "reservation preview and the offer match share one window)", RATE_LIMIT),),
)
