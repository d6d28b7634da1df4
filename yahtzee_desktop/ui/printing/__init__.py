"""Printing from the app: print, preview and save sheets, and the rules viewer (Help ▸ Rules).

Uses yahtzee_desktop.printing (ReportLab, loaded when first used) and ui.common.
"""
