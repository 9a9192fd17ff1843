"""Charging records in the partners' shapes, mapped to the CFU-E session input {"session", "attributes"}.

Four shapes: the interface's flat cdr rows, real OCPI 2.2.1 CDRs, OCPI 2.2.1 Session objects and CSV rows.
The mapping checks structure only (a required field is present and of the right JSON type, a country code is
a real one); the service validates bounds and dates afterwards. A failure is a MappingError naming the
dotted path of the field in the source item, e.g. `cdr_location.country`.

Operator of a real CDR or Session: its own party, `{country_code}*{party_id}` upper-cased (the eMI3 operator
id), which names the charge point operator more precisely than a caller's default. Country of a Session: a
Session carries no location country, so the CPO's own country_code (alpha-2) stands for it.
"""

from __future__ import annotations

import math
import re

import pycountry

OCPI, CSV = "ocpi", "csv"
MAX_POWER = "MAX_POWER"


class MappingError(Exception):
    """A source item that cannot be mapped: the dotted path of the field at fault and why."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def alpha2(code: str, field: str) -> str:
    """The ISO 3166-1 alpha-2 code of an alpha-2 or alpha-3 code, or MappingError naming the field."""
    if not isinstance(code, str) or not code.strip():
        raise MappingError(field, "must be an ISO 3166-1 alpha-2 or alpha-3 country code")
    given = code.strip().upper()
    country = None
    if len(given) == 2 and given.isalpha():
        country = pycountry.countries.get(alpha_2=given)
    elif len(given) == 3 and given.isalpha():
        country = pycountry.countries.get(alpha_3=given)
    if country is None:
        raise MappingError(field, f"{given[:8]} is not an ISO 3166-1 country code")
    return country.alpha_2


def is_real_cdr(item) -> bool:
    """True for an OCPI 2.2.1 CDR (country_code, party_id, cdr_location), False for a flat cdr row."""
    return isinstance(item, dict) and all(name in item for name in ("country_code", "party_id", "cdr_location"))


def from_flat_cdr(item: dict, default_operator_id: str | None) -> dict:
    """Map a flat cdr row (id, start/end_date_time, total_energy, country, location_id, cpo_id)."""
    item = _object(item, "item")
    operator = _text(item, "cpo_id", required=False) or default_operator_id
    if not operator:
        raise MappingError("cpo_id", "is required when no default_operator_id is given")
    location = {"country": alpha2(_text(item, "country"), "country")}
    _put(location, "location_id", _text(item, "location_id", required=False))
    session = {
        "external_session_id": _text(item, "id"),
        "started_at": _utc(item, "start_date_time"),
        "ended_at": _utc(item, "end_date_time"),
        "energy_kwh": _number(item, "total_energy"),
        "location": location,
        "operator_id": operator,
        "source_format": OCPI,
    }
    return {"session": session, "attributes": _attributes(item)}


def from_cdr(cdr: dict, default_operator_id: str | None) -> dict:
    """Map an OCPI 2.2.1 CDR; the operator is the CDR's own party, whatever the default says."""
    cdr = _object(cdr, "item")
    if cdr.get("credit") is True:
        raise MappingError("credit", "a credit CDR reverses an earlier CDR; it is no charging session of its own")
    where = _object(cdr.get("cdr_location"), "cdr_location")
    location = {"country": alpha2(_text(where, "country", "cdr_location."), "cdr_location.country")}
    _put(location, "location_id", _text(where, "id", "cdr_location.", required=False))
    _put(location, "evse_uid", _text(where, "evse_uid", "cdr_location.", required=False))
    session = {
        "external_session_id": _text(cdr, "id"),
        "started_at": _utc(cdr, "start_date_time"),
        "ended_at": _utc(cdr, "end_date_time"),
        "energy_kwh": _number(cdr, "total_energy"),
        "location": location,
        "operator_id": _party(cdr),
        "source_format": OCPI,
    }
    _put(session, "max_power_kw", _max_power(cdr.get("charging_periods")))
    _put(session, "meter_id", _text(cdr, "meter_id", required=False))
    if cdr.get("signed_data") is not None:
        session["signed_data"] = _object(cdr["signed_data"], "signed_data")
    return {"session": session, "attributes": _attributes(cdr)}


def from_session(session: dict, default_operator_id: str | None) -> dict:
    """Map a COMPLETED OCPI 2.2.1 Session; its location country is the CPO's country_code."""
    item = _object(session, "item")
    status = _text(item, "status")
    if status.upper() != "COMPLETED" or item.get("end_date_time") is None:
        raise MappingError("status", f"only a COMPLETED session with an end_date_time is a charge (got {status[:16]})")
    location = {"country": alpha2(_text(item, "country_code"), "country_code")}
    _put(location, "location_id", _text(item, "location_id", required=False))
    _put(location, "evse_uid", _text(item, "evse_uid", required=False))
    mapped = {
        "external_session_id": _text(item, "id"),
        "started_at": _utc(item, "start_date_time"),
        "ended_at": _utc(item, "end_date_time"),
        "energy_kwh": _number(item, "kwh"),
        "location": location,
        "operator_id": _party(item),
        "source_format": OCPI,
    }
    _put(mapped, "max_power_kw", _max_power(item.get("charging_periods")))
    _put(mapped, "meter_id", _text(item, "meter_id", required=False))
    return {"session": mapped, "attributes": _attributes(item)}


