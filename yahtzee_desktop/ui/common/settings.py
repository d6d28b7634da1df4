"""User preferences kept in QSettings, behind typed properties and one `changed` signal.

Views take a `Settings` object (never a global) and listen to `changed(key)`, so a
preference edited in the dialog applies at once wherever it is shown. Every value
read back from disk is checked: a hand-edited, stale or damaged one falls back to its
default and the default is written in its place, so the app always starts and the
file heals. `can_save()` tells whether preferences reach the disk at all.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.core.rules import IllegalOption, RuleSet, preset
from yahtzee_desktop.core.setup import MAX_NAME, MAX_SEATS

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
    "show_chances": True,
    "bot_speed": "normal",
}


MAX_STORED_TEXT = 100_000
"""Longer stored text is not ours (a rule set is a few hundred characters)."""


class _Bad(Exception):
    """A stored value that is not one this version reads."""


def _as_bool(value: Any) -> bool:
    """QSettings returns "true"/"false" strings from INI files and real bools elsewhere."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise _Bad


def _as_float(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise _Bad
    try:
        number = float(value)
    except ValueError:
        raise _Bad from None
    if not math.isfinite(number):
        raise _Bad
    return number


def _one_of(choices: Sequence[str]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if isinstance(value, str) and value in choices:
            return value
        raise _Bad

    return check


def _blob(value: Any) -> bytes:
    """Bytes Qt wrote (QByteArray); anything else, or a huge value, is not ours."""
    if isinstance(value, QByteArray):
        value = value.data()
    if not isinstance(value, (bytes, bytearray)) or len(value) > MAX_STORED_TEXT:
        raise _Bad
    return bytes(value)


def _json_text(value: Any) -> Any:
    if not isinstance(value, str) or not value or len(value) > MAX_STORED_TEXT:
        raise _Bad
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise _Bad from None


def _rules(value: Any) -> RuleSet:
    try:
        return RuleSet.from_dict(_json_text(value))
    except IllegalOption:
        raise _Bad from None


def _names(value: Any) -> list[str]:
    names = _json_text(value)
    if not isinstance(names, list) or len(names) > MAX_SEATS:
        raise _Bad
    for name in names:
        if (
            not isinstance(name, str)
            or len(name) > MAX_NAME
            or any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in name)
        ):
            raise _Bad
    return names


def _rules_text(rules: RuleSet) -> str:
    return json.dumps(rules.to_dict(), sort_keys=True)


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

    def _get(self, key: str, parse: Callable[[Any], Any], default: Any, stored: Any) -> Any:
        """The stored value if it reads; otherwise the default, written back as `stored`."""
        if not self._store.contains(key):
            return default
        try:
            return parse(self._store.value(key))
        except _Bad:
            self._store.setValue(key, stored)
            return default

    def sync(self) -> None:
        """Write pending changes to disk now (QSettings otherwise does it lazily)."""
        self._store.sync()

    def can_save(self) -> bool:
        """Whether preferences reach the disk (False: an unwritable settings folder or
        file; the app then runs on its defaults and what is chosen this session)."""
        self._store.sync()
        return self._store.isWritable() and self._store.status() == QSettings.Status.NoError

    def reset(self) -> None:
        """Forget every preference (back to the defaults)."""
        keys = self._store.allKeys()
        self._store.clear()
        for key in keys:
            self.changed.emit(key)

    # --- language ---------------------------------------------------------------------

    @property
    def language(self) -> str:
        default = _DEFAULTS["language"]
        return str(self._get("language", _one_of(LANGUAGE_CHOICES), default, default))

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGE_CHOICES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGE_CHOICES)}")
        self._set("language", value)

    # --- animation --------------------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        """Speed factor of the roll animation; 0 switches it off."""

        def parse(value: Any) -> float:
            speed = _as_float(value)
            if not 0.0 <= speed <= 10.0:
                raise _Bad
            return speed

        default = _DEFAULTS["animation_speed"]
        return float(self._get("animation_speed", parse, default, default))

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
        default = _DEFAULTS["dice_look"]
        return str(self._get("dice_look", _one_of(DICE_LOOKS), default, default))

    @dice_look.setter
    def dice_look(self, value: str) -> None:
        if value not in DICE_LOOKS:
            raise ValueError(f"dice look must be one of {', '.join(DICE_LOOKS)}")
        self._set("dice_look", value)

    @property
    def ui_scale(self) -> float:
        """Zoom of the dice and score sheet (1.0 to 2.0), for a laptop across the table."""
        low, high = UI_SCALE_RANGE
        default = _DEFAULTS["ui_scale"]
        value = float(self._get("ui_scale", _as_float, default, default))
        if not low <= value <= high:  # a number out of range: the nearest one that is in it
            value = min(max(value, low), high)
            self._store.setValue("ui_scale", value)
        return value

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        low, high = UI_SCALE_RANGE
        if not low <= value <= high:
            raise ValueError(f"the UI scale goes from {low} to {high}")
        self._set("ui_scale", float(value))

    # --- the main window's place on the screen -------------------------------------------

    @property
    def window_geometry(self) -> bytes:
        """The main window's `saveGeometry()` (empty: none stored, or not readable)."""
        return bytes(self._get("window_geometry", _blob, b"", b""))

    @window_geometry.setter
    def window_geometry(self, value: bytes) -> None:
        self._set_blob("window_geometry", value)

    @property
    def window_state(self) -> bytes:
        """The main window's `saveState()`: its toolbars and docks, if any."""
        return bytes(self._get("window_state", _blob, b"", b""))

    @window_state.setter
    def window_state(self, value: bytes) -> None:
        self._set_blob("window_state", value)

    def _set_blob(self, key: str, value: bytes) -> None:
        """Stored silently: the window's place is no preference others react to."""
        data = bytes(value)
        if len(data) > MAX_STORED_TEXT:
            raise ValueError(f"{key} is too large")
        self._store.setValue(key, QByteArray(data))

    # --- switches ---------------------------------------------------------------------

    @property
    def sound(self) -> bool:
        return bool(self._get("sound", _as_bool, _DEFAULTS["sound"], _DEFAULTS["sound"]))

    @sound.setter
    def sound(self, value: bool) -> None:
        self._set("sound", bool(value))

    @property
    def coach_mode(self) -> bool:
        default = _DEFAULTS["coach_mode"]
        return bool(self._get("coach_mode", _as_bool, default, default))

    @coach_mode.setter
    def coach_mode(self, value: bool) -> None:
        self._set("coach_mode", bool(value))

    @property
    def show_chances(self) -> bool:
        """Each player's chance of winning beside the totals (issue 16)."""
        default = _DEFAULTS["show_chances"]
        return bool(self._get("show_chances", _as_bool, default, default))

    @show_chances.setter
    def show_chances(self, value: bool) -> None:
        self._set("show_chances", bool(value))

    @property
    def bot_speed(self) -> str:
        """How fast computer players play: slow, normal or fast."""
        default = _DEFAULTS["bot_speed"]
        return str(self._get("bot_speed", _one_of(tuple(BOT_PAUSES_MS)), default, default))

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
        default = preset("yahtzee")
        rules: RuleSet = self._get("last_rules", _rules, default, _rules_text(default))
        return rules

    @last_rules.setter
    def last_rules(self, rules: RuleSet) -> None:
        self._set("last_rules", _rules_text(rules))

    @property
    def played_rules(self) -> RuleSet | None:
        """The rule set of the last game actually played (a box scored): the app opens on
        it after a restart, not on rules only picked in the New game dialog (None: none
        played yet)."""
        rules: RuleSet | None = self._get("played_rules", _rules, None, "")
        return rules

    @played_rules.setter
    def played_rules(self, rules: RuleSet) -> None:
        self._set("played_rules", _rules_text(rules))

    @property
    def last_players(self) -> list[str]:
        """Seat names of the last new game, so a family does not retype them each time."""
        names: list[str] = self._get("last_players", _names, [], "[]")
        return names

    @last_players.setter
    def last_players(self, names: Sequence[str]) -> None:
        self._set("last_players", json.dumps(list(names)))
