"""The hub plus one bare JSON route, for benchmarks only (never shipped as part of the app)."""

from flask import jsonify

from app import create_app

app = create_app()


@app.get("/bench/bare")
def bare():
    return jsonify({"ok": True})
