"""Every hash, signature and canonical JSON of the hub goes through app/platform/signing.py: no other module imports
hashlib, the RFC 8785 library or the cryptography library. The exceptions are the evidence pack's standalone
script, which the hub never imports (it runs in the unzipped pack, with the standard library alone), the sealing
of stored secrets (app/platform/sealed.py: encryption, not a hash or a signature), and signing's own canonical-JSON
composer (app/platform/canonical.py: RFC 8785 bytes of a document whose parts were canonicalised before, used
through signing.canonical_json)."""

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
SIGNING = APP / "platform" / "signing.py"
STANDALONE = APP / "shield" / "pack_verify.py"
SEALED = APP / "platform" / "sealed.py"
COMPOSER = APP / "platform" / "canonical.py"
HASHING = {"hashlib", "rfc8785", "cryptography"}


def _imported(source: str) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def _hashing(source: str) -> set[str]:
    return {name.split(".")[0] for name in _imported(source)} & HASHING


def test_the_walk_sees_every_way_of_importing_a_hash_library():
    assert _hashing("import hashlib") == {"hashlib"}
    assert _hashing("from hashlib import sha256 as h") == {"hashlib"}
    assert _hashing("def f():\n    import rfc8785 as jcs\n    return jcs") == {"rfc8785"}
    assert _hashing("from cryptography.hazmat.primitives.asymmetric import ec") == {"cryptography"}
    assert _hashing("from app.platform import signing") == set()
    assert "app.shield.pack_verify" in _imported("from app.shield import pack_verify")


def test_no_module_but_signing_imports_hashlib_the_canonical_json_or_the_cryptography_library():
    offenders = sorted(str(path.relative_to(APP)) for path in APP.rglob("*.py")
                       if path not in (SIGNING, STANDALONE, SEALED, COMPOSER) and _hashing(path.read_text()))
    assert offenders == []
    assert _hashing(SEALED.read_text()) == {"cryptography"}
    assert _hashing(COMPOSER.read_text()) == {"rfc8785"}
    assert _hashing(SIGNING.read_text()) == HASHING


def test_the_standalone_pack_script_is_imported_by_no_module_of_the_hub():
    importers = sorted(str(path.relative_to(APP)) for path in APP.rglob("*.py")
                       if "app.shield.pack_verify" in _imported(path.read_text()))
    assert importers == []
