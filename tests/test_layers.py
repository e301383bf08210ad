"""The folders are the architecture: each layer imports only the layers below it.

engine < teach, store < play < app (and the command line). The engine imports neither
Streamlit nor Plotly; only ``tutor/app`` does.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from test_import_circles import source_module

TUTOR = Path(__file__).resolve().parents[1] / "tutor"

ALLOWED = {
    "engine": {"engine"},
    "teach": {"engine", "teach"},
    "store": {"engine", "store"},
    "play": {"engine", "teach", "store", "play"},
    "words": {"engine", "teach", "store", "play", "words"},
    "app": {"engine", "teach", "store", "play", "words", "app"},
}

UI_PACKAGES = {"streamlit", "plotly"}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            if node.module == "tutor":
                names += [f"tutor.{a.name}" for a in node.names]
    return names


def _modules(layer: str) -> list[Path]:
    return sorted((TUTOR / layer).rglob("*.py"))


def test_every_layer_folder_exists() -> None:
    for layer in ("engine", "teach", "store", "app"):
        assert _modules(layer), layer


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_only_layers_below(layer: str) -> None:
    wrong = []
    for path in _modules(layer):
        for name in _imports(path):
            parts = name.split(".")
            if parts[0] != "tutor" or len(parts) < 2:
                continue
            if parts[1] in ALLOWED and parts[1] not in ALLOWED[layer]:
                wrong.append(f"{path.relative_to(TUTOR)} imports {name}")
            if parts[1] == "cli":
                wrong.append(f"{path.relative_to(TUTOR)} imports the command line")
    assert not wrong, wrong


def test_only_the_app_imports_streamlit_or_plotly() -> None:
    wrong = [
        f"{path.relative_to(TUTOR)} imports {name}"
        for path in sorted(TUTOR.rglob("*.py"))
        if "app" not in path.relative_to(TUTOR).parts
        for name in _imports(path)
        if name.split(".")[0] in UI_PACKAGES
    ]
    assert not wrong, wrong


def test_only_the_words_layer_imports_babel() -> None:
    """Locales, numbers and money become text in the words layer alone (Babel's CLDR data):
    the engine, teach, play and the store keep amounts as numbers, the app and the command
    line ask the words layer."""
    wrong = [
        f"{path.relative_to(TUTOR)} imports {name}"
        for path in sorted(TUTOR.rglob("*.py"))
        if path.relative_to(TUTOR).parts[0] != "words"
        for name in _imports(path)
        if name.split(".")[0] == "babel"
    ]
    assert not wrong, wrong
    below = [p for layer in ("engine", "teach", "play", "store") for p in _modules(layer)]
    assert len(below) > 100  # the check saw the layers below the words


def test_no_module_is_left_loose_beside_the_layers() -> None:
    loose = {p.name for p in TUTOR.glob("*.py")}
    assert loose <= {"__init__.py", "__main__.py", "cli.py", "serve.py"}, loose


def _engine_names_used(path: Path) -> list[tuple[str, str]]:
    """``(module, name)`` for each name a file takes from the engine: ``from tutor.engine.x
    import name``, ``from tutor.engine import name``, and ``module.name`` read off an engine
    module imported whole (``from tutor.engine import rulebook``; ``import tutor.engine.x``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    used: list[tuple[str, str]] = []
    modules: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "tutor.engine" or node.module.startswith("tutor.engine."):
                for a in node.names:
                    used.append((node.module, a.name))
                    full = f"{node.module}.{a.name}"
                    if (
                        TUTOR / "engine" / f"{a.name}.py"
                    ).exists() and node.module == "tutor.engine":
                        modules[a.asname or a.name] = full
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("tutor.engine."):
                    modules[a.asname or a.name] = a.name
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in modules
        ):
            used.append((modules[node.value.id], node.attr))
    return used


def test_the_app_takes_from_the_engine_only_its_public_api() -> None:
    """A page (anything under tutor/app) imports from the engine only names of the engine's
    public API, ``tutor.engine.__all__`` or a module's own ``__all__`` (never a name with a
    leading underscore), from the module that defines it or from ``tutor.engine`` itself."""
    import importlib

    import tutor.engine as engine

    public = set(engine.__all__)
    assert not [n for n in public if n.startswith("_")]
    wrong = []
    for path in _modules("app"):
        for module, name in _engine_names_used(path):
            where = f"{path.relative_to(TUTOR)}: {module}.{name}"
            if module == "tutor.engine.rulebook":  # the rule book module, imported whole
                if name.startswith("_"):
                    wrong.append(where)
                continue
            own = getattr(importlib.import_module(module), "__all__", ())
            if name.startswith("_") or (name not in public and name not in own):
                wrong.append(where)
            elif name in public and module != "tutor.engine":
                same = getattr(importlib.import_module(module), name) is getattr(engine, name)
                assert same, f"{where} is not the engine's {name}"
    assert not wrong, wrong


def test_the_public_api_check_sees_private_and_unlisted_names(tmp_path: Path) -> None:
    page = tmp_path / "page.py"
    page.write_text(
        "from tutor.engine.arrangement import _Search, best_arrangement\n"
        "from tutor.engine import rulebook\n"
        "import tutor.engine.melds as melds\n"
        "rulebook._private\n"
        "melds.candidate_melds\n",
        encoding="utf-8",
    )
    used = _engine_names_used(page)
    assert ("tutor.engine.arrangement", "_Search") in used
    assert ("tutor.engine.rulebook", "_private") in used
    assert ("tutor.engine.melds", "candidate_melds") in used


def test_every_name_of_the_engine_api_is_importable_from_the_engine() -> None:
    import tutor.engine as engine

    assert len(set(engine.__all__)) == len(engine.__all__)
    assert all(hasattr(engine, name) for name in engine.__all__)


def _module_name(path: Path) -> str:
    """The dotted name of a module file under the repository (``tutor.play.round``)."""
    parts = list(path.relative_to(TUTOR.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_module(name: str) -> bool:
    """Whether the dotted ``name`` is a module or package of the repository."""
    where = TUTOR.parent.joinpath(*name.split("."))
    return where.with_suffix(".py").exists() or (where / "__init__.py").exists()


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _private_uses(
    path: Path, here: str | None = None, local: frozenset[str] = frozenset()
) -> list[str]:
    """Names with a leading underscore that ``path`` takes from another module of the
    project: ``from tutor.x import _name`` (relative too) and ``module._name`` read off a
    project module it imported whole (``from tutor.teach.quiz import common``; ``import
    tutor.x as m``). An alias such as ``import plural as _plural`` imports a public name
    and does not count; a module's own names (``here``, its dotted name) do not count.
    ``local``: more top-level modules that count as the project's (the tests' helpers and
    test modules, imported by their bare names)."""
    here = here or _module_name(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported, modules = _project_imports(tree, here, path.name == "__init__.py", local)
    return [*imported, *_private_attributes(tree, modules, here)]


def _project_imports(
    tree: ast.AST, here: str, package: bool, local: frozenset[str] = frozenset()
) -> tuple[list[str], dict[str, str]]:
    """The private names a module imports from other project modules, and the project
    modules it binds whole (local name to dotted module name)."""
    private: list[str] = []
    modules: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = source_module(node, here, package)
            if source.split(".")[0] != "tutor" and source not in local:
                continue
            for a in node.names:
                if _is_module(f"{source}.{a.name}"):
                    modules[a.asname or a.name] = f"{source}.{a.name}"
                elif _private(a.name) and source != here:
                    private.append(f"{source}.{a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "tutor":
                    modules[a.asname or "tutor"] = a.name if a.asname else "tutor"
    return private, modules


def _private_attributes(tree: ast.AST, modules: dict[str, str], here: str) -> list[str]:
    """``module._name`` read off a project module bound whole (``modules``), not ``here``."""
    used: list[str] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and _private(node.attr)):
            continue
        chain: list[str] = []
        value = node.value
        while isinstance(value, ast.Attribute):
            chain.insert(0, value.attr)
            value = value.value
        if isinstance(value, ast.Name) and value.id in modules:
            owner = ".".join([modules[value.id], *chain])
            if owner != here and _is_module(owner):
                used.append(f"{owner}.{node.attr}")
    return used


def test_no_module_imports_a_private_name_from_another() -> None:
    """A helper two modules share is public in the module that defines it: a private name
    stays inside its module (quiz helpers, the practice table's meld counting), whether it
    is imported (``from tutor.x import _name``, ``from .x import _name``) or read off an
    imported module (``x._name``)."""
    wrong = [
        f"{path.relative_to(TUTOR)}: {name}"
        for path in sorted(TUTOR.rglob("*.py"))
        for name in _private_uses(path)
    ]
    assert not wrong, wrong


TESTS_PRIVATE: dict[str, set[str]] = {}
"""Private names a test file may take from the module it tests, where no public way exists
(test file to names): none today."""


def test_no_test_imports_a_private_name() -> None:
    """The tests use the project as its callers do: through public names, a shared helper
    made public where it is defined (``game_file.checksum``, ``cards.play_deck``). So do
    they each other: a helper one test file takes from another is public there."""
    tests = Path(__file__).resolve().parent
    local = frozenset(p.stem for p in tests.rglob("*.py"))
    wrong = [
        f"{path.relative_to(tests)}: {name}"
        for path in sorted(tests.rglob("*.py"))
        for name in _private_uses(path, here=path.stem, local=local)
        if name not in TESTS_PRIVATE.get(str(path.relative_to(tests)), set())
    ]
    assert not wrong, wrong


def test_the_private_import_check_sees_each_form(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "import tutor.engine.rulebook\n"
        "import tutor.store.club as club\n"
        "from tutor.play.round import Round, _hidden\n"
        "from tutor.words.engine import plural as _p\n"
        "from tutor.teach.quiz import common\n"
        "from test_reasons import _records, ledger_cases\n"
        "from . import rounds\n"
        "from .common import _tags, tags\n"
        "common._helper(rounds._resettle, common.public, tags, _p)\n"
        "club._HASHER, tutor.engine.rulebook._parse(), Round._own, self._x\n",
        encoding="utf-8",
    )
    assert sorted(_private_uses(module, here="tutor.teach.quiz.payment")) == [
        "tutor.engine.rulebook._parse",
        "tutor.play.round._hidden",
        "tutor.store.club._HASHER",
        "tutor.teach.quiz.common._helper",
        "tutor.teach.quiz.common._tags",
        "tutor.teach.quiz.rounds._resettle",
    ]
    local = frozenset({"test_reasons"})
    assert "test_reasons._records" in _private_uses(module, here="test_x", local=local)
    assert "test_reasons._records" not in _private_uses(module, here="test_x")
    assert sorted(_private_uses(module, here="tutor.teach.quiz.common")) == [
        "tutor.engine.rulebook._parse",
        "tutor.play.round._hidden",
        "tutor.store.club._HASHER",
        "tutor.teach.quiz.rounds._resettle",
    ]


APP_GIANTS: set[str] = set()
"""The modules still over 600 lines (issue 43: split by what they hold): none; the list may
only shrink."""


def test_no_module_is_a_giant() -> None:
    """Modules are small, split along what they hold (the round's state, judge and values;
    settlement's checks and settler; the ledger's stakes): no module under ``tutor/`` passes
    600 lines, but the app's modules listed in :data:`APP_GIANTS`."""
    sizes = {p: len(p.read_text(encoding="utf-8").splitlines()) for p in TUTOR.rglob("*.py")}
    big = {str(p.relative_to(TUTOR)) for p, n in sizes.items() if n > 600}
    assert big <= APP_GIANTS, sorted(big - APP_GIANTS)
