"""Regenerate the Python client in clients/python from the OpenAPI document the hub serves.

The document is built in-process (a throwaway SQLite database, BASE_URL http://127.0.0.1:5000) so the client never
depends on a running hub, and the same command gives the same tree on any machine:

    python scripts/generate_client.py [--output clients/python]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "clients" / "python-config.yaml"
BASE_URL = "http://127.0.0.1:5000"


def document() -> dict:
    """The served OpenAPI document, built by the app itself."""
    sys.path.insert(0, str(ROOT))
    from app import create_app
    from app.hub import service

    with tempfile.TemporaryDirectory() as tmp:
        os.environ.update({"DATABASE_URL": f"sqlite:///{tmp}/client.db", "REDIS_URL": "", "BASE_URL": BASE_URL})
        app = create_app()
        with app.test_request_context("/"):
            return service.openapi_document()


def generate(output: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        spec = Path(tmp) / "openapi.json"
        spec.write_text(json.dumps(document(), sort_keys=True, indent=1), encoding="utf-8")
        tool = Path(sys.executable).with_name("openapi-python-client")
        subprocess.run(  # noqa: S603 (our own tool and arguments)
            [str(tool), "generate", "--path", str(spec), "--meta", "setup", "--overwrite",
             "--config", str(CONFIG), "--output-path", str(output)],
            check=True, stdout=subprocess.DEVNULL, env={**os.environ, "NO_COLOR": "1"})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "clients" / "python")
    generate(parser.parse_args().output.resolve())


if __name__ == "__main__":
    main()
