"""The app's dialogs: new game, rule settings, preferences.

Imported on first use (`__getattr__`): the About dialog and the app icon, which live
here too, are needed at start, these dialogs only when opened.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
    from yahtzee_desktop.ui.dialogs.preferences import PreferencesDialog
    from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

__all__ = ["NewGameDialog", "PreferencesDialog", "RuleSettingsDialog"]

_WHERE = {
    "NewGameDialog": "new_game",
    "PreferencesDialog": "preferences",
    "RuleSettingsDialog": "rule_settings",
}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value
    return value
