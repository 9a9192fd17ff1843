"""Partners' charging records (flat cdr rows, OCPI 2.2.1 CDRs and Sessions, CSV rows) mapped to the CFU-E
session input, field by field, and refused with the source field named when they cannot be."""

import pytest

from app.chargeflow.ocpi import (
    MappingError,
    alpha2,
    from_cdr,
    from_csv_row,
    from_flat_cdr,
    from_session,
    is_real_cdr,
)
from tests.chargeflow.ocpi_peer import ocmf_signed_data, sample_cdr, sample_session

FLAT = {"id": "CDR-77", "start_date_time": "2026-11-20T08:00:00+01:00", "end_date_time": "2026-11-20T09:00:00+01:00",
        "total_energy": 21.5, "country": "FR", "location_id": "LOC-1", "cpo_id": "FR*ABC"}
ROW = {"external_session_id": "S-9", "started_at": "2026-11-20T08:00:00Z", "ended_at": "2026-11-20T09:30:00Z",
       "energy_kwh": "12.5", "country": "NL"}


def _refused(mapper, item, default="XX*DEF") -> MappingError:
    with pytest.raises(MappingError) as caught:
        mapper(item, default)
    return caught.value


def test_a_flat_cdr_maps_field_by_field():
    assert from_flat_cdr(FLAT, "XX*DEF") == {
        "session": {"external_session_id": "CDR-77", "started_at": "2026-11-20T08:00:00+01:00",
                    "ended_at": "2026-11-20T09:00:00+01:00", "energy_kwh": 21.5,
                    "location": {"country": "FR", "location_id": "LOC-1"}, "operator_id": "FR*ABC",
                    "source_format": "ocpi"},
        "attributes": {}}


def test_a_flat_cdr_without_cpo_takes_the_default_operator_and_converts_alpha3():
    item = {**FLAT, "country": "deu", "attributes": {"generation_source": "solar", "renewable_claim": "go"}}
    del item["cpo_id"], item["location_id"]
    mapped = from_flat_cdr(item, "DE*DEF")
    assert mapped["session"]["operator_id"] == "DE*DEF" and mapped["session"]["location"] == {"country": "DE"}
    assert mapped["attributes"] == {"generation_source": "solar", "renewable_claim": "go"}
    assert _refused(from_flat_cdr, item, None).field == "cpo_id"


@pytest.mark.parametrize(("change", "field"), [
    ({"id": None}, "id"), ({"start_date_time": 20261120}, "start_date_time"),
    ({"total_energy": "21.5"}, "total_energy"), ({"total_energy": True}, "total_energy"),
    ({"country": "ZZ"}, "country"), ({"country": "FRAN"}, "country"),
    ({"location_id": 12}, "location_id"), ({"attributes": "solar"}, "attributes"),
])
def test_a_flat_cdr_field_missing_or_of_the_wrong_type_is_named(change, field):
    error = _refused(from_flat_cdr, {**FLAT, **change})
    assert error.field == field and str(error).startswith(f"{field}: ")


def test_a_real_cdr_maps_its_party_location_meter_and_signed_data():
    signed, _ = ocmf_signed_data(100.0, 112.5)
    mapped = from_cdr(sample_cdr(signed_data=signed), "XX*DEF")
    assert mapped == {
        "session": {"external_session_id": "CDR-FR-SCP-0001", "started_at": "2026-11-20T08:00:00Z",
                    "ended_at": "2026-11-20T09:10:00Z", "energy_kwh": 12.5,
                    "location": {"country": "FR", "location_id": "LOC-PAR-0007", "evse_uid": "EVSE-PAR-0007-1"},
                    "operator_id": "FR*SCP", "source_format": "ocpi", "max_power_kw": 11.0,
                    "meter_id": "SM-0042-7781", "signed_data": signed},
        "attributes": {}}
    assert mapped["session"]["signed_data"] is signed  # kept as given, for the meter check to read


def test_a_cdr_names_its_own_operator_in_emi3_form_whatever_the_default():
    mapped = from_cdr(sample_cdr(country_code="nl", party_id="ab1"), "FR*DEF")
    assert mapped["session"]["operator_id"] == "NL*AB1"


def test_a_cdr_without_max_power_meter_or_signature_leaves_them_out():
    cdr = sample_cdr(charging_periods=[{"start_date_time": "2026-11-20T08:00:00Z",
                                        "dimensions": [{"type": "ENERGY", "volume": 12.5}]}])
    del cdr["meter_id"]
    session = from_cdr(cdr, None)["session"]
    assert not {"max_power_kw", "meter_id", "signed_data"} & set(session)


def test_the_highest_max_power_over_the_charging_periods_is_kept():
    periods = [{"start_date_time": "t", "dimensions": [{"type": "MAX_POWER", "volume": v}]} for v in (22, 50.5, 7.4)]
    assert from_cdr(sample_cdr(charging_periods=periods), None)["session"]["max_power_kw"] == 50.5


