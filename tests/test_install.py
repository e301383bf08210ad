"""Installing: the environment holds exactly the lock's versions (requirements/test.txt, which
``make test`` installs), and the wheel works without the source tree: built from the
project's files, installed (without dependencies) into a new virtual environment that
borrows this one's installed packages, it loads every lesson in both languages, the rule
book in both and both catalogs, and answers ``hoola meld 7h 8h 9h``."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
import tomllib
import urllib.request
import venv
from pathlib import Path

import pytest

from tutor.serve import streamlit_options

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements" / "test.txt"
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", re.M)


def _name(name: str) -> str:
    """A distribution's name as the index compares it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _pins(text: str) -> dict[str, str]:
    return {_name(n): v for n, v in _PIN.findall(text)}


def test_installed_versions_are_the_locks() -> None:
    """``pip freeze`` (the project's editable install aside) lists exactly the test lock's
    distributions and the installers' (pip and uv, requirements/tools.txt) at the locks'
    versions: nothing missing, nothing else."""
    frozen = subprocess.run(
        [sys.executable, "-m", "pip", "freeze", "--all", "--exclude-editable"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    installed = {n: v for n, v in _pins(frozen).items() if n != "hoola-tutor"}
    tools = _pins((ROOT / "requirements" / "tools.txt").read_text(encoding="utf-8"))
    assert set(tools) == {"pip", "uv"}
    locked = _pins(LOCK.read_text(encoding="utf-8")) | tools
    assert len(locked) > 40
    differ = {
        n: (installed.get(n), locked.get(n))
        for n in installed.keys() | locked.keys()
        if installed.get(n) != locked.get(n)
    }
    assert not differ, f"(installed, locked) differ; `make clean test` reinstalls: {differ}"


def _python_make_picks(tmp_path: Path, system: Path | str, python: str | None = None) -> str:
    """The interpreter ``make`` would make a new .venv from, with ``system`` as the
    distribution's and ``python`` as PYTHON in the environment (read from make's database,
    nothing run)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHON"}
    made = subprocess.run(
        ["make", "-n", "-p", "-f", str(ROOT / "Makefile"), "-C", str(tmp_path),
         f"SYSTEM_PYTHON={system}"],
        capture_output=True, text=True, env=env if python is None else {**env, "PYTHON": python},
    )  # fmt: skip
    return re.search(r"^PYTHON :?= (.*)$", made.stdout, re.M)[1]


def _script(path: Path, text: str) -> Path:
    path.write_text(f"#!/bin/sh\n{text}\n")
    path.chmod(0o755)
    return path


def test_a_new_venv_is_made_from_the_distributions_python_when_it_fits(tmp_path) -> None:
    """The distribution's python3 when it is 3.11 or newer and can make an environment with
    pip in it; else the first python3 on PATH; a PYTHON given wins."""
    fits = sys.executable  # 3.11 or newer, with venv and pip
    old = _script(tmp_path / "python3.10", "exec false")  # fails every check
    blind = "u.find_spec = lambda n, *a: None if n in ('pip', 'ensurepip') else find(n, *a)"
    no_pip = _script(  # 3.11 or newer, with venv, but neither pip nor ensurepip
        tmp_path / "no-pip",
        f'exec {fits} -c "import sys, importlib.util as u; find = u.find_spec; {blind}; '
        'exec(sys.argv[1])" "$2"',
    )
    assert _python_make_picks(tmp_path, fits) == fits
    for unfit in (old, no_pip, tmp_path / "none"):
        assert _python_make_picks(tmp_path, unfit) == "python3", unfit
    assert _python_make_picks(tmp_path, fits, python="python3.12") == "python3.12"


def test_every_lock_agrees_with_the_test_lock() -> None:
    """The app's and the club's locks pin the test lock's versions (one resolution), and the
    club's adds the PostgreSQL driver and the PIN hasher (argon2, with what it builds on) to
    the app's."""
    test = _pins(LOCK.read_text(encoding="utf-8"))
    run = _pins((ROOT / "requirements" / "run.txt").read_text(encoding="utf-8"))
    club = _pins((ROOT / "requirements" / "club.txt").read_text(encoding="utf-8"))
    assert run.items() <= club.items() <= test.items()
    assert set(club) - set(run) == {
        "psycopg", "psycopg-binary", "argon2-cffi", "argon2-cffi-bindings", "cffi", "pycparser",
    }  # fmt: skip
    assert run["streamlit"].startswith("1.67.")


def _venv_python(folder: Path) -> Path:
    return folder / "bin" / "python"


CHECK = """
import sys
from pathlib import Path

import tutor
from tutor.engine import rulebook
from tutor.teach import lessons as L
from tutor.words import catalog
from tutor.words.locale import LOCALES

where = Path(tutor.__file__).resolve()
assert where.is_relative_to(Path(sys.prefix).resolve()), where
en, ko = L.load_lessons(), L.load_lessons(locale="ko")
assert len(en) == len(ko) == len(list(L.LESSONS_DIR.glob("*.yaml"))) >= 10
assert [a.id for a in en] == [b.id for b in ko]
for locale in LOCALES:
    assert rulebook.text_file(locale).read_text(encoding="utf-8").strip()
    assert len(catalog.ids(locale)) > 500, locale
print(len(en), "lessons", sorted(LOCALES))
"""


@pytest.fixture(scope="module")
def wheel_env(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str], Path]:
    """The wheel, built from a copy of the tracked sources and installed in a new environment
    (no download: setuptools builds without isolation, the wheel installs without
    dependencies, which come from this environment's site-packages through a ``.pth`` line):
    its environment's folder, a clean environment for its commands, and a folder outside the
    source tree to run them in."""
    tmp_path = tmp_path_factory.mktemp("wheel")
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy(ROOT / "pyproject.toml", src)
    shutil.copy(ROOT / "README.md", src)
    shutil.copytree(ROOT / "tutor", src / "tutor", ignore=shutil.ignore_patterns("__pycache__"))
    dist = tmp_path / "dist"
    build = f"from setuptools import build_meta; build_meta.build_wheel({str(dist)!r})"
    subprocess.run([sys.executable, "-c", build], cwd=src, check=True, capture_output=True)
    (wheel,) = dist.glob("hoola_tutor-*.whl")
    env_dir = tmp_path / "env"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = _venv_python(env_dir)
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(site) / "borrowed.pth").write_text(sysconfig.get_path("purelib") + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps"]
        + ["--no-index", wheel],
        check=True,
        capture_output=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    clean["HOOLA_TUTOR_DB"] = str(tmp_path / "tutor.db")
    return env_dir, clean, elsewhere


def test_the_wheel_works_without_the_source_tree(
    wheel_env: tuple[Path, dict[str, str], Path],
) -> None:
    """Installed from the wheel, the package finds its own data: every lesson in both
    languages, both rule books, both catalogs; and its command answers."""
    env_dir, clean, elsewhere = wheel_env
    python = _venv_python(env_dir)
    out = subprocess.run(
        [python, "-c", CHECK], cwd=elsewhere, env=clean, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[1:2] == ["lessons"]
    meld = subprocess.run(
        [env_dir / "bin" / "hoola", "meld", "7h 8h 9h"],
        cwd=elsewhere,
        env=clean,
        capture_output=True,
        text=True,
    )
    assert meld.returncode == 0, meld.stderr
    assert "7♥" in meld.stdout or "7h" in meld.stdout, meld.stdout


PAGES_CHECK = """
import sys
from pathlib import Path
from streamlit.testing.v1 import AppTest
import tutor.app
here = Path(tutor.app.__file__).resolve().parent
assert here.is_relative_to(Path(sys.prefix).resolve()), here
at = AppTest.from_file(str(here / "main.py"), default_timeout=120).run()
assert not at.exception, at.exception
pages = sorted(p.name for p in (here / "pages").glob("*.py") if p.name != "__init__.py")
for name in pages:
    at.switch_page(f"pages/{name}").run()
    assert not at.exception, (name, at.exception)
    assert at.title or at.header or at.markdown, name
print(len(pages), "pages")
"""


def test_the_wheel_serves_every_page(wheel_env: tuple[Path, dict[str, str], Path]) -> None:
    """Installed from the wheel and run outside the source tree, every page of the tutor
    runs from the package's own entry script without an error; ``hoola serve`` starts the
    server with the package's settings and it answers."""
    env_dir, clean, elsewhere = wheel_env
    out = subprocess.run(
        [_venv_python(env_dir), "-c", PAGES_CHECK],
        cwd=elsewhere, env=clean, capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    assert int(out.stdout.split()[0]) >= 13, out.stdout
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        [env_dir / "bin" / "hoola", "serve", "--address", "127.0.0.1", "--port", str(port)],
        cwd=elsewhere, env=clean, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health") as r:
                    assert r.read() == b"ok"
                    break
            except OSError:
                assert server.poll() is None, "hoola serve stopped"
                assert time.monotonic() < deadline, "hoola serve did not answer"
                time.sleep(0.2)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/") as r:
            assert r.status == 200
        cmdline = Path(f"/proc/{server.pid}/cmdline").read_bytes().split(b"\0")
        assert b"--client.showErrorDetails=none" in cmdline
        assert b"--server.maxUploadSize=20" in cmdline
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_checkout_reads_the_packages_streamlit_settings() -> None:
    """One settings file: the checkout's .streamlit/config.toml is a link to the packaged one,
    and ``hoola serve`` passes every setting in it."""
    config = ROOT / ".streamlit" / "config.toml"
    assert config.is_symlink()
    assert config.resolve() == (ROOT / "tutor" / "app" / "streamlit.toml").resolve()
    settings = tomllib.loads(config.read_text(encoding="utf-8"))
    options = streamlit_options()
    assert len(options) == sum(len(v) for v in settings.values()) >= 8
    assert "--client.showErrorDetails=none" in options
    assert "--runner.magicEnabled=false" in options
