"""Yahtzee Desktop: Yahtzee and its cousins, played, scored and printed."""

__version__ = "0.1.0"
