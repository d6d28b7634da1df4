"""The built tables do not move by a single bit: a refactoring of the solver must leave
every value and moment exactly as recorded.

The official Yahtzee, Yatzy and Yahtzee with free jokers are built with and without their
moments, and each array's bytes hashed apart, so a failure names what moved. Each build
splits its levels with the solver's helper process (``processes=True``) wherever the
machine has cores: where the split falls decides which states share a chunk, which may
move the last bits, so the split is fixed rather than left to `solver._can_split`.

A change that is meant (float32 sums reordered for speed, a fix) re-records the digests
deliberately, in a commit saying why: ``python -m tests.strategy.test_table_fingerprints``
prints them. Float sums depend on NumPy's loops and its BLAS, which both pick their code by
the processor's instructions (an EPYC with AVX-512 and one without sum in other orders), so
the record is keyed by NumPy's exact version and the instruction sets it found, and skipped
(saying so) elsewhere: a clean checkout on another machine must not fail on last bits.
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
    "numpy2.4.6-x86_64-cpu9f0ba059": {
        "yahtzee/table": {
            "values": "07b13e8ce68bb96db6e699a12a33c2d49a943fdc69b2404e37edcb10db6b168d",
            "start": "254.5877287344955",
        },
        "yahtzee/moments": {
            "values": "149220e5522a3324f59f799bb8225d0513a9dc6d16aa37962b9e5da45af6a894",
            "variance": "ecd559274dbcc585d98d6ac3115860ec322ddbf5881c97faefe19c82c0f0d5fb",
            "third": "60ad7e8350b07da0abbad3a18cfaa923761efaf800adf94e5b787822821cc511",
            "bonus": "d4bd6a2796b715c3896a71c6b8d7ff1210ae872b750045fa5c94d8b244661ac1",
            "yahtzee": "dccbdd8835bda8c894373936d574f71d3bdc4e55aa4a743f890e33cf8c0b4647",
            "start": "254.58772871614858",
        },
        "yatzy/table": {
            "values": "c09b538f7cc88a50171b767f4f6dc679da08f435c894ca4d25e464f6ac872434",
            "start": "248.43998937785472",
        },
        "yatzy/moments": {
            "values": "d3bd9ceaff8b709bbff30fd82afa8020467766982cb28bbb7ec4723e54a44182",
            "variance": "34fd80b0dfc6d1c67cb1a203b6e2b134db6de8633dc54f6bb7d09526ab554425",
            "third": "f01997ebaa1b3ff202c0d5eb3f59393d870f92e95f327cd75e3ffe17c2cde76d",
            "bonus": "f5808b0e7f7a74f8b488c50cfdf70d1e19e22cbadda264bba8948b07a01b78d0",
            "yahtzee": "47bedd9ff3bb55f93c41ddd5d44f76a559326310c5840cf2bdb9de87ab1f2c39",
            "start": "248.43998935446373",
        },
        "yahtzee-free-joker/table": {
            "values": "03a156c29a49dd173e97eca0bf8e1a389ec2fddbdc89dfd0662d86ea09ca1a73",
            "start": "254.5896094819626",
        },
        "yahtzee-free-joker/moments": {
            "values": "3d2fe511893e9f4b356d66cf31792d4217a97055552032a53a3d7886a6b23366",
            "variance": "dcc83d719a8887397e70d81f72d200d95f0b4b2b5aec085c72fee75b3f29f81b",
            "third": "6199e9b8e80b06b427b1419f6ff51411ab134048d9cad6a531b1f4a3f118f4a1",
            "bonus": "1bd970c9220be732a4c3e380b9b99876daed42d88c00284dce7fbc16f0ce0b7c",
            "yahtzee": "b9eef51625a6f7fe1d124747b6877f0b5d1524cf64f327977491cdd6303e9302",
            "start": "254.58960946364428",
        },
    },
}
"""Digests per platform key (`platform_key`), then per build (`CASES`), then per array."""
# A processor that reports other instruction sets but builds the same bits (checked: every
# digest equal), so that the record is checked there too.
RECORD["numpy2.4.6-x86_64-cpue905ca5f"] = RECORD["numpy2.4.6-x86_64-cpu9f0ba059"]


def cpu_features() -> list[str]:
    """The instruction sets NumPy's (and so its OpenBLAS's) dispatch can use here."""
    try:
        from numpy._core._multiarray_umath import __cpu_features__ as features
    except ImportError:  # NumPy 1
        from numpy.core._multiarray_umath import __cpu_features__ as features
    return sorted(name for name, found in features.items() if found)


def platform_key() -> str:
    digest = hashlib.sha256(",".join(cpu_features()).encode()).hexdigest()[:8]
    return f"numpy{np.__version__}-{platform.machine()}-cpu{digest}"


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
@pytest.mark.skipif(not hasattr(os, "fork"), reason="the record was made with a helper on Linux")
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
