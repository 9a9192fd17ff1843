"""Merkle trees of anchored hashes, as RFC 9162 (Certificate Transparency v2) defines them. The evidence pack
ships this very file as its verification script's core, so that an auditor can check every receipt without the
hub and without installing anything: its one hash, SHA-256, comes from app/platform/signing.py in the hub and from
the standard library in the pack (its import below is dropped there, and pack_verify.py defines the function).

- a leaf is the 32 bytes of an anchored SHA-256; its leaf hash is SHA-256(0x00 || leaf);
- an inner node is SHA-256(0x01 || left || right); a tree of n leaves splits at the largest power of two below n
  (no leaf is ever duplicated, so no two different lists of leaves share a root);
- an inclusion path lists the sibling hashes from the leaf up to the root; verify_inclusion() is the algorithm
  of RFC 9162 section 2.1.3.2.
"""

from __future__ import annotations

from app.platform.signing import sha256_digest  # pack: inlined


def leaf_hash(digest_hex: str) -> bytes:
    """The leaf hash of an anchored SHA-256 (64 hex characters)."""
    return sha256_digest(b"\x00" + bytes.fromhex(digest_hex))


def node_hash(left: bytes, right: bytes) -> bytes:
    return sha256_digest(b"\x01" + left + right)


def _split(size: int) -> int:
    """The largest power of two strictly below size (size >= 2)."""
    return 1 << ((size - 1).bit_length() - 1)


def _build(hashes: list[bytes], lo: int, hi: int, paths: list[list[bytes]]) -> bytes:
    if hi - lo == 1:
        return hashes[lo]
    middle = lo + _split(hi - lo)
    left, right = _build(hashes, lo, middle, paths), _build(hashes, middle, hi, paths)
    for index in range(lo, middle):
        paths[index].append(right)
    for index in range(middle, hi):
        paths[index].append(left)
    return node_hash(left, right)


def tree(digests: list[str]) -> tuple[str, list[list[str]]]:
    """(root, paths) of a list of anchored hashes: the root in hex and each leaf's inclusion path (hex)."""
    if not digests:
        raise ValueError("a tree needs at least one leaf")
    hashes = [leaf_hash(d) for d in digests]
    paths: list[list[bytes]] = [[] for _ in hashes]
    root = _build(hashes, 0, len(hashes), paths)
    return root.hex(), [[p.hex() for p in path] for path in paths]


def root_from_path(digest_hex: str, leaf_index: int, tree_size: int, path: list[str]) -> str | None:
    """The root an inclusion path leads to from an anchored hash (RFC 9162 2.1.3.2), or None when the path
    cannot belong to a tree of that size at that index."""
    if not 0 <= leaf_index < tree_size:
        return None
    fn, sn, r = leaf_index, tree_size - 1, leaf_hash(digest_hex)
    for sibling_hex in path:
        if sn == 0:
            return None
        sibling = bytes.fromhex(sibling_hex)
        if fn & 1 or fn == sn:
            r = node_hash(sibling, r)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            r = node_hash(r, sibling)
        fn, sn = fn >> 1, sn >> 1
    return r.hex() if sn == 0 else None


def verify_inclusion(digest_hex: str, leaf_index: int, tree_size: int, path: list[str], root_hex: str) -> bool:
    """True when the path proves that the anchored hash is leaf `leaf_index` of the tree whose root is root_hex."""
    try:
        found = root_from_path(digest_hex, leaf_index, tree_size, path)
    except ValueError:  # a hash or a sibling that is not hex
        return False
    return found is not None and found == root_hex.lower()
