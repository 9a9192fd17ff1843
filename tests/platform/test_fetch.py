"""The one outbound HTTP door: HTTPS only, vetted addresses, pinned connections, limits."""

import http.server
import logging
import socket
import ssl
import threading
import time

import pytest
import trustme

from app.platform import fetch as fetch_module
from app.platform.fetch import FetchError, FetchPolicy, address_allowed, fetch


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def _send(self, status, body=b"", headers=None, length=True):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if length:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):  # noqa: N802 (http.server's naming)
        port = self.server.server_address[1]
        routes = {
            "/ok": lambda: self._send(200, b"hello", {"Content-Type": "text/plain"}),
            "/big": lambda: self._send(200, b"x" * 300_000),
            "/big-unsized": lambda: self._send(200, b"y" * 300_000, length=False),
            "/redirect-ok": lambda: self._send(302, headers={"Location": f"https://localhost:{port}/ok"}),
            "/redirect-private": lambda: self._send(302, headers={"Location": "https://10.0.0.1/ok"}),
            "/redirect-http": lambda: self._send(302, headers={"Location": f"http://localhost:{port}/ok"}),
            "/slow": self._slow,
            "/trickle": self._trickle,
        }
        routes.get(self.path, lambda: self._send(404))()

    def _trickle(self):
        """A peer that sends its status line one byte at a time: each read is quick, the whole never ends."""
        for byte in b"HTTP/1.1 200 OK\r\nX-Padding: " + b"x" * 200:
            try:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
            except OSError:
                return
            time.sleep(0.1)

    def _slow(self):
        time.sleep(2)
        self._send(200, b"late")


@pytest.fixture(scope="module")
def ca():
    return trustme.CA()


@pytest.fixture(scope="module")
def https_server(ca):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("localhost", "127.0.0.1", "rebind.test").configure_cert(context)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"https://localhost:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def policy(ca, tmp_path_factory):
    path = tmp_path_factory.mktemp("ca") / "ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return FetchPolicy(allow_loopback=True, timeout=1.0, max_bytes=100_000, ca_file=str(path))


def test_fetches_over_https_from_loopback_when_allowed(https_server, policy):
    response = fetch(f"{https_server}/ok", policy=policy)
    assert response.status == 200 and response.body == b"hello" and response.address == "127.0.0.1"


def test_trusts_ssl_cert_file_from_the_environment(https_server, policy, monkeypatch):
    monkeypatch.setenv("SSL_CERT_FILE", policy.ca_file)
    assert fetch(f"{https_server}/ok", policy=FetchPolicy(allow_loopback=True)).status == 200


def test_refuses_an_untrusted_certificate(https_server):
    with pytest.raises(FetchError) as error:
        fetch(f"{https_server}/ok", policy=FetchPolicy(allow_loopback=True, timeout=2))
    assert error.value.code == "tls_error"


def test_refuses_loopback_by_default(https_server, policy):
    with pytest.raises(FetchError) as error:
        fetch(f"{https_server}/ok", policy=FetchPolicy(ca_file=policy.ca_file))
    assert error.value.code == "address_not_allowed"


@pytest.mark.parametrize("url", ["http://localhost/ok", "ftp://example.org/", "file:///etc/passwd"])
def test_refuses_anything_but_https(url, policy):
    with pytest.raises(FetchError) as error:
        fetch(url, policy=policy)
    assert error.value.code == "scheme_not_allowed"


@pytest.mark.parametrize("host", ["10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1",
                                  "[fd00:ec2::254]", "[::ffff:10.0.0.1]", "[fe80::1]", "0.0.0.0", "224.0.0.1"])
def test_refuses_private_link_local_shared_and_metadata_addresses(host, policy):
    with pytest.raises(FetchError) as error:
        fetch(f"https://{host}/latest/meta-data/", policy=policy)
    assert error.value.code == "address_not_allowed"


def test_refuses_a_name_that_resolves_to_a_private_address(monkeypatch, policy):
    monkeypatch.setattr(socket, "getaddrinfo",
                        lambda *a, **k: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("10.1.2.3", 443))])
    with pytest.raises(FetchError) as error:
        fetch("https://internal.example/", policy=policy)
    assert error.value.code == "address_not_allowed"


def test_connects_to_the_address_it_checked_not_a_second_lookup(https_server, policy, monkeypatch):
    port = int(https_server.rsplit(":", 1)[1])
    calls = []

    def rebinding_dns(host, *args, **kwargs):
        # The first answer is the one checked; any later lookup would be a rebinding window.
        calls.append(host)
        if len(calls) > 1:
            raise AssertionError("the host was resolved a second time")
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port))]

    monkeypatch.setattr(socket, "getaddrinfo", rebinding_dns)
    response = fetch(f"https://rebind.test:{port}/ok", policy=policy)
    assert response.body == b"hello" and response.address == "127.0.0.1" and calls == ["rebind.test"]


def test_redirects_are_returned_not_followed_by_default(https_server, policy):
    response = fetch(f"{https_server}/redirect-ok", policy=policy)
    assert response.status == 302 and response.location.endswith("/ok")


def test_followed_redirects_are_vetted_again(https_server, policy):
    assert fetch(f"{https_server}/redirect-ok", policy=policy, max_redirects=2).body == b"hello"
    for path, code in (("/redirect-private", "address_not_allowed"), ("/redirect-http", "scheme_not_allowed")):
        with pytest.raises(FetchError) as error:
            fetch(f"{https_server}{path}", policy=policy, max_redirects=2)
        assert error.value.code == code


