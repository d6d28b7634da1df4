"""The table: the main window, the dice, the score sheet, the players panel and the outcome.

Uses core, storage and ui.common; features (coach, real dice, history, printing) attach to it.
"""
