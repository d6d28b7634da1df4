"""The package's import graph: arrows point one way, and no module imports one that imports it
back (directly or around a circle).

Every import counts, at module level or inside a function (a lazy import is still an
arrow), except those under `if TYPE_CHECKING:`, which never run and only name types.
Also: no module swaps parts of another library, and the pages that describe this design
(README.md, docs/) link only to files of the repository.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "yahtzee_desktop"
PACKAGE = "yahtzee_desktop"
LOWER = ("core", "strategy", "printing", "storage")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = [root.name, *path.relative_to(root).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, typing_too: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, skipping the bodies of `if TYPE_CHECKING:` unless
    `typing_too`."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _type_checking(node.test) and not typing_too:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(root: Path = ROOT, typing_too: bool = False) -> dict[str, set[str]]:
    """module -> the project modules it imports (`from pkg import name` counts as pkg.name
    when that is a module, else as pkg)."""
    files = {module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    modules = set(files)
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        is_package = path.name == "__init__.py"
        here = name.split(".") if is_package else name.split(".")[:-1]
        targets: set[str] = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8")), typing_too):
            if isinstance(node, ast.Import):
                bases = [alias.name for alias in node.names]
                names: list[str] = []
            else:
                if node.level:
                    up = here[: len(here) - node.level + 1]
                    base = ".".join(up + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                bases = [base]
                names = [alias.name for alias in node.names]
            for base in bases:
                if base.split(".")[0] != root.name:
                    continue
                subs = [f"{base}.{n}" for n in names if f"{base}.{n}" in modules]
                if subs:
                    targets.update(subs)
                if len(subs) < len(names) or not names:
                    # a name from the module itself: the module (or its nearest parent)
                    module = base
                    while module not in modules and "." in module:
                        module = module.rsplit(".", 1)[0]
                    targets.add(module)
        targets.discard(name)
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return found


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_no_module_imports_one_that_imports_it_back() -> None:
    assert cycles(import_graph()) == []


@pytest.mark.parametrize("lower", LOWER)
def test_lower_layers_never_import_the_ui(lower: str) -> None:
    wrong = {
        (module, target)
        for module, targets in import_graph().items()
        if layer(module) == lower
        for target in targets
        if layer(target) == "ui"
    }
    assert wrong == set()


def test_core_imports_nothing_of_the_project_outside_core() -> None:
    wrong = {
        (module, target)
        for module, targets in import_graph().items()
        if layer(module) == "core"
        for target in targets
        if layer(target) != "core" and target != PACKAGE
    }
    assert wrong == set()


def test_features_never_import_the_main_window() -> None:
    window = f"{PACKAGE}.ui.table.main_window"
    importers = {m for m, targets in import_graph().items() if window in targets}
    # the builder puts the window together; app.run takes `fresh_setup` from it
    assert importers <= {f"{PACKAGE}.ui.builder", f"{PACKAGE}.ui.app"}


def test_the_checks_see_a_planted_cycle_and_a_lazy_import(tmp_path: Path) -> None:
    pkg = tmp_path / PACKAGE
    (pkg / "core").mkdir(parents=True)
    (pkg / "ui").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "core" / "__init__.py").write_text("")
    (pkg / "ui" / "__init__.py").write_text("")
    (pkg / "core" / "a.py").write_text("from . import b\n")
    # b imports a back, lazily inside a function: still a cycle; the TYPE_CHECKING one is not.
    (pkg / "core" / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from yahtzee_desktop.ui import view\n"
        "def f():\n    from .a import x\n"
    )
    (pkg / "core" / "c.py").write_text("def g():\n    from ..ui.view import V\n")
    (pkg / "ui" / "view.py").write_text("")
    graph = import_graph(pkg)
    assert graph[f"{PACKAGE}.core.b"] == {f"{PACKAGE}.core.a"}
    assert cycles(graph) == [[f"{PACKAGE}.core.a", f"{PACKAGE}.core.b"]]
    assert graph[f"{PACKAGE}.core.c"] == {f"{PACKAGE}.ui.view"}


def test_not_even_type_hints_import_in_a_circle() -> None:
    """A protocol names what a module needs of its caller, so a type need not point back."""
    assert cycles(import_graph(typing_too=True)) == []


def foreign_patches(root: Path = ROOT) -> list[str]:
    """Where a module of the app changes another library's module or what it exports:
    an attribute assigned or deleted (`enum.EnumType._create_ = ...`, `builtins.compile =
    ...`, `dataclasses.exec = ...`), or `setattr`/`delattr` on it. Issue 24: such swaps
    break on other patch releases of Python (they did, on Debian 12's 3.11.2). The
    target's root name must be bound by an import of a module outside the project
    (`import enum`, `from enum import EnumType`, `from PySide6 import QtCore`); an
    attribute of an object a call returned (`ctypes.c_ssize_t.from_address(...).value`)
    is not the library's."""
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        foreign: set[str] = set()
        for node in _imports(tree, typing_too=True):
            if isinstance(node, ast.ImportFrom) and (node.level or _ours(node.module or "")):
                continue
            for alias in node.names:
                if isinstance(node, ast.Import) and _ours(alias.name):
                    continue
                foreign.add(alias.asname or alias.name.split(".")[0])
        for node in ast.walk(tree):  # a module looked up by name is a module too
            if isinstance(node, ast.Assign) and ast.unparse(node.value).startswith(
                ("sys.modules", "importlib.import_module")
            ):
                foreign.update(t.id for t in node.targets if isinstance(t, ast.Name))

        def root_name(target: ast.expr) -> str | None:
            while isinstance(target, (ast.Attribute, ast.Subscript)):
                target = target.value
            return target.id if isinstance(target, ast.Name) else None

        where = f"{path.relative_to(root.parent)}"
        for node in ast.walk(tree):
            targets: list[ast.expr] = []
            if isinstance(node, (ast.Assign, ast.Delete)):
                targets = list(node.targets)
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("setattr", "delattr")
                and node.args
            ):
                if root_name(node.args[0]) in foreign:
                    found.append(f"{where}:{node.lineno}: {node.func.id} on a library's object")
                continue
            for target in targets:
                for one in target.elts if isinstance(target, ast.Tuple) else [target]:
                    if isinstance(one, ast.Attribute) and root_name(one) in foreign:
                        found.append(f"{where}:{node.lineno}: assigns {ast.unparse(one)}")
    return found


