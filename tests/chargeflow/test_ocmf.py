"""The meter's OCMF signature: real ECDSA signatures over the exact payload bytes, the readings they carry, and
a result (never an exception) for anything a caller sends."""

import base64
import hashlib
import json

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from app.chargeflow.ocmf import verify_signed_data
from tests.chargeflow.ocpi_peer import meter_payload, ocmf_signed_data, public_key_text, sign_ocmf


def _decoded(signed_value: dict) -> str:
    return base64.b64decode(signed_value["signed_data"]).decode()


def test_a_signed_start_and_end_pair_is_valid_and_measures_the_session():
    signed, public_key = ocmf_signed_data(1520.0, 1538.4, serial="SM-1")
    result = verify_signed_data(signed, 18.4)
    der = public_key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    assert result["verdict"] == "valid" and result["signatures_valid"] is True and result["reasons"] == []
    assert result["present"] is True and result["encoding_method"] == "OCMF"
    assert result["algorithm"] == "ECDSA-secp256r1-SHA256" and result["meter_serial"] == "SM-1"
    assert result["public_key_sha256"] == hashlib.sha256(der).hexdigest()
    assert result["metered_kwh"] == pytest.approx(18.4) and result["matches_total_energy"] is True
    assert [(r["nature"], r["type"], r["value_kwh"], r["obis"]) for r in result["readings"]] == [
        ("Start", "B", 1520.0, "1-b:1.8.0"), ("End", "E", 1538.4, "1-b:1.8.0")]
    assert result["readings"][0]["time"] == "2026-11-20T08:00:02,000+0000 S"


def test_readings_in_watt_hours_are_converted_to_kilowatt_hours():
    signed, _ = ocmf_signed_data(1520.0, 1538.4, unit="Wh")
    assert "1520000" in _decoded(signed["signed_values"][0])
    result = verify_signed_data(signed, 18.4)
    assert result["verdict"] == "valid"
    assert [r["value_kwh"] for r in result["readings"]] == [1520.0, 1538.4]
    assert result["metered_kwh"] == pytest.approx(18.4)


def test_ocmf_strings_are_read_raw_as_well_as_base64():
    signed, _ = ocmf_signed_data(10.0, 22.5, raw=True)
    assert signed["signed_values"][0]["signed_data"].startswith("OCMF|{")
    assert verify_signed_data(signed, 12.5)["verdict"] == "valid"


def test_a_changed_byte_in_the_payload_fails_the_meter_signature():
    signed, _ = ocmf_signed_data(1520.0, 1538.4, tamper=True)
    assert '"RV":1539.4' in _decoded(signed["signed_values"][1])
    result = verify_signed_data(signed)
    assert result["verdict"] == "invalid" and result["signatures_valid"] is False
    assert result["reasons"] == ["signature_mismatch"]


def test_the_payload_is_checked_as_sent_and_never_reserialised():
    """A signature over the compact JSON fails once spaces are added, though the JSON means the same."""
    key = ec.generate_private_key(ec.SECP256R1())
    payload = meter_payload(5.0, "B", "2026-11-20T08:00:00,000+0000", "SM-9")
    compact = sign_ocmf(payload, key)
    _, text, signature = compact.split("|")
    spaced = f"OCMF|{json.dumps(json.loads(text))}|{signature}"
    signed = {"encoding_method": "OCMF", "public_key": public_key_text(key.public_key()),
              "signed_values": [{"nature": "Start", "plain_data": "", "signed_data": spaced}]}
    assert verify_signed_data(signed)["reasons"] == ["signature_mismatch", "no_readings"]
    signed["signed_values"][0]["signed_data"] = compact
    assert verify_signed_data(signed)["signatures_valid"] is True


def test_a_signature_by_another_key_is_invalid():
    signed, _ = ocmf_signed_data(1.0, 2.0)
    other = ec.generate_private_key(ec.SECP256R1()).public_key()
    signed["public_key"] = public_key_text(other)
    result = verify_signed_data(signed)
    assert result["verdict"] == "invalid" and result["reasons"] == ["signature_mismatch"]


@pytest.mark.parametrize("form", ["hex", "pem", "base64"])
def test_the_public_key_is_read_as_hex_pem_or_base64_der(form):
    signed, _ = ocmf_signed_data(1.0, 2.0, key_form=form)
    assert verify_signed_data(signed, 1.0)["verdict"] == "valid"


def test_a_signature_in_base64_is_read_when_se_says_so():
    key = ec.generate_private_key(ec.SECP256R1())
    text = sign_ocmf(meter_payload(3.0, "B", "2026-11-20T08:00:00,000+0000", "SM-5"), key)
    header, payload, signature = text.split("|")
    sd = bytes.fromhex(json.loads(signature)["SD"])
    rewritten = json.dumps({"SA": "ECDSA-secp256r1-SHA256", "SE": "base64", "SD": base64.b64encode(sd).decode()})
    value = {"nature": "Start", "plain_data": "", "signed_data": f"{header}|{payload}|{rewritten}"}
    pem = public_key_text(key.public_key(), "pem")
    signed = {"encoding_method": "OCMF", "public_key": pem, "signed_values": [value]}
    assert verify_signed_data(signed)["signatures_valid"] is True


