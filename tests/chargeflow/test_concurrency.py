"""Twenty identical mints at once, against the hub under gunicorn: the partial unique index lets exactly one in."""

import json
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.chargeflow.conftest import body
from tests.conftest import bearer
from tests.support import gunicorn_hub, post_when_released

CALLERS = 20


@pytest.mark.slow
def test_twenty_concurrent_identical_mints_give_one_unit_and_nineteen_409s(app, database_url, base_config, new_key):
    key = new_key("premium")
    with gunicorn_hub(database_url, base_config) as url:
        urllib.request.urlopen(f"{url}/api/v1/chargeflow/partners", timeout=30)  # every worker warmed up
        start = threading.Barrier(CALLERS)
        with ThreadPoolExecutor(max_workers=CALLERS) as pool:
            answers = list(pool.map(lambda _: post_when_released(f"{url}/api/v1/chargeflow", bearer(key), start,
                                                                  body("e")), range(CALLERS)))
        listed = urllib.request.Request(f"{url}/api/v1/chargeflow", headers=bearer(key))
        with urllib.request.urlopen(listed, timeout=30) as response:
            units = json.load(response)
    statuses = sorted(status for status, _ in answers)
    assert statuses == [201] + [409] * (CALLERS - 1), [a for a in answers if a[0] not in (201, 409)][:2]
    (winner,) = [answer for status, answer in answers if status == 201]
    assert {answer["error"]["details"]["active_unit_id"] for status, answer in answers if status == 409} == \
        {winner["id"]}
    assert units["total"] == 1 and units["units"][0]["id"] == winner["id"]
