"""Prefixed opaque ids."""

import pytest

from app.platform.ids import is_id, new_id


def test_ids_carry_their_prefix_and_are_unique():
    ids = {new_id("scr") for _ in range(1000)}
    assert len(ids) == 1000 and all(is_id(i, "scr") for i in ids)
    assert is_id(new_id("cfu_e"), "cfu_e") and not is_id(new_id("cfu_e"), "cfu_w")


def test_unknown_prefix_is_refused():
    with pytest.raises(ValueError):
        new_id("nope")
