"""Serve the tutor from wherever the package is installed (``hoola serve``): Streamlit runs the
package's own entry script (``tutor/app/main.py``) with the package's settings
(``tutor/app/streamlit.toml``, the file a checkout reads as ``.streamlit/config.toml``), each
passed as a command-line option, so an installed wheel behaves as ``make run`` does: no
traceback shown to a visitor, the same upload limit, no file watching."""

from __future__ import annotations

import sys
import tomllib
from importlib import resources


def streamlit_options() -> list[str]:
    """The package's Streamlit settings as options: ``--client.showErrorDetails=none`` …"""
    text = resources.files("tutor.app").joinpath("streamlit.toml").read_text(encoding="utf-8")
    out = []
    for section, options in tomllib.loads(text).items():
        for key, value in options.items():
            shown = str(value).lower() if isinstance(value, bool) else str(value)
            out.append(f"--{section}.{key}={shown}")
    return out


def serve_command(address: str | None = None, port: int | None = None) -> list[str]:
    """The command that serves the installed tutor (on ``address`` and ``port`` if given)."""
    entry = resources.files("tutor.app").joinpath("main.py")
    cmd = [sys.executable, "-m", "streamlit", "run", str(entry), *streamlit_options()]
    if address is not None:
        cmd.append(f"--server.address={address}")
    if port is not None:
        cmd.append(f"--server.port={port}")
    return cmd
