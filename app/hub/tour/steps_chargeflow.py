"""ChargeFlow: mint energy, water and flexibility units (one by one, in batches, as demos), read, verify, export and
retire them, import OCPI records and pull from a partner's sandbox."""

from app.hub.tour import Step

SESSION = {"external_session_id": "S-2026-1101-0042", "started_at": "2026-11-01T10:00:00+01:00",
           "ended_at": "2026-11-01T11:30:00+01:00", "energy_kwh": 42.5, "location": {"country": "FR"},
           "operator_id": "FR*CPO", "source_format": "json_custom", "max_power_kw": 50.0}
FLOW = {"external_flow_id": "F-2026-10-SEGURA", "started_at": "2026-10-01T00:00:00Z",
        "ended_at": "2026-11-01T00:00:00Z", "volume_m3": 1250.0, "location": {"country": "ES", "basin_id": "Segura"},
        "operator_id": "ES-UTIL-1", "source_format": "csv"}
FLEX = {"external_window_id": "W-2026-11-02-DE", "window": {"start": "2026-11-02T17:00:00Z",
                                                             "end": "2026-11-02T19:00:00Z"},
        "capacity_kw": 500.0, "zone": {"country": "DE", "zone_id": "DE-LU"}, "direction": "up", "firmness": "firm",
        "operator_id": "DE-AGG-7"}
OCPI_CDR = {"id": "CDR-BE-ABC-0077", "start_date_time": "2026-11-20T08:00:00Z", "end_date_time": "2026-11-20T09:00:00Z",
            "total_energy": 21.3, "country": "BE", "location_id": "LOC-9", "cpo_id": "BE*ABC"}
SOLAR = {"renewable_claim": "go", "generation_source": "solar"}


def _renamed(body: dict, field: str, suffix: str) -> dict:
    return {**body, field: body[field] + suffix}


STEPS = [
    Step("POST", "/api/v1/chargeflow", {"session": SESSION, "attributes": SOLAR}, status=201,
         save={"unit_id": "id"}),
    Step("GET", "/api/v1/chargeflow", query={"kind": "e", "limit": 10}, check="units"),
    Step("GET", "/api/v1/chargeflow/{unit_id}", check="id"),
    Step("GET", "/api/v1/chargeflow/verify", query={"id": "{{unit_id}}"}, key=None, check="valid"),
    Step("POST", "/api/v1/chargeflow/batch", {"items": [
        {"session": _renamed(SESSION, "external_session_id", "-B1"), "attributes": SOLAR},
        {"session": _renamed(SESSION, "external_session_id", "-B2")}]}, check="items"),
    Step("POST", "/api/v1/chargeflow/demo", {"session": _renamed(SESSION, "external_session_id", "-DEMO")},
         key=None, status=201, check="id"),
    Step("POST", "/api/v1/chargeflow/w", {"flow": FLOW, "attributes": {"use": "irrigation"}}, status=201,
         save={"water_unit_id": "id"}),
    Step("GET", "/api/v1/chargeflow/w/verify", query={"id": "{{water_unit_id}}"}, key=None, check="valid"),
    Step("POST", "/api/v1/chargeflow/w/batch", {"items": [{"flow": _renamed(FLOW, "external_flow_id", "-B1")}]},
         check="items"),
    Step("POST", "/api/v1/chargeflow/w/demo", {"flow": _renamed(FLOW, "external_flow_id", "-DEMO")}, key=None,
         status=201, check="id"),
    Step("POST", "/api/v1/chargeflow/f", {"flex": FLEX}, status=201, save={"flex_unit_id": "id"}),
    Step("GET", "/api/v1/chargeflow/f/verify", query={"id": "{{flex_unit_id}}"}, key=None, check="valid"),
    Step("POST", "/api/v1/chargeflow/f/batch", {"items": [{"flex": _renamed(FLEX, "external_window_id", "-B1")}]},
         check="items"),
    Step("POST", "/api/v1/chargeflow/f/demo", {"flex": _renamed(FLEX, "external_window_id", "-DEMO")}, key=None,
         status=201, check="id"),
    Step("GET", "/api/v1/chargeflow/export", query={"format": "json", "kind": "e"}, check="units"),
    Step("POST", "/api/v1/chargeflow/{unit_id}/retire", {"reason": "Claimed in the 2026 fleet carbon report"},
         check="status"),
    Step("POST", "/api/v1/chargeflow/from-ocpi", {"default_operator_id": "FR*CPO", "cdrs": [OCPI_CDR]},
         check="items"),
    Step("GET", "/api/v1/chargeflow/partners", key=None, check="partners"),
    Step("POST", "/api/v1/chargeflow/partners/sync", {"partner": "vendor_fleet", "mode": "sandbox", "limit": 2},
         check="items"),
]
