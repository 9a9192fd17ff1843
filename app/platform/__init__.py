"""What every domain uses, and nothing domain-specific."""
