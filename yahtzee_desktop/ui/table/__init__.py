"""The table: the main window, the dice, the score sheet, the players panel and the outcome.

Uses core, storage, ui.common and ui.real_dice; features attach through `host.WindowHost`.
"""