@pytest.mark.parametrize(("change", "field"), [
    ({"cdr_location": {"id": "L"}}, "cdr_location.country"),
    ({"cdr_location": {"country": "XYZ"}}, "cdr_location.country"),
    ({"cdr_location": {"country": "FRA", "evse_uid": 5}}, "cdr_location.evse_uid"),
    ({"cdr_location": "Paris"}, "cdr_location"),
    ({"total_energy": None}, "total_energy"),
    ({"party_id": None}, "party_id"),
    ({"signed_data": "OCMF|{}|{}"}, "signed_data"),
    ({"charging_periods": {"dimensions": []}}, "charging_periods"),
    ({"charging_periods": [{"dimensions": [{"type": "MAX_POWER", "volume": "11"}]}]},
     "charging_periods.0.dimensions.0.volume"),
    ({"credit": True}, "credit"),
])
def test_a_cdr_that_cannot_be_mapped_names_the_field(change, field):
    assert _refused(from_cdr, sample_cdr(**change)).field == field


def test_real_cdrs_are_told_apart_from_flat_rows():
    assert is_real_cdr(sample_cdr()) is True
    assert is_real_cdr(FLAT) is False and is_real_cdr("CDR") is False


def test_a_completed_session_maps_with_the_cpo_country_as_its_location():
    mapped = from_session(sample_session(), "XX*DEF")
    assert mapped == {
        "session": {"external_session_id": "SES-DE-SCP-0101", "started_at": "2026-11-21T17:02:00Z",
                    "ended_at": "2026-11-21T17:41:00Z", "energy_kwh": 31.25,
                    "location": {"country": "DE", "location_id": "LOC-BER-0003", "evse_uid": "EVSE-BER-0003-2"},
                    "operator_id": "DE*SCP", "source_format": "ocpi", "max_power_kw": 148.2, "meter_id": "DC-7731"},
        "attributes": {}}


@pytest.mark.parametrize("change", [{"status": "ACTIVE", "end_date_time": None}, {"status": "INVALID"},
                                    {"status": "COMPLETED", "end_date_time": None}])
def test_a_session_that_is_not_completed_is_refused(change):
    error = _refused(from_session, sample_session(**change))
    assert error.field == "status" and "COMPLETED" in error.message


def test_a_session_with_a_country_code_that_is_no_country_is_refused():
    assert _refused(from_session, sample_session(country_code="EU")).field == "country_code"
    assert _refused(from_session, sample_session(kwh=None)).field == "kwh"


def test_a_csv_row_maps_with_numbers_given_as_text():
    mapped = from_csv_row({**ROW, "max_power_kw": "22", "operator_id": " NL*CSV "}, "XX*DEF")
    assert mapped == {
        "session": {"external_session_id": "S-9", "started_at": "2026-11-20T08:00:00Z",
                    "ended_at": "2026-11-20T09:30:00Z", "energy_kwh": 12.5, "location": {"country": "NL"},
                    "operator_id": "NL*CSV", "source_format": "csv", "max_power_kw": 22.0},
        "attributes": {}}


@pytest.mark.parametrize(("given", "kwh"), [("12,5", 12.5), (" 7 ", 7.0), (3, 3), (0.25, 0.25)])
def test_a_csv_energy_with_a_comma_or_as_a_number_is_read(given, kwh):
    assert from_csv_row({**ROW, "energy_kwh": given}, "XX*DEF")["session"]["energy_kwh"] == kwh


def test_a_csv_row_takes_the_default_operator_and_ignores_blank_optional_cells():
    mapped = from_csv_row({**ROW, "operator_id": "", "max_power_kw": "", "external_session_id": 4411,
                           "country": "BEL"}, "BE*DEF")["session"]
    assert mapped["operator_id"] == "BE*DEF" and "max_power_kw" not in mapped
    assert mapped["external_session_id"] == "4411" and mapped["location"] == {"country": "BE"}


@pytest.mark.parametrize(("change", "field"), [
    ({"energy_kwh": "1.234,5"}, "energy_kwh"), ({"energy_kwh": "twelve"}, "energy_kwh"),
    ({"energy_kwh": "nan"}, "energy_kwh"), ({"energy_kwh": ""}, "energy_kwh"), ({"started_at": " "}, "started_at"),
    ({"country": "Atlantis"}, "country"), ({"max_power_kw": "fast"}, "max_power_kw"),
])
def test_a_csv_cell_that_cannot_be_read_is_named(change, field):
    assert _refused(from_csv_row, {**ROW, **change}).field == field


def test_a_csv_row_without_any_operator_is_refused():
    assert _refused(from_csv_row, ROW, None).field == "operator_id"


@pytest.mark.parametrize(("code", "expected"), [("fr", "FR"), ("FRA", "FR"), ("deu", "DE"), (" NL ", "NL")])
def test_alpha2_accepts_alpha2_and_alpha3(code, expected):
    assert alpha2(code, "country") == expected


@pytest.mark.parametrize("code", ["ZZ", "ABC", "F", "", None, 250, "F1"])
def test_alpha2_refuses_what_is_no_country(code):
    with pytest.raises(MappingError) as caught:
        alpha2(code, "cdr_location.country")
    assert caught.value.field == "cdr_location.country"


def test_an_item_that_is_not_an_object_is_refused():
    for mapper in (from_flat_cdr, from_cdr, from_session, from_csv_row):
        assert _refused(mapper, ["not", "an", "object"]).field == "item"
