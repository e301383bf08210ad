"""Teaching built on the engine: lessons, quiz questions, meld drills, practice deals and the
sources' worked examples. Imports the engine only."""
