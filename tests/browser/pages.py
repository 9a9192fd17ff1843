"""Every page of the hub as a visitor opens it, for the browser checks that must hold on all of them.

A page route (an HTML document, not a fragment, a download or an API answer) is listed here with a sample
address; test_every_page_route_is_listed fails when a new page route is not, so new pages are checked too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tests.chargeflow.conftest import METERED, body
from tests.chargeflow.ocpi_peer import ocmf_signed_data

THREE = "blackrock-buidl,ondo-usdy,franklin-benji-fobxx"
ZEROS = "0" * 64
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}


def score_a_description(page) -> None:
    page.fill("#description", "Tokenized office building held by a Luxembourg SPV, KYC done, white paper in draft")
    page.click("#score-submit")
    page.locator("#score-value").wait_for()


def check_a_wrong_signature(page) -> None:
    page.fill("#door-hash", ZEROS)
    page.fill("#door-sig", ZEROS)
    page.click("#door-submit")
    page.locator("#door-verdict").wait_for()


def make_a_key(page) -> None:
    page.fill("#key-label", "browser check")
    page.click(".key-form button[type=submit]")
    page.locator("#new-key").wait_for()


def ask_the_assistant(page) -> None:
    page.fill("#question", "What are the CQS weights?")
    page.click("#ask")
    page.locator("#chat-log .turn").wait_for()


DEMO_MINTS = {"e": "/api/v1/chargeflow/demo", "w": "/api/v1/chargeflow/w/demo", "f": "/api/v1/chargeflow/f/demo"}


def _open_a_demo_unit(page, kind: str, payload: dict) -> None:
    """Mint a demo unit as any visitor may (no key), then open its verify page."""
    answer = page.request.post(page.url.split("/chargeflow")[0] + DEMO_MINTS[kind], data=payload)
    assert answer.status == 201, answer.text()
    page.goto(answer.json()["verify_url"])
    page.locator("#verdict").wait_for()


def open_a_metered_energy_unit(page) -> None:
    signed, _ = ocmf_signed_data(1520.0, 1562.5)
    _open_a_demo_unit(page, "e", body("e", {"generation_source": "solar", "renewable_claim": "go"}, signed_data=signed,
                                          **METERED))


def open_a_water_unit(page) -> None:
    _open_a_demo_unit(page, "w", body("w", {"asset_class_hint": "desalination", "use": "drinking"}))


def open_a_flex_unit(page) -> None:
    _open_a_demo_unit(page, "f", body("f", {"generation_source": "battery"}))


def ask_with_an_unknown_key(page) -> None:
    page.fill("#cf-key", "svc_pk_live_nosuchkey")
    page.click("#cf-submit")
    page.locator("#cf-error-box").wait_for()


TOMORROW = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()


def rank_a_profile(page) -> None:
    """Fill in a buyer's profile for tomorrow noon and rank the open offers (in place, with htmx)."""
    page.fill("#p-window_start", f"{TOMORROW}T12:00")
    page.fill("#p-window_end", f"{TOMORROW}T14:00")
    page.fill("#p-energy_kwh", "600")
    page.fill("#p-country", "FR")
    page.fill("#p-carbon_max", "100")
    page.click("#profile-submit")
    page.locator("#ranked").wait_for()


def send_a_bad_profile(page) -> None:
    page.fill("#p-energy_kwh", "-5")
    page.click("#profile-submit")
    page.locator("#profile-error").wait_for()


def try_a_read(page) -> None:
    """Send the reference page's try-it form as it is prefilled; htmx shows the answer below it."""
    page.click("#try-submit")
    page.locator("#try-status").wait_for()


@dataclass(frozen=True)
class View:
    """A page at a sample address, and what the visitor does there before it is checked."""

    endpoint: str
    path: str  # "{attestation}" stands for an attestation made for the test
    then: Callable | None = None
    answers: tuple[int, ...] = ()  # the error statuses the visit meets by design: an error page's own, a refusal's

    def url(self, base: str, attestation: str = "") -> str:
        return base + self.path.format(attestation=attestation)

    def __str__(self) -> str:
        return self.path + (f" then {self.then.__name__}" if self.then else "")