@pytest.mark.parametrize("path", ["/big", "/big-unsized"])
def test_refuses_bodies_past_the_size_limit(https_server, policy, path):
    with pytest.raises(FetchError) as error:
        fetch(f"{https_server}{path}", policy=policy)
    assert error.value.code == "too_large"


def test_gives_up_after_the_time_limit(https_server, policy):
    """The peer answers after 2 s, the limit is 1 s: an answer instead of the timeout would mean no limit."""
    with pytest.raises(FetchError) as error:
        fetch(f"{https_server}/slow", policy=policy)
    assert error.value.code == "timeout"


def test_a_peer_that_trickles_its_answer_is_cut_off_at_the_time_limit(https_server, policy):
    """Each byte comes within the per-read limit and the whole takes 20 s: only a deadline on the whole says timeout."""
    with pytest.raises(FetchError) as error:
        fetch(f"{https_server}/trickle", policy=policy)
    assert error.value.code == "timeout"


@pytest.mark.parametrize("url", ["https://example.org/hook\u00e9", "https://exa mple.org/", "https://example.org/\x00",
                                 "https://" + "a" * 70 + ".example.org/hook"])
def test_urls_that_cannot_be_written_on_the_wire_are_refused_before_connecting(policy, url):
    with pytest.raises(FetchError) as error:
        fetch(url, policy=policy)
    assert error.value.code == "invalid_url"


def test_public_addresses_are_allowed_and_loopback_only_when_asked():
    assert address_allowed("93.184.216.34") and address_allowed("2606:4700::1111")
    assert not address_allowed("127.0.0.1") and address_allowed("127.0.0.1", allow_loopback=True)
    assert not address_allowed("::1") and address_allowed("::1", allow_loopback=True)


@pytest.mark.parametrize("address", [
    "::ffff:127.0.0.1", "::ffff:7f00:1",  # IPv4-mapped
    "::7f00:1", "::127.0.0.1", "::a00:1", "::169.254.169.254",  # IPv4-compatible
    "64:ff9b::7f00:1", "64:ff9b::10.0.0.1", "64:ff9b::a9fe:a9fe",  # NAT64, well-known prefix
    "64:ff9b:1::7f00:1", "64:ff9b:1:abcd::808:808",  # NAT64, local-use prefix (RFC 8215)
    "2002:7f00:1::", "2002:a9fe:a9fe::1",  # 6to4
    "2001:0:4136:e378:8000:63bf:80ff:fffe",  # Teredo carrying 127.0.0.1
    "::ffff:0:7f00:1",  # SIIT IPv4-translated
    "fec0::1", "fc00::1", "fe80::1", "ff02::1", "2001:db8::1",  # site-local, unique-local, link-local, multicast, docs
])
def test_ipv6_forms_are_judged_by_the_ipv4_address_they_embed(address):
    assert not address_allowed(address)


@pytest.mark.parametrize("address", ["::ffff:8.8.8.8", "::8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])
def test_ipv6_forms_of_a_public_ipv4_address_stay_allowed(address):
    assert address_allowed(address)


@pytest.mark.parametrize("host", ["[::7f00:1]", "[64:ff9b::7f00:1]", "[::ffff:127.0.0.1]"])
def test_an_ipv6_spelling_of_loopback_never_reaches_a_connect(https_server, policy, monkeypatch, host):
    strict = FetchPolicy(allow_loopback=False, timeout=2, ca_file=policy.ca_file)
    connects = []
    monkeypatch.setattr(socket.socket, "connect", lambda self, address: connects.append(address))
    with pytest.raises(FetchError) as error:
        fetch(f"https://{host}:{https_server.rsplit(':', 1)[1]}/ok", policy=strict)
    assert error.value.code == "address_not_allowed" and connects == []


def test_policy_comes_from_settings_and_loopback_is_announced(make_app, _migrated, caplog):
    with caplog.at_level(logging.WARNING, logger="svc"):
        app = make_app(SVC_FETCH_ALLOW_LOOPBACK=True, SVC_FETCH_TIMEOUT=3.5)
    assert any("SVC_FETCH_ALLOW_LOOPBACK is ON" in r.getMessage() for r in caplog.records)
    with app.app_context():
        assert fetch_module.FetchPolicy.from_config() == FetchPolicy(True, 3.5, 5242880, "")


def test_a_kept_connection_carries_the_next_requests_each_vetted_again(fake_https, monkeypatch):
    from app.platform.fetch import KeptConnection

    fake_https.routes["/ok"] = (200, b"ok")
    policy = FetchPolicy(allow_loopback=True, timeout=5, ca_file=fake_https.ca_file)
    fetch(f"{fake_https.url}/ok", policy=policy)
    fetch(f"{fake_https.url}/ok", policy=policy)  # a lone request closes its connection
    with KeptConnection() as kept:
        assert [fetch(f"{fake_https.url}/ok", policy=policy, kept=kept).status for _ in range(3)] == [200] * 3
        monkeypatch.setattr(fetch_module, "_resolve", lambda host, port: ["10.0.0.1"])
        with pytest.raises(FetchError) as refused:  # the kept connection does not skip the address check
            fetch(f"{fake_https.url}/ok", policy=policy, kept=kept)
    assert refused.value.code == "address_not_allowed"
    connections = [r["connection"] for r in fake_https.received]
    assert len(connections) == 5 and len(set(connections)) == 3
