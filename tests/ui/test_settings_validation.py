"""Every value read from the settings file is checked: a bad one never stops the app,
falls back to its default, and the default is written in its place."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.app_env import app_env
from yahtzee_desktop.core.rules import IllegalOption, RuleSet, preset
from yahtzee_desktop.ui.common.settings import Settings

REPO = Path(__file__).resolve().parents[2]
DEEP = "[" * 50_000 + "]" * 50_000
LONG_NAME = "A" * 501


def ini(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "settings.ini"
    path.write_text("[General]\n" + body, encoding="utf-8")
    return path


def reopen(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.mark.parametrize(
    "raw",
    [
        "[]",
        "1",
        '"\\"yahtzee\\""',
        DEEP,
        '{"preset": "yahtzee", "options": {"upper_bonus": 1e999}}',
        '{"preset": "yahtzee", "options": {"name": "x"}}',
        '{"preset": "chess"}',
        "null",
        "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\nQByteArray\\0)",
    ],
)
def test_bad_last_rules_fall_back_and_are_rewritten(tmp_path, raw):
    path = ini(tmp_path, f"last_rules={raw}\n")
    settings = reopen(path)
    assert settings.last_rules == preset("yahtzee")
    settings.sync()
    assert reopen(path).last_rules == preset("yahtzee")
    written = QSettings(str(path), QSettings.Format.IniFormat).value("last_rules")
    assert RuleSet.from_dict(__import__("json").loads(written)) == preset("yahtzee")


@pytest.mark.parametrize(
    "value",
    [[], 1, "yahtzee", '"yahtzee"', DEEP, None, 3.5, {"preset": 5}],
)
def test_bad_last_rules_of_any_type_in_memory(tmp_path, value):
    settings = reopen(tmp_path / "s.ini")
    settings.store.setValue("last_rules", value)
    assert settings.last_rules == preset("yahtzee")


@pytest.mark.parametrize(
    "raw",
    [
        f'["Ann", "{LONG_NAME}"]',
        '["Ann", 5]',
        '"Ann"',
        DEEP,
        '["a","b","c","d","e","f","g","h","i"]',
        '["Ann\\u0000"]',
        "{}",
    ],
)
def test_bad_last_players_fall_back_and_are_rewritten(tmp_path, raw):
    path = ini(tmp_path, "last_players=" + raw.replace("\\", "\\\\").replace('"', '\\"') + "\n")
    settings = reopen(path)
    assert settings.last_players == []
    settings.sync()
    assert QSettings(str(path), QSettings.Format.IniFormat).value("last_players") == "[]"


def test_good_values_read_back(tmp_path):
    settings = reopen(tmp_path / "s.ini")
    settings.last_players = ["Ann", "Zoé", "B" * 500]
    settings.last_rules = preset("yams", dry_column=True)
    settings.sync()
    again = reopen(tmp_path / "s.ini")
    assert again.last_players == ["Ann", "Zoé", "B" * 500]
    assert again.last_rules == preset("yams", dry_column=True)


@pytest.mark.parametrize("raw", ["nan", "inf", "-inf", "big", "", "@Invalid()", "1, 2"])
def test_ui_scale_not_a_number_falls_back_to_normal(tmp_path, raw):
    path = ini(tmp_path, f"ui_scale={raw}\n")
    settings = reopen(path)
    assert settings.ui_scale == 1.0
    settings.sync()
    assert float(QSettings(str(path), QSettings.Format.IniFormat).value("ui_scale")) == 1.0


def test_ui_scale_out_of_range_is_clamped_and_rewritten(tmp_path):
    path = ini(tmp_path, "ui_scale=9\n")
    assert reopen(path).ui_scale == 2.0
    settings = reopen(path)
    settings.store.setValue("ui_scale", float("nan"))
    assert settings.ui_scale == 1.0
    assert not math.isnan(float(settings.store.value("ui_scale")))


@pytest.mark.parametrize(
    ("key", "raw", "expected"),
    [
        ("language", "klingon", "system"),
        ("language", "fr, en", "system"),  # QSettings reads this as a list
        ("animation_speed", "nan", 1.0),
        ("animation_speed", "-3", 1.0),
        ("animation_speed", "fast", 1.0),
        ("dice_look", "wooden", "classic"),
        ("dice_look", "classic, large", "classic"),
        ("bot_speed", "slow, fast", "normal"),  # a list: once an unhashable crash
        ("bot_speed", "ludicrous", "normal"),
        ("coach_mode", "maybe", False),
        ("show_chances", "7", True),
        ("coach_mode", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\nQByteArray\\0)", False),
    ],
)
def test_every_other_value_falls_back_and_is_rewritten(tmp_path, key, raw, expected):
    path = ini(tmp_path, f"{key}={raw}\n")
    settings = reopen(path)
    assert getattr(settings, key) == expected
    settings.sync()
    assert getattr(reopen(path), key) == expected
    text = path.read_text(encoding="utf-8")
    assert raw not in text


def test_good_values_are_not_rewritten(tmp_path):
    path = ini(tmp_path, "language=fr\nui_scale=1.5\ncoach_mode=true\nbot_speed=fast\n")
    before = path.read_bytes()
    settings = reopen(path)
    assert (settings.language, settings.ui_scale, settings.coach_mode) == ("fr", 1.5, True)
    assert settings.bot_speed == "fast"
    settings.sync()
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "data",
    [
        [],
        1,
        "yahtzee",
        None,
        {"preset": "yahtzee", "options": {"upper_bonus": float("inf")}},
        {"preset": "yahtzee", "options": {"name": 1}},
        {"preset": "yahtzee", "options": {1: 2}},
        {"preset": ["yahtzee"]},
        {"preset": "yahtzee", "options": []},
    ],
)
def test_rule_set_from_garbage_raises_its_own_error(data):
    with pytest.raises(IllegalOption):
        RuleSet.from_dict(data)


def test_unwritable_settings_are_known(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the settings folder should be", encoding="utf-8")
    settings = Settings(QSettings(str(blocker / "s.ini"), QSettings.Format.IniFormat))
    settings.language = "fr"  # still works for this session...
    assert not settings.can_save()  # ...and the app can say it will not be kept
    assert settings.language == "fr"
    assert reopen(tmp_path / "fine.ini").can_save()


POISON = (
    "[General]\n"
    "last_rules=[]\n"
    f'last_players=[\\"{LONG_NAME}\\"]\n'
    "ui_scale=nan\n"
    "animation_speed=inf\n"
    "dice_look=1\n"
    "bot_speed=a, b\n"
    "language=@Invalid()\n"
)


def test_window_starts_with_a_poisoned_settings_file(qtbot, make_window):
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    QSettings().sync()
    path.write_text(POISON, encoding="utf-8")
    window = make_window(["Ann", "Bob"], seed=3)
    settings = window.settings
    assert settings.ui_scale == 1.0 and settings.animation_speed == 1.0
    assert settings.last_rules == preset("yahtzee") and settings.last_players == []
    assert window.font().pointSizeF() > 0
    settings.sync()
    assert "nan" not in path.read_text(encoding="utf-8")


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="XDG folders")
def test_the_app_starts_with_a_poisoned_settings_file(tmp_path):
    """The real start-up path (ui.app.run), which reads last_rules and last_players."""
    config = tmp_path / "config" / "Yahtzee Desktop"
    config.mkdir(parents=True)
    (config / "Yahtzee Desktop.conf").write_text(POISON, encoding="utf-8")
    env = app_env(tmp_path, YAHTZEE_DESKTOP_SMOKE_TEST="1")
    done = subprocess.run(
        [sys.executable, "-m", "yahtzee_desktop"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    text = (config / "Yahtzee Desktop.conf").read_text(encoding="utf-8")
    assert "nan" not in text and LONG_NAME not in text
