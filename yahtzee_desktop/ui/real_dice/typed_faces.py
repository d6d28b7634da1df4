"""Real dice at the table: reading the faces a family types (`44424`), in the pad's field
or straight on the score sheet.

Plain functions on text and faces, without Qt, so the reading rules are in one place: the
pad (`entry_pad`) shows what they give, and the sheet's key filter
(`controller.PhysicalDice`) passes on the characters that are `FACES`. A face is 1 to 6;
0 stands for a die not set yet. Anything else typed (spaces, commas, letters, 0, 7 to 9)
is no face and is skipped; the field's validator (`FIELD_PATTERN`) refuses it as it is
typed.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = [
    "BACKSPACE",
    "DICE",
    "FACES",
    "FIELD_PATTERN",
    "faces_from_text",
    "faces_text",
    "field_after_key",
    "five_faces",
]

DICE = 5
"""Dice in a roll: the field takes at most this many faces."""

FACES = "123456"
"""The characters that are faces."""

FIELD_PATTERN = r"[1-6]{0,5}"
"""What the field accepts: up to five faces, nothing else (a paste with separators is
refused whole)."""

BACKSPACE = "\b"
"""Typed on the sheet: unset the last die set."""


def faces_from_text(text: str) -> list[int]:
    """The five faces a text sets, from the left: its first five faces, then dice not set."""
    digits = [int(c) for c in text if c in FACES][:DICE]
    return digits + [0] * (DICE - len(digits))


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
