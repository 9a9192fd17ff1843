"""Signed readiness attestations and their public verification."""
