"""API keys: creation, tiers, revocation."""
