"""The developer hub documents the green family from the tables the models run on."""

from app.green import h2o, index, watt


def test_the_hub_lists_every_green_route_and_the_weights_the_models_use(client):
    page = client.get("/developers/green").get_data(as_text=True)
    for route in ("/api/green/score/{id}", "/api/green/scores?ids=a,b", "/api/eau/check",
                  "/api/v1/green/watt/batch", "/api/green/dpp/{id}", "/api/green/score/{id}/history"):
        assert route in page, route
    assert 'id="green-passport"' in page and "402 premium_required" in page
    assert f"capacity_factor {watt.WEIGHTS['capacity_factor']}" in page
    assert f"stress {h2o.WEIGHTS['stress']}" in page and f"cqs {index.COMPOSITE_WEIGHTS['cqs']}" in page