@pytest.mark.parametrize(("curve", "algorithm"), [
    (ec.SECP384R1(), "ECDSA-secp384r1-SHA256"),
    (ec.SECP256K1(), "ECDSA-secp256k1-SHA256"),
    (ec.BrainpoolP256R1(), "ECDSA-brainpool256r1-SHA256"),
])
def test_other_ocmf_curves_verify(curve, algorithm):
    signed, _ = ocmf_signed_data(100.0, 112.0, key=ec.generate_private_key(curve))
    result = verify_signed_data(signed, 12.0)
    assert result["verdict"] == "valid" and result["algorithm"] == algorithm


def test_a_key_on_another_curve_than_the_algorithm_names_is_invalid():
    signed, _ = ocmf_signed_data(1.0, 2.0, key=ec.generate_private_key(ec.SECP384R1()))
    for value in signed["signed_values"]:
        text = _decoded(value).replace("ECDSA-secp384r1-SHA256", "ECDSA-secp256r1-SHA256")
        value["signed_data"] = base64.b64encode(text.encode()).decode()
    result = verify_signed_data(signed)
    assert result["verdict"] == "invalid" and result["reasons"] == ["key_curve_mismatch"]
    assert result["signatures_valid"] is None


def test_without_a_public_key_the_readings_are_shown_but_nothing_is_verified():
    signed, _ = ocmf_signed_data(1520.0, 1538.4)
    del signed["public_key"]
    result = verify_signed_data(signed, 18.4)
    assert result["verdict"] == "unverifiable" and result["reasons"] == ["no_public_key"]
    assert result["signatures_valid"] is None and result["public_key_sha256"] is None
    assert result["metered_kwh"] == pytest.approx(18.4) and result["matches_total_energy"] is True


def test_an_encoding_other_than_ocmf_is_unverifiable():
    signed, _ = ocmf_signed_data(1.0, 2.0)
    signed["encoding_method"] = "Alfen Eichrecht"
    result = verify_signed_data(signed)
    assert result["verdict"] == "unverifiable" and result["reasons"] == ["unsupported_encoding"]
    assert result["encoding_method"] == "Alfen Eichrecht" and result["readings"] == []


def test_an_unknown_or_unavailable_algorithm_is_unverifiable():
    signed, _ = ocmf_signed_data(1.0, 2.0, raw=True)
    signed["signed_values"][0]["signed_data"] = signed["signed_values"][0]["signed_data"].replace(
        "ECDSA-secp256r1-SHA256", "ECDSA-secp192k1-SHA256")
    signed["signed_values"][1]["signed_data"] = signed["signed_values"][1]["signed_data"].replace(
        "ECDSA-secp256r1-SHA256", "RSA-PSS-SHA512")
    result = verify_signed_data(signed)
    assert result["verdict"] == "unverifiable" and result["reasons"] == ["unsupported_algorithm"]


def test_a_key_that_is_not_an_elliptic_curve_key_is_refused():
    signed, _ = ocmf_signed_data(1.0, 2.0)
    signed["public_key"] = public_key_text(rsa.generate_private_key(public_exponent=65537, key_size=2048)
                                           .public_key(), "base64")
    assert verify_signed_data(signed)["reasons"] == ["bad_public_key"]
    signed["public_key"] = "3059301306072A8648CE3D0201"
    assert verify_signed_data(signed)["verdict"] == "unverifiable"


def test_the_metered_energy_is_compared_with_the_sessions_total_within_the_tolerance():
    signed, _ = ocmf_signed_data(1000.0, 1100.0)
    assert verify_signed_data(signed, 100.4)["matches_total_energy"] is True  # 0.5 % of 100.4 is 0.502
    assert verify_signed_data(signed, None)["matches_total_energy"] is None
    result = verify_signed_data(signed, 101.0)
    assert result["matches_total_energy"] is False and result["verdict"] == "invalid"
    assert result["reasons"] == ["energy_mismatch"] and result["signatures_valid"] is True
    small, _ = ocmf_signed_data(10.0, 10.5)
    assert verify_signed_data(small, 0.509)["matches_total_energy"] is True  # the 0.01 kWh floor
    assert verify_signed_data(small, 0.52)["matches_total_energy"] is False


def test_signed_values_from_two_meters_are_invalid():
    key = ec.generate_private_key(ec.SECP256R1())
    start, _ = ocmf_signed_data(1.0, 2.0, serial="SM-A", key=key)
    end, _ = ocmf_signed_data(1.0, 2.0, serial="SM-B", key=key)
    start["signed_values"][1] = end["signed_values"][1]
    result = verify_signed_data(start)
    assert result["verdict"] == "invalid" and result["reasons"] == ["meter_serial_differs"]
    assert result["signatures_valid"] is True and result["meter_serial"] == "SM-A"


