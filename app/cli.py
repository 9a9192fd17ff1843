"""Commands of the hub itself: seed (every domain's seed, in order) and serve (the embedded mode)."""

from __future__ import annotations

import click
from flask import current_app
from flask.cli import with_appcontext

from app.platform.db import unit_of_work
from app.platform.domain import registry, resolve


@click.command("seed")
@with_appcontext
def seed():
    """Seed what the hub needs to run (each domain's reference data); safe to run again."""
    for domain in registry().domains:
        if domain.seed:
            with unit_of_work():
                message = resolve(domain.seed)()
            if message:
                click.echo(f"seeded: {message}")


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True)
@with_appcontext
def serve(host, port):
    """Serve the hub in the embedded mode (its scheduler starts with the first request)."""
    from werkzeug.serving import run_simple

    app = current_app._get_current_object()
    click.echo(f"svc hub ({app.config['SVC_MODE']} mode) on http://{host}:{port}")
    run_simple(host, port, app, threaded=True, use_reloader=False)
