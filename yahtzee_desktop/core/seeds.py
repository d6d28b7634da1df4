"""App dice from the seed, and seeds written as challenge codes.

App dice come from a hash of the seed and the position (game, seat, turn, roll), so
a replay is exact, undoing a roll gives the same dice back, and a challenge game (no
seat in the hash) deals everyone the same rolls. A seed is shown as a nine-symbol
code (Crockford base 32 with a check symbol) that players type to share a game.
"""

from __future__ import annotations

import random
from typing import Any

from .dice import Dice

__all__ = ["SeedCodeError", "dice_for", "format_seed", "new_seed", "parse_seed"]


def dice_for(seed: int, game: int, seat: int | None, turn: int, roll: int, count: int) -> Dice:
    """The `count` values slot by slot for one roll; seat None for challenge games. Three
    bytes of the hash a die (five dice read the 15-byte hash they always read)."""
    import hashlib  # not before the first frame: no die is rolled before it (issue 14)

    key = f"yahtzee-desktop:{seed}:{game}:{'all' if seat is None else seat}:{turn}:{roll}"
    digest = hashlib.blake2b(key.encode(), digest_size=3 * count).digest()
    return tuple(int.from_bytes(digest[3 * i : 3 * i + 3], "big") % 6 + 1 for i in range(count))


_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base 32


class SeedCodeError(ValueError):
    """A challenge code that cannot be read; `typo` tells a mistyped code from a malformed one."""

    def __init__(self, message: str, typo: bool) -> None:
        super().__init__(message)
        self.typo = typo

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle and copy with `typo`: rebuilt from `args` (the message) alone, the
        class could not be made again at all."""
        return (type(self), (str(self), self.typo), self.__dict__)


_SYSTEM_RANDOM = random.SystemRandom()
"""What `secrets.randbits` draws from, without `secrets` (hmac, hashlib) at start-up."""


def new_seed() -> int:
    return _SYSTEM_RANDOM.getrandbits(40)


def format_seed(seed: int) -> str:
    """A 40-bit seed as a code to read aloud or type in: 8 symbols and a check symbol."""
    symbols = [_CODE_ALPHABET[(seed >> (5 * i)) & 31] for i in reversed(range(8))]
    check = _CODE_ALPHABET[
        sum((i + 1) * _CODE_ALPHABET.index(s) for i, s in enumerate(symbols)) % 32
    ]
    code = "".join(symbols) + check
    return f"{code[:3]}-{code[3:6]}-{code[6:]}"


def parse_seed(code: str) -> int:
    """The seed of a code typed by a person (case, dashes, spaces, O/0 and I/L/1 forgiven)."""
    cleaned = code.upper().replace("-", "").replace(" ", "")
    cleaned = cleaned.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(cleaned) != 9 or any(c not in _CODE_ALPHABET for c in cleaned):
        raise SeedCodeError(
            f"a challenge code has nine letters and digits, like {format_seed(0x3A5F1C2B7)}",
            typo=False,
        )
    seed = 0
    for c in cleaned[:8]:
        seed = seed * 32 + _CODE_ALPHABET.index(c)
    if format_seed(seed).replace("-", "") != cleaned:
        raise SeedCodeError(
            "this challenge code has a typing mistake (its check symbol is wrong)", typo=True
        )
    return seed
