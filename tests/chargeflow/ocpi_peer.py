"""Builders for OCPI 2.2.1 records and OCMF-signed meter data, and `ocpi_peer`: a fake OCPI 2.2.1 CPO on
loopback over TLS (the fake HTTPS peer's server and certificate authority, with an OCPI handler).

tests/chargeflow/conftest.py offers `ocpi_peer` as a fixture to every ChargeFlow test;
`make_app(**ocpi_peer.settings())` builds a hub that may reach it, and `ocpi_peer.credentials(module=...)` gives
the live credentials.
"""

from __future__ import annotations

import base64
import contextlib
import http.server
import json
import time
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec

PEER_TOKEN = "cpo-credentials-token-5Qe9"
OCPI_PREFIX = "/ocpi/2.2.1/"
FIRST_START = "2026-11-20T08:00:00Z"
FIRST_END = "2026-11-20T09:10:00Z"


def sign_ocmf(payload: dict, private_key) -> str:
    """An OCMF string whose signature covers the payload JSON's exact bytes (ECDSA, SHA-256, hex DER)."""
    text = json.dumps(payload, separators=(",", ":"))
    signature = private_key.sign(text.encode("utf-8"), ec.ECDSA(hashes.SHA256()))
    algorithm = f"ECDSA-{private_key.curve.name}-SHA256"
    return f"OCMF|{text}|{json.dumps({'SA': algorithm, 'SD': signature.hex().upper()}, separators=(',', ':'))}"


def public_key_text(public_key, form: str = "hex") -> str:
    """The key as OCMF tools write it (hex of the DER SubjectPublicKeyInfo), or as PEM or base64 DER."""
    if form == "pem":
        return public_key.public_bytes(serialization.Encoding.PEM,
                                       serialization.PublicFormat.SubjectPublicKeyInfo).decode()
    der = public_key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return der.hex().upper() if form == "hex" else base64.b64encode(der).decode()


def meter_payload(value_kwh: float, tx: str, moment: str, serial: str, unit: str = "kWh") -> dict:
    """An OCMF payload with one energy reading (TX B at the start, E at the end)."""
    value = round(value_kwh * 1000) if unit == "Wh" else value_kwh
    return {"FV": "1.0", "GI": "SAMPLE-GATEWAY", "GS": "GW-0001", "GV": "1.4.2", "PG": f"T{1 if tx == 'B' else 2}",
            "MV": "Sample Meters", "MM": "SM-3PH", "MS": serial, "MF": "2.1", "IS": True, "IT": "ISO14443",
            "ID": "04A1B2C3D4E5F6", "RD": [{"TM": f"{moment} S", "TX": tx, "RV": value, "RI": "1-b:1.8.0",
                                             "RU": unit, "RT": "AC", "EF": "", "ST": "G"}]}


def ocmf_signed_data(start_kwh: float, end_kwh: float, serial: str = "SM-0042-7781", key=None, tamper: bool = False,
                     unit: str = "kWh", key_form: str = "hex", raw: bool = False):
    """(OCPI SignedData with a Start and an End OCMF value, the meter's public key). `tamper` changes the end
    reading after signing; `raw` leaves the OCMF strings unencoded instead of base64 as OCPI asks."""
    key = key or ec.generate_private_key(ec.SECP256R1())
    values = []
    for nature, tx, value, moment in (("Start", "B", start_kwh, "2026-11-20T08:00:02,000+0000"),
                                      ("End", "E", end_kwh, "2026-11-20T09:09:58,000+0000")):
        payload = meter_payload(value, tx, moment, serial, unit)
        text = sign_ocmf(payload, key)
        if tamper and nature == "End":
            reading = payload["RD"][0]["RV"]
            text = text.replace(f'"RV":{reading}', f'"RV":{reading + (10 if unit == "Wh" else 1)}', 1)
        values.append({"nature": nature, "plain_data": json.dumps(payload["RD"][0]),
                       "signed_data": text if raw else base64.b64encode(text.encode()).decode()})
    signed = {"encoding_method": "OCMF", "encoding_method_version": 1,
              "public_key": public_key_text(key.public_key(), key_form), "signed_values": values}
    return signed, key.public_key()


