"""The evidence pack's checks, run as `python3 verify.py` in the unzipped pack with the standard library alone.

The pack's verify.py is app/shield/merkle.py followed by this file, without the lines marked inlined: merkle's
functions are then defined above, and its SHA-256 is sha256_digest below. The hub never imports this file: it is
the one place that hashes with hashlib directly, because the pack runs without the hub. It checks the manifest's
SHA-256 of every file, every receipt's inclusion path up to its root, that each root is one of the pack's signed
roots, and, when the `cryptography` package happens to be installed, each root's Ed25519 seals against the
published keys. It prints one line per check and exits 1 when any fails.
"""

import base64  # pack: keep
import hashlib  # pack: keep
import json  # pack: keep
import sys  # pack: keep
from pathlib import Path  # pack: keep

from app.shield.merkle import verify_inclusion  # pack: inlined

SEAL_PREFIX = "svc-shield:v1:"


def sha256_digest(data: bytes) -> bytes:
    """SHA-256, the 32 raw bytes (app/platform/signing.py's function of the same name, in the standard library)."""
    return hashlib.sha256(data).digest()


def _load(folder: Path, name: str):
    return json.loads((folder / name).read_text(encoding="utf-8"))


def check_files(folder: Path, manifest: dict) -> list[str]:
    return [f"file {name}: SHA-256 differs from the manifest" for name, digest in manifest["files"].items()
            if sha256_digest((folder / name).read_bytes()).hex() != digest]


def check_receipts(receipts: list, roots: dict) -> tuple[list[str], int]:
    failures, proved = [], 0
    for receipt in receipts:
        proof = receipt.get("proof")
        if proof is None:
            print(f"pending  {receipt['id']}: not sealed when the pack was made")
            continue
        ok = verify_inclusion(receipt["hash"], proof["leaf_index"], proof["tree_size"], proof["path"],
                              proof["root"])
        known = roots.get(proof["root_id"], {}).get("root") == proof["root"]
        if ok and known:
            proved += 1
            print(f"ok       {receipt['id']}: {receipt['hash']} is leaf {proof['leaf_index']} of root {proof['root']}")
        else:
            failures.append(f"receipt {receipt['id']}: " + ("path does not lead to the root" if not ok
                                                              else "root is not one of the pack's roots"))
    return failures, proved


def check_seals(roots: dict, keys: list) -> list[str]:
    try:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    except ImportError:
        print("note     Ed25519 seals not checked: install the 'cryptography' package to check them")
        return []
    public = {k["kid"]: Ed25519PublicKey.from_public_bytes(bytes.fromhex(k["public_key_hex"])) for k in keys}
    failures = []
    for root_id, root in roots.items():
        for seal in root["seals"]:
            if not seal.get("ed25519_signature"):
                continue
            key = public.get(seal.get("signing_key_id"))
            raw = base64.urlsafe_b64decode(seal["ed25519_signature"] + "=" * (-len(seal["ed25519_signature"]) % 4))
            try:
                if key is None:
                    raise ValueError("unknown key")
                key.verify(raw, (SEAL_PREFIX + root["root"]).encode())
                print(f"ok       seal of {root_id} by {seal['signing_key_id']}")
            except Exception:  # noqa: BLE001 - any failure is a failed check
                failures.append(f"seal of {root_id} by {seal.get('signing_key_id')}: signature does not verify")
    return failures


def main(folder: Path) -> int:
    manifest = _load(folder, "manifest.json")
    roots = {r["root_id"]: r for r in _load(folder, "roots.json")}
    failures = check_files(folder, manifest)
    receipt_failures, proved = check_receipts(_load(folder, "receipts.json"), roots)
    failures += receipt_failures + check_seals(roots, _load(folder, "keys.json")["keys"])
    for failure in failures:
        print(f"FAILED   {failure}")
    print(f"{proved} receipt(s) proved, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(Path(__file__).resolve().parent))
