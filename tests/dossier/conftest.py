"""Dossier fixtures: a premium key, the shipped regulatory references, and the PDF as pdftotext reads it."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tests.conftest import bearer
from tests.keys.factories import make_key


def pdf_text(pdf: bytes) -> str:
    """The PDF's text as pdftotext (poppler-utils) extracts it; scripts/ensure-poppler installs it for make test."""
    exe = shutil.which("pdftotext")
    if exe is None:
        message = "pdftotext (poppler-utils) is missing: scripts/ensure-poppler installs it"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    done = subprocess.run([exe, "-enc", "UTF-8", "-", "-"], input=pdf, capture_output=True, check=True, timeout=60)
    return done.stdout.decode("utf-8")


def flat(text: str) -> str:
    """The text without line breaks, so a hash or URL wrapped at a line's end reads whole."""
    return text.replace("\n", "").replace("\x0c", "")


def words(text: str) -> str:
    """The text with every run of spaces and line breaks made one space, so a phrase wrapped over lines reads whole."""
    return " ".join(text.split())


def unhyphenated(text: str) -> str:
    """Without hyphens and line breaks: pdftotext drops a hyphen that ends a line, as if the word were hyphenated."""
    return flat(text).replace("-", "")


def seed_references(app) -> None:
    from app.platform.db import unit_of_work
    from app.regulatory import service

    with app.app_context(), unit_of_work():
        service.seed()


@pytest.fixture
def references(app):
    seed_references(app)


@pytest.fixture
def premium(app) -> dict:
    return bearer(make_key(app, "premium"))


@pytest.fixture
def taps(app):
    """The number of proof-tap receipts written so far."""
    from sqlalchemy import func, select

    from app.extensions import db
    from app.shield.models import ShieldTap

    def count() -> int:
        with app.app_context():
            return db.session.scalar(select(func.count()).select_from(ShieldTap))

    return count