def sample_cdr(**overrides) -> dict:
    """A real OCPI 2.2.1 CDR (a 70-minute AC charge in Paris), with fields replaced by `overrides`."""
    cdr = {
        "country_code": "FR", "party_id": "SCP", "id": "CDR-FR-SCP-0001", "session_id": "SES-FR-SCP-0001",
        "start_date_time": FIRST_START, "end_date_time": FIRST_END,
        "cdr_token": {"country_code": "FR", "party_id": "EMS", "uid": "04A1B2C3D4E5F6", "type": "RFID",
                      "contract_id": "FR-EMS-C12345678-X"},
        "auth_method": "WHITELIST",
        "cdr_location": {"id": "LOC-PAR-0007", "name": "Sample car park", "address": "1 rue de l'Exemple",
                         "city": "Paris", "postal_code": "75011", "country": "FRA",
                         "coordinates": {"latitude": "48.857000", "longitude": "2.380000"},
                         "evse_uid": "EVSE-PAR-0007-1", "evse_id": "FR*SCP*E0007*1", "connector_id": "1",
                         "connector_standard": "IEC_62196_T2", "connector_format": "SOCKET",
                         "connector_power_type": "AC_3_PHASE"},
        "meter_id": "SM-0042-7781", "currency": "EUR",
        "charging_periods": [
            {"start_date_time": FIRST_START, "dimensions": [{"type": "ENERGY", "volume": 8.0},
                                                            {"type": "MAX_POWER", "volume": 11.0}]},
            {"start_date_time": "2026-11-20T08:45:00Z", "dimensions": [{"type": "ENERGY", "volume": 4.5},
                                                                       {"type": "MAX_POWER", "volume": 7.4}]},
        ],
        "total_cost": {"excl_vat": 5.63, "incl_vat": 6.76},
        "total_energy": 12.5, "total_time": 1.1667, "last_updated": "2026-11-20T09:12:00Z",
    }
    cdr.update(overrides)
    return cdr


def sample_session(**overrides) -> dict:
    """A COMPLETED OCPI 2.2.1 Session (a DC charge in Berlin), with fields replaced by `overrides`."""
    session = {
        "country_code": "DE", "party_id": "SCP", "id": "SES-DE-SCP-0101", "start_date_time": "2026-11-21T17:02:00Z",
        "end_date_time": "2026-11-21T17:41:00Z", "kwh": 31.25,
        "cdr_token": {"country_code": "DE", "party_id": "EMS", "uid": "0A0B0C0D", "type": "APP_USER",
                      "contract_id": "DE-EMS-C00000042-5"},
        "auth_method": "COMMAND", "location_id": "LOC-BER-0003", "evse_uid": "EVSE-BER-0003-2",
        "connector_id": "2", "meter_id": "DC-7731", "currency": "EUR",
        "charging_periods": [{"start_date_time": "2026-11-21T17:02:00Z",
                              "dimensions": [{"type": "ENERGY", "volume": 31.25},
                                             {"type": "MAX_POWER", "volume": 148.2}]}],
        "total_cost": {"excl_vat": 14.4}, "status": "COMPLETED", "last_updated": "2026-11-21T17:43:00Z",
    }
    session.update(overrides)
    return session


