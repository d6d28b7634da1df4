"""Loading the French or English catalogues into the running app, and switching at runtime.

English is the source language, so "en" installs no catalogue of ours. Installing or
removing a QTranslator makes Qt send a LanguageChange event to every widget; each
view re-sets its texts in `changeEvent`, which is how the language changes without a
restart. Qt's own `qtbase_<lang>.qm` is loaded too, so standard buttons say "Annuler";
it lags behind Qt (Qt 6's file dialog asks for "&Look in:", it has "Look in:"), so our
`qtbase_more_fr.ts` gives the words it lacks, searched after it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from yahtzee_desktop.i18n import (
    LANGUAGES,
    box_label,
    column_label,
    preset_label,
    translations_dir,
)

__all__ = [
    "box_title",
    "column_title",
    "current_language",
    "install_translators",
    "installed_translators",
    "preset_title",
    "resolve_language",
]

_installed: list[QTranslator] = []
_current: str | None = None


def resolve_language(lang: str) -> str:
    """ "fr" or "en" for a preference ("system" follows the system locale; other locales: en)."""
    if lang in LANGUAGES:
        return lang
    if lang != "system":
        raise ValueError(f"unknown language {lang!r}; use system, {', '.join(LANGUAGES)}")
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install_translators(app: QCoreApplication, lang: str) -> str:
    """Replace the installed catalogues with those of `lang`; returns "fr" or "en".

    Our compiled catalogues are every `*_<lang>.qm` in resources/translations (the app's,
    printing's strings included, and `qtbase_more`); Qt's come from its translations folder.
    """
    global _current
    resolved = resolve_language(lang)
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    if resolved != "en":
        files = [str(p) for p in sorted(translations_dir().glob(f"*_{resolved}.qm"))]
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        files.append(f"{qt_dir}/qtbase_{resolved}.qm")
        for path in files:
            translator = QTranslator(app)
            if translator.load(path) and app.installTranslator(translator):
                _installed.append(translator)
            else:
                translator.deleteLater()
    language = QLocale.Language.French if resolved == "fr" else QLocale.Language.English
    QLocale.setDefault(QLocale(language))
    _current = resolved
    return resolved


def installed_translators() -> tuple[QTranslator, ...]:
    """The translators currently installed by `install_translators` (for tests and About)."""
    return tuple(_installed)


def current_language() -> str:
    """The language the UI shows now, "fr" or "en", for Qt-free code such as the PDF export.

    Before any catalogue was installed, the system locale decides.
    """
    return _current if _current is not None else resolve_language("system")


def box_title(box_id: str, preset: str) -> str:
    """A box name in the UI language (catalogue context "Box")."""
    return QCoreApplication.translate("Box", box_label(box_id, preset))


def column_title(column_id: str) -> str:
    """A column name in the UI language (catalogue context "Column")."""
    return QCoreApplication.translate("Column", column_label(column_id))


def preset_title(preset: str) -> str:
    """A preset name in the UI language (catalogue context "Preset")."""
    return QCoreApplication.translate("Preset", preset_label(preset))
