"""One declaration per preference: how it is read, checked and stored, and its dialog row.

A `Setting` is a descriptor declared in the body of `Settings` (`ui/common/settings.py`):
its attribute name is its QSettings key, its `Kind` reads a stored value (a value this
version does not read raises `Bad`, so the default is used and written in its place), checks
a new one (`ValueError`) and gives its stored form, and its optional `Row` is what the
Preferences dialog shows. Loading, saving, Cancel and the dialog's rows all iterate the
declarations (`declared()`), so a new preference is one declaration plus its translations.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast, overload

from PySide6.QtCore import QByteArray, QSettings, SignalInstance

from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "CONTEXT",
    "GENERAL",
    "MAX_STORED_TEXT",
    "Bad",
    "Blob",
    "Choice",
    "Kind",
    "Mended",
    "Number",
    "OneOf",
    "Page",
    "Row",
    "Setting",
    "Switch",
    "declared",
]

T = TypeVar("T")

CONTEXT = "PreferencesDialog"
"""Catalogue context of every text a row declares (the dialog's own)."""

MAX_STORED_TEXT = 100_000
"""Longer stored text is not ours (a rule set is a few hundred characters)."""


class Bad(Exception):
    """A stored value that is not one this version reads: the default replaces it."""


class Mended(Exception):
    """A stored value read as `value` once corrected (a number brought into range): the
    corrected one replaces it."""

    def __init__(self, value: Any) -> None:
        super().__init__(value)
        self.value = value


class Kind(Generic[T]):
    """How one type of preference is read from the store, checked and stored."""

    def read(self, raw: Any) -> T:
        """The value of a stored one; `Bad` (or `Mended`) when this version cannot use it."""
        raise NotImplementedError

    def check(self, value: T) -> T:
        """A value about to be set, normalised; `ValueError` if it is not allowed."""
        return value

    def stored(self, value: T) -> Any:
        """What QSettings keeps for `value` (the value itself unless said otherwise)."""
        return value


class Switch(Kind[bool]):
    """On or off. INI files give "true"/"false" strings, other back ends real bools."""

    def read(self, raw: Any) -> bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.lower() in ("true", "false", "1", "0"):
            return raw.lower() in ("true", "1")
        if isinstance(raw, int) and raw in (0, 1):
            return bool(raw)
        raise Bad

    def check(self, value: bool) -> bool:
        return bool(value)


class OneOf(Kind[str]):
    """One word of a fixed list (a list read back from an INI file is not one)."""

    def __init__(self, choices: Sequence[str]) -> None:
        self.choices = tuple(choices)

    def read(self, raw: Any) -> str:
        if isinstance(raw, str) and raw in self.choices:
            return raw
        raise Bad

    def check(self, value: str) -> str:
        if value not in self.choices:
            raise ValueError(f"must be one of {', '.join(self.choices)}")
        return value


def as_float(raw: Any) -> float:
    """A finite number from a stored value (INI files keep numbers as text)."""
    if isinstance(raw, bool) or not isinstance(raw, int | float | str):
        raise Bad
    try:
        number = float(raw)
    except ValueError:
        raise Bad from None
    if not math.isfinite(number):
        raise Bad
    return number


class Number(Kind[float]):
    """A finite number from `low` to `high`; a stored one out of range is refused, or with
    `clamp` brought to the nearest end (and that end written back)."""

    def __init__(self, low: float, high: float, *, clamp: bool = False) -> None:
        self.low, self.high, self.clamp = low, high, clamp

    def read(self, raw: Any) -> float:
        number = as_float(raw)
        if self.low <= number <= self.high:
            return number
        if self.clamp:
            raise Mended(min(max(number, self.low), self.high))
        raise Bad

    def check(self, value: float) -> float:
        if not self.low <= value <= self.high:
            raise ValueError(f"goes from {self.low} to {self.high}")
        return float(value)


class Blob(Kind[bytes]):
    """Bytes Qt wrote (a QByteArray); anything else, or a huge value, is not ours."""

    def read(self, raw: Any) -> bytes:
        if isinstance(raw, QByteArray):
            raw = raw.data()
        if not isinstance(raw, (bytes, bytearray)) or len(raw) > MAX_STORED_TEXT:
            raise Bad
        return bytes(raw)

    def check(self, value: bytes) -> bytes:
        data = bytes(value)
        if len(data) > MAX_STORED_TEXT:
            raise ValueError("is too large")
        return data

    def stored(self, value: bytes) -> Any:
        return QByteArray(value)


@dataclass(frozen=True)
class Page:
    """A page of the Preferences dialog (a tab, once there is more than one)."""

    id: str
    title: str  # marked with QT_TRANSLATE_NOOP(CONTEXT, ...)


GENERAL = Page("general", QT_TRANSLATE_NOOP("PreferencesDialog", "General"))


@dataclass(frozen=True)
class Choice:
    """One entry of a row's combo box. Its text is translated in `CONTEXT` unless
    `translated` is False (a language's own name); "{percent}" in it is replaced by the
    value as a percentage."""

    value: Any
    text: str
    translated: bool = True


@dataclass(frozen=True)
class Row:
    """A preference's row in the Preferences dialog, in declaration order on its page.

    With `choices` a labelled combo box (`label` ends with ":" and has its "&" shortcut;
    `name` is the combo's accessible name); without, a check box saying `label` (the
    setting is then a `Switch`). `help` is a wrapped explanation under the row. A number
    shows the nearest choice to its value. Every text is marked with
    QT_TRANSLATE_NOOP(CONTEXT, ...) so the catalogue has it.
    """

    label: str
    help: str = ""
    name: str = ""
    choices: tuple[Choice, ...] = ()
    page: Page = GENERAL


class _Host(Protocol):
    @property
    def store(self) -> QSettings: ...

    @property
    def changed(self) -> SignalInstance: ...


class Setting(Generic[T]):
    """One preference, declared as a class attribute of `Settings`; its name is its key.

    Reading gives the stored value if `kind` reads it, else `default` (and the default's
    stored form is written in place of the bad value, so the file heals). Setting checks
    the value, stores it and emits `changed(key)` if it differs; a `quiet` one (the
    window's place) is stored without a signal.
    """

    key: str

    def __init__(
        self,
        kind: Kind[T],
        default: T,
        *,
        row: Row | None = None,
        quiet: bool = False,
        doc: str = "",
    ) -> None:
        self.kind, self.default, self.row, self.quiet = kind, default, row, quiet
        self.__doc__ = doc
        if row is not None:
            if not row.choices and not isinstance(kind, Switch):
                raise TypeError("a row without choices is a check box: its setting is a Switch")
            for choice in row.choices:
                kind.check(choice.value)

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Setting[T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> T | Setting[T]:
        if obj is None:
            return self
        store = cast(_Host, obj).store
        if not store.contains(self.key):
            return self.default
        try:
            return self.kind.read(store.value(self.key))
        except Bad:
            store.setValue(self.key, self.kind.stored(self.default))
            return self.default
        except Mended as mended:
            value = cast(T, mended.value)
            store.setValue(self.key, self.kind.stored(value))
            return value

    def __set__(self, obj: object, value: T) -> None:
        try:
            checked = self.kind.check(value)
        except ValueError as error:
            raise ValueError(f"{self.key} {error}") from None
        host = cast(_Host, obj)
        stored = self.kind.stored(checked)
        if self.quiet:
            host.store.setValue(self.key, stored)
            return
        if host.store.contains(self.key) and host.store.value(self.key) == stored:
            return
        host.store.setValue(self.key, stored)
        host.changed.emit(self.key)


def declared(cls: type) -> tuple[Setting[Any], ...]:
    """Every `Setting` of a settings class and its bases, in declaration order."""
    found: dict[str, Setting[Any]] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, Setting):
                found[name] = value
    return tuple(found.values())
