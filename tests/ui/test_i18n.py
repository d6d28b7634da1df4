"""The translation catalogues are complete and compiled, and the language switches at runtime."""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QDialogButtonBox

from yahtzee_desktop import i18n as core_i18n
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.i18n import translations_dir
from yahtzee_desktop.ui.common import i18n as ui_i18n
from yahtzee_desktop.ui.common.i18n import (
    current_language,
    install_translators,
    installed_translators,
    resolve_language,
)
from yahtzee_desktop.ui.dialogs import RuleSettingsDialog

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted(translations_dir().glob("*.ts"))
SCRIPT = ROOT / "scripts" / "update_translations.py"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%[sd]|%n|%\d")


def messages(ts: Path) -> Iterator[tuple[str, str, ET.Element]]:
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message.findtext("source", ""), message


def translation_texts(message: ET.Element) -> list[str]:
    node = message.find("translation")
    if node is None:
        return []
    forms = node.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [node.text or ""]


def test_there_are_catalogues() -> None:
    assert any(ts.name == "yahtzee_desktop_fr.ts" for ts in CATALOGUES)


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_catalogue_is_complete(ts: Path) -> None:
    problems = []
    for context, source, message in messages(ts):
        node = message.find("translation")
        where = f"{context} / {source!r}"
        if node is None:
            problems.append(f"missing translation: {where}")
        elif node.get("type") in ("obsolete", "vanished"):
            continue
        elif node.get("type") == "unfinished":
            problems.append(f"unfinished: {where}")
        elif not all(text.strip() for text in translation_texts(message)):
            problems.append(f"empty: {where}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_translations_keep_placeholders_and_shortcuts(ts: Path) -> None:
    """ "{name}" or "%d" lost in translation would crash or garble the text at runtime."""
    problems = []
    for context, source, message in messages(ts):
        for text in translation_texts(message):
            if sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{context} / {source!r} -> {text!r}")
            has_key = re.search(r"&[^&\s]", source) is not None
            if text and has_key != (re.search(r"&[^&\s]", text) is not None):
                problems.append(f"shortcut: {context} / {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_compiled_catalogue_is_current(ts: Path) -> None:
    qm = ts.with_suffix(".qm")
    assert qm.exists(), f"{qm.name} missing: run scripts/update_translations.py"
    # No mtime check: a fresh clone gives both files the checkout time. The content
    # check below is what matters: every translation of the .ts is in the .qm.
    translator = QTranslator()
    assert translator.load(str(qm))
    for context, source, message in messages(ts):
        node = message.find("translation")
        if node is None or node.get("type") or node.find("numerusform") is not None:
            continue
        assert translator.translate(context, source) == (node.text or ""), (context, source)


def _update_script():
    """scripts/update_translations.py, whose tool lookup and source list this test shares."""
    spec = importlib.util.spec_from_file_location("update_translations", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_string_of_the_code_is_in_the_catalogue(tmp_path: Path) -> None:
    """Run lupdate over the sources, printing included, the way the script does: a string
    added to the code must be added and translated. (Strings lupdate cannot see, handed to
    a helper, are tests/test_catalogue_coverage.py's.)"""
    script = _update_script()
    try:
        script.tool("pyside6-lupdate")
    except SystemExit:
        pytest.skip("pyside6-lupdate is neither next to the interpreter nor on PATH")
    fresh = tmp_path / "fresh_fr.ts"
    script.extract(fresh)
    known = {
        (context, source)
        for context, source, message in messages(translations_dir() / "yahtzee_desktop_fr.ts")
        if (node := message.find("translation")) is not None and not node.get("type")
    }
    absent = sorted(f"{c} / {s!r}" for c, s, _ in messages(fresh) if (c, s) not in known)
    assert not absent, "run scripts/update_translations.py and translate:\n" + "\n".join(absent)


def test_the_script_finds_its_tools_without_a_venv_path(tmp_path: Path) -> None:
    """Any checkout, any venv: next to the running interpreter first, then PATH."""
    script = _update_script()
    assert script.tool("pyside6-lupdate").parent == Path(sys.executable).parent
    elsewhere = tmp_path / "bin"
    elsewhere.mkdir()
    fake = elsewhere / "pyside6-lupdate"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    python = str(tmp_path / "python")  # an interpreter with no Qt tools beside it
    assert script.tool("pyside6-lupdate", python, path=str(elsewhere)) == fake
    with pytest.raises(SystemExit):
        script.tool("pyside6-lupdate", python, path=str(tmp_path))


def test_the_script_adopts_translations_from_another_catalogue(tmp_path: Path) -> None:
    """--adopt: a branch's French (its old printing_fr.ts) comes into the one catalogue,
    only where the context and source match, with lupdate's layout and escapes kept."""
    target = tmp_path / "target_fr.ts"
    message = '<message>\n        <source>{}</source>\n        <translation type="unfinished">{}'
    target.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<TS version="2.1" language="fr_FR">\n'
        "<context>\n    <name>Printing</name>\n    "
        + message.format("Bonus: {points} &amp; more", "")
        + "</translation>\n    </message>\n    "
        + message.format("Untouched", "guess")
        + "</translation>\n    </message>\n</context>\n</TS>\n",
        encoding="utf-8",
    )
    donor = tmp_path / "printing_fr.ts"
    donor.write_text(
        "<TS><context><name>Printing</name><message><source>Bonus: {points} &amp; more"
        "</source><translation>Prime\u00a0: {points} &amp; plus</translation></message>"
        "<message><source>Untouched</source><translation type='unfinished'>x</translation>"
        "</message></context><context><name>Other</name><message><source>Untouched</source>"
        "<translation>Pas ici</translation></message></context></TS>",
        encoding="utf-8",
    )
    script = _update_script()
    assert script.adopt(target, donor) == 1
    assert "<translation>Prime&#xa0;: {points} &amp; plus</translation>" in target.read_text(
        encoding="utf-8"
    )
    assert script.unfinished(target) == ["Printing / 'Untouched'"]


def test_box_names_as_french_players_say_them() -> None:
    expected = {
        "aces": "As",
        "twos": "Deux",
        "sixes": "Six",
        "three_kind": "Brelan",
        "four_kind": "Carré",
        "full_house": "Full",
        "small_straight": "Petite suite",
        "large_straight": "Grande suite",
        "chance": "Chance",
    }
    for box, name in expected.items():
        assert core_i18n.box_name(box, "yahtzee", "fr") == name
    assert core_i18n.box_name("yahtzee", "yams", "fr") == "Yams"


def test_language_switch(qtbot, english) -> None:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    dialog = RuleSettingsDialog(None, preset("yahtzee"))
    qtbot.addWidget(dialog)
    assert cancel.text() == "Cancel"
    assert dialog.windowTitle() == "Rule settings"

    assert install_translators(english, "fr") == "fr"
    assert current_language() == "fr"
    # Qt's own catalogue: standard buttons.
    fresh = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(fresh)
    assert fresh.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"
    # Ours: box names and dialog texts; an open dialog follows without being rebuilt.
    assert QCoreApplication.translate("Box", "Three of a kind") == "Brelan"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Réglages de la règle")
    assert dialog.restore_button.text() == "Rétablir la règle &officielle"
    qtbot.waitUntil(lambda: cancel.text() == "Annuler")

    assert install_translators(english, "en") == "en"
    assert current_language() == "en"
    assert installed_translators() == ()
    assert QCoreApplication.translate("Box", "Three of a kind") == "Three of a kind"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Rule settings")
    qtbot.waitUntil(lambda: cancel.text() == "Cancel")


def test_switching_twice_installs_one_set_of_catalogues(english) -> None:
    install_translators(english, "fr")
    first = len(installed_translators())
    install_translators(english, "fr")
    assert len(installed_translators()) == first
    # ours (app and printing) plus Qt's own
    assert first == len(list(translations_dir().glob("*_fr.qm"))) + 1


class _FakeLocale:
    def __init__(self, languages: list[str]) -> None:
        self._languages = languages

    def uiLanguages(self) -> list[str]:
        return self._languages


@pytest.mark.parametrize(
    ("languages", "expected"),
    [
        (["fr-FR", "en-US"], "fr"),
        (["fr_CA"], "fr"),
        (["de-DE", "fr-FR"], "fr"),
        (["en-GB"], "en"),
        (["de-DE"], "en"),
        ([], "en"),
    ],
)
def test_system_language(monkeypatch, languages: list[str], expected: str) -> None:
    class Locale:
        @staticmethod
        def system() -> _FakeLocale:
            return _FakeLocale(languages)

    monkeypatch.setattr(ui_i18n, "QLocale", Locale)
    assert resolve_language("system") == expected
    assert resolve_language("fr") == "fr"
    with pytest.raises(ValueError):
        resolve_language("de")


def test_sheet_tooltips_of_written_boxes_are_translated(qtbot, english) -> None:
    """ "Brelan : 14", spaced as French sets its colons, not a hard-coded "Brelan: 14"."""
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.ui.table.score_model import BOX_ROLE, Layout, ScoreSheetModel
    from yahtzee_desktop.ui.table.session import GameSession

    game = Game(GameSetup.simple(["Zoé"], preset("yahtzee"), seed=4))
    game.roll()
    points = game.state.options()[(0, "chance")]
    game.score("chance")
    model = ScoreSheetModel(GameSession(game), Layout.SHEET)
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(BOX_ROLE) == "chance")
    index = model.index(row, 0)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == f"Chance: {points}"
    install_translators(english, "fr")
    model.retranslate()
    assert index.data(Qt.ItemDataRole.ToolTipRole) == f"Chance\u00a0: {points}"
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == f"Chance\u00a0: {points}"


def test_the_turn_summary_follows_a_language_switch(qtbot, make_window, english) -> None:
    """It was retranslated only at the next score: "Kids scored 8 in Chance" stayed
    English in a French window."""
    from yahtzee_desktop.core.actions import Roll, Score

    window = make_window(["Kids", "Mum"], games=1)
    session = window.session
    session.apply(Roll((False,) * 5))
    who = session.state.setup.seats[session.state.seat].name  # the roll-off's starter
    other = "Mum" if who == "Kids" else "Kids"
    points = session.state.options()[(0, "chance")]
    assert session.apply(Score("chance", 0))
    summary = window.turn_summary
    english_text = f"{who} scored {points} in Chance · {other} to play"
    assert summary.text == english_text
    install_translators(english, "fr")
    french = f"{who} a marqué {points} en Chance · à {other} de jouer"
    qtbot.waitUntil(lambda: summary.text == french)
    assert summary.toolTip() == summary.accessibleDescription() == french
    install_translators(english, "en")
    qtbot.waitUntil(lambda: summary.text == english_text)
    session.undo()  # what was undone stays gone, in any language
    install_translators(english, "fr")
    qtbot.waitUntil(lambda: window.tabs.tabText(1) != "All players")
    assert summary.text == ""
