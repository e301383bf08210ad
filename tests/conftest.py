"""Shared test settings.

Hypothesis: the "dev" profile (60 examples a test) applies unless the ``CI`` environment
variable is set, in which case Hypothesis's built-in "ci" profile applies.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("dev", max_examples=60)
if not os.environ.get("CI"):
    settings.load_profile("dev")
