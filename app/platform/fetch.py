"""The one outbound HTTP door of the hub.

Rules, all enforced here so that no domain can forget one:
- HTTPS only, certificates checked against the system store, SSL_CERT_FILE and SVC_FETCH_CA_FILE;
- the host is resolved once, every address is checked (no private, loopback, link-local, shared,
  multicast, reserved or cloud-metadata address), and the connection goes to the checked address
  while TLS still verifies the host name, so DNS rebinding between check and connect cannot work;
- redirects are returned to the caller unless it allows some, and each hop is checked again;
- a time limit on the whole exchange and a size limit on the body.
SVC_FETCH_ALLOW_LOOPBACK=1 lets tests and local development reach loopback, still over HTTPS.
"""

from __future__ import annotations

import contextlib
import http.client
import ipaddress
import socket
import ssl
import threading
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from flask import current_app, has_app_context

METADATA_ADDRESSES = frozenset(ipaddress.ip_address(a) for a in (
    "169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254",
))
REDIRECT_CODES = frozenset({301, 302, 303, 307, 308})
USER_AGENT = "svc-hub/1.0"


class FetchError(Exception):
    """An outbound request the hub refused or could not complete."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class FetchPolicy:
    allow_loopback: bool = False
    timeout: float = 10.0
    max_bytes: int = 5 * 1024 * 1024
    ca_file: str = ""

    @classmethod
    def from_config(cls) -> FetchPolicy:
        if not has_app_context():
            return cls()
        cfg = current_app.config
        return cls(bool(cfg.get("SVC_FETCH_ALLOW_LOOPBACK")), float(cfg.get("SVC_FETCH_TIMEOUT", 10)),
                   int(cfg.get("SVC_FETCH_MAX_BYTES", cls.max_bytes)), cfg.get("SVC_FETCH_CA_FILE") or "")


@dataclass(frozen=True)
class FetchResponse:
    status: int
    headers: dict[str, str]
    body: bytes
    url: str
    address: str

    @property
    def location(self) -> str | None:
        return self.headers.get("location")


IPV6_GLOBAL_UNICAST = ipaddress.ip_network("2000::/3")  # every other IPv6 range is local, reserved or special
SIIT_TRANSLATED = ipaddress.ip_network("::ffff:0:0:0/96")  # RFC 2765: ::ffff:0:a.b.c.d
IPV4_COMPATIBLE = ipaddress.ip_network("::/96")  # ::a.b.c.d, deprecated (RFC 4291) but still routed by some stacks
NAT64_WELL_KNOWN = ipaddress.ip_network("64:ff9b::/96")  # RFC 6052: the IPv4 address is the last 32 bits
NAT64_LOCAL_USE = ipaddress.ip_network("64:ff9b:1::/48")  # RFC 8215: the operator picks where the IPv4 address sits


def embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 form carries (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo), or None."""
    if ip.ipv4_mapped or ip.sixtofour:
        return ip.ipv4_mapped or ip.sixtofour
    if ip.teredo:
        return ip.teredo[1]
    if ip in NAT64_WELL_KNOWN or ip in SIIT_TRANSLATED or (ip in IPV4_COMPATIBLE and int(ip) > 1):  # not :: or ::1
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def address_allowed(address: str, allow_loopback: bool = False) -> bool:
    """True when an IP address is one the hub may connect to. An IPv6 form that embeds an IPv4 address is
    judged by that address; a NAT64 local-use address is never reached (where its IPv4 part sits is the
    network's own choice, so it cannot be judged)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if ip.version == 6:
        if ip in NAT64_LOCAL_USE:
            return False
        embedded = embedded_ipv4(ip)
        if embedded is None and ip != ipaddress.IPv6Address(1) and ip not in IPV6_GLOBAL_UNICAST:
            return False  # site-local, unique-local, link-local, multicast, documentation ...
        ip = embedded or ip
    if ip in METADATA_ADDRESSES:
        return False
    if ip.is_loopback:
        return allow_loopback
    return ip.is_global and not ip.is_multicast


def _resolve(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise FetchError("dns_failure", f"cannot resolve {host}") from exc
    except (UnicodeError, ValueError) as exc:  # a label longer than 63 characters, a NUL ...
        raise FetchError("invalid_url", "the URL's host name is not valid") from exc
    return list(dict.fromkeys(info[4][0] for info in infos))


def _checked_target(url: str, policy: FetchPolicy) -> tuple[str, int, str, str]:
    """Parse and vet a URL: (host, port, path, address to connect to)."""
    if not url.isascii() or any(ord(c) <= 0x20 or ord(c) == 0x7F for c in url):
        raise FetchError("invalid_url", "the URL must be ASCII with no spaces or control characters "
                                        "(percent-encode anything else)")
    parts = urlsplit(url)
    if parts.scheme != "https":
        raise FetchError("scheme_not_allowed", "only https:// URLs are fetched")
    if not parts.hostname or parts.username or parts.password:
        raise FetchError("invalid_url", "the URL needs a host and no credentials")
    try:
        port = parts.port or 443
    except ValueError as exc:
        raise FetchError("invalid_url", "the URL's port is not valid") from exc
    addresses = _resolve(parts.hostname, port)
    refused = [a for a in addresses if not address_allowed(a, policy.allow_loopback)]
    if refused or not addresses:
        raise FetchError("address_not_allowed", f"{parts.hostname} resolves to an address the hub may not reach")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return parts.hostname, port, path, addresses[0]


def vet(url: str, policy: FetchPolicy | None = None) -> None:
    """Check a URL as fetch() does before it connects (HTTPS, no credentials, every address the host resolves
    to allowed), or raise FetchError: what a registration calls, so a bad target is refused at once."""
    _checked_target(url, policy or FetchPolicy.from_config())


def _ssl_context(policy: FetchPolicy) -> ssl.SSLContext:
    context = ssl.create_default_context()
    if policy.ca_file:
        context.load_verify_locations(cafile=policy.ca_file)
    return context


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    """HTTPS to a vetted address, with SNI and certificate checks on the host name."""

    def __init__(self, host: str, port: int, address: str, context: ssl.SSLContext, timeout: float):
        super().__init__(host, port, timeout=timeout, context=context)
        self._address = address
        self._tls_context = context

    def connect(self):
        # A bare socket to the literal address: socket.create_connection would resolve again.
        family = socket.AF_INET6 if ipaddress.ip_address(self._address).version == 6 else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        try:
            sock.connect((self._address, self.port))
        except OSError:
            sock.close()
            raise
        self.sock = self._tls_context.wrap_socket(sock, server_hostname=self.host)


def _read_body(response: http.client.HTTPResponse, deadline: float, max_bytes: int, sock) -> bytes:
    declared = response.getheader("content-length")
    if declared and declared.isdigit() and int(declared) > max_bytes:
        raise FetchError("too_large", f"the response is larger than {max_bytes} bytes")
    chunks, size = [], 0
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise FetchError("timeout", "the response took too long")
        if sock is not None:
            sock.settimeout(remaining)
        chunk = response.read1(65536) if hasattr(response, "read1") else response.read(65536)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > max_bytes:
            raise FetchError("too_large", f"the response is larger than {max_bytes} bytes")
        chunks.append(chunk)


class KeptConnection:
    """HTTP keep-alive through the door: the connection of the last request, kept open for the next one that goes
    to the same host, port and checked address. Every request is still vetted on its own (the host resolved and
    each address checked again); one that resolves elsewhere gets a new connection. Close it when done (a
    `with` block does)."""

    def __init__(self):
        self._conn: _PinnedHTTPSConnection | None = None
        self._target: tuple | None = None

    def take(self, target: tuple, make) -> tuple[_PinnedHTTPSConnection, bool]:
        """(the kept connection to target, True), or (a new one made by make(), False)."""
        if self._conn is not None and self._target == target:
            return self._conn, True
        self.drop()
        self._conn, self._target = make(), target
        return self._conn, False

    def drop(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._conn = self._target = None

    close = drop

    def __enter__(self) -> KeptConnection:
        return self

    def __exit__(self, *exc) -> None:
        self.drop()


def _one_hop(method: str, url: str, body: bytes | None, headers: dict, policy: FetchPolicy,
             deadline: float, kept: KeptConnection | None = None) -> FetchResponse:
    if kept is None:  # a lone request: its connection is closed after it
        with KeptConnection() as lone:
            return _one_hop(method, url, body, headers, policy, deadline, lone)
    host, port, path, address = _checked_target(url, policy)
    target = (host, port, address, policy.ca_file)

    def make() -> _PinnedHTTPSConnection:
        return _PinnedHTTPSConnection(host, port, address, _ssl_context(policy), max(0.1, deadline - time.monotonic()))

    conn, reused = kept.take(target, make)
    try:
        try:
            response, reusable = _exchange(conn, method, path, body, headers, policy, deadline, host)
        except ConnectionError:
            if not reused:
                raise
            # the receiver closed the kept connection while it was idle: once more, on a new one
            kept.drop()
            conn, _ = kept.take(target, make)
            response, reusable = _exchange(conn, method, path, body, headers, policy, deadline, host)
    except ConnectionError as exc:
        kept.drop()
        raise _failure(host, exc) from exc
    except BaseException:
        kept.drop()
        raise
    if not reusable:
        kept.drop()
    return FetchResponse(response.status, {k.lower(): v for k, v in response.getheaders()},
                         response.content, url, address)


def _exchange(conn: _PinnedHTTPSConnection, method: str, path: str, body: bytes | None, headers: dict,
              policy: FetchPolicy, deadline: float, host: str):
    """One request and its answer on conn, within the deadline: (the response with its .content, whether the
    connection may carry another request). A closed kept connection raises ConnectionError, for a retry."""
    conn.timeout = max(0.1, deadline - time.monotonic())
    if conn.sock is not None:
        conn.sock.settimeout(conn.timeout)
    # A peer that trickles its answer a byte at a time resets each read's timeout: at the deadline the socket is
    # shut down, whatever the exchange is doing, so no call outlives the time limit.
    watchdog = threading.Timer(max(0.0, deadline - time.monotonic()), _shut, args=(conn,))
    watchdog.daemon = True
    watchdog.start()
    try:
        conn.request(method, path, body=body, headers={"User-Agent": USER_AGENT, **headers})
        response = conn.getresponse()
        response.content = _read_body(response, deadline, policy.max_bytes, conn.sock)
        response.close()  # read to its end: the connection may send the next request
        return response, not response.will_close
    except (FetchError, ConnectionError):
        if time.monotonic() >= deadline:
            raise FetchError("timeout", f"{host} did not answer in time") from None
        raise
    except Exception as exc:
        failure = FetchError("timeout", f"{host} did not answer in time") if time.monotonic() >= deadline \
            else _failure(host, exc)
        if failure is None:
            raise
        raise failure from exc
    finally:
        watchdog.cancel()


def _shut(conn: http.client.HTTPSConnection) -> None:
    sock = conn.sock
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


def _failure(host: str, exc: Exception) -> FetchError | None:
    """What went wrong in an exchange, in the door's words (None: not the exchange's failure, a bug)."""
    if isinstance(exc, ssl.SSLError):
        return FetchError("tls_error", f"TLS failed with {host}: {exc.reason or exc}")
    if isinstance(exc, TimeoutError):
        return FetchError("timeout", f"{host} did not answer in time")
    if isinstance(exc, OSError):
        return FetchError("connection_error", f"cannot reach {host}: {exc}")
    if isinstance(exc, http.client.HTTPException):
        return FetchError("protocol_error", f"{host} sent an invalid HTTP answer")
    if isinstance(exc, UnicodeError | ValueError):
        return FetchError("invalid_url", "the request could not be written (a header or the path is not valid)")
    return None


def fetch(url: str, *, method: str = "GET", body: bytes | None = None, headers: dict | None = None,
          max_redirects: int = 0, policy: FetchPolicy | None = None,
          kept: KeptConnection | None = None) -> FetchResponse:
    """Send one request through the door; follow at most max_redirects redirects, each re-vetted. With `kept`,
    the connection stays open for the next request to the same checked address (HTTP keep-alive)."""
    policy = policy or FetchPolicy.from_config()
    deadline = time.monotonic() + policy.timeout
    headers = dict(headers or {})
    for _ in range(max_redirects + 1):
        response = _one_hop(method, url, body, headers, policy, deadline, kept)
        if response.status not in REDIRECT_CODES or not response.location or max_redirects == 0:
            return response
        url = urljoin(url, response.location)
        if response.status in (301, 302, 303):
            method, body = "GET", None
            headers.pop("Content-Type", None)
    raise FetchError("too_many_redirects", f"more than {max_redirects} redirects")