def _ours(module: str) -> bool:
    return module == PACKAGE or module.startswith(PACKAGE + ".")


def test_no_module_swaps_parts_of_another_library() -> None:
    assert foreign_patches() == []


def test_the_patch_check_sees_the_swaps_issue_24_removed(tmp_path: Path) -> None:
    package = tmp_path / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "quick.py").write_text(
        "import builtins\n"
        "import dataclasses as dc\n"
        "from enum import EnumType\n"
        "import PySide6.support\n"
        "from yahtzee_desktop import core\n"
        "import ctypes\n"
        "EnumType._create_ = None\n"
        "builtins.compile = compile\n"
        "dc.exec = exec\n"
        "setattr(PySide6.support, 'feature', None)\n"
        "core.anything = 1\n"  # the project's own: allowed
        "ctypes.c_int.from_address(0).value += 1\n"  # a call's result: allowed
        "x = builtins.len\n"  # reading: allowed
        "import sys\n"
        "feature = sys.modules.get('PySide6.support.feature')\n"
        "feature._mod_uses_pyside = None\n"
    )
    found = foreign_patches(package)
    lines = sorted(int(line.split(": ", 1)[0].rsplit(":", 1)[1]) for line in found)
    assert lines == [7, 8, 9, 10, 16]


DOC_LINK = re.compile(r"\]\(([^)\s]+)\)")
"""A Markdown link or image's target: `[text](target)`."""


def broken_links(page: Path) -> list[str]:
    """Relative links of a Markdown page that name no file or folder beside it (web
    addresses and in-page anchors are not checked)."""
    broken = []
    for target in DOC_LINK.findall(page.read_text(encoding="utf-8")):
        path = target.split("#", 1)[0]
        if not path or "://" in path or path.startswith("mailto:"):
            continue
        if not (page.parent / path).exists():
            broken.append(target)
    return broken


def test_the_readme_and_docs_link_only_to_files_of_the_repository(tmp_path: Path) -> None:
    """Issue 29: the README pointed at an ARCHITECTURE.md and a RULES.md that were not in
    the repository."""
    project = ROOT.parent
    readme = project / "README.md"
    pages = [readme, *sorted((project / "docs").glob("*.md"))]
    assert {page.name: broken_links(page) for page in pages} == {page.name: [] for page in pages}
    links = DOC_LINK.findall(readme.read_text(encoding="utf-8"))
    assert {"docs/ARCHITECTURE.md", "docs/RULES.md"} <= set(links)
    planted = tmp_path / "page.md"
    planted.write_text("[a](gone.md) [b](page.md#top) [c](https://example.org/x)\n")
    assert broken_links(planted) == ["gone.md"]
