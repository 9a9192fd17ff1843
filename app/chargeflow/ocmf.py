"""The meter's own signature on a charging session: OCMF (SAFE e.V., Open Charge Metering Format v1.2.0).

An OCPI 2.2.1 CDR may carry `signed_data` {encoding_method, encoding_method_version?, public_key,
signed_values: [{nature, plain_data, signed_data}], url?}. Each signed value is an OCMF string
`OCMF|<payload JSON>|<signature JSON>`, raw or base64; the calibrated meter signed the payload bytes exactly
as they stand between the first and the last `|`, so they are verified as they are, never re-serialised.

Reason codes (shown to users):
- `no_public_key`: the signed data carries no public key, so no signature can be checked.
- `unsupported_encoding`: the encoding method is not OCMF.
- `malformed_ocmf`: a signed value is not a readable OCMF string (structure, JSON, sizes, readings).
- `unsupported_algorithm`: the signature algorithm, curve or format is not one the hub can check.
- `bad_public_key`: the public key is not a readable elliptic-curve key (PEM, hex or base64 DER).
- `key_curve_mismatch`: the key is on another curve than the one the signature names.
- `signature_mismatch`: a signature does not match its payload and key: the data was changed or signed
  by another meter.
- `meter_serial_differs`: the signed values come from different meters (MS).
- `energy_mismatch`: the metered energy (last end reading minus first start reading) differs from the
  session's total energy by more than 0.5 % or 0.01 kWh, whichever is larger.
- `meter_id_differs`: the session names a meter (meter_id) other than the one that signed (MS).
- `reading_outside_session`: a signed reading's time (TM) lies more than 15 minutes outside the session's
  period: the readings belong to another charge.
- `no_readings`: no start and end energy readings to measure the session with (a note: it does not make
  signatures that check any less valid).

Verdict: `invalid` when a signature fails, the key's curve disagrees, the meters differ, the energy, the meter or
the period disagree with the session; `valid` when every signature checks and nothing else is wrong;
`unverifiable` otherwise.
Hostile input never raises: every shape of garbage gives a result with a reason.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import math
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

from app.platform import signing

MAX_SIGNED_VALUES = 10
MAX_OCMF_CHARS = 5000  # OCPI 2.2.1 SignedValue.signed_data is string(5000)
MAX_READINGS = 100
MAX_PUBLIC_KEY_CHARS = 1024  # OCPI allows 512; room for PEM line breaks, never megabytes
ENERGY_TOLERANCE_SHARE = 0.005
ENERGY_TOLERANCE_KWH = 0.01
NATURES = {"start": "Start", "end": "End", "intermediate": "Intermediate"}
UNITS_KWH = {"kwh": 1.0, "wh": 0.001}  # other units (mOhm, uOhm) are cable-loss registers, not energy
DEFAULT_ALGORITHM = "ECDSA-secp256r1-SHA256"
INVALID_REASONS = frozenset({"signature_mismatch", "key_curve_mismatch", "meter_serial_differs", "energy_mismatch",
                             "meter_id_differs", "reading_outside_session"})
READING_SLACK = timedelta(minutes=15)  # a meter's clock and the CDR's times may differ by this much
OCMF_TIME = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:[,.]\d+)?([+-]\d{2}):?(\d{2})")
NOTE_REASONS = frozenset({"no_readings"})
HEX = re.compile(r"[0-9A-Fa-f]+")
ALGORITHM = re.compile(r"ECDSA-([A-Za-z0-9]+)-SHA256", re.IGNORECASE)

# OCMF's curve spellings (and the usual brainpoolP spelling) -> (OCMF name, the curve's name where the hub can
# check it: signing.EC_CURVES; secp192k1 it cannot). OCMF hashes with SHA-256 on every curve.
CURVES: dict[str, tuple[str, str | None]] = {
    "secp256r1": ("secp256r1", "secp256r1"),
    "secp384r1": ("secp384r1", "secp384r1"),
    "secp256k1": ("secp256k1", "secp256k1"),
    "secp192r1": ("secp192r1", "secp192r1"),
    "secp192k1": ("secp192k1", None),
    "brainpool256r1": ("brainpool256r1", "brainpoolP256r1"),
    "brainpoolp256r1": ("brainpool256r1", "brainpoolP256r1"),
    "brainpool384r1": ("brainpool384r1", "brainpoolP384r1"),
    "brainpoolp384r1": ("brainpool384r1", "brainpoolP384r1"),
}
OCMF_HASH = "sha256"


@dataclass
class _Outcome:
    encoding_method: str | None = "OCMF"
    algorithm: str | None = None
    public_key_sha256: str | None = None
    serials: list[str] = field(default_factory=list)
    readings: list[dict] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    values: int = 0
    passed: int = 0
    failed: int = 0

    def add(self, reason: str) -> None:
        if reason not in self.reasons:
            self.reasons.append(reason)

    def signatures_valid(self) -> bool | None:
        """False when one failed, True when every signed value was checked and passed, None otherwise."""
        if self.failed:
            return False
        return True if self.values and self.passed == self.values else None

    def verdict(self) -> str:
        """invalid, valid or unverifiable, as the module's docstring says."""
        if INVALID_REASONS.intersection(self.reasons):
            return "invalid"
        if self.signatures_valid() and not set(self.reasons) - NOTE_REASONS:
            return "valid"
        return "unverifiable"


