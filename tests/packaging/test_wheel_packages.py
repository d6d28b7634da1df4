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
    assert listed - found - {"yahtzee_desktop.resources"} == set(), "listed but absent"
