"""Texts that wrap only where a reader expects: a number stays with its word ("turn 4",
"1 sur 3") in every language, whatever width a label or message box gets."""

from __future__ import annotations

import re

__all__ = ["bind_numbers", "unbroken"]


def bind_numbers(template: str, *names: str) -> str:
    """`template` with the space before each `{name}` placeholder made non-breaking, so
    that a number never wraps away from its word ("turn" / "4")."""
    for name in names:
        template = re.sub(r" (?=\{" + re.escape(name) + r"\})", "\u00a0", template)
    return template


def unbroken(text: str) -> str:
    """`text` with its spaces made non-breaking: a phrase that never wraps inside."""
    return text.replace(" ", "\u00a0")