def verify_signed_data(signed_data: dict | None, total_energy_kwh: float | None = None, *,
                       meter_id: str | None = None, period: tuple[datetime, datetime] | None = None) -> dict | None:
    """Check an OCPI SignedData object's OCMF signatures and readings, and tie them to the session: its energy,
    its meter (meter_id against the signed MS) and its period (the readings' times); None without signed data."""
    if signed_data is None:
        return None
    outcome = _Outcome()
    if not isinstance(signed_data, dict):
        outcome.encoding_method = None
        outcome.add("malformed_ocmf")
    else:
        _check(signed_data, outcome)
    metered = _metered(outcome.readings)
    if metered is None and outcome.values and "malformed_ocmf" not in outcome.reasons:
        outcome.add("no_readings")
    matches = _energy_matches(metered, total_energy_kwh)
    if matches is False:
        outcome.add("energy_mismatch")
    if meter_id and outcome.serials and any(serial != meter_id for serial in outcome.serials):
        outcome.add("meter_id_differs")
    if period and _outside(outcome.readings, period):
        outcome.add("reading_outside_session")
    return {
        "present": True, "encoding_method": outcome.encoding_method, "verdict": outcome.verdict(),
        "signatures_valid": outcome.signatures_valid(), "algorithm": outcome.algorithm,
        "meter_serial": outcome.serials[0] if outcome.serials else None,
        "public_key_sha256": outcome.public_key_sha256, "readings": outcome.readings,
        "metered_kwh": metered, "matches_total_energy": matches, "reasons": outcome.reasons,
    }


def _check(signed_data: dict, outcome: _Outcome) -> None:
    method = signed_data.get("encoding_method")
    if not isinstance(method, str) or method.strip().upper() != "OCMF":
        outcome.encoding_method = method[:36] if isinstance(method, str) else None
        outcome.add("unsupported_encoding")
        return
    key, problem = _load_public_key(signed_data.get("public_key"))
    if problem:
        outcome.add(problem)
    else:
        outcome.public_key_sha256 = signing.sha256_hex(key.der)
    values = signed_data.get("signed_values")
    if not isinstance(values, list) or not 1 <= len(values) <= MAX_SIGNED_VALUES:
        outcome.add("malformed_ocmf")
        return
    outcome.values = len(values)
    for value in values:
        _check_value(value, key, outcome)
    if len(set(outcome.serials)) > 1:
        outcome.add("meter_serial_differs")


def _check_value(value, key: signing.EcPublicKey | None, outcome: _Outcome) -> None:
    """Read one signed value's payload and readings, then check its signature when a key is at hand."""
    nature = NATURES.get(value.get("nature").lower()) if isinstance(value, dict) and isinstance(
        value.get("nature"), str) else None
    parsed = _parse_ocmf(value.get("signed_data")) if nature else None
    readings = _readings(parsed[1], nature) if parsed else None
    serial = parsed[1].get("MS") if parsed else None
    if readings is None or not isinstance(serial, str) or not serial:
        outcome.add("malformed_ocmf")
        return
    payload_bytes, _payload, signature = parsed
    outcome.serials.append(serial[:64])
    outcome.readings.extend(readings)
    algorithm = _algorithm(signature.get("SA", DEFAULT_ALGORITHM))
    if algorithm is None or algorithm[1] is None:
        outcome.add("unsupported_algorithm")
        return
    name, curve = algorithm
    outcome.algorithm = outcome.algorithm or name
    signature_bytes, problem = _signature_bytes(signature)
    if problem or key is None:
        if problem:
            outcome.add(problem)
        return
    if key.curve != curve:
        outcome.add("key_curve_mismatch")
        return
    if signing.ecdsa_verify(key, signature_bytes, payload_bytes, OCMF_HASH):
        outcome.passed += 1
    else:
        outcome.failed += 1
        outcome.add("signature_mismatch")


def _load_public_key(text) -> tuple[signing.EcPublicKey | None, str | None]:
    """The elliptic-curve key from PEM, hex DER or base64 DER, or the reason it cannot be read."""
    if not isinstance(text, str) or not text.strip():
        return None, "no_public_key"
    text = text.strip()
    if len(text) > MAX_PUBLIC_KEY_CHARS:
        return None, "bad_public_key"
    forms = [text.encode("ascii", "replace")] if text.startswith("-----BEGIN") else _der_forms(text)
    for form in forms:
        key = signing.ec_public_key(form)
        if key is not None:
            return key, None
    return None, "bad_public_key"


def _der_forms(text: str) -> list[bytes]:
    """The bytes a key string may stand for: hex first (OCMF tools write hex, which is also base64's alphabet)."""
    compact = "".join(text.split())
    forms = []
    if HEX.fullmatch(compact) and len(compact) % 2 == 0:
        forms.append(bytes.fromhex(compact))
    with contextlib.suppress(binascii.Error, ValueError):
        forms.append(base64.b64decode(compact, validate=True))
    return forms


