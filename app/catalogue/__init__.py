"""The product catalogue of tokenized real-world assets and the one query layer over it."""
