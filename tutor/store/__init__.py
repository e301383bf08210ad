"""Storage: the SQLite file that keeps learner progress and saved games, and the export files.
Imports the engine only."""
