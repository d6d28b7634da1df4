"""Tables shipped with the app: packed at release time, unpacked into the cache when missing."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import RuleSet
from yahtzee_desktop.strategy import shipped
from yahtzee_desktop.strategy.table_cache import load_or_build, load_table, table_key


def test_a_shipped_table_is_read_without_a_build(
    small_rules: RuleSet, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = load_or_build(small_rules, tmp_path / "built", moments=True)
    packs = tmp_path / "packs"
    size = shipped.pack_cache(table_key(small_rules), tmp_path / "built", packs, moments=True)
    assert 0 < size < sum(p.stat().st_size for p in (tmp_path / "built").iterdir())
    monkeypatch.setattr(shipped, "shipped_dir", lambda: packs)
    fresh = tmp_path / "fresh"
    got = load_table(small_rules, fresh, moments=True)  # no build: unpacked
    assert got is not None and got.bonus is not None and got.yahtzee is not None
    assert got.start == built.start
    assert np.array_equal(got.values, built.values)
    assert np.array_equal(got.third, built.third)
    assert np.array_equal(got.yahtzee, built.yahtzee)


def test_the_default_pack_is_the_coachs_table_alone(
    small_rules: RuleSet, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the bundle ships by default (0.9 MB for the official rules): the values, read
    without a build; the moments, for win chances, are built when first needed."""
    built = load_or_build(small_rules, tmp_path / "built", moments=True)
    packs = tmp_path / "packs"
    key = table_key(small_rules)
    alone = shipped.pack_cache(key, tmp_path / "built", packs)
    assert [name for name, _, _ in shipped.unpack(key, packs)] == [f"{key}.table"]
    assert alone < shipped.pack_cache(key, tmp_path / "built", tmp_path / "all", moments=True)
    monkeypatch.setattr(shipped, "shipped_dir", lambda: packs)
    fresh = tmp_path / "fresh"
    got = load_table(small_rules, fresh)
    assert got is not None and np.array_equal(got.values, built.values)
    assert load_table(small_rules, fresh, moments=True) is None  # to be built
    with_moments = load_or_build(small_rules, fresh, moments=True)
    assert np.array_equal(with_moments.values, built.values)  # the shipped values kept


def test_a_damaged_pack_is_built_over(
    small_rules: RuleSet, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    packs = tmp_path / "packs"
    packs.mkdir()
    (packs / f"{table_key(small_rules)}.xz").write_bytes(b"not xz at all")
    monkeypatch.setattr(shipped, "shipped_dir", lambda: packs)
    assert load_table(small_rules, tmp_path / "cache") is None  # then built, as before
