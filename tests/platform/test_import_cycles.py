"""No cycle between the packages under app/: a domain that shows something on another's page, or reads its facts,
does it through the registry (panels, providers), so every arrow between packages points one way.

Every module of every package is read with `ast`: imports at the top and inside functions alike, relative ones
resolved, and "app.x.y:attr" strings (what `resolve()` imports when the app is built) counted as imports too. The
modules at the root of app/ (create_app, the list of domains, config, extensions) are the composition root, not
a package, and are not part of the walk.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"
DOTTED = re.compile(r"app(\.\w+)+(:[\w.]+)?")

Edges = dict[str, dict[str, list[str]]]  # package -> package -> ["module.py:line", ...]


def _packages(root: Path = APP) -> set[str]:
    return {p.parent.name for p in root.glob("*/__init__.py")}


def _module_name(path: Path, root: Path) -> list[str]:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def _imported(path: Path, root: Path) -> list[tuple[str, int]]:
    """(module, line) of everything a file imports, wherever the import sits."""
    here = _module_name(path, root)
    package = here if path.name == "__init__.py" else here[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            module = ".".join(filter(None, (base, node.module)))
            found.append((module, node.lineno))
            found += [(f"{module}.{alias.name}", node.lineno) for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and DOTTED.fullmatch(node.value):
            found.append((node.value.partition(":")[0], node.lineno))
    return found


def package_edges(root: Path = APP) -> Edges:
    """Which package imports which, with the import sites."""
    packages, edges = _packages(root), defaultdict(lambda: defaultdict(list))
    for name in packages:
        for path in sorted((root / name).rglob("*.py")):
            for module, line in _imported(path, root):
                parts = module.split(".")
                site = f"{path.relative_to(root.parent)}:{line}"
                if len(parts) > 1 and parts[0] == root.name and parts[1] in packages and parts[1] != name \
                        and site not in edges[name][parts[1]]:
                    edges[name][parts[1]].append(site)
    return edges


def cycles(edges: Edges) -> list[list[str]]:
    """One cycle (a list of packages, the first repeated at the end) through each group of packages that import
    each other, directly or through others."""
    found, seen = [], set()
    for start in sorted(edges):
        if start in seen:
            continue
        path = _path_back(edges, start)
        if path:
            found.append(path)
            seen.update(path)
    return found


def _path_back(edges: Edges, start: str) -> list[str] | None:
    """The shortest chain of imports from start back to start, if there is one (breadth first)."""
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for package in frontier:
            for target in sorted(edges.get(package, {})):
                if target == start:
                    chain = [package]
                    while chain[-1] != start:
                        chain.append(came_from[chain[-1]])
                    return [start, *reversed(chain[:-1]), start]
                if target not in came_from:
                    came_from[target] = package
                    following.append(target)
        frontier = following
    return None


def _described(edges: Edges, cycle: list[str]) -> str:
    return " -> ".join(cycle) + ": " + "; ".join(
        f"{a} -> {b} at {', '.join(edges[a][b][:3])}" for a, b in zip(cycle, cycle[1:], strict=False))


def test_no_package_under_app_imports_back_a_package_that_imports_it():
    edges = package_edges()
    assert {"platform", "catalogue", "green", "compare"} <= _packages()
    assert "catalogue" in edges["green"]  # the walk sees imports (green reads the catalogue's products)
    found = cycles(edges)
    assert found == [], "\n".join(_described(edges, cycle) for cycle in found)


def test_the_walk_finds_a_cycle_made_by_an_import_inside_a_function(tmp_path):
    root = tmp_path / "app"
    for package, source in {"host": "def page():\n    from app.guest.panels import panel\n",
                            "guest": "from ..host import service\n",
                            "platform": "import app.host\n",
                            "other": "TARGET = 'app.platform.jobs:run'\n"}.items():
        (root / package).mkdir(parents=True)
        (root / package / "__init__.py").write_text("")
        (root / package / "mod.py").write_text(source)
    edges = package_edges(root)
    assert edges["host"]["guest"] == ["app/host/mod.py:2"] and "host" in edges["guest"]
    assert "platform" in edges["other"]  # a "module:attr" string is an import made later
    assert cycles(edges) == [["guest", "host", "guest"]]
