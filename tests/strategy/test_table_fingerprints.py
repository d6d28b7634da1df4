"""The built tables do not move by a single bit: a refactoring of the solver must leave
every value and moment exactly as recorded.

The official Yahtzee, Yatzy and Yahtzee with free jokers are built with and without their
moments, and each array's bytes hashed apart, so a failure names what moved. Each build
splits its levels with a forked helper (``processes=True``) wherever the machine has
cores: where the split falls decides which states share a chunk, which may move the last
bits, so the split is fixed rather than left to `solver._can_fork`.

A change that is meant (float32 sums reordered for speed, a fix) re-records the digests
deliberately, in a commit saying why: ``python -m tests.strategy.test_table_fingerprints``
prints them. Float sums depend on NumPy's loops and its BLAS, so the record is keyed by
NumPy's major version and the machine's architecture, and skipped (saying so) elsewhere.
"""

from __future__ import annotations

import hashlib
import os
import platform

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy.solver import Table, build_table

RULES = {
    "yahtzee": ("yahtzee", {}),
    "yatzy": ("yatzy", {}),
    "yahtzee-free-joker": ("yahtzee", {"joker": "free"}),
}

RECORD: dict[str, dict[str, dict[str, str]]] = {
    "numpy2-x86_64": {
        "yahtzee/table": {
            "values": "07b13e8ce68bb96db6e699a12a33c2d49a943fdc69b2404e37edcb10db6b168d",
            "start": "254.5877287344955",
        },
        "yahtzee/moments": {
            "values": "07b13e8ce68bb96db6e699a12a33c2d49a943fdc69b2404e37edcb10db6b168d",
            "variance": "981e9360e5c2a908aa2efd5c07b6d52f9668183a93a638544a45965fb22b29cf",
            "third": "424980c7e21e34322c28f4279b0b09fa61745598b6fcc03bf7b66be0d7e24625",
            "bonus": "c6b0bfba438e5afc03b20e36a35c4c5c865c99c4dee574480d613e4019c7f175",
            "yahtzee": "0e362ac463fb8157d9e6d86d387057aa4606d79cb0e3abf54501c535190131db",
            "start": "254.5877287343623",
        },
        "yatzy/table": {
            "values": "c09b538f7cc88a50171b767f4f6dc679da08f435c894ca4d25e464f6ac872434",
            "start": "248.43998937785472",
        },
        "yatzy/moments": {
            "values": "bfc7207950c40abd668e5ebf6e88f78262a34d66819d0c0151ade8b1a4d740ce",
            "variance": "9649c9a31f2e495e656fd8c836ef8ab8df2669e5abbd5134afc5354db357831e",
            "third": "bc674944d1f3aac2dca211bd38cf79bfad98ab56a2d37678d0fb7b1c7421fe3c",
            "bonus": "ca06ba34128c90077233ddcbe6ce52add1b5dc15712c3b087a9d17ed36cf20bc",
            "yahtzee": "866433774ca9ccc4aaa733073675eaba125551846a3e07f418bc46ddd3d85d01",
            "start": "248.43998937769229",
        },
        "yahtzee-free-joker/table": {
            "values": "03a156c29a49dd173e97eca0bf8e1a389ec2fddbdc89dfd0662d86ea09ca1a73",
            "start": "254.5896094819626",
        },
        "yahtzee-free-joker/moments": {
            "values": "ed75208d509484e73aae3589f5f0a335d9e50a181acb21a374c2605cd39d3814",
            "variance": "d2ee10201d508cbbc81c72e010a7edb776483b5875b523dbc64f390213b8a9c2",
            "third": "ae198545b76f8235a7bf35e5812830ee4a717cc444efd2fd690cdc4288016608",
            "bonus": "b3d84eb968f09a43f0e3f4a960280424f8d9ad85a5e8202029d7cc9b3ca9f92f",
            "yahtzee": "d87ade2bca4130f8f4805b0669124e953d0ddc4a2acfbf550894e252a88f74c9",
            "start": "254.58960948182389",
        },
    },
}
"""Digests per platform key (`platform_key`), then per build (`CASES`), then per array."""


def platform_key() -> str:
    return f"numpy{np.__version__.split('.')[0]}-{platform.machine()}"


CASES = [f"{name}/{'moments' if m else 'table'}" for name in RULES for m in (False, True)]


def build(case: str) -> Table:
    name, kind = case.split("/")
    preset_name, options = RULES[name]
    return build_table(preset(preset_name, **options), moments=kind == "moments", processes=True)


def digests(table: Table) -> dict[str, str]:
    """SHA-256 of each array's bytes (C order), and the start value's repr."""
    arrays = {
        "values": table.values,
        "variance": table.variance,
        "third": table.third,
        "bonus": table.bonus,
        "yahtzee": table.yahtzee,
    }
    found = {
        name: hashlib.sha256(np.ascontiguousarray(array).tobytes()).hexdigest()
        for name, array in arrays.items()
        if array is not None
    }
    found["start"] = repr(table.start)
    return found


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "fork"), reason="the record was made with a forked helper")
@pytest.mark.parametrize("case", CASES)
def test_tables_build_bit_for_bit_as_recorded(case: str) -> None:
    recorded = RECORD.get(platform_key())
    if recorded is None:
        pytest.skip(f"no record for {platform_key()} (recorded: {sorted(RECORD)})")
    got = digests(build(case))
    want = recorded[case]
    assert sorted(got) == sorted(want)
    moved = [name for name in got if got[name] != want[name]]
    assert not moved, f"{case}: these arrays changed: {moved}"


def test_the_fingerprint_sees_a_single_bit() -> None:
    values = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    table = Table(model=None, values=values, start=1.0)  # type: ignore[arg-type]
    flipped = values.copy()
    flipped.view(np.uint32)[1, 2, 3] ^= 1
    assert digests(table) != digests(Table(model=None, values=flipped, start=1.0))  # type: ignore[arg-type]
    assert digests(table) == digests(Table(model=None, values=values.copy(), start=1.0))  # type: ignore[arg-type]


if __name__ == "__main__":  # print the record for this platform, to paste above
    import pprint

    pprint.pprint({platform_key(): {case: digests(build(case)) for case in CASES}}, width=100)
