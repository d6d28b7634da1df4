"""The coach and the computer players: hints, coach mode, visible computer seats, the review.

Uses core, strategy (loaded lazily: NumPy is heavy), ui.common and ui.table's views and
`host.WindowHost`; never the main window (`attach` plugs the coach in).
"""
