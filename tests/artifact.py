"""Reports the tests leave in tests/artifacts/ (git-ignored), safe with tests in parallel
(pytest-xdist): a JSON file is changed under a lock and replaced whole, so two processes
never read a half-written file or drop each other's entries."""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).resolve().parent / "artifacts"


def merge_json(name: str, key: str, data: dict[str, Any]) -> Path:
    """Merge ``data`` into the entry ``key`` of the JSON report ``name`` and return its path."""
    FOLDER.mkdir(exist_ok=True)
    path = FOLDER / name
    with (FOLDER / f".{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        old = json.loads(path.read_text()) if path.exists() else {}
        old.setdefault(key, {}).update(data)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(old, indent=1, sort_keys=True))
        os.replace(tmp, path)
    return path
