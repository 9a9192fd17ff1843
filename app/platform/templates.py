"""The templates' compiled code, kept once per process rather than once per hub.

Jinja compiles a template the first time a hub renders it. A process that builds several hubs (the test suite, a
command that builds its own) would compile every template again for each; this cache hands each new hub the code
already compiled. Jinja checks each entry against the checksum of the template's source, so an edited template is
compiled again."""

from __future__ import annotations

import threading

from jinja2.bccache import Bucket, BytecodeCache


class CompiledTemplates(BytecodeCache):
    """Compiled templates in memory, keyed by template and source checksum; shared by every hub of the process."""

    def __init__(self) -> None:
        self._code: dict[str, tuple[str, bytes]] = {}
        self._lock = threading.Lock()

    def load_bytecode(self, bucket: Bucket) -> None:
        kept = self._code.get(bucket.key)
        if kept is not None and kept[0] == bucket.checksum:
            bucket.bytecode_from_string(kept[1])

    def dump_bytecode(self, bucket: Bucket) -> None:
        with self._lock:
            self._code[bucket.key] = (bucket.checksum, bucket.bytecode_to_string())


COMPILED = CompiledTemplates()
