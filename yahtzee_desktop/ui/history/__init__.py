"""The history of played games: the recorder, the statistics and high scores dialog, its charts.

Uses core, storage.history, ui.common and ui.table's session and `host.WindowHost`; never
the main window (`attach` plugs the history in).
"""
