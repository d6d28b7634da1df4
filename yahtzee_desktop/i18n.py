"""Qt-free access to the app's translation catalogues, and the names of boxes and columns.

The `.ts` files in resources/translations are the single source of French text:
the Qt UI loads their compiled `.qm` through QTranslator, and the PDF exporter
(which must not import Qt) reads the same `.ts` here. Strings are marked with
`QT_TRANSLATE_NOOP` so that pyside6-lupdate collects them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .core.boxes import BOX_NAMES, COLUMN_NAMES
from .core.presets import DECLARED, declared

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "box_label",
    "box_name",
    "column_label",
    "column_name",
    "format_pace",
    "preset_label",
    "preset_name",
    "preset_summary",
    "translate",
    "translations_dir",
]

LANGUAGES = ("en", "fr")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a string for translation in a context; returns it untranslated."""
    return text


def translations_dir() -> Path:
    """resources/translations, in a checkout, an installed wheel or a frozen bundle."""
    here = Path(__file__).resolve().parent
    for candidate in (
        here / "resources" / "translations",
        here.parent / "resources" / "translations",
    ):
        if candidate.is_dir():
            return candidate
    return here.parent / "resources" / "translations"


@cache
def _catalogue(lang: str) -> dict[tuple[str, str], str]:
    import xml.etree.ElementTree as ET  # here: the first frame reads no catalogue (issue 14)

    table: dict[tuple[str, str], str] = {}
    for ts in sorted(translations_dir().glob(f"*_{lang}.ts")):
        root = ET.parse(ts).getroot()
        for context in root.iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                source = message.findtext("source", "")
                node = message.find("translation")
                if node is None or node.get("type") in ("unfinished", "obsolete", "vanished"):
                    continue
                if node.text:
                    table[(name, source)] = node.text
    return table


def translate(context: str, text: str, lang: str) -> str:
    """The text in `lang` ("en" or "fr"); English is the source language."""
    if lang == "en":
        return text
    return _catalogue(lang).get((context, text), text)


BOX_LABELS: dict[str, str] = dict(BOX_NAMES)
"""The English names of the box ids presets share; a preset's own are in its declaration."""

COLUMN_LABELS: dict[str, str] = {
    **COLUMN_NAMES,
    **{c: name for p in DECLARED.values() for c, name in p.column_names.items()},
}
"""The English names of the column ids: the plain one's, and those the presets declare."""

PRESET_LABELS: dict[str, str] = {name: p.label for name, p in DECLARED.items()}
"""Each preset's name for players, from its declaration (`core/presets/`)."""


def box_label(box_id: str, preset: str) -> str:
    """The English source label of a box (translate it in context "Box"): the preset's own
    name for it (its declaration's `box_names`), else the shared one."""
    spec = declared(preset)
    if spec is not None and box_id in spec.box_names:
        return spec.box_names[box_id]
    return BOX_LABELS.get(box_id, box_id)


def box_name(box_id: str, preset: str, lang: str) -> str:
    return translate("Box", box_label(box_id, preset), lang)


def column_label(column_id: str) -> str:
    return COLUMN_LABELS.get(column_id, column_id)


def column_name(column_id: str, lang: str) -> str:
    return translate("Column", column_label(column_id), lang)


def preset_label(preset: str) -> str:
    return PRESET_LABELS.get(preset, preset)


def preset_name(preset: str, lang: str) -> str:
    return translate("Preset", preset_label(preset), lang)


def preset_summary(preset: str) -> str:
    """The English source of a preset's few words of explanation (context "Preset")."""
    spec = declared(preset)
    return spec.summary if spec is not None else ""


def format_pace(pace: int) -> str:
    """ "+4", "−2" or "±0": the counter players keep against par, on screen and paper."""
    if pace > 0:
        return f"+{pace}"
    if pace < 0:
        return f"\u2212{-pace}"
    return "\u00b10"
