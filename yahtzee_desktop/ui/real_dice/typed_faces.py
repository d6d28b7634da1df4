"""Real dice at the table: reading the faces a family types (`44424`, or `444243` with the
six dice of Maxi Yatzy), in the pad's field or straight on the score sheet.

Plain functions on text and faces, without Qt, so the reading rules are in one place: the
pad (`entry_pad`) shows what they give, and the sheet's key filter
(`controller.PhysicalDice`) passes on the characters that are `FACES`. A face is 1 to 6;
0 stands for a die not set yet. Anything else typed (spaces, commas, letters, 0, 7 to 9)
is no face and is skipped; the field (`field_text`) drops separators, so a paste of
"6, 6, 6, 5, 5" reads as 66655, and refuses the rest. How many dice a roll has is the
rule set's (`RuleSet.dice`): every function takes it as `dice`, five unless told.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = [
    "BACKSPACE",
    "DICE",
    "FACES",
    "SEPARATORS",
    "dice_faces",
    "example_faces",
    "faces_from_text",
    "faces_text",
    "field_after_key",
    "field_text",
]

DICE = 5
"""Dice in a roll unless the rule set says otherwise (`RuleSet.dice`)."""

FACES = "123456"
"""The characters that are faces."""

SEPARATORS = " ,;.-/\t\u00a0"
"""What may stand between faces in what is typed or pasted (dropped, never a face)."""

BACKSPACE = "\b"
"""Typed on the sheet: unset the last die set."""


def example_faces(dice: int = DICE) -> str:
    """The faces the pad shows as an example of what to type: 44424, then 3s for more dice
    (444243 with six)."""
    return ("44424" + "3" * max(0, dice - 5))[:dice]


def faces_from_text(text: str, dice: int = DICE) -> list[int]:
    """The faces a text sets, from the left: its first `dice` faces, then dice not set."""
    digits = [int(c) for c in text if c in FACES][:dice]
    return digits + [0] * (dice - len(digits))


def field_text(text: str, dice: int = DICE) -> str | None:
    """What the field holds for `text` typed or pasted: its faces with the separators
    dropped, or None (refused whole) if it holds anything else or more than `dice` faces."""
    if any(c not in FACES and c not in SEPARATORS for c in text):
        return None
    faces = "".join(c for c in text if c in FACES)
    return faces if len(faces) <= dice else None


def field_after_key(current: str, key: str, dice: int = DICE) -> str | None:
    """The field's text after one key typed on the sheet, or None if the key is no face
    and no backspace: a face goes after the others (one more than `dice` starts a new
    roll), a backspace takes the last face off."""
    if len(key) == 1 and key in FACES:
        return (current if len(current) < dice else "") + key
    if key == BACKSPACE:
        return current[:-1]
    return None


def dice_faces(faces: Iterable[object], dice: int = DICE) -> list[int]:
    """`dice` faces from any values: the first ones, each a face (1 to 6) or 0 if it is not
    one, then dice not set for those missing."""
    values = [f if isinstance(f, int) and 1 <= f <= 6 else 0 for f in list(faces)[:dice]]
    return values + [0] * (dice - len(values))


def faces_text(faces: Iterable[int]) -> str:
    """The field's text for these faces: the dice set, in order (the others are skipped)."""
    return "".join(str(f) for f in faces if f)