# Each page route once at least, and the states a visitor meets there, each checked at both widths, in both themes and
# in both languages (the language is the visitor's choice, not the address's). The developer guides and the
# reference's operation pages, one template each, are all checked by test_walk.py and test_operation_pages.py: they
# are listed here for their route.
PAGES = (
    View("catalogue_pages.screener", "/"),
    View("catalogue_pages.product", "/products/ondo-usdy"),
    View("catalogue_pages.product", "/products/no-such-product", answers=(404,)),  # the error page
    View("compare_pages.compare", f"/compare?ids={THREE}"),
    View("compare_pages.compare", "/compare?ids=ondo-usdy", answers=(400,)),  # too few products: the page says why
    View("compare_pages.verify_page", "/compare/verify"),
    View("compare_pages.verify_page", f"/compare/verify?hash={ZEROS}&sig={ZEROS}"),
    View("compare_pages.alert_link", "/compare/alerts/confirm?token=t"),
    View("compare_pages.alert_link", "/compare/alerts/unsubscribe?token=t"),
    View("scoring_pages.try_page", "/score"),
    View("scoring_pages.try_page", "/score", score_a_description),
    View("scoring_pages.methodology", "/developers/methodology"),
    View("catalogue_method.methodology", "/methodology"),
    View("attest_pages.show", "/attest/{attestation}"),
    View("attest_pages.verify_page", f"/attest/verify?hash={ZEROS}&sig={ZEROS}"),  # the former page: a redirect
    View("verify_pages.verify_page", "/verify"),
    View("verify_pages.verify_page", f"/verify?hash={ZEROS}&signature={ZEROS}"),
    View("verify_pages.verify_page", "/verify", check_a_wrong_signature),
    View("regulatory_pages.feed_page", "/regulatory"),
    View("regulatory_pages.feed_page", "/regulatory?jurisdiction=FR&tag=amf"),
    View("hub_pages.developers", "/developers"),
    View("hub_pages.developer_guide", "/developers/quickstart"),
    View("hub_pages.quickstart_key", "/developers/quickstart", then=make_a_key),
    View("hub_pages.developer_search", "/developers/search?q=webhooks"),
    View("hub_pages.developer_reference", "/developers/reference"),
    View("hub_pages.developer_operation", "/developers/reference/listProducts"),
    View("hub_pages.developer_operation", "/developers/reference/listProducts", try_a_read),
    View("hub_pages.developer_operation", "/developers/reference/screenProducts"),
    View("hub_pages.developer_operation", "/developers/reference/noSuchOperation", answers=(404,)),  # the error page
    View("hub_pages.developer_operation_try", "/developers/reference/getJurisdiction/try?code=FR"),
    View("hub_pages.changelog", "/changelog"),
    View("hub_builder.embeds", "/developers/embeds"),
    View("hub_builder.embeds", "/developers/embeds?widget=green-score&id=verra-kariba-redd-project"),
    View("hub_builder.embeds", "/developers/embeds?widget=water-check&theme=neon", answers=(400,)),  # a bad choice
    View("hub_public.status_page", "/status"),
    View("green_pages.index_page", "/green"),
    View("green_pages.index_page", "/green?kind=carbon&country=ID"),
    View("green_pages.index_page", "/green?page=2"),
    View("green_pages.nature_page", "/green/nature"),
    View("green_pages.water_page", "/green/water?country=IL"),
    View("green_pages.asset", "/green/verra-1477"),  # a carbon project: ratings beside the CQS, its area
    View("green_pages.asset", "/green/verra-1748"),  # a watch first
    View("green_pages.asset", "/green/verra-kariba-redd-project"),  # red flags first, with their sources and dates
    View("green_pages.index_page", "/green?flagged=only"),  # the flagged rows alone
    View("green_pages.asset", "/green/energy-hornsea-2-offshore-wind-farm"),
    View("green_pages.asset", "/green/moss-mco2"),  # a product and the projects it holds
    View("green_pages.asset", "/green/hksar-tokenised-green-bond-2023"),  # no composite
    View("green_pages.asset", "/green/water-sorek-1-desalination-plant"),
    View("green_pages.asset", "/green/nature-wadden-sea"),
    View("green_pages.asset", "/green/no-such-asset", answers=(404,)),  # the error page
    *(View("green_pages.methodology", f"/developers/methodology/green/{model}")
      for model in ("cqs", "watt", "h2o", "nature", "composite", "text")),
    View("copilot_pages.assistant", "/assistant"),
    View("copilot_pages.assistant", "/assistant", ask_the_assistant),
    View("chargeflow_pages.units", "/chargeflow"),
    View("chargeflow_pages.units", "/chargeflow", ask_with_an_unknown_key, answers=(401,)),
    View("chargeflow_pages.unit", "/chargeflow", open_a_metered_energy_unit),
    View("chargeflow_pages.unit", "/chargeflow", open_a_water_unit),
    View("chargeflow_pages.unit", "/chargeflow", open_a_flex_unit),
    View("chargeflow_pages.unit", "/chargeflow/units/cfu_e_nosuchunit", answers=(404,)),  # the error page
    # the boards with offers and a listing: tests/browser/test_watts_pages.py, which needs premium keys
    View("watts_pages.reserve_page", "/reserve"),
    View("watts_pages.reserve_page", f"/reserve?country=FR&firmness=firm&day={TOMORROW}"),
    View("watts_pages.reserve_page", "/reserve?country=FRA", answers=(400,)),  # the filters' error
    View("watts_pages.reserve_page", "/reserve", rank_a_profile),
    View("watts_pages.reserve_page", "/reserve", send_a_bad_profile, answers=(400,)),
    View("watts_pages.match_page", f"/reserve/match?window_start={TOMORROW}T12:00&window_end={TOMORROW}T14:00"
                                   "&energy_kwh=600&country=FR&carbon_max=100&firmness=flex"),
    View("watts_pages.match_page", "/reserve/match?energy_kwh=-1", answers=(400,)),  # the profile's errors
    View("watts_pages.methodology", "/developers/methodology/watts"),
)

# Routes with parameters that answer a download, not a page.
DOWNLOADS = frozenset({"attest_pages.pdf"})

# The partner widgets, themed by their query rather than the hub's toggle; the accessibility test loads them
# inside a page of another origin.
EMBEDS = (
    View("compare_pages.embed", f"/embed/compare?ids={THREE}"),
    View("compare_pages.embed", "/embed/compare"),  # the live screener sample
    View("green_embeds.score_embed", "/embed/green-score?id=verra-1477&partner=Acme"),
    View("green_embeds.score_embed", "/embed/green-score?id=energy-hornsea-2-offshore-wind-farm"),
    View("green_embeds.score_embed", "/embed/green-score?id=verra-kariba-redd-project"),  # red flags, no green badge
    View("green_embeds.score_embed", "/embed/green-score?id=no-such-member"),  # the error inside the widget
    View("green_embeds.eau_embed", "/eau/embed?partner=acme-water"),
)


def make_attestation(client, new_key) -> str:
    from tests.conftest import bearer

    answer = client.post("/api/v1/attest", json={"score": {"asset_type": "bonds", "has_kyc": True},
                                                 "label": "Office building, Luxembourg"},
                         headers=bearer(new_key("premium")))
    assert answer.status_code == 201, answer.json
    return answer.json["id"]
