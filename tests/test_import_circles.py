"""No import circle in ``tutor``: the modules form a layered graph, read from the source.

The graph is built from each module's syntax tree: every ``import`` and ``from … import``
at module level and inside functions alike (a late import hides a circle, it does not
remove it), relative imports resolved, ``from package import name`` pointing at the
submodule ``package.name`` where one exists and at the package otherwise, and
``importlib.import_module`` of a constant name. Imports under ``if TYPE_CHECKING:`` are
left out: they never run. The circles are its strongly connected components (Tarjan).
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

TUTOR = Path(__file__).resolve().parents[1] / "tutor"


def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module file ``path`` of the package folder ``root``."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_module(node: ast.ImportFrom, here: str, package: bool) -> str:
    """The module a ``from … import`` names in module ``here`` (``package``: whether ``here``
    is a package's ``__init__``), a relative one (``from .x``, ``from . import``) resolved."""
    if not node.level:
        return node.module or ""
    base = here.split(".")
    base = base[: len(base) - node.level + (1 if package else 0)]
    return ".".join([*base, *([node.module] if node.module else [])])


def _type_checking_only(node: ast.AST) -> bool:
    """Whether ``node`` is an ``if TYPE_CHECKING:`` block (its imports never run)."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", "")
    return name == "TYPE_CHECKING"


def _nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of ``tree`` outside ``if TYPE_CHECKING:`` bodies (their ``else`` kept)."""
    for child in ast.iter_child_nodes(tree):
        if _type_checking_only(child):
            assert isinstance(child, ast.If)
            for other in child.orelse:
                yield other
                yield from _nodes(other)
            continue
        yield child
        yield from _nodes(child)


def _imported(node: ast.AST, here: str, package: bool) -> list[tuple[str, list[str]]]:
    """What one node imports: ``(module, names taken from it)`` pairs."""
    if isinstance(node, ast.Import):
        return [(a.name, []) for a in node.names]
    if isinstance(node, ast.ImportFrom):
        return [(source_module(node, here, package), [a.name for a in node.names])]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute | ast.Name)
        and (getattr(node.func, "attr", None) or getattr(node.func, "id", None))
        in {"import_module", "__import__"}
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return [(node.args[0].value, [])]
    return []


@cache
def _trees(root: Path) -> dict[Path, ast.Module]:
    """Every module file of the package folder ``root``, parsed (once a run)."""
    return {p: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(root.rglob("*.py"))}


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module of the package folder ``root`` to the modules of that package it imports."""
    trees = _trees(root)
    paths = {module_name(p, root): p for p in trees}
    top = root.name
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for here, path in paths.items():
        package = path.name == "__init__.py"
        for node in _nodes(trees[path]):
            for module, names in _imported(node, here, package):
                if module.split(".")[0] != top:
                    continue
                targets = [f"{module}.{n}" for n in names if f"{module}.{n}" in paths]
                if len(targets) < len(names) or not names:
                    targets.append(module)
                graph[here].update(t for t in targets if t in paths and t != here)
    return graph


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm),
    each sorted, in order of their first module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


@cache
def _tutor_graph() -> dict[str, set[str]]:
    return import_graph(TUTOR)


def test_tutor_has_no_import_circle() -> None:
    found = circles(_tutor_graph())
    assert not found, found


def _dynamic_imports(root: Path) -> list[str]:
    """``import_module``/``__import__`` calls of a name worked out at run time (the graph
    cannot follow them), as ``path:line``."""
    found = []
    for path, tree in _trees(root).items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            if name in {"import_module", "__import__"} and not (
                node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


COMPUTED_IMPORTS = {
    "tutor/store/extras.py": "the club extra's packages by purpose (argon2, psycopg)",
}
"""Modules that import by a name worked out at run time, each with why it is no edge of
the graph: it never names a module of ``tutor`` (checked below)."""


def test_every_import_in_tutor_names_its_module() -> None:
    """No module is imported by a name worked out at run time (the graph sees every edge),
    but the allowed ones, which import no module of ``tutor``."""
    computed = {where.rsplit(":", 1)[0] for where in _dynamic_imports(TUTOR)}
    assert computed <= set(COMPUTED_IMPORTS), sorted(computed - set(COMPUTED_IMPORTS))
    from tutor.store.extras import PACKAGES

    assert not [m for m, _ in PACKAGES.values() if m.split(".")[0] == "tutor"]


def test_a_computed_import_is_seen(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "import importlib\nfor m in ('b',):\n    importlib.import_module(f'pkg.{m}')\n",
            "b.py": "import importlib\nimportlib.import_module('pkg.a')\n",
        },
    )
    assert _dynamic_imports(package) == ["pkg/a.py:3"]


def test_the_graph_sees_every_kind_of_import() -> None:
    graph = _tutor_graph()
    assert len(graph) > 150
    assert "tutor.engine.cards" in graph["tutor.engine.melds"]
    words = graph["tutor.words"]
    assert {"tutor.words.catalog", "tutor.words.locale", "tutor.engine.errors"} <= words


def _package(root: Path, files: Mapping[str, str]) -> Path:
    """A package folder ``root/pkg`` of the ``files`` given (name to source)."""
    package = root / "pkg"
    for name, source in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(source), encoding="utf-8")
    return package


def test_a_circle_hidden_in_a_function_is_found(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "from pkg import b\n",
            "b.py": "def late():\n    from . import a\n",
            "c.py": "import pkg.a\n",
        },
    )
    assert circles(import_graph(package)) == [["pkg.a", "pkg.b"]]


def test_a_package_and_its_module_make_a_circle(tmp_path: Path) -> None:
    """``from pkg import name`` of a name (not a module) points at the package, which
    imports the module back."""
    package = _package(
        tmp_path,
        {
            "__init__.py": "from pkg.words import say\n\ndef render():\n    return say()\n",
            "words.py": "def say():\n    from pkg import render\n    return render\n",
            "sub/__init__.py": "",
            "sub/deep.py": "from ..words import say\nfrom .. import words\n",
        },
    )
    graph = import_graph(package)
    assert graph["pkg.sub.deep"] == {"pkg.words"}
    assert circles(graph) == [["pkg", "pkg.words"]]


def test_a_longer_circle_through_import_module_is_found(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "import pkg.b as b\n",
            "b.py": "from pkg.c import x\n",
            "c.py": "import importlib\nx = importlib.import_module('pkg.a')\n",
            "d.py": "from pkg import a, b, c\n",
        },
    )
    assert circles(import_graph(package)) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_type_checking_imports_do_not_count(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "import pkg.b\n",
            "b.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    from pkg.a import A\n"
                "else:\n    import pkg.c\n"
            ),
            "c.py": "",
        },
    )
    graph = import_graph(package)
    assert graph["pkg.b"] == {"pkg.c"}
    assert circles(graph) == []
