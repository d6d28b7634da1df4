"""The preferences dialog: one row per declared setting that has one (`Settings.declared()`).

Every change applies at once (the language too, through `install_translators`), so
the family sees the effect while choosing; Cancel puts the previous values back. The rows,
their texts and their order come from the declarations in `ui/common/settings.py`: nothing
here names a preference but the language, whose effect (the catalogues) the dialog applies.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.common.setting import CONTEXT, Choice, Page, Setting
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.dialogs._common import help_label, select_data

__all__ = ["PreferencesDialog"]


def _text(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class _Row:
    """The widgets of one setting's row: a combo box and its label, or a check box; and
    the explanation under it, if any."""

    def __init__(self, setting: Setting[Any], parent: QWidget) -> None:
        self.setting = setting
        row = setting.row
        assert row is not None
        self.label: QLabel | None = None
        self.widget: QComboBox | QCheckBox
        if row.choices:
            combo = QComboBox(parent)
            combo.setObjectName(f"{setting.key}_combo")
            for choice in row.choices:
                combo.addItem("", choice.value)
            # Combos follow their texts when the language switches live ("Classiques
            # (blancs, points noirs)" was cut at the English width).
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.label = QLabel(parent)
            self.label.setBuddy(combo)
            self.widget = combo
        else:
            self.widget = QCheckBox(parent)
            self.widget.setObjectName(f"{setting.key}_check")
        self.help = help_label(parent) if row.help else None

    def add_to(self, form: QFormLayout) -> None:
        if self.label is not None:
            form.addRow(self.label, self.widget)
        else:
            form.addRow(self.widget)
        if self.help is not None:
            form.addRow(self.help)

    def show(self, value: Any) -> None:
        """Select the choice of `value` (the nearest one for a number) or tick the box."""
        if isinstance(self.widget, QCheckBox):
            self.widget.setChecked(bool(value))
            return
        values = [choice.value for choice in self._choices()]
        if isinstance(value, float):
            value = min(values, key=lambda v: abs(float(v) - value))
        select_data(self.widget, value)

    def value(self) -> Any:
        if isinstance(self.widget, QCheckBox):
            return self.widget.isChecked()
        return self.widget.currentData()

    def retranslate(self) -> None:
        row = self.setting.row
        assert row is not None
        if self.label is not None:
            self.label.setText(_text(row.label))
        elif isinstance(self.widget, QCheckBox):
            self.widget.setText(_text(row.label))
        if row.name:
            self.widget.setAccessibleName(_text(row.name))
        if isinstance(self.widget, QComboBox):
            for i, choice in enumerate(self._choices()):
                self.widget.setItemText(i, _choice_text(choice))
        if self.help is not None:
            self.help.setText(_text(row.help))

    def _choices(self) -> tuple[Choice, ...]:
        row = self.setting.row
        return row.choices if row is not None else ()


def _choice_text(choice: Choice) -> str:
    text = _text(choice.text) if choice.translated else choice.text
    if "{percent}" in text:
        text = text.format(percent=round(float(choice.value) * 100))
    return text


class PreferencesDialog(QDialog):
    """Edit the `Settings` in place; rejecting the dialog restores what was there before."""

    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.setObjectName("preferences_dialog")
        self._settings = settings
        shown = [s for s in settings.declared() if s.row is not None]
        self._before: dict[str, Any] = {s.key: getattr(settings, s.key) for s in shown}
        self._rows: dict[str, _Row] = {}
        pages: dict[Page, QFormLayout] = {}
        for setting in shown:
            assert setting.row is not None
            page = setting.row.page
            if page not in pages:
                pages[page] = QFormLayout()
            row = _Row(setting, self)
            row.add_to(pages[page])
            self._rows[setting.key] = row

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        # One page: its rows as they are; more: a tab each, in declaration order.
        self.tabs: QTabWidget | None = None
        self._pages = list(pages)
        if len(pages) == 1:
            layout.addLayout(next(iter(pages.values())))
        elif pages:
            self.tabs = QTabWidget(self)
            self.tabs.setObjectName("preferences_tabs")
            for form in pages.values():
                tab = QWidget(self.tabs)
                tab.setLayout(form)
                self.tabs.addTab(tab, "")
            layout.addWidget(self.tabs)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        for key, row in self._rows.items():
            row.show(self._before[key])
        self._retranslate()
        fit_to_screen(self, self._wanted_size())
        # Bound methods, not lambdas holding the dialog: PySide keeps a lambda alive with
        # the widget, and the dialog with it.
        for row in self._rows.values():
            if isinstance(row.widget, QCheckBox):
                row.widget.toggled.connect(self._row_changed)
            else:
                row.widget.currentIndexChanged.connect(self._row_changed)

    def widget(self, key: str) -> QComboBox | QCheckBox:
        """The combo box or check box of a setting's row (KeyError: it has none)."""
        return self._rows[key].widget

    def combo(self, key: str) -> QComboBox:
        """The combo box of a setting's row (TypeError: it is a check box)."""
        widget = self.widget(key)
        if not isinstance(widget, QComboBox):
            raise TypeError(f"{key} is shown by a check box")
        return widget

    def check(self, key: str) -> QCheckBox:
        """The check box of a setting's row (TypeError: it is a combo box)."""
        widget = self.widget(key)
        if not isinstance(widget, QCheckBox):
            raise TypeError(f"{key} is shown by a combo box")
        return widget

    def label(self, key: str) -> QLabel | None:
        """The label of a setting's combo box (None for a check box)."""
        return self._rows[key].label

    def reject(self) -> None:
        """Put back the values the dialog opened with (the language included)."""
        changed_language = self._settings.language != self._before["language"]
        for key, value in self._before.items():
            setattr(self._settings, key, value)
        if changed_language:
            self._apply_language()
        super().reject()

    # --- internals --------------------------------------------------------------------

    def _row_changed(self, *_args: object) -> None:
        """A row's widget changed: its setting takes the value at once."""
        sender = self.sender()
        for key, row in self._rows.items():
            if row.widget is sender:
                setattr(self._settings, key, row.value())
                if key == "language":
                    self._apply_language()

    def _apply_language(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            install_translators(app, self._settings.language)

    def _wanted_size(self, width: int = 0) -> QSize:
        """The size hint, but as tall as the explanations need once wrapped at `width`
        (the hint's own width if 0): the hint counts them at the labels' preferred width,
        and a window does not follow its layout's height-for-width, so at the dialog's
        width they were cut to a line and a half."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        hint = self.sizeHint()
        width = max(width, hint.width())
        height = hint.height()
        if layout is not None and layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(width))
        return QSize(width, height)

    def _grow_to_fit(self) -> None:
        """Wider and taller if the new texts need it (never smaller than the user made it)."""
        if not self.isVisible():
            return
        wanted = self._wanted_size(self.width())
        if self.width() < wanted.width() or self.height() < wanted.height():
            self.resize(wanted.expandedTo(self.size()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        for row in self._rows.values():
            row.retranslate()
        if self.tabs is not None:
            for i, page in enumerate(self._pages):
                self.tabs.setTabText(i, _text(page.title))
        self._grow_to_fit()
