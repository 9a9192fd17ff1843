"""Commands of the hub itself: seed (every domain's seed, in order), serve (the embedded mode) and settings (the
settings table written from the declarations)."""

from __future__ import annotations

import click
from flask import current_app
from flask.cli import with_appcontext

from app.config import declared
from app.platform.db import unit_of_work
from app.platform.domain import registry, resolve
from app.platform.settings import markdown_table, table_rows, with_table


@click.command("seed")
@click.option("--samples", is_flag=True, default=False,
              help="Load the sample data (marked sample) even in production mode (DATABASE_URL set).")
@with_appcontext
def seed(samples):
    """Seed what the hub needs to run (each domain's reference data, and sample data in the embedded mode); safe to
    run again."""
    if samples:
        current_app.config["SVC_SEED_SAMPLES"] = "1"
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


@click.command("settings")
@click.option("--readme", type=click.Path(exists=True, dir_okay=False), default=None,
              help="Rewrite the settings table between the markers of this file (README.md) instead of printing it.")
@with_appcontext
def settings(readme):
    """The settings table (Markdown) of the platform and the installed domains, from their declarations."""
    table = markdown_table(table_rows(declared(registry().domains)))
    if readme is None:
        click.echo(table, nl=False)
        return
    with open(readme, encoding="utf-8") as source:
        text = source.read()
    with open(readme, "w", encoding="utf-8") as target:
        target.write(with_table(text, table))
    click.echo(f"settings table written into {readme}")
