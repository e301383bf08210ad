"""Guided lessons (tutor.lessons, lessons/*.yaml): every file loads, every stored answer is
the engine's answer, every RULES.md section §1–§7 and every switch is taught, and grading
comes from the engine, never from the stored answer."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
import yaml

from tutor import lessons as L
from tutor.blah import nothing  # noqa: F401
