"""Green batches: carbon quality (10 items free, 50 premium; items by id, text or serial), Watt and H2O
(premium; 403 premium_required for a free key); each bad item answers its own error, the batch stays 200."""

import pytest

from tests.conftest import bearer

SERIAL = "9660-115597313-115618057-VCS-VCU-261-VER-ID-14-1477-01012019-31122019-0"


def test_a_carbon_batch_reads_ids_serials_and_text_with_per_item_errors(client, catalogue, new_key):
    items = [{"id": "verra-1477"}, {"serial": SERIAL},
             {"text": "Biochar removal certified by Puro.earth, vintage 2023"}, {"id": "moss-mco2"}, {"id": "verra-0"},
             {"text": "short"}, {"serial": "VCS-abc"},
             {"id": "a", "text": "both given here"}, "not an object",
             {"serial": "GS1-1-KE-GS7495-16-2025-30645-608-30350"}]
    response = client.post("/api/v1/green/carbon-quality/batch", json={"items": items},
                           headers=bearer(new_key("free")))
    body = response.json
    assert response.status_code == 200 and body["total"] == 10 and body["succeeded"] == 4 and body["limit"] == 10
    ok = {i["index"]: i for i in body["items"] if i["ok"]}
    assert ok[0]["cqs"]["cqs"] == ok[1]["cqs"]["cqs"] and ok[1]["id"] == "verra-1477"
    assert ok[2]["id"] is None and ok[2]["cqs"]["kind"] == "biochar" and "5 projects" in ok[3]["cqs"]["basis"]
    errors = {i["index"]: i["error"]["code"] for i in body["items"] if not i["ok"]}
    assert errors == {4: "not_found", 5: "validation_error", 6: "invalid_serial", 7: "validation_error",
                      8: "validation_error", 9: "unknown_project"}
    assert [i["index"] for i in body["items"]] == list(range(10))


def test_a_free_key_sends_ten_carbon_items_and_a_premium_key_fifty(client, catalogue, new_key):
    eleven = {"items": [{"id": "verra-1477"}] * 11}
    free = client.post("/api/v1/green/carbon-quality/batch", json=eleven, headers=bearer(new_key("free")))
    assert free.status_code == 403 and free.json["error"]["code"] == "premium_required"
    premium = bearer(new_key("premium"))
    fifty = client.post("/api/v1/green/carbon-quality/batch", json={"items": [{"id": "verra-674"}] * 50},
                        headers=premium)
    assert fifty.status_code == 200 and fifty.json["succeeded"] == 50 and fifty.json["limit"] == 50
    too_many = client.post("/api/v1/green/carbon-quality/batch", json={"items": [{"id": "verra-674"}] * 51},
                           headers=premium)
    assert too_many.status_code == 400 and too_many.json["error"]["code"] == "validation_error"
    assert client.post("/api/v1/green/carbon-quality/batch", json={"items": []}, headers=premium).status_code == 400
    assert client.post("/api/v1/green/carbon-quality/batch", json=eleven).status_code == 401


@pytest.mark.parametrize("path", ["/api/v1/green/watt/batch", "/api/v1/green/h2o/batch"])
def test_watt_and_h2o_batches_are_premium_403_for_a_free_key(client, catalogue, new_key, path):
    response = client.post(path, json={"items": [{"id": "x"}]}, headers=bearer(new_key("free")))
    assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"
    assert client.post(path, json={"items": [{"id": "x"}]}).status_code == 401


def test_a_watt_batch_reads_assets_and_text(client, catalogue, new_key):
    items = [{"id": "energy-hornsea-2-offshore-wind-farm"},
             {"text": "Solar park of 300 MW commissioned in 2021 in Spain"}, {"id": "water-sorek-1-desalination-plant"}]
    body = client.post("/api/v1/green/watt/batch", json={"items": items}, headers=bearer(new_key("premium"))).json
    assert body["total"] == 3 and body["succeeded"] == 2
    assert body["items"][0]["watt_score"]["lifetime_gwh"] > 0 and body["items"][1]["watt_score"]["rating"] > 0
    assert body["items"][2] == {"index": 2, "ok": False, "id": "water-sorek-1-desalination-plant",
                                "error": {"code": "not_found", "message": body["items"][2]["error"]["message"]}}


def test_an_h2o_batch_marks_text_passport_required(client, catalogue, new_key):
    items = [{"id": "water-sorek-1-desalination-plant"},
             {"text": "Réservoir de 50 millions de m3/an pour l'irrigation en Espagne"}]
    body = client.post("/api/v1/green/h2o/batch", json={"items": items}, headers=bearer(new_key("premium"))).json
    assert body["succeeded"] == 2
    assert body["items"][0]["h2o_score"]["passport_required"] is False
    assert body["items"][1]["h2o_score"]["passport_required"] is True


def test_a_null_item_or_an_odd_id_is_an_item_error_and_the_batch_stays_200(client, catalogue, new_key):
    items = [None, {"id": {"a": 1}}, {"id": True}, {"id": "verra-1477"}]
    response = client.post("/api/v1/green/carbon-quality/batch", json={"items": items},
                           headers=bearer(new_key("free")))
    body = response.json
    assert response.status_code == 200 and body["succeeded"] == 1
    assert [(i["ok"], i["id"]) for i in body["items"]] == [(False, None), (False, None), (False, None),
                                                           (True, "verra-1477")]
