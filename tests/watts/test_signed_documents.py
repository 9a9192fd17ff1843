"""A reservation's unit at the verify door: the confirm answer carries the CFU it minted, judged by its record."""

import copy

from tests.support import drop


def test_a_confirmed_reservations_unit_is_valid_and_a_changed_energy_is_not(client, publish, reserved, buyer):
    publish()
    confirmed = client.post(f"/api/v1/watts/reserve/{reserved()}/confirm", headers=buyer)
    assert confirmed.status_code == 200, confirmed.json
    answer = drop(client, confirmed.json)
    assert answer["verdict"] == "valid" and answer["kind"] == "cfu-e"
    assert answer["document"]["id"] == confirmed.json["unit"]["id"]
    changed = copy.deepcopy(confirmed.json)
    changed["unit"]["record"]["session"]["energy_kwh"] = 6000.0
    tampered = drop(client, changed)
    assert tampered["verdict"] == "invalid" and tampered["changed"] == ["unit.record.session.energy_kwh"]
