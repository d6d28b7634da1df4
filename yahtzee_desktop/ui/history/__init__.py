"""The history of played games: the recorder, the statistics and high scores dialog, its charts.

Uses core, storage.history and ui.common; never the main window.
"""
