"""The New game dialog's challenge: the same rolls for everyone, from a code players read
out to each other (3JZ-9J6-GMP). The check box, the code, the New code button and the
plain reason a code typed in is refused; kept apart so the dialog file holds its flow.
Texts keep the dialog's translation context ("NewGameDialog"): they were its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from yahtzee_desktop.core.seeds import SeedCodeError, format_seed, new_seed, parse_seed

__all__ = ["EXAMPLE_CODE", "ChallengeCode"]

EXAMPLE_CODE = format_seed(123456789012)
"""A valid code to show how codes look (3JZ-9J6-GMP)."""


def translate(context: str, text: str) -> str:
    """`QCoreApplication.translate` under a name lupdate reads (the dialog's context)."""
    return QCoreApplication.translate(context, text)


class ChallengeCode:
    """The challenge's editors (widgets owned by the dialog) and their rules: a code is
    checked as it is typed, and a fresh one is made when the challenge is ticked empty."""

    def __init__(self, dialog: QWidget) -> None:
        self.check = QCheckBox(dialog)
        self.check.setObjectName("challenge_check")
        self.edit = QLineEdit(dialog)
        self.edit.setObjectName("seed_edit")
        self.edit.setMaxLength(20)
        self.edit.setPlaceholderText(EXAMPLE_CODE)
        self.new_button = QPushButton(dialog)
        self.new_button.setObjectName("new_code_button")
        self.error = QLabel(dialog)
        self.error.setObjectName("seed_error")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.row = QHBoxLayout()
        self.row.addWidget(self.check)
        self.row.addWidget(self.edit, 1)
        self.row.addWidget(self.new_button)
        self.new_button.clicked.connect(self.generate)
        self.edit.textEdited.connect(self.seed)

    def generate(self) -> None:
        """A fresh challenge code, to read out to players on other computers."""
        self.edit.setText(format_seed(new_seed()))
        self.seed()

    def seed(self) -> int | None:
        """The seed of the code typed in, or None with the reason shown under it."""
        code = self.edit.text().strip()
        try:
            seed = parse_seed(code)
        except ValueError as error:
            if not code:
                message = translate("NewGameDialog", "Type the challenge code, or press New code.")
            elif isinstance(error, SeedCodeError) and error.typo:
                message = translate(
                    "NewGameDialog",
                    "This code has a typing mistake: check each letter and digit again.",
                )
            else:
                message = (
                    translate(
                        "NewGameDialog", "A challenge code has nine letters and digits, like %s."
                    )
                    % EXAMPLE_CODE
                )
            self.error.setText(message)
            self.error.show()
            return None
        self.error.clear()
        self.error.hide()
        return seed

    def toggled(self, on: bool) -> None:
        """Ticked with no code yet: one is made, to read out."""
        if on and not self.edit.text().strip():
            self.generate()

    def update_enabled(self, app_dice: bool) -> None:
        """Real dice cannot be a challenge: only the app's rolls can be the same for all."""
        self.check.setEnabled(app_dice)
        challenge = app_dice and self.check.isChecked()
        self.edit.setEnabled(challenge)
        self.new_button.setEnabled(challenge)
        if challenge:
            self.seed()
        else:
            self.error.hide()

    def retranslate(self) -> None:
        self.check.setText(translate("NewGameDialog", "Same rolls for &everyone, code"))
        self.check.setAccessibleName(
            translate("NewGameDialog", "Challenge: same rolls for everyone")
        )
        self.edit.setAccessibleName(translate("NewGameDialog", "Challenge code"))
        self.edit.setToolTip(
            translate(
                "NewGameDialog",
                "Type the code given by another player to replay the same challenge.",
            )
        )
        self.new_button.setText(translate("NewGameDialog", "&New code"))
        self.new_button.setAccessibleName(translate("NewGameDialog", "New challenge code"))
