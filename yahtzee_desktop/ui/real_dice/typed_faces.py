"""Real dice at the table: reading the faces a family types (`44424`), in the pad's field
or straight on the score sheet.

Plain functions on text and faces, without Qt, so the reading rules are in one place: the
pad (`entry_pad`) shows what they give, and the sheet's key filter
(`controller.PhysicalDice`) passes on the characters that are `FACES`. A face is 1 to 6;
0 stands for a die not set yet. Anything else typed (spaces, commas, letters, 0, 7 to 9)
is no face and is skipped; the field (`field_text`) drops separators, so a paste of
"6, 6, 6, 5, 5" reads as 66655, and refuses the rest.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = [
    "BACKSPACE",
    "DICE",
    "FACES",
    "SEPARATORS",
    "faces_from_text",
    "faces_text",
    "field_after_key",
    "field_text",
    "five_faces",
]

DICE = 5
"""Dice in a roll: the field takes at most this many faces."""

FACES = "123456"
"""The characters that are faces."""

SEPARATORS = " ,;.-/\t\u00a0"
"""What may stand between faces in what is typed or pasted (dropped, never a face)."""

BACKSPACE = "\b"
"""Typed on the sheet: unset the last die set."""


def faces_from_text(text: str) -> list[int]:
    """The five faces a text sets, from the left: its first five faces, then dice not set."""
    digits = [int(c) for c in text if c in FACES][:DICE]
    return digits + [0] * (DICE - len(digits))


def field_text(text: str) -> str | None:
    """What the field holds for `text` typed or pasted: its faces with the separators
    dropped, or None (refused whole) if it holds anything else or more than five faces."""
    if any(c not in FACES and c not in SEPARATORS for c in text):
        return None
    faces = "".join(c for c in text if c in FACES)
    return faces if len(faces) <= DICE else None


def field_after_key(current: str, key: str) -> str | None:
    """The field's text after one key typed on the sheet, or None if the key is no face
    and no backspace: a face goes after the others (a sixth starts a new roll), a
    backspace takes the last face off."""
    if len(key) == 1 and key in FACES:
        return (current if len(current) < DICE else "") + key
    if key == BACKSPACE:
        return current[:-1]
    return None


def five_faces(faces: Iterable[object]) -> list[int]:
    """Five faces from any values: the first five, each a face (1 to 6) or 0 if it is not
    one, then dice not set for those missing."""
    values = [f if isinstance(f, int) and 1 <= f <= 6 else 0 for f in list(faces)[:DICE]]
    return values + [0] * (DICE - len(values))


def faces_text(faces: Iterable[int]) -> str:
    """The field's text for these faces: the dice set, in order (the others are skipped)."""
    return "".join(str(f) for f in faces if f)
