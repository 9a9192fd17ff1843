"""Merkle proofs (RFC 9162) for trees of 1, 2, 3 and 1000 leaves: every leaf proved, a changed leaf, index, path
or root refused."""

import hashlib

import pytest

from app.shield import merkle


def _digests(count: int) -> list[str]:
    return [hashlib.sha256(f"leaf {i}".encode()).hexdigest() for i in range(count)]


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 1000])
def test_every_leaf_of_a_tree_is_proved_and_nothing_else_is(size):
    digests = _digests(size)
    root, paths = merkle.tree(digests)
    for index, digest in enumerate(digests):
        assert merkle.verify_inclusion(digest, index, size, paths[index], root)
    other = hashlib.sha256(b"not in the tree").hexdigest()
    assert not merkle.verify_inclusion(other, 0, size, paths[0], root)
    if size > 1:
        assert not merkle.verify_inclusion(digests[0], 1, size, paths[0], root)  # wrong index
        changed = list(paths[-1])
        changed[0] = "00" * 32
        assert not merkle.verify_inclusion(digests[-1], size - 1, size, changed, root)  # changed path
        # a wrong size: the last leaf's path no longer fits (the root itself commits to every leaf)
        assert not merkle.verify_inclusion(digests[-1], size - 1, size * 2 + 1, paths[-1], root)
    assert not merkle.verify_inclusion(digests[0], 0, size, paths[0], "11" * 32)  # another root


def test_the_root_follows_rfc_9162_for_small_trees():
    a, b, c = _digests(3)
    leaf = merkle.leaf_hash
    assert merkle.tree([a])[0] == leaf(a).hex()
    assert merkle.tree([a, b])[0] == merkle.node_hash(leaf(a), leaf(b)).hex()
    # three leaves split at two: (a, b) then c, never a duplicated leaf
    assert merkle.tree([a, b, c])[0] == merkle.node_hash(merkle.node_hash(leaf(a), leaf(b)), leaf(c)).hex()
    assert merkle.tree([a, b, c])[0] != merkle.tree([a, b, c, c])[0]


def test_a_path_that_is_too_long_short_or_not_hex_fails_without_an_error():
    digests = _digests(4)
    root, paths = merkle.tree(digests)
    assert not merkle.verify_inclusion(digests[0], 0, 4, paths[0] + ["00" * 32], root)
    assert not merkle.verify_inclusion(digests[0], 0, 4, paths[0][:-1], root)
    assert not merkle.verify_inclusion(digests[0], 0, 4, ["zz"] + paths[0][1:], root)
    assert not merkle.verify_inclusion(digests[0], 5, 4, paths[0], root)
