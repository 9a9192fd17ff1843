"""Green scores, carbon quality, nature, Watt and H2O scores, product passports and the batch doors."""

from app.hub.tour import Step

WIND = "energy-hornsea-2-offshore-wind-farm"
KARIBA = "verra-1477"
WATER = "water-sorek-1-desalination-plant"

STEPS = [
    Step("GET", "/api/green/score/{member_id}", params={"member_id": WIND}, check="id"),
    Step("GET", "/api/green/scores", query={"ids": f"{WIND},{KARIBA}"}, check="items"),
    Step("GET", "/api/green/index", query={"kind": "product", "limit": 3}, check="items"),
    Step("POST", "/api/green/score/analyze", {"text": "Solar park of 5 MW in Andalusia, Spain, "
                                                      "with a 20-year power purchase agreement"}, check="watt_score"),
    Step("GET", "/api/green/carbon-quality/{project_id}", params={"project_id": KARIBA}, check="id"),
    Step("GET", "/api/green/registry", query={"serial": "VCS-1477"}, check="project"),
    Step("GET", "/api/green/nature-index", query={"limit": 3}, check="items"),
    Step("GET", "/api/green/nature-score/{asset_id}", params={"asset_id": "nature-wadden-sea"}, check="id"),
    Step("GET", "/api/green/watt/{asset_id}", params={"asset_id": WIND}, key=None, check="id"),
    Step("GET", "/api/green/h2o/{asset_id}", params={"asset_id": WATER}, key=None, check="id"),
    Step("GET", "/api/green/dpp/{member_id}", params={"member_id": KARIBA}, check="id"),
    Step("GET", "/api/green/contexts/dpp-v1.jsonld", key=None, check="@context"),
    Step("GET", "/api/green/score/{member_id}/history", params={"member_id": WIND}, check="points"),
    Step("POST", "/api/v1/green/carbon-quality/batch", {"items": [{"id": KARIBA}, {"id": "verra-674"}]},
         check="items"),
    Step("POST", "/api/v1/green/watt/batch", {"items": [{"id": WIND}]}, check="items"),
    Step("POST", "/api/v1/green/h2o/batch", {"items": [{"id": WATER}]}, check="items"),
    Step("POST", "/api/eau/check", {"text": "Desalination plant of 100,000 m3/day in Israel, reverse osmosis"},
         key=None, check="h2o_score"),
]
