"""The app's dialogs: new game, rule settings, preferences."""

from .new_game import NewGameDialog
from .preferences import PreferencesDialog
from .rule_settings import RuleSettingsDialog

__all__ = ["NewGameDialog", "PreferencesDialog", "RuleSettingsDialog"]