def test_a_signed_value_without_energy_readings_is_noted():
    key = ec.generate_private_key(ec.SECP256R1())
    payload = meter_payload(1.0, "B", "2026-11-20T08:00:00,000+0000", "SM-1")
    payload["RD"] = [{"TM": "2026-11-20T08:00:00,000+0000 S", "RV": 12.0, "RU": "mOhm"}]
    signed = {"encoding_method": "OCMF", "public_key": public_key_text(key.public_key()),
              "signed_values": [{"nature": "Start", "plain_data": "", "signed_data": sign_ocmf(payload, key)}]}
    result = verify_signed_data(signed, 5.0)
    assert result["verdict"] == "valid" and result["reasons"] == ["no_readings"]
    assert result["readings"] == [] and result["metered_kwh"] is None and result["matches_total_energy"] is None


def test_a_later_reading_may_omit_the_unit_and_register_it_repeats():
    key = ec.generate_private_key(ec.SECP256R1())
    payload = meter_payload(7.0, "B", "2026-11-20T08:00:00,000+0000", "SM-1", unit="Wh")
    payload["RD"].append({"TM": "2026-11-20T09:00:00,000+0000 S", "TX": "E", "RV": 19500})
    signed = {"encoding_method": "OCMF", "public_key": public_key_text(key.public_key()),
              "signed_values": [{"nature": "End", "plain_data": "", "signed_data": sign_ocmf(payload, key)}]}
    result = verify_signed_data(signed, 12.5)
    assert result["verdict"] == "valid" and result["metered_kwh"] == pytest.approx(12.5)
    assert result["readings"][1]["obis"] == "1-b:1.8.0"


def test_no_signed_data_gives_none():
    assert verify_signed_data(None) is None


def test_signed_data_that_is_not_an_object_is_malformed():
    result = verify_signed_data(["OCMF"])
    assert result["encoding_method"] is None and result["reasons"] == ["malformed_ocmf"]


def _valid_start() -> dict:
    return ocmf_signed_data(1.0, 2.0)[0]


GARBAGE = [
    "OCMF", 42, [], {}, {"encoding_method": None}, {"encoding_method": 7, "signed_values": "x"},
    {"encoding_method": "OCMF", "public_key": 12, "signed_values": []},
    {"encoding_method": "OCMF", "public_key": "zz", "signed_values": [None, 3, "x"]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF||"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF|[]|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start",
                                                   "signed_data": "OCMF|{\"MS\":\"a\",\"RD\":7}|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF|" + "[" * 4000 + "|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF|{\"MS\":\"a\",\"RD\":"
                                                   "[{\"RV\":NaN,\"RU\":\"kWh\",\"TM\":\"t\"}]}|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF|{\"a\":\"\\ud800\"}|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "\ud800OCMF|{}|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "bm90IG9jbWY="}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Sideways", "signed_data": "OCMF|{}|{}"}]},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF|{}|{}"}] * 11},
    {"encoding_method": "OCMF", "signed_values": [{"nature": "Start", "signed_data": "OCMF|" + "x" * 6000 + "|{}"}]},
    {"encoding_method": "OCMF", "public_key": "-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----",
     "signed_values": [{"nature": "End", "signed_data": "OCMF|{\"MS\":\"a\",\"RD\":[{\"RV\":1e999,\"RU\":\"kWh\"}]}|"
                                                       "{\"SE\":\"hex\",\"SD\":\"zz\"}"}]},
]


@pytest.mark.parametrize("garbage", GARBAGE)
def test_garbage_gives_a_reason_and_never_an_exception(garbage):
    result = verify_signed_data(garbage, "12")
    assert result["verdict"] == "unverifiable" and result["reasons"] and result["signatures_valid"] is None


def test_a_garbage_signature_next_to_a_valid_key_is_a_mismatch_not_a_crash():
    signed = _valid_start()
    for value in signed["signed_values"]:
        header, payload, _ = _decoded(value).split("|")
        value["signed_data"] = f'{header}|{payload}|{{"SD":"00FF"}}'
    assert verify_signed_data(signed)["reasons"] == ["signature_mismatch"]


def test_too_many_readings_in_one_payload_are_refused():
    key = ec.generate_private_key(ec.SECP256R1())
    payload = meter_payload(1.0, "B", "t", "SM-1")
    payload["RD"] = [{"TM": "t", "RV": i} for i in range(101)]
    text = sign_ocmf(payload, key)
    assert len(text) <= 5000
    signed = {"encoding_method": "OCMF", "public_key": public_key_text(key.public_key()),
              "signed_values": [{"nature": "Start", "plain_data": "", "signed_data": text}]}
    assert verify_signed_data(signed)["reasons"] == ["malformed_ocmf"]
