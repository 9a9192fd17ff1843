"""Commands of the hub: seed, serve, keys."""

from __future__ import annotations

import click
from flask import Flask, current_app
from flask.cli import with_appcontext

from app.catalogue.cli import catalogue_cli
from app.keys.cli import keys_cli
from app.platform.db import unit_of_work


@click.command("seed")
@with_appcontext
def seed():
    """Seed what the hub needs to run (demo key, reference catalogue); safe to run again."""
    from app.catalogue.service import seed_reference_catalogue
    from app.keys.service import ensure_demo_key

    with unit_of_work():
        ensure_demo_key()
        report = seed_reference_catalogue()
    click.echo("seeded: demo key svc_pk_test_demo")
    if report:
        click.echo(f"seeded: reference catalogue, {report.summary()}")


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True)
@with_appcontext
def serve(host, port):
    """Serve the hub in the embedded mode: the app and its scheduler thread."""
    from werkzeug.serving import run_simple

    from app.platform.jobs import start_scheduler

    app = current_app._get_current_object()
    if app.config["SVC_JOBS_INLINE"]:
        start_scheduler(app)
    click.echo(f"svc hub ({app.config['SVC_MODE']} mode) on http://{host}:{port}")
    run_simple(host, port, app, threaded=True, use_reloader=False)


def register_cli(app: Flask) -> None:
    app.cli.add_command(seed)
    app.cli.add_command(serve)
    app.cli.add_command(keys_cli)
    app.cli.add_command(catalogue_cli)
