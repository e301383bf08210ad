"""Rated decision puzzles: positions from real rounds where one choice is best beyond the
noise (:mod:`.evaluate`), each with a theme (:mod:`.themes`), the reason as data
(:mod:`.reasons`), shipped as a pool (:mod:`.puzzle`), rated (:mod:`.ratings`) and served
near the learner's rating (:mod:`.pick`); a learner's own mistakes become puzzles too
(:mod:`.personal`)."""

from tutor.play.puzzles.puzzle import Puzzle, from_json, pool, position
from tutor.play.puzzles.themes import THEMES, Theme, choices, theme_of

__all__ = ["THEMES", "Puzzle", "Theme", "choices", "from_json", "pool", "position", "theme_of"]
