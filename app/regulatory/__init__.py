"""The regulatory feed: curated references, subscriptions, and the changes that reach webhooks and monitors."""

from flask_babel import lazy_gettext as _l

from app.platform.domain import Domain, Event, NavEntry, Periodic, Setting
from app.platform.settings import URL

DOMAIN = Domain(
    name="regulatory",
    api=("app.regulatory.api:blp",),
    views=("app.regulatory.views:bp",),
    cli="app.regulatory.cli:regulatory_cli",
    models=("app.regulatory.models",),
    jobs=("app.regulatory.jobs",),
    periodic=(Periodic("regulatory-refresh", "app.regulatory.jobs:refresh", interval=3600),),
    events=(Event("regulatory.update", "app.regulatory.schemas:RegulatoryUpdate", version=1,
                  doc="A reference that your subscription covers was added to the feed or amended."),),
    nav=(NavEntry(_l("Regulation"), "regulatory_pages.feed_page", 40),),
    hub_section="regulatory/_hub.html",
    seed="app.regulatory.service:seed",
    settings=(Setting("REGULATORY_SOURCE_URL", "", "HTTPS JSON of regulatory references (the shape of "
                      "`app/data/regulatory.json`), imported hourly and by `flask regulatory refresh`; empty serves "
                      "the shipped references", URL),),
)
