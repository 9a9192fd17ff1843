"""The one Redis client of the hub: timeouts on connect and on every call, and a short breaker.

A Redis that is down or never answers costs a request at most SVC_REDIS_TIMEOUT seconds, once:
after a failure the breaker keeps callers on their fallback for SVC_REDIS_RETRY seconds before
trying again, so a fault never turns into a queue of hanging requests.
"""

from __future__ import annotations

import logging
import threading
import time

from flask import current_app

log = logging.getLogger("svc.redis")
_clients: dict = {}
_scripts: dict = {}
_lock = threading.Lock()


class Breaker:
    def __init__(self):
        self.open_until = 0.0

    def allows(self) -> bool:
        return time.monotonic() >= self.open_until

    def trip(self, seconds: float, error: Exception) -> None:
        if self.allows():
            log.warning("Redis unavailable (%s); falling back for %.0f s", type(error).__name__, seconds)
        self.open_until = time.monotonic() + seconds


def client(decode: bool = True):
    """A Redis client for REDIS_URL with the hub's timeouts (shared by the threads of this process)."""
    from redis import Redis

    cfg = current_app.config
    key = (cfg["REDIS_URL"], decode, cfg["SVC_REDIS_TIMEOUT"])
    found = _clients.get(key)  # every request asks: no lock once the client exists
    if found is not None:
        return found
    with _lock:
        if key not in _clients:
            _clients[key] = Redis.from_url(cfg["REDIS_URL"], socket_timeout=cfg["SVC_REDIS_TIMEOUT"],
                                           socket_connect_timeout=cfg["SVC_REDIS_TIMEOUT"],
                                           decode_responses=decode, health_check_interval=30)
        return _clients[key]


def script(source: str):
    """A Lua script kept for the current client: each call is one EVALSHA (loaded again only if Redis forgot it,
    after a restart), never the script's text on every call."""
    redis_client = client()
    key = (id(redis_client), source)
    found = _scripts.get(key)
    if found is None:
        found = _scripts[key] = redis_client.register_script(source)
    return found


def breaker() -> Breaker:
    return current_app.extensions.setdefault("svc_redis_breaker", Breaker())


def available() -> bool:
    """True when Redis is configured and the breaker lets calls through."""
    return bool(current_app.config["REDIS_URL"]) and breaker().allows()


def failed(error: Exception) -> None:
    """Record a Redis failure: callers use their fallback for SVC_REDIS_RETRY seconds."""
    breaker().trip(current_app.config["SVC_REDIS_RETRY"], error)