def _parse_ocmf(text) -> tuple[bytes, dict, dict] | None:
    """(payload bytes, payload, signature) of an OCMF string given raw or base64, or None."""
    raw = _ocmf_bytes(text)
    if raw is None or raw.count(b"|") < 2:
        return None
    first, last = raw.index(b"|"), raw.rindex(b"|")
    if raw[:first] != b"OCMF":
        return None
    payload_bytes = raw[first + 1:last]
    payload, signature = _json_object(payload_bytes), _json_object(raw[last + 1:])
    if payload is None or signature is None:
        return None
    return payload_bytes, payload, signature


def _ocmf_bytes(text) -> bytes | None:
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_OCMF_CHARS:
        return None
    text = text.strip()
    if text.startswith("OCMF|"):
        try:
            return text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate from a JSON escape
            return None
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None
    return raw if raw.startswith(b"OCMF|") else None


def _json_object(data: bytes) -> dict | None:
    try:
        value = json.loads(data, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a number")


def _readings(payload: dict, nature: str) -> list[dict] | None:
    """The payload's energy readings in kWh; RU and RI carry over from the reading before, as OCMF allows."""
    entries = payload.get("RD", [])
    if not isinstance(entries, list) or len(entries) > MAX_READINGS:
        return None
    readings, unit, obis = [], None, None
    for entry in entries:
        if not isinstance(entry, dict):
            return None
        unit, obis = entry.get("RU", unit), entry.get("RI", obis)
        value, moment, kind = _number(entry.get("RV")), entry.get("TM"), entry.get("TX")
        if value is None or not isinstance(unit, str) or not isinstance(moment, str):
            return None
        factor = UNITS_KWH.get(unit.lower())
        if factor is None:
            continue
        readings.append({"nature": nature, "time": moment[:64], "value_kwh": round(value * factor, 6),
                         "type": kind[:4] if isinstance(kind, str) else None,
                         "obis": obis[:64] if isinstance(obis, str) else None})
    return readings


def _number(value) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        number = float(value)
    except (ValueError, OverflowError):
        return None
    return number if math.isfinite(number) else None


def _algorithm(name) -> tuple[str, str | None] | None:
    """(OCMF algorithm name, the curve's name or None when the hub cannot check that curve), or None for an
    unknown algorithm."""
    found = ALGORITHM.fullmatch(name.strip()) if isinstance(name, str) else None
    entry = CURVES.get(found.group(1).lower()) if found else None
    if entry is None:
        return None
    return f"ECDSA-{entry[0]}-SHA256", entry[1] if entry[1] in signing.EC_CURVES else None


def _signature_bytes(signature: dict) -> tuple[bytes | None, str | None]:
    """The DER signature from SD in its SE encoding, or the reason it cannot be read."""
    if str(signature.get("SM", "application/x-der")).lower() != "application/x-der":
        return None, "unsupported_algorithm"
    encoding, data = str(signature.get("SE", "hex")).lower(), signature.get("SD")
    if not isinstance(data, str) or not data:
        return None, "malformed_ocmf"
    try:
        if encoding == "hex":
            return bytes.fromhex(data), None
        if encoding == "base64":
            return base64.b64decode(data, validate=True), None
    except (binascii.Error, ValueError):
        return None, "malformed_ocmf"
    return None, "malformed_ocmf"


def _metered(readings: list[dict]) -> float | None:
    """Last end reading minus first start reading (TX E and B, else the values' Start and End natures)."""
    starts = [r for r in readings if r["type"] == "B"] or [r for r in readings if r["nature"] == "Start"]
    ends = [r for r in readings if r["type"] == "E"] or [r for r in readings if r["nature"] == "End"]
    if not starts or not ends:
        return None
    return round(ends[-1]["value_kwh"] - starts[0]["value_kwh"], 6)


def _energy_matches(metered: float | None, total) -> bool | None:
    total = _number(total) if not isinstance(total, str) else None
    if metered is None or total is None:
        return None
    return abs(metered - total) <= max(ENERGY_TOLERANCE_KWH, ENERGY_TOLERANCE_SHARE * abs(total))


def _reading_time(text) -> datetime | None:
    """A reading's TM (`2026-11-20T08:00:02,000+0000 S`) as an aware time, or None when it does not read."""
    found = OCMF_TIME.match(text) if isinstance(text, str) else None
    if found is None:
        return None
    try:
        sign = 1 if found.group(2)[0] == "+" else -1
        offset = timedelta(hours=int(found.group(2)[1:]), minutes=int(found.group(3)))
        return datetime.fromisoformat(found.group(1)).replace(tzinfo=timezone(sign * offset))
    except ValueError:
        return None


def _outside(readings: list[dict], period: tuple[datetime, datetime]) -> bool:
    """True when a reading's time lies outside the session's period by more than READING_SLACK."""
    start, end = period[0] - READING_SLACK, period[1] + READING_SLACK
    times = [_reading_time(r.get("time")) for r in readings]
    return any(t is not None and not start <= t <= end for t in times)
