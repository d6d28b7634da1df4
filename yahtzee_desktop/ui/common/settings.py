"""User preferences kept in QSettings: one declaration each, and one `changed` signal.

Each preference is a `Setting` declared in the body of `Settings` (see `ui/common/setting.py`):
its key, kind (how it is read, checked and stored), default and, if the Preferences
dialog shows it, its row (label, help, choices, page). Reading, checking, saving, Cancel and
the dialog's rows all come from these declarations, so a new preference is one of them plus
its translations (docs/ARCHITECTURE.md, "Checklist: adding a setting").

Views take a `Settings` object (never a global) and listen to `changed(key)`, so a
preference edited in the dialog applies at once wherever it is shown. Every value
read back from disk is checked: a hand-edited, stale or damaged one falls back to its
default and the default is written in its place, so the app always starts and the
file heals. `can_save()` tells whether preferences reach the disk at all.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.core.rules import IllegalOption, RuleSet, preset
from yahtzee_desktop.core.setup import MAX_NAME, MAX_SEATS
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP
from yahtzee_desktop.ui.common.setting import (
    MAX_STORED_TEXT,
    Bad,
    Blob,
    Choice,
    Kind,
    Number,
    OneOf,
    Row,
    Setting,
    Switch,
    declared,
)

__all__ = [
    "ANIMATION_SPEEDS",
    "APPLICATION",
    "BOT_PAUSES_MS",
    "DICE_LOOKS",
    "LANGUAGE_CHOICES",
    "MAX_STORED_TEXT",
    "NORMAL_ANIMATION_MS",
    "ORGANIZATION",
    "UI_SCALES",
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

UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
"""Sizes of the board offered (1.0 to 2.0: a laptop across the table)."""

BOT_PAUSES_MS = {"slow": 1400, "normal": 700, "fast": 250}
"""Pause between two steps of a computer player (show the holds, roll, show the box, score)."""


def _json_text(value: Any) -> Any:
    if not isinstance(value, str) or not value or len(value) > MAX_STORED_TEXT:
        raise Bad
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise Bad from None


def _rules_text(rules: RuleSet) -> str:
    return json.dumps(rules.to_dict(), sort_keys=True)


class _Rules(Kind[RuleSet]):
    """A rule set, stored as the JSON of `RuleSet.to_dict()`."""

    def read(self, raw: Any) -> RuleSet:
        try:
            return RuleSet.from_dict(_json_text(raw))
        except IllegalOption:
            raise Bad from None

    def stored(self, value: RuleSet) -> Any:
        return _rules_text(value)


class _MaybeRules(Kind["RuleSet | None"]):
    """A rule set or none yet (stored as an empty text)."""

    def read(self, raw: Any) -> RuleSet | None:
        return _Rules().read(raw)

    def stored(self, value: RuleSet | None) -> Any:
        return "" if value is None else _rules_text(value)


class _Names(Kind["list[str]"]):
    """Seat names, stored as a JSON list; too many, too long or with control characters:
    not ours."""

    def read(self, raw: Any) -> list[str]:
        names = _json_text(raw)
        if not isinstance(names, list) or len(names) > MAX_SEATS:
            raise Bad
        for name in names:
            if (
                not isinstance(name, str)
                or len(name) > MAX_NAME
                or any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in name)
            ):
                raise Bad
        return names

    def check(self, value: Sequence[str]) -> list[str]:
        return list(value)

    def stored(self, value: list[str]) -> Any:
        return json.dumps(list(value))


class Settings(QObject):
    """The app's preferences, one `Setting` declaration each (in the dialog's row order).

    Signals:
        changed(str): the key of a preference that took a new value.
    """

    changed = Signal(str)

    # --- the Preferences dialog's rows, in order ----------------------------------------

    language = Setting(
        OneOf(LANGUAGE_CHOICES),
        "system",
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "&Language:"),
            name=QT_TRANSLATE_NOOP("PreferencesDialog", "Language"),
            # Language names are written in their own language, so anyone can find theirs.
            choices=(
                Choice("system", QT_TRANSLATE_NOOP("PreferencesDialog", "As the system")),
                Choice("fr", "Français", translated=False),
                Choice("en", "English", translated=False),
            ),
        ),
    )
    animation_speed = Setting(
        Number(0.0, 10.0),
        1.0,
        doc="Speed factor of the roll animation; 0 switches it off.",
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "&Roll animation:"),
            name=QT_TRANSLATE_NOOP("PreferencesDialog", "Roll animation speed"),
            choices=tuple(
                Choice(speed, text)
                for speed, text in zip(
                    ANIMATION_SPEEDS,
                    (
                        QT_TRANSLATE_NOOP("PreferencesDialog", "Off"),
                        QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"),
                        QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
                        QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"),
                    ),
                    strict=True,
                )
            ),
        ),
    )
    dice_look = Setting(
        OneOf(DICE_LOOKS),
        "classic",
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "&Dice:"),
            name=QT_TRANSLATE_NOOP("PreferencesDialog", "Dice look"),
            choices=(
                Choice(
                    "classic", QT_TRANSLATE_NOOP("PreferencesDialog", "Classic (white, black pips)")
                ),
                Choice(
                    "pips-dark", QT_TRANSLATE_NOOP("PreferencesDialog", "Dark (black, white pips)")
                ),
                Choice(
                    "large", QT_TRANSLATE_NOOP("PreferencesDialog", "Large pips, high contrast")
                ),
            ),
        ),
    )
    ui_scale = Setting(
        Number(UI_SCALES[0], UI_SCALES[-1], clamp=True),
        1.0,
        doc="Zoom of the dice and score sheet, for a laptop across the table.",
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "&Size of the board:"),
            name=QT_TRANSLATE_NOOP("PreferencesDialog", "Size of the dice and score sheet"),
            help=QT_TRANSLATE_NOOP(
                "PreferencesDialog",
                "Larger dice and score sheet, to read them from across the table.",
            ),
            # French puts a (narrow) no-break space before %, English none.
            choices=tuple(
                Choice(scale, QT_TRANSLATE_NOOP("PreferencesDialog", "{percent}%"))
                for scale in UI_SCALES
            ),
        ),
    )
    bot_speed = Setting(
        OneOf(tuple(BOT_PAUSES_MS)),
        "normal",
        doc="How fast computer players play.",
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "&Computer speed:"),
            name=QT_TRANSLATE_NOOP("PreferencesDialog", "Speed of the computer players"),
            choices=(
                Choice(
                    "slow",
                    QT_TRANSLATE_NOOP("PreferencesDialog", "Slow (time to follow each step)"),
                ),
                Choice("normal", QT_TRANSLATE_NOOP("PreferencesDialog", "Normal")),
                Choice("fast", QT_TRANSLATE_NOOP("PreferencesDialog", "Fast")),
            ),
        ),
    )
    coach_mode = Setting(
        Switch(),
        False,
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "C&oach mode"),
            help=QT_TRANSLATE_NOOP(
                "PreferencesDialog",
                "After a choice that costs more than a point on average, a note says what was "
                "better.",
            ),
        ),
    )
    show_chances = Setting(
        Switch(),
        True,
        doc="Each player's chance of winning beside the totals (issue 16).",
        row=Row(
            QT_TRANSLATE_NOOP("PreferencesDialog", "Chances of &winning"),
            help=QT_TRANSLATE_NOOP(
                "PreferencesDialog",
                "Beside the totals, each player's chance of winning, as the best play from "
                "now on would give it.",
            ),
        ),
    )

    # --- kept without a row -------------------------------------------------------------

    window_geometry = Setting(
        Blob(),
        b"",
        quiet=True,  # the window's place is no preference others react to
        doc="The main window's `saveGeometry()` (empty: none stored, or not readable).",
    )
    window_state = Setting(
        Blob(), b"", quiet=True, doc="The main window's `saveState()`: its toolbars and docks."
    )
    last_rules = Setting(
        _Rules(),
        preset("yahtzee"),
        doc="The rule set of the last new game (official Yahtzee at first, or if unreadable).",
    )
    played_rules = Setting(
        _MaybeRules(),
        None,
        doc="The rule set of the last game actually played (a box scored): the app opens on "
        "it after a restart, not on rules only picked in the New game dialog (None: none "
        "played yet).",
    )
    last_players = Setting(
        _Names(),
        [],
        doc="Seat names of the last new game, so a family does not retype them each time.",
    )

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    @classmethod
    def declared(cls) -> tuple[Setting[Any], ...]:
        """Every preference of this class, in declaration order (the dialog's rows)."""
        return declared(cls)

    @property
    def store(self) -> QSettings:
        return self._store

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

    # --- derived from the declarations --------------------------------------------------

    @property
    def animation_ms(self) -> int:
        """Duration of a roll animation in milliseconds (0: no animation)."""
        speed = self.animation_speed
        return 0 if speed <= 0 else round(NORMAL_ANIMATION_MS / speed)

    @property
    def bot_pause_ms(self) -> int:
        return BOT_PAUSES_MS[self.bot_speed]
