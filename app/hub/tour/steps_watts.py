"""Watts Reserve: a producer offers capacity, a buyer matches, reserves, confirms and settles; a reservation is
listed on the secondary market, where another key shows interest; and the public demos.

Windows are relative to now (the variables windowStart, windowEnd and reserveEnd): begun an hour ago, so a
confirmed reservation can be settled within the tour."""

from app.hub.tour import Step

ZONE = {"country": "FR", "zone_id": "FR"}
OFFER = {"window": {"start": "{{windowStart}}", "end": "{{windowEnd}}"}, "capacity_kw": 500.0, "zone": ZONE,
         "firmness": "firm", "generation_source": "solar", "label": "Rooftop solar, Lyon"}
PROFILE = {"window": {"start": "{{windowStart}}", "end": "{{reserveEnd}}"}, "energy_kwh": 600.0, "zone": ZONE,
           "carbon_intensity_max_gco2_kwh": 100.0, "firmness": "firm", "generation_source": "solar"}

STEPS = [
    Step("POST", "/api/v1/watts/offers", OFFER, key="producerKey", status=201, save={"offer_id": "id"}),
    Step("GET", "/api/v1/watts/offers", query={"mine": "true"}, key="producerKey", check="offers"),
    Step("GET", "/api/v1/watts/offers/{offer_id}", key="producerKey", check="id"),
    Step("POST", "/api/v1/watts/offers/match", PROFILE, check="offers.0.match_score"),
    Step("POST", "/api/v1/watts/reserve", PROFILE, status=201, save={"reservation_id": "id"}),
    Step("GET", "/api/v1/watts/reserve", query={"status": "pending_confirm"}, check="reservations"),
    Step("GET", "/api/v1/watts/reserve/{reservation_id}", check="status"),
    Step("POST", "/api/v1/watts/reserve/{reservation_id}/confirm", check="status"),
    Step("POST", "/api/v1/watts/reserve/{reservation_id}/settle",
         {"delivery_ref": "METER-FR-LYON-0042", "energy_kwh_delivered": 590.0}, check="status"),
    Step("POST", "/api/v1/watts/reserve", {**PROFILE, "energy_kwh": 200.0}, status=201,
         save={"second_reservation_id": "id"}),
    Step("POST", "/api/v1/watts/reserve/{reservation_id}/cancel",
         params={"reservation_id": "{{second_reservation_id}}"}, check="status"),
    Step("POST", "/api/v1/watts/reserve", {**PROFILE, "energy_kwh": 300.0}, status=201,
         save={"listed_reservation_id": "id"}),
    Step("POST", "/api/v1/watts/reserve/{reservation_id}/confirm",
         params={"reservation_id": "{{listed_reservation_id}}"}, check="status"),
    Step("POST", "/api/v1/watts/secondary", {"reservation_id": "{{listed_reservation_id}}",
                                             "indicative_price_eur": 42.0, "label": "300 kWh solar, Lyon"},
         status=201, save={"listing_id": "id"}),
    Step("GET", "/api/v1/watts/secondary", check="listings"),
    Step("GET", "/api/v1/watts/secondary/{listing_id}", key="producerKey", check="id"),
    Step("POST", "/api/v1/watts/secondary/{listing_id}/interest", {"note": "Interested for our Lyon depot"},
         key="producerKey", status=201, check="binding"),
    Step("POST", "/api/v1/watts/secondary/{listing_id}/withdraw", check="status"),
    Step("POST", "/api/v1/watts/offers/{offer_id}/withdraw", key="producerKey", check="status"),
    Step("POST", "/api/v1/watts/demo/reserve", PROFILE, key=None, check="status"),
    Step("POST", "/api/v1/watts/demo/offers/match", PROFILE, key=None, check="weights"),
]
