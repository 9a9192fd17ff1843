"""Readiness scoring: a transparent, deterministic model of how ready an asset is to be tokenized."""
