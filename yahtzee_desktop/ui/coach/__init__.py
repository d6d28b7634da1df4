"""The coach and the computer players: hints, coach mode, visible computer seats, the review.

Uses core, strategy (loaded lazily: NumPy is heavy) and ui.common; never the main window.
"""
