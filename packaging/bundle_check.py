"""Checks, inside the frozen bundle, that what was left out was not needed.

Run by scripts/build-bundle.sh and scripts/build-deb.sh as
`YAHTZEE_DESKTOP_BUNDLE_CHECK=1 yahtzee-desktop` (the launcher imports this module only
then). A source tree cannot prove that a trimmed bundle still has its Qt plugins, its
catalogues and the system libraries they load, so this runs where the user's app runs:
each feature the spec trims around (French, Qt's file dialog in French from the app's
own supplement to Qt's catalogue, the rules viewer on QtPdf, printing, statistics, image
formats, the platform plugins and ICU's trimmed data) is exercised for real. Prints one
line per check and returns 1 if any failed.
"""

# ruff: noqa: I001  (yahtzee_desktop.qtfix must come before the Qt imports)
from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yahtzee_desktop.qtfix  # noqa: F401  (before any Qt import)
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QPluginLoader, QSize
from PySide6.QtGui import QIcon, QImageReader, QPageSize, QPainter
from PySide6.QtWidgets import QApplication

# Plugins the app needs on every Linux desktop, relative to Qt's plugin folder.
LINUX_PLUGINS = (
    "platforms/libqxcb.so",
    "platforms/libqwayland.so",
    "platforms/libqoffscreen.so",
    "wayland-shell-integration/libxdg-shell.so",
    "wayland-decoration-client/libbradient.so",
    "printsupport/libcupsprintersupport.so",
    "imageformats/libqsvg.so",
    "imageformats/libqico.so",
    "imageformats/libqpdf.so",
    "iconengines/libqsvgicon.so",
    "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "platforminputcontexts/libibusplatforminputcontextplugin.so",
    "platformthemes/libqxdgdesktopportal.so",
)
# Windows: its printing is in Qt6PrintSupport.dll itself, its input methods in qwindows.
WINDOWS_PLUGINS = (
    "platforms/qwindows.dll",
    "platforms/qoffscreen.dll",
    "styles/qmodernwindowsstyle.dll",
    "imageformats/qsvg.dll",
    "imageformats/qico.dll",
    "imageformats/qpdf.dll",
    "iconengines/qsvgicon.dll",
)
WINDOWS = sys.platform == "win32"
REQUIRED_PLUGINS = WINDOWS_PLUGINS if WINDOWS else LINUX_PLUGINS
# Loaded when the desktop offers them; the .deb only recommends their libraries.
OPTIONAL_PLUGINS = () if WINDOWS else ("platformthemes/libqgtk3.so",)

failures: list[str] = []


def check(name: str, test: Callable[[], str]) -> None:
    try:
        detail = test()
    except Exception as exc:  # a check's failure is reported, not raised
        failures.append(name)
        print(f"FAIL {name}: {type(exc).__name__}: {exc}", flush=True)
    else:
        print(f"ok   {name}: {detail}", flush=True)


def wait_until(done: Callable[[], bool], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"not done after {seconds:.0f} s")
        QCoreApplication.processEvents()
        time.sleep(0.01)


def plugins() -> str:
    root = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    for rel in REQUIRED_PLUGINS:
        loader = QPluginLoader(str(root / rel))
        if not loader.load():  # dlopen: the plugin and every library it links
            raise RuntimeError(f"{rel}: {loader.errorString()}")
    notes = []
    for rel in OPTIONAL_PLUGINS:
        loader = QPluginLoader(str(root / rel))
        if not (root / rel).exists():
            raise RuntimeError(f"{rel} is missing")
        notes.append(f"{Path(rel).stem} {'loads' if loader.load() else 'needs its system library'}")
    return f"{len(REQUIRED_PLUGINS)} plugins load; " + ", ".join(notes)


def french() -> str:
    from yahtzee_desktop.ui.common.i18n import install_translators, installed_translators

    app = QCoreApplication.instance()
    assert app is not None
    if install_translators(app, "fr") != "fr":
        raise RuntimeError("French not installed")
    loaded = len(installed_translators())
    qt = QCoreApplication.translate("QPlatformTheme", "Cancel")
    if qt != "Annuler":
        raise RuntimeError(f"Qt's own catalogue not loaded (Cancel -> {qt!r})")
    ours = QCoreApplication.translate("AboutDialog", "About Yahtzee Desktop")
    if ours == "About Yahtzee Desktop":
        raise RuntimeError("the app's catalogue is not loaded")
    return f"{loaded} catalogues, e.g. {ours!r}"


LOOK_IN_FR = "&Voir dans\N{NO-BREAK SPACE}:"
"""Qt 6's "&Look in:" in French: qtbase_fr.qm has only Qt 5's "Look in:", so the word comes
from the app's hand-kept qtbase_more_fr.qm, a catalogue the spec must carry along."""


