"""create_app(config): builds the hub, registers extensions, blueprints and commands."""

from __future__ import annotations

import logging
import os
import secrets
import subprocess
from pathlib import Path

from flask import Flask
from jinja2 import ChoiceLoader, FileSystemLoader
from werkzeug.middleware.proxy_fix import ProxyFix

from app.config import load_config, trusted_hosts
from app.platform.answers import JSONProvider
from app.platform.templates import COMPILED

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("svc")


def _secret_key(app: Flask, name: str = "secret-key") -> str:
    """A secret generated once into instance/ (the embedded mode's keys: set them in production)."""
    path = Path(app.instance_path) / name
    if path.exists():
        return path.read_text().strip()
    key = secrets.token_hex(32)
    path.write_text(key)
    path.chmod(0o600)
    return key


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,  # noqa: S607
                             timeout=5, check=False)
        return out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def _configure(app: Flask, overrides: dict | None, domains) -> None:
    """The platform's and the domains' settings from the environment; the overrides win."""
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.update(load_config(Path(app.instance_path), domains))
    app.config.update(overrides or {})
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = _secret_key(app)
    if (not app.config["WEBHOOK_SECRET"] and app.config["SVC_MODE"] == "embedded"
            and "WEBHOOK_SECRET" not in (overrides or {})):  # webhooks work out of the box on one machine
        app.config["WEBHOOK_SECRET"] = _secret_key(app, "webhook-secret")
    app.config["SVC_COMMIT"] = app.config["SVC_COMMIT"] or os.environ.get("GIT_COMMIT") or _commit()
    app.config["RATELIMIT_STORAGE_URI"] = app.config.get("REDIS_URL") or "memory://"
    if "TRUSTED_HOSTS" not in (overrides or {}):
        app.config["TRUSTED_HOSTS"] = trusted_hosts(app.config["BASE_URL"], app.config["API_BASE_URL"],
                                                    app.config.get("SVC_TRUSTED_HOSTS_RAW", ""))
    if app.config["SVC_FETCH_ALLOW_LOOPBACK"]:
        log.warning("SVC_FETCH_ALLOW_LOOPBACK is ON: outbound fetches may reach loopback. "
                    "Never use this in production.")


def create_app(overrides: dict | None = None, domains=None) -> Flask:
    """Build the hub from its installed domains; overrides win over the environment (tests use them)."""
    app = Flask(__name__, instance_path=str(ROOT / "instance"), template_folder=str(ROOT / "templates"),
                static_folder=str(ROOT / "static"))
    app.jinja_options = {**Flask.jinja_options, "bytecode_cache": COMPILED}  # before the first render builds the env
    if domains is None:
        from app.domains import INSTALLED as domains
    _configure(app, overrides, domains)
    app.json = JSONProvider(app)  # orjson; keys in the order the answer gives them
    app.jinja_loader = ChoiceLoader([FileSystemLoader(str(ROOT / "templates")), FileSystemLoader(str(ROOT / "embeds"))])

    from app.extensions import api, db, limiter, migrate
    from app.platform import db as uow
    from app.platform import domain, gate, headers, jobs, quota, urls
    from app.platform.auth import SECURITY_SCHEME
    from app.platform.requests import guard_request
    from app.platform.signing import load_keyring

    db.init_app(app)
    migrate.init_app(app, db, directory=str(ROOT / "migrations"), render_as_batch=True)
    __import__("app.platform.compression", fromlist=["init_app"]).init_app(app)  # first: its hook runs last
    app.after_request(quota.apply_headers)
    headers.init_app(app)
    app.before_request(guard_request)
    uow.init_app(app)
    urls.init_app(app)
    __import__("app.platform.static_versions", fromlist=["init_app"]).init_app(app)
    __import__("app.platform.i18n", fromlist=["init_app"]).init_app(app)
    __import__("app.platform.format", fromlist=["init_app"]).init_app(app)
    limiter.init_app(app)
    gate.init_app(app)
    __import__("app.platform.idempotency", fromlist=["init_app"]).init_app(app)  # after the limits: replays count
    jobs.init_app(app)
    api.init_app(app, spec_kwargs={"info": {"description": "Indicative signals, never advice."}})
    api.spec.components.security_scheme("bearerAuth", SECURITY_SCHEME["bearerAuth"])
    app.extensions["svc_keyring"] = load_keyring(app)
    with app.app_context():
        domain.install(app, domains)
    from app.cli import seed, serve, settings

    for command in (seed, serve, settings):
        app.cli.add_command(command)
    app.context_processor(lambda: {"nav_entries": domain.registry(app).nav})
    if app.config["SVC_TRUSTED_PROXIES"] > 0:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=app.config["SVC_TRUSTED_PROXIES"], x_proto=1)
    if app.config["API_BASE_URL"]:
        from app.platform.hosts import ApiHostMiddleware

        app.wsgi_app = ApiHostMiddleware(app.wsgi_app, app.config["API_BASE_URL"])
    return app