class OcpiPeer:
    """A fake OCPI 2.2.1 CPO serving {module} lists under /ocpi/2.2.1/: it checks `Authorization: Token
    <base64 token>` (401 otherwise), filters on date_from, pages `page_size` records at a time with Link and
    X-Total-Count, and records every request. `answer_with` replaces every OCPI answer by (status, body);
    `delay` (seconds) holds every OCPI answer back."""

    def __init__(self, https, page_size: int = 2):
        self.https = https
        self.token = PEER_TOKEN
        self.page_size = page_size
        self.answer_with: tuple[int, bytes] | None = None
        self.delay = 0.0
        self.signing_key = ec.generate_private_key(ec.SECP256R1())
        self.cdrs = self._cdrs()
        self.sessions = self._sessions()

    @property
    def base_url(self) -> str:
        return f"{self.https.url}{OCPI_PREFIX.rstrip('/')}"

    @property
    def received(self) -> list[dict]:
        """The OCPI requests the peer received, in order."""
        return [r for r in self.https.received if r["path"].startswith(OCPI_PREFIX)]

    def credentials(self, **extra) -> dict:
        """Live credentials that this peer accepts, plus `extra` (module, date_from, party_id ...)."""
        return {"base_url": self.base_url, "token": self.token, **extra}

    def settings(self) -> dict:
        """App settings that let the fetch door reach the peer."""
        return self.https.settings()

    def install(self) -> OcpiPeer:
        # FakeHttps answers (status, body) only; OCPI paging needs response headers, so its TLS server gets an
        # OCPI handler, which still hands every other path to the FakeHttps routes.
        self.https.server.RequestHandlerClass = _handler_for(self)
        return self

    def answer(self, path: str, headers) -> tuple[int, bytes, dict]:
        """(status, body, headers) for an OCPI path."""
        time.sleep(self.delay)
        if self.answer_with is not None:
            return (*self.answer_with, {})
        if headers.get("Authorization") != f"Token {base64.b64encode(self.token.encode()).decode()}":
            return 401, _envelope(None, 2002, "Invalid or missing token"), {}
        parts = urlsplit(path)
        records = {"cdrs": self.cdrs, "sessions": self.sessions}.get(parts.path[len(OCPI_PREFIX):])
        if records is None:
            return 404, _envelope(None, 2000, "Unknown module"), {}
        query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        date_from = query.get("date_from", "")
        matching = [r for r in records if r["last_updated"] >= date_from]
        offset, limit = int(query.get("offset", 0)), min(int(query.get("limit", self.page_size)), self.page_size)
        extra = {"X-Total-Count": str(len(matching)), "X-Limit": str(self.page_size)}
        if offset + limit < len(matching):
            following = urlencode({**query, "offset": offset + limit, "limit": limit})
            extra["Link"] = f'<{self.https.url}{parts.path}?{following}>; rel="next"'
        return 200, _envelope(matching[offset:offset + limit], 1000, "Success"), extra

    def _cdrs(self) -> list[dict]:
        """Five recent CDRs (FR, DE, NL, BE, FR); the third carries the meter's OCMF signature."""
        now = datetime.now(UTC).replace(microsecond=0)
        places = [("FR", "FRA", 12.5), ("DE", "DEU", 31.25), ("NL", "NLD", 18.4), ("BE", "BEL", 7.9),
                  ("FR", "FRA", 44.0)]
        cdrs = []
        for i, (alpha2, alpha3, kwh) in enumerate(places, start=1):
            start, end = now - timedelta(days=i, hours=2), now - timedelta(days=i, hours=1)
            cdr = sample_cdr(country_code=alpha2, id=f"CDR-{alpha2}-SCP-{i:04d}", session_id=f"SES-{i:04d}",
                             start_date_time=_stamp(start), end_date_time=_stamp(end), total_energy=kwh,
                             last_updated=_stamp(end + timedelta(minutes=2)),
                             charging_periods=[{"start_date_time": _stamp(start), "dimensions": [
                                 {"type": "ENERGY", "volume": kwh}, {"type": "MAX_POWER", "volume": 50.0}]}])
            cdr["cdr_location"] = {**cdr["cdr_location"], "country": alpha3, "id": f"LOC-{alpha2}-{i:03d}"}
            cdrs.append(cdr)
        cdrs[2]["signed_data"] = ocmf_signed_data(1520.0, 1538.4, key=self.signing_key)[0]
        return cdrs

    def _sessions(self) -> list[dict]:
        """Three recent sessions: two COMPLETED, one still ACTIVE."""
        now = datetime.now(UTC).replace(microsecond=0)
        sessions = []
        for i, status in enumerate(("COMPLETED", "COMPLETED", "ACTIVE"), start=1):
            start = now - timedelta(hours=10 * i)
            end = None if status == "ACTIVE" else start + timedelta(minutes=40)
            sessions.append(sample_session(id=f"SES-DE-SCP-{100 + i}", status=status, start_date_time=_stamp(start),
                                           end_date_time=_stamp(end) if end else None, kwh=10.0 * i,
                                           last_updated=_stamp(end or now)))
        return sessions


def _stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _envelope(data, status_code: int, message: str) -> bytes:
    return json.dumps({"data": data, "status_code": status_code, "status_message": message,
                       "timestamp": _stamp(datetime.now(UTC))}).encode()


def _handler_for(peer: OcpiPeer):
    https = peer.https

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def handle(self):
            with contextlib.suppress(OSError):  # the hub hung up (it stopped waiting): nobody to answer
                super().handle()

        def _answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            https.received.append({"method": self.command, "path": self.path, "headers": dict(self.headers),
                                   "body": self.rfile.read(length) if length else b""})
            if self.path.startswith(OCPI_PREFIX):
                status, body, extra = peer.answer(self.path, self.headers)
            else:
                status, body, *content_type = https.answer(self.path)
                extra = {"Content-Type": content_type[0]} if content_type else {}
            self.send_response(status)
            for name, value in {"Content-Type": "application/json", **extra}.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_GET = do_POST = _answer  # noqa: N815

    return Handler


@pytest.fixture
def ocpi_peer(fake_https):
    """A fake OCPI 2.2.1 CPO on loopback over TLS (see OcpiPeer)."""
    return OcpiPeer(fake_https).install()
