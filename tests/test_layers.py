"""The folders are the architecture: each layer imports only the layers below it.

engine < teach, store < play < app (and the command line). The engine imports neither
Streamlit nor Plotly; only ``tutor/app`` does.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TUTOR = Path(__file__).resolve().parents[1] / "tutor"

ALLOWED = {
    "engine": {"engine"},
    "teach": {"engine", "teach"},
    "store": {"engine", "store"},
    "play": {"engine", "teach", "store", "play"},
    "words": {"engine", "teach", "store", "play", "words"},
    "app": {"engine", "teach", "store", "play", "words", "app"},
}

WORDS_NOT_YET: set[str] = set()
"""Modules below the words layer that still import it (known debt of the words-layer
work, each to be removed; the test below fails for a module listed here that no longer
does, so the list only shrinks). The words layer is done when it is empty."""
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
            rel = str(path.relative_to(TUTOR))
            if parts[1] == "words" and rel in WORDS_NOT_YET:
                continue
            if parts[1] in ALLOWED and parts[1] not in ALLOWED[layer]:
                wrong.append(f"{path.relative_to(TUTOR)} imports {name}")
            if parts[1] == "cli":
                wrong.append(f"{path.relative_to(TUTOR)} imports the command line")
    assert not wrong, wrong


def test_the_words_debt_list_only_names_modules_that_still_import_words() -> None:
    cleared = [
        rel
        for rel in sorted(WORDS_NOT_YET)
        if not any(n.startswith("tutor.words") for n in _imports(TUTOR / rel))
    ]
    assert not cleared, f"no longer import tutor.words, remove from WORDS_NOT_YET: {cleared}"


def test_only_the_app_imports_streamlit_or_plotly() -> None:
    wrong = [
        f"{path.relative_to(TUTOR)} imports {name}"
        for path in sorted(TUTOR.rglob("*.py"))
        if "app" not in path.relative_to(TUTOR).parts
        for name in _imports(path)
        if name.split(".")[0] in UI_PACKAGES
    ]
    assert not wrong, wrong


def test_no_module_is_left_loose_beside_the_layers() -> None:
    loose = {p.name for p in TUTOR.glob("*.py")}
    assert loose <= {"__init__.py", "__main__.py", "cli.py"}, loose


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


def _private_imports(path: Path) -> list[str]:
    """Names with a leading underscore that ``path`` imports from another module (an alias
    such as ``import plural as _plural`` imports a public name and does not count)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{node.module}.{a.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tutor")
        for a in node.names
        if a.name.startswith("_") and not a.name.startswith("__")
    ]


def test_no_module_imports_a_private_name_from_another() -> None:
    """A helper two modules share is public in the module that defines it: a private name
    stays inside its module (quiz helpers, the practice table's meld counting)."""
    wrong = [
        f"{path.relative_to(TUTOR)}: {name}"
        for path in sorted(TUTOR.rglob("*.py"))
        for name in _private_imports(path)
    ]
    assert not wrong, wrong


def test_the_private_import_check_sees_one(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "from tutor.play.round import Round, _hidden\n"
        "from tutor.words.engine import plural as _p\n",
        encoding="utf-8",
    )
    assert _private_imports(module) == ["tutor.play.round._hidden"]


def test_no_teaching_module_is_a_giant() -> None:
    """The lessons are a package of small modules (schema, probes, grading, checks,
    loading), as the quiz is: no module of the teaching layer passes 600 lines."""
    sizes = {p: len(p.read_text(encoding="utf-8").splitlines()) for p in _modules("teach")}
    big = [f"{p.relative_to(TUTOR)}: {n}" for p, n in sizes.items() if n > 600]
    assert not big, big
