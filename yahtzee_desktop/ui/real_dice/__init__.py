"""Keeping score for real dice: the entry pad, written scores and corrections, the roll-off.

Uses core and the table's session, dice painting and sheet; never the main window.
"""
