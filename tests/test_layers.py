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
    "app": {"engine", "teach", "store", "play", "app"},
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


def test_no_module_is_left_loose_beside_the_layers() -> None:
    loose = {p.name for p in TUTOR.glob("*.py")}
    assert loose <= {"__init__.py", "__main__.py", "cli.py"}, loose
