"""User preferences kept in QSettings, behind typed properties and one `changed` signal.

Views take a `Settings` object (never a global) and listen to `changed(key)`, so a
preference edited in the dialog applies at once wherever it is shown. Values read
back from disk are checked: a hand-edited or stale settings file falls back to the
defaults instead of breaking the app.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from yahtzee_desktop.core.rules import IllegalOption, RuleSet, preset

__all__ = [
    "ANIMATION_SPEEDS",
    "APPLICATION",
    "BOT_PAUSES_MS",
    "DICE_LOOKS",
    "LANGUAGE_CHOICES",
    "NORMAL_ANIMATION_MS",
    "ORGANIZATION",
    "Settings",
]

ORGANIZATION = "Yahtzee Desktop"
APPLICATION = "Yahtzee Desktop"

LANGUAGE_CHOICES = ("system", "fr", "en")
"""Language preference: follow the system locale, or force French or English."""

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)
"""Speed factors offered: off, slow, normal, fast (duration = normal / factor)."""

NORMAL_ANIMATION_MS = 500
"""Roll animation duration at normal speed: about half a second, as the issue asks."""

DICE_LOOKS = ("classic", "pips-dark", "large")
"""Dice styles: white with black pips, dark with light pips, large high-contrast pips."""

UI_SCALE_RANGE = (1.0, 2.0)

BOT_PAUSES_MS = {"slow": 1400, "normal": 700, "fast": 250}
"""Pause between two steps of a computer player (show the holds, roll, show the box, score)."""

_DEFAULTS: dict[str, Any] = {
    "language": "system",
    "animation_speed": 1.0,
    "dice_look": "classic",
    "ui_scale": 1.0,
    "sound": False,
    "coach_mode": False,
    "bot_speed": "normal",
}


def _as_bool(value: Any, default: bool) -> bool:
    """QSettings returns "true"/"false" strings from INI files and real bools elsewhere."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int):
        return bool(value)
    return default


def _as_float(value: Any, default: float) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


class Settings(QObject):
    """The app's preferences.

    Signals:
        changed(str): the key of a preference that took a new value.
    """

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    # --- plumbing ---------------------------------------------------------------------

    @property
    def store(self) -> QSettings:
        return self._store

    def _set(self, key: str, value: Any) -> None:
        if self._store.contains(key) and self._store.value(key) == value:
            return
        self._store.setValue(key, value)
        self.changed.emit(key)

    def sync(self) -> None:
        """Write pending changes to disk now (QSettings otherwise does it lazily)."""
        self._store.sync()

    def reset(self) -> None:
        """Forget every preference (back to the defaults)."""
        keys = self._store.allKeys()
        self._store.clear()
        for key in keys:
            self.changed.emit(key)

    # --- language ---------------------------------------------------------------------

    @property
    def language(self) -> str:
        value = self._store.value("language", _DEFAULTS["language"])
        return value if value in LANGUAGE_CHOICES else "system"

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGE_CHOICES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGE_CHOICES)}")
        self._set("language", value)

    # --- animation --------------------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        """Speed factor of the roll animation; 0 switches it off."""
        value = _as_float(self._store.value("animation_speed"), _DEFAULTS["animation_speed"])
        return value if 0.0 <= value <= 10.0 else _DEFAULTS["animation_speed"]

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        if not 0.0 <= value <= 10.0:
            raise ValueError("the animation speed is a factor from 0 (off) to 10")
        self._set("animation_speed", float(value))

    @property
    def animation_ms(self) -> int:
        """Duration of a roll animation in milliseconds (0: no animation)."""
        speed = self.animation_speed
        return 0 if speed <= 0 else round(NORMAL_ANIMATION_MS / speed)

    # --- look -------------------------------------------------------------------------

    @property
    def dice_look(self) -> str:
        value = self._store.value("dice_look", _DEFAULTS["dice_look"])
        return value if value in DICE_LOOKS else _DEFAULTS["dice_look"]

    @dice_look.setter
    def dice_look(self, value: str) -> None:
        if value not in DICE_LOOKS:
            raise ValueError(f"dice look must be one of {', '.join(DICE_LOOKS)}")
        self._set("dice_look", value)

    @property
    def ui_scale(self) -> float:
        """Zoom of the dice and score sheet (1.0 to 2.0), for a laptop across the table."""
        low, high = UI_SCALE_RANGE
        value = _as_float(self._store.value("ui_scale"), _DEFAULTS["ui_scale"])
        return min(max(value, low), high)

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        low, high = UI_SCALE_RANGE
        if not low <= value <= high:
            raise ValueError(f"the UI scale goes from {low} to {high}")
        self._set("ui_scale", float(value))

    # --- switches ---------------------------------------------------------------------

    @property
    def sound(self) -> bool:
        return _as_bool(self._store.value("sound"), _DEFAULTS["sound"])

    @sound.setter
    def sound(self, value: bool) -> None:
        self._set("sound", bool(value))

    @property
    def coach_mode(self) -> bool:
        return _as_bool(self._store.value("coach_mode"), _DEFAULTS["coach_mode"])

    @coach_mode.setter
    def coach_mode(self, value: bool) -> None:
        self._set("coach_mode", bool(value))

    @property
    def bot_speed(self) -> str:
        """How fast computer players play: slow, normal or fast."""
        value = self._store.value("bot_speed", _DEFAULTS["bot_speed"])
        return value if value in BOT_PAUSES_MS else _DEFAULTS["bot_speed"]

    @bot_speed.setter
    def bot_speed(self, value: str) -> None:
        if value not in BOT_PAUSES_MS:
            raise ValueError(f"bot speed must be one of {', '.join(BOT_PAUSES_MS)}")
        self._set("bot_speed", value)

    @property
    def bot_pause_ms(self) -> int:
        return BOT_PAUSES_MS[self.bot_speed]

    # --- what the last new game used ----------------------------------------------------

    @property
    def last_rules(self) -> RuleSet:
        """The rule set of the last new game (official Yahtzee at first, or if unreadable)."""
        raw = self._store.value("last_rules")
        if isinstance(raw, str) and raw:
            try:
                return RuleSet.from_dict(json.loads(raw))
            except (ValueError, TypeError, IllegalOption):
                pass
        return preset("yahtzee")

    @last_rules.setter
    def last_rules(self, rules: RuleSet) -> None:
        self._set("last_rules", json.dumps(rules.to_dict(), sort_keys=True))

    @property
    def last_players(self) -> list[str]:
        """Seat names of the last new game, so a family does not retype them each time."""
        raw = self._store.value("last_players")
        if isinstance(raw, str) and raw:
            try:
                names = json.loads(raw)
            except ValueError:
                return []
            if isinstance(names, list) and all(isinstance(n, str) for n in names):
                return names[:8]
        return []

    @last_players.setter
    def last_players(self, names: Sequence[str]) -> None:
        self._set("last_players", json.dumps(list(names)))
