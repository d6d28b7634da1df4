"""The quick path for PySide's enum classes (yahtzee_desktop/qt_enums.py, issue 14) makes
the very classes Python's own `_create_` makes: every enum type of the Qt modules the app
uses is built both ways and compared."""

from __future__ import annotations

import enum
import json
import os
import subprocess
import sys
from typing import Any

import pytest

from yahtzee_desktop import qt_enums

RECORD = r"""
import enum, importlib, json, sys
calls = []
regular = enum.EnumType._create_

def record(cls, class_name, names, **kwargs):
    calls.append([cls.__name__, class_name, [list(item) for item in names],
                  kwargs.get("boundary") is enum.KEEP, sorted(k for k, v in kwargs.items()
                  if v is not None and k not in ("boundary", "start"))])
    return regular(cls, class_name, names, **kwargs)

enum.EnumType._create_ = record
for name in ("QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtPrintSupport", "QtPdf",
             "QtPdfWidgets"):
    module = importlib.import_module("PySide6." + name)
    for attribute in dir(module):
        getattr(module, attribute, None)  # a class's enums are made as it is first used
print(json.dumps(calls))
"""


@pytest.fixture(scope="module")
def pyside_calls() -> list[Any]:
    """Every enum-making call of PySide6 for these modules, recorded in a fresh Python
    with Python's own `_create_` (nothing of the app loaded)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", RECORD], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    calls: list[Any] = json.loads(done.stdout)
    return calls


def _made(create: Any, base: type, name: str, names: list[tuple[str, int]]) -> Any:
    saved = enum.EnumType._create_  # type: ignore[attr-defined]
    enum.EnumType._create_ = create  # type: ignore[attr-defined]
    try:  # through EnumType.__call__, as PySide calls it (the caller names the module)
        return base(name, names, boundary=enum.KEEP)  # type: ignore[call-overload]
    finally:
        enum.EnumType._create_ = saved  # type: ignore[attr-defined]


def _assert_same(regular: Any, quick: Any) -> None:
    assert type(quick) is type(regular) and quick.__bases__ == regular.__bases__
    assert (quick.__name__, quick.__qualname__, quick.__module__) == (
        regular.__name__,
        regular.__qualname__,
        regular.__module__,
    )
    ours, theirs = quick.__dict__, regular.__dict__
    assert list(ours) == list(theirs)  # the same keys, in the same order
    members = regular._member_map_
    for key, value in theirs.items():
        mine = ours[key]
        if key in members and not isinstance(value, regular):  # a property (name, value)
            assert type(mine) is type(value) and mine.member._name_ == value.member._name_
        elif key in members:
            assert type(mine) is quick and (mine._name_, mine._value_) == (
                value._name_,
                value._value_,
            )
        elif key in ("_member_map_", "_value2member_map_"):
            assert [(k, m._name_) for k, m in mine.items()] == [
                (k, m._name_) for k, m in value.items()
            ]
        elif key == "_iter_member_":
            assert mine.__func__ is value.__func__
        else:
            assert mine == value, key
    for name, member in members.items():
        other = quick[name]
        assert vars(other).keys() == vars(member).keys()
        assert (other._sort_order_, other.__objclass__) == (member._sort_order_, quick)
        assert (repr(other), str(other), format(other)) == (
            repr(member).replace(regular.__qualname__, quick.__qualname__),
            str(member).replace(regular.__qualname__, quick.__qualname__),
            format(member).replace(regular.__qualname__, quick.__qualname__),
        )
        assert quick(member._value_) is quick[member._name_]
    assert [m._name_ for m in quick] == [m._name_ for m in regular]
    if issubclass(regular, enum.Flag):
        firsts = list(regular)[:4]
        for a in firsts:
            assert (~quick[a._name_])._value_ == (~a)._value_
            for b in firsts:
                assert (quick[a._name_] | quick[b._name_])._value_ == (a | b)._value_
    enum._test_simple_enum(quick, regular)  # type: ignore[attr-defined]  # Python's own check


def test_every_qt_enum_is_made_the_same_both_ways(pyside_calls: list[Any]) -> None:
    assert len(pyside_calls) > 500  # the modules' enum types were all seen
    for base_name, name, items, keep, other_arguments in pyside_calls:
        assert keep and other_arguments == []  # the shape the quick path takes
        base = getattr(enum, base_name)
        names = [(key, value) for key, value in items]
        regular = _made(qt_enums._REGULAR_CREATE, base, name, names)
        quick = _made(qt_enums._create_quickly, base, name, names)
        _assert_same(regular, quick)


@pytest.mark.parametrize(
    ("base", "names"),
    [
        (enum.IntFlag, [("name", 1), ("B", 2)]),  # a name the base defines (a property)
        (enum.Enum, [("A", 1), ("A", 2)]),  # a duplicate: Python's error
        (enum.Enum, [("_sunder_", 1)]),  # Python's error too
        (enum.Flag, [("A", 1), ("B", 3), ("C", 2)]),  # a multi-bit alias, out of order
        (enum.IntEnum, [("A", 1), ("B", 1)]),  # an alias
        (enum.Enum, []),
    ],
)
def test_other_shapes_behave_as_python_makes_them(base: Any, names: Any) -> None:
    outcomes = []
    for create in (qt_enums._REGULAR_CREATE, qt_enums._create_quickly):
        try:
            outcomes.append(_made(create, base, "Odd", list(names)))
        except Exception as exc:  # the same error both ways
            outcomes.append((type(exc), str(exc)))
    regular, quick = outcomes
    if isinstance(regular, tuple):
        assert quick == regular
    else:
        _assert_same(regular, quick)


def test_the_app_makes_qt_enums_the_quick_way() -> None:
    import yahtzee_desktop.qtfix  # noqa: F401

    assert enum.EnumType._create_ is qt_enums._create_quickly  # type: ignore[attr-defined]
    from PySide6.QtCore import Qt

    both = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    assert both._value_ == 0x81 and Qt.AlignmentFlag(0x81) == both
    assert Qt.CheckState(2) is Qt.CheckState.Checked
    assert Qt.CheckState(7)._value_ == 7  # PySide's permissive `_missing_` still works