def from_csv_row(row: dict, default_operator_id: str | None) -> dict:
    """Map a CSV row; numbers may be strings, with a point or a comma as the decimal mark."""
    row = _object(row, "item")
    operator = _csv_text(row, "operator_id", required=False) or default_operator_id
    if not operator:
        raise MappingError("operator_id", "is required when no default_operator_id is given")
    location = {"country": alpha2(_csv_text(row, "country"), "country")}
    _put(location, "location_id", _csv_text(row, "location_id", required=False))
    _put(location, "evse_uid", _csv_text(row, "evse_uid", required=False))
    session = {
        "external_session_id": _csv_text(row, "external_session_id"),
        "started_at": _csv_text(row, "started_at"),
        "ended_at": _csv_text(row, "ended_at"),
        "energy_kwh": _csv_number(row, "energy_kwh"),
        "location": location,
        "operator_id": operator,
        "source_format": CSV,
    }
    _put(session, "max_power_kw", _csv_number(row, "max_power_kw", required=False))
    _put(session, "meter_id", _csv_text(row, "meter_id", required=False))
    return {"session": session, "attributes": _attributes(row)}


def _object(value, field: str) -> dict:
    if not isinstance(value, dict):
        raise MappingError(field, "must be a JSON object")
    return value


def _put(target: dict, name: str, value) -> None:
    """Set an optional field only when the source had it, so absent stays absent."""
    if value is not None:
        target[name] = value


ZONED = re.compile(r"(Z|[+-]\d{2}:?\d{2})$", re.IGNORECASE)


def _utc(item: dict, name: str) -> str:
    """An OCPI DateTime: UTC, and a time without a zone designator is UTC (OCPI 2.2.1, Types), so a Z is added
    where none is written; JSON mints and CSV rows must write their offset."""
    text = _text(item, name)
    return text if ZONED.search(text) else text + "Z"


def _text(item: dict, name: str, prefix: str = "", required: bool = True) -> str | None:
    value = item.get(name)
    if value is None:
        if required:
            raise MappingError(prefix + name, "is required")
        return None
    if not isinstance(value, str):
        raise MappingError(prefix + name, "must be a string")
    return value


def _number(item: dict, name: str, prefix: str = "") -> float | int:
    value = item.get(name)
    if value is None:
        raise MappingError(prefix + name, "is required")
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise MappingError(prefix + name, "must be a number")
    return value


def _party(item: dict) -> str:
    """The eMI3 operator id of an OCPI object's own party: FR*CPO."""
    return f"{_text(item, 'country_code').strip()}*{_text(item, 'party_id').strip()}".upper()


def _max_power(periods) -> float | int | None:
    """The highest MAX_POWER dimension (kW) over the charging periods, None when none is given."""
    if periods is None:
        return None
    if not isinstance(periods, list):
        raise MappingError("charging_periods", "must be a list")
    highest = None
    for i, period in enumerate(periods):
        dimensions = _object(period, f"charging_periods.{i}").get("dimensions") or []
        if not isinstance(dimensions, list):
            raise MappingError(f"charging_periods.{i}.dimensions", "must be a list")
        for j, dimension in enumerate(dimensions):
            if isinstance(dimension, dict) and dimension.get("type") == MAX_POWER:
                volume = _number(dimension, "volume", f"charging_periods.{i}.dimensions.{j}.")
                highest = volume if highest is None else max(highest, volume)
    return highest


def _attributes(item: dict) -> dict:
    attributes = item.get("attributes")
    if attributes is None:
        return {}
    return dict(_object(attributes, "attributes"))


def _csv_text(row: dict, name: str, required: bool = True) -> str | None:
    """A CSV cell as text: blank is absent, and a spreadsheet's integer id becomes its digits."""
    value = row.get(name)
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, str) and not value.strip():
        value = None
    if isinstance(value, str):
        value = value.strip()
    return _text({name: value}, name, required=required)


def _csv_number(row: dict, name: str, required: bool = True) -> float | int | None:
    value = row.get(name)
    if isinstance(value, str):
        value = _parse_decimal(value.strip(), name)
    if value is None and not required:
        return None
    return _number({name: value}, name)


def _parse_decimal(text: str, field: str) -> float | None:
    """'12.5' or '12,5' as a number; blank is absent; anything else (1.234,5 ...) is refused, not guessed, and so
    is '1,234': a decimal comma or a thousands separator, 1.234 or 1234, read wrong by a factor of 1000."""
    if not text:
        return None
    if re.fullmatch(r"-?\d{1,3},\d{3}", text):
        raise MappingError(field, "is ambiguous: write 1234 or 1.234 (a comma before three digits may separate "
                                  "thousands)")
    if "," in text and "." not in text and text.count(",") == 1:
        text = text.replace(",", ".")
    try:
        number = float(text)
    except ValueError:
        raise MappingError(field, "must be a number") from None
    if not math.isfinite(number):
        raise MappingError(field, "must be a finite number")
    return number
