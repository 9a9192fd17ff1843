"""Reference data: the jurisdictions the hub covers and the tokenization checklist."""
