"""A service answers with objects its schemas serialise (a model, a frozen dataclass, a Page, a Batch), so each
answer is described once. A service room returns a hand-built dict of five keys or more only where the dict is a
document by nature: what is hashed and signed, or a report no response schema describes, or the column values
bound to one INSERT (no answer at all)."""

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
DOCUMENTS = {
    ("attest", "snapshot_of"): "the attestation's signed snapshot (canonical JSON, hashed and signed)",
    ("dossier", "snapshot"): "the dossier's signed snapshot",
    ("catalogue", "refresh"): "the refresh job's report, printed by the CLI and kept in the run log",
    ("catalogue", "_recorded"): "one product's line in that report",
    ("scoring", "_entry"): "a score entry's column values, bound to one INSERT and to the entry it returns",
}


def _dict_returns(path: Path) -> list[str]:
    """The functions of a module that return a dict literal of five keys or more."""
    found = []
    for function in ast.walk(ast.parse(path.read_text())):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            found += [function.name for node in ast.walk(function)
                      if isinstance(node, ast.Return) and isinstance(node.value, ast.Dict)
                      and len(node.value.keys) >= 5]
    return found


def test_service_rooms_return_objects_and_only_documents_as_dicts():
    services = sorted(APP.glob("*/service.py"))
    assert len(services) >= 15
    found = {(path.parent.name, name) for path in services if path.parent.name != "platform"
             for name in _dict_returns(path)}
    assert found - set(DOCUMENTS) == set(), "a service builds an answer by hand: return an object its schema dumps"
    assert set(DOCUMENTS) - found == set(), "a document named here is no longer built by hand: drop its line"


def test_the_walk_sees_a_hand_built_answer(tmp_path):
    module = tmp_path / "service.py"
    module.write_text("def read(u):\n    return {'id': u.id, 'a': 1, 'b': 2, 'c': 3, 'd': 4}\n")
    assert _dict_returns(module) == ["read"]
