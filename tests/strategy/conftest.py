"""Tables are built once per test session in a temporary cache (never the user's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from yahtzee_desktop.core import RuleSet, preset
from yahtzee_desktop.strategy import Advisor


@pytest.fixture(scope="session")
def table_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("tables")


@pytest.fixture(scope="session")
def official(table_cache: Path) -> Advisor:
    return Advisor(preset("yahtzee"), cache_dir=table_cache)


@pytest.fixture(scope="session")
def small_rules() -> RuleSet:
    """A quick rule set to build in tests: Yacht without Chance (11 boxes)."""
    return preset("yacht", chance=False)