def file_dialog_french(folder: Path) -> str:
    """The app's file dialog (Open, Save, Save as PDF, the CSV export) labelled in French."""
    from PySide6.QtWidgets import QLabel

    from yahtzee_desktop.ui.common.file_dialog import file_dialog
    from yahtzee_desktop.ui.common.i18n import install_translators, installed_translators

    app = QCoreApplication.instance()
    assert app is not None
    install_translators(app, "fr")
    answering = [
        Path(t.filePath()).name
        for t in installed_translators()
        if t.translate("QFileDialog", "&Look in:") == LOOK_IN_FR
    ]
    if "qtbase_more_fr.qm" not in answering:
        loaded = [Path(t.filePath()).name for t in installed_translators()]
        raise RuntimeError(f"no qtbase_more_fr.qm answers '&Look in:' (loaded: {loaded})")
    dialog = file_dialog(None, "", str(folder), "")
    label = dialog.findChild(QLabel, "lookInLabel")
    shown = label.text() if label is not None else None
    dialog.deleteLater()
    if shown != LOOK_IN_FR:
        raise RuntimeError(f"the file dialog shows {shown!r} for '&Look in:'")
    return f"'&Look in:' shows {shown!r}, from {', '.join(answering)}"


def rules_viewer() -> str:
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.ui.printing.rules_viewer import RulesViewer

    viewer = RulesViewer(None, preset("yahtzee"), lambda: "fr")
    viewer.show()
    wait_until(lambda: viewer.document.pageCount() == 1)
    image = viewer.document.render(0, QSize(210, 297))
    samples = [image.pixelColor(x, y) for x in range(0, 210, 3) for y in range(0, 297, 3)]
    dark = sum(1 for colour in samples if colour.value() < 128)
    viewer.close()
    if image.isNull() or dark < 50:
        raise RuntimeError(f"the rendered page looks blank ({dark} dark samples)")
    return f"French rules page rendered by QtPdf ({dark} dark samples)"


def printing(folder: Path) -> str:
    from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

    printers = QPrinterInfo.availablePrinterNames()  # asks the CUPS plugin
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    out = folder / "printed.pdf"
    printer.setOutputFileName(str(out))
    painter = QPainter(printer)
    painter.drawText(200, 200, "Yahtzee : feuille de marque")
    painter.end()
    if out.stat().st_size < 500:
        raise RuntimeError("QPrinter wrote no page")
    return f"QPrinter wrote {out.stat().st_size} bytes; {len(printers)} printer(s) seen"


def statistics(folder: Path) -> str:
    from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog

    dialog = StatisticsDialog(folder / "history.sqlite3")
    outcome: list[str] = []
    dialog.loaded.connect(lambda: outcome.append("loaded"))
    dialog.failed.connect(outcome.append)
    dialog.show()
    wait_until(lambda: bool(outcome))
    dialog.close()
    if outcome[0] != "loaded":
        raise RuntimeError(outcome[0])
    return "statistics dialog loaded its SQLite history"


def images() -> str:
    from yahtzee_desktop.ui.dialogs.about import app_icon, icons_dir

    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    missing = {"png", "svg", "ico"} - formats
    if missing:
        raise RuntimeError(f"image formats missing: {sorted(missing)}")
    svg = QIcon(str(icons_dir() / "yahtzee-desktop.svg")).pixmap(48, 48)
    if svg.isNull() or app_icon().pixmap(32, 32).isNull():
        raise RuntimeError("the app icon does not render")
    return "png, svg, ico; the app icon renders from PNG and SVG"


def unicode_data() -> str:
    """What Qt reads from ICU's data, which scripts/build-bundle.sh trims."""
    import functools

    from PySide6.QtCore import QCollator, QLocale, QStringDecoder, QTimeZone

    collator = QCollator(QLocale("fr_FR"))  # the file dialog sorts names with QCollator
    words = ["zèbre", "été", "fête", "feu", "Émile", "eux"]
    ordered = sorted(words, key=functools.cmp_to_key(collator.compare))
    if ordered != ["Émile", "été", "eux", "fête", "feu", "zèbre"]:
        raise RuntimeError(f"French collation sorted {ordered}")
    legacy = [
        name
        for name in ("windows-1252", "ISO-8859-15", "Shift_JIS")
        if not QStringDecoder(name).isValid()
    ]
    if legacy:
        raise RuntimeError(f"no converter for {legacy}")
    zone = QTimeZone(b"Europe/Paris").displayName(
        QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale("fr_FR")
    )
    if zone != "heure normale d’Europe centrale":
        raise RuntimeError(f"Europe/Paris in French is {zone!r}")
    upper = QLocale("tr_TR").toUpper("istanbul")
    if upper != "İSTANBUL":
        raise RuntimeError(f"Turkish upper case gave {upper!r}")
    return f"French collation, legacy converters, {zone!r}, {upper}"


def main() -> int:
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        check("Qt plugins", plugins)
        check("French", french)
        if not WINDOWS:  # Windows shows its own file dialog, in the system's language
            check("file dialog in French", lambda: file_dialog_french(folder))
        check("image formats", images)
        check("rules viewer", rules_viewer)
        check("printing", lambda: printing(folder))
        check("statistics", lambda: statistics(folder))
        if not WINDOWS:  # Windows' own ICU (System32), not the bundle's trimmed copy
            check("Unicode data (ICU)", unicode_data)
    app.processEvents()
    print("bundle check:", "FAILED " + ", ".join(failures) if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
