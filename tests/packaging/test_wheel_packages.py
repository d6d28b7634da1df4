"""A non-editable install (pip install ., a wheel, a distribution's package) holds every
package of the app: pyproject.toml names them one by one, so a new subpackage is easily
forgotten (ui.chances was: such an install failed on the first game with two players)."""

from __future__ import annotations

import tomllib

from .conftest import ROOT


def test_pyproject_lists_every_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    source = ROOT / "yahtzee_desktop"
    found = {
        ".".join(("yahtzee_desktop", *init.parent.relative_to(source).parts))
        for init in source.rglob("__init__.py")
    }
    assert found - listed == set(), "packages missing from pyproject.toml"
    # resources/ and its folders of data files, mapped into the package (package-dir).
    data = {
        ".".join(("yahtzee_desktop.resources", *d.relative_to(ROOT / "resources").parts))
        for d in [ROOT / "resources", *(ROOT / "resources").rglob("*")]
        if d.is_dir() and all(part.isidentifier() for part in d.relative_to(ROOT).parts)
    }
    assert listed - found - data == set(), "listed but absent"
    # Each data folder setuptools takes for a package is named, or it warns at every
    # `pip install` (the README's first command runs one at every start) that it is
    # left out; "tables" exists only in release builds (scripts/pack-tables.py).
    assert data - listed <= {"yahtzee_desktop.resources.tables"}
