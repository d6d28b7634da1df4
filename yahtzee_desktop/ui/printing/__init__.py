"""Printing from the app: print, preview and save sheets, and the rules viewer (Help ▸ Rules).

Uses yahtzee_desktop.printing (ReportLab, loaded when first used), ui.common and
`ui.table.host.WindowHost`; never the main window (`attach` plugs printing in).
"""
