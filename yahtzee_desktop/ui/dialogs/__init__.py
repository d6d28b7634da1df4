"""The app's dialogs: new game, rule settings, preferences."""

from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
from yahtzee_desktop.ui.dialogs.preferences import PreferencesDialog
from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

__all__ = ["NewGameDialog", "PreferencesDialog", "RuleSettingsDialog"]
