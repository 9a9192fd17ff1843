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

from app.config import load_config

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("svc")


def _secret_key(app: Flask) -> str:
    path = Path(app.instance_path) / "secret-key"
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


def _configure(app: Flask, overrides: dict | None) -> None:
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.update(load_config(Path(app.instance_path)))
    app.config.update(overrides or {})
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = _secret_key(app)
    app.config["SVC_COMMIT"] = app.config["SVC_COMMIT"] or os.environ.get("GIT_COMMIT") or _commit()
    app.config["RATELIMIT_STORAGE_URI"] = app.config.get("REDIS_URL") or "memory://"
    if app.config["SVC_FETCH_ALLOW_LOOPBACK"]:
        log.warning("SVC_FETCH_ALLOW_LOOPBACK is ON: outbound fetches may reach loopback. "
                    "Never use this in production.")


def _register_blueprints(app: Flask) -> None:
    from app.attest.api import blp as attest_api
    from app.attest.views import bp as attest_views
    from app.catalogue.api import blp as catalogue_api
    from app.catalogue.views import bp as catalogue_views
    from app.compare.api import blp as compare_api
    from app.compare.views import bp as compare_views
    from app.extensions import api
    from app.hub.api import blp as hub_api
    from app.hub.views import bp as hub_views
    from app.keys.api import blp as keys_api
    from app.reference.api import blp as reference_api
    from app.scoring.api import blp as scoring_api
    from app.scoring.views import bp as scoring_views

    for blp in (hub_api, keys_api, reference_api, scoring_api, attest_api, catalogue_api,
                compare_api):
        api.register_blueprint(blp)
    app.register_blueprint(hub_views)
    app.register_blueprint(scoring_views)
    app.register_blueprint(attest_views)
    app.register_blueprint(catalogue_views)
    app.register_blueprint(compare_views)


def create_app(overrides: dict | None = None) -> Flask:
    """Build the hub; overrides win over the environment (tests use them)."""
    app = Flask(__name__, instance_path=str(ROOT / "instance"), template_folder=str(ROOT / "templates"),
                static_folder=str(ROOT / "static"))
    _configure(app, overrides)
    app.json.sort_keys = False
    app.jinja_loader = ChoiceLoader([FileSystemLoader(str(ROOT / "templates")), FileSystemLoader(str(ROOT / "embeds"))])

    from app.extensions import api, db, limiter, migrate
    from app.platform import db as uow
    from app.platform import headers, quota
    from app.platform.auth import SECURITY_SCHEME
    from app.platform.signing import load_keyring

    db.init_app(app)
    migrate.init_app(app, db, directory=str(ROOT / "migrations"), render_as_batch=True)
    app.after_request(quota.apply_headers)
    headers.init_app(app)
    from app.platform.requests import guard_request

    app.before_request(guard_request)
    uow.init_app(app)
    from app.platform import urls

    urls.init_app(app)
    limiter.init_app(app)
    api.init_app(app, spec_kwargs={"info": {"description": "Indicative signals, never advice."}})
    api.spec.components.security_scheme("bearerAuth", SECURITY_SCHEME["bearerAuth"])
    app.extensions["svc_keyring"] = load_keyring(app)
    _register_blueprints(app)

    from app.cli import register_cli

    register_cli(app)
    if app.config["SVC_TRUSTED_PROXIES"] > 0:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=app.config["SVC_TRUSTED_PROXIES"], x_proto=1)
    if app.config["API_BASE_URL"]:
        from app.platform.hosts import ApiHostMiddleware

        app.wsgi_app = ApiHostMiddleware(app.wsgi_app, app.config["API_BASE_URL"])
    _import_models()
    return app


def _import_models() -> None:
    """Every domain's tables, so that migrations and metadata see them all."""
    import app.attest.models  # noqa: F401
    import app.catalogue.models  # noqa: F401
    import app.compare.models  # noqa: F401
    import app.keys.models  # noqa: F401
    import app.platform.mail  # noqa: F401
    import app.platform.models  # noqa: F401
    import app.scoring.models  # noqa: F401
