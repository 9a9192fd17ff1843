"""A screener request sends at most four SQL statements, counted at the engine as they leave.

The worst case is measured: filters never asked before in this catalogue version (their count is not
known yet), products whose answers are not kept yet (a page reads its products' keys, then the whole rows of
those not kept, in one statement) and the process's once-a-second read of the counters falling due on this
very request. What a
process reads once per catalogue version (the catalogue's chains and countries) or once per key (the key,
cached) was read before; without Redis the key's monthly quota is counted in the database.
"""

import pytest

from app.platform import counters
from tests.conftest import bearer
from tests.support import sql_sent

MOST = 4
NEW_FILTERS = ["", "asset_class=bonds&sort=apy", "risk_tier=core&sort=tvl&sort_dir=asc", "chain=eth&jurisdiction=us",
               "q=treasury&sort=name", "preset=debutant-prudent", "redeemable=true&yield_min=1&page=2&limit=5"]


def _worst_case(app) -> None:
    """The counters are due: the next request reads them again."""
    with app.app_context():
        counters.versions().forget()


@pytest.mark.parametrize("route", ["/", "/api/compare", "/api/v1/products"])
def test_a_screener_request_sends_at_most_four_statements(app, client, catalogue, new_key, route):
    headers = bearer(new_key("premium")) if route.startswith("/api/v1") else {}
    # seen once per process and catalogue version: the key, the catalogue's chains and countries, the templates
    assert client.get(f"{route}?chain=solana", headers=headers).status_code == 200
    for filters in NEW_FILTERS:
        _worst_case(app)
        with sql_sent(app) as statements:
            response = client.get(f"{route}?{filters}", headers=headers)
        assert response.status_code == 200, (filters, response.get_data(as_text=True)[:300])
        assert len(statements) <= MOST, (filters, [text[:80] for text, _ in statements])
    with sql_sent(app) as statements:  # the same filters again: the count is known, the counters fresh
        client.get(f"{route}?{NEW_FILTERS[1]}", headers=headers)
    assert len(statements) <= (2 if route.startswith("/api/v1") else 1), statements


def test_the_count_is_kept_per_catalogue_version_and_a_new_import_counts_again(app, client, catalogue):
    from app.platform.db import unit_of_work
    from tests.catalogue.factories import product

    first = client.get("/api/compare?asset_class=bonds").json["total"]
    with app.app_context(), unit_of_work():
        product(id="acme-new-bond", name="Acme New Bond")
    assert client.get("/api/compare?asset_class=bonds").json["total"] == first + 1
    assert client.get("/api/compare?asset_class=bonds&page=2&limit=5").json["total"] == first + 1
