"""The shapes of a teaching tag, in one place: a lesson step and a quiz question name what
they teach as ``§<section>`` or ``§<section>.<point>`` (a rule-book point, ``§5`` or
``§5.2``) and ``switch:<field>`` (a switch of :class:`~tutor.engine.rules.Rules` whose
settings change the answer)."""

from __future__ import annotations

import re

SECTION_TAG = re.compile(r"^§\d+(\.\d+)?$")
"""A rule-book section or point as a tag: ``§5``, ``§5.2``."""
SWITCH_TAG = re.compile(r"^switch:([a-z_]+)$")
"""A switch as a tag, the switch's field name in its group: ``switch:knock_limit``."""
