"""Every string the code translates is in the catalogue, printing's and the app's alike
(issue 29). lupdate extracts only literals in the calls it knows; a string handed to a
helper such as `score_cells._tr("…")`, or marked in one context and translated in another,
is never translated, and comparing the catalogue with lupdate's output cannot see it. This
test reads the code itself: every translation call, every helper that passes its argument
on to one (wherever it is defined or imported), and the module constants those arguments
name. Qt-free: it runs in the core CI job too.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from yahtzee_desktop.i18n import translations_dir

PACKAGE = Path(__file__).resolve().parents[1] / "yahtzee_desktop"
QT_APPS = {"QCoreApplication", "QApplication", "QGuiApplication"}


@dataclass(frozen=True)
class Wrapper:
    """A function that translates one of its parameters: `text` is that parameter's
    position; `context` the fixed context, or the position of a context parameter."""

    text: int
    context: str | int


@dataclass
class Module:
    path: Path
    name: str
    tree: ast.Module
    constants: dict[str, ast.expr]
    imports: dict[str, tuple[str, str]]


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _load(root: Path) -> dict[str, Module]:
    modules = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        name = _module_name(path, root)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        constants: dict[str, ast.expr] = {}
        imports: dict[str, tuple[str, str]] = {}
        for node in tree.body:
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        constants[target.id] = node.value
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, node.module] if node.module else base)
                if not node.level:
                    source = node.module or ""
                for alias in node.names:
                    imports[alias.asname or alias.name] = (source, alias.name)
        modules[name] = Module(path, name, tree, constants, imports)
    return modules


def _string(node: ast.expr | None, module: Module) -> str | None:
    """A literal string, or the module constant that holds one."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in module.constants:
        value = module.constants[node.id]
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return value.value
    return None


def _callee(call: ast.Call) -> str:
    """`name` of `name(...)`, or of a method called as `self.name(...)` (not Qt's `self.tr`)."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.attr if func.value.id == "self" and func.attr != "tr" else ""
    return ""


def _params(fn: ast.FunctionDef) -> list[str]:
    """The parameters a call passes: a method's `self` is not one of them."""
    params = [a.arg for a in fn.args.args]
    return params[1:] if params[:1] == ["self"] else params


def _is_qt_translate(call: ast.Call) -> bool:
    func = call.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "translate"
        and isinstance(func.value, ast.Name)
        and func.value.id in QT_APPS
    )


def _functions(tree: ast.AST) -> Iterator[ast.FunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            yield node


class Checker:
    """Finds the wrappers of a package, then every (context, text) its calls translate."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.modules = _load(root)
        self.wrappers: dict[tuple[str, str], Wrapper] = {}
        self._find_wrappers()

    def wrapper_for(self, call: ast.Call, module: Module) -> Wrapper | None:
        """`translate(ctx, text)` in Qt or ours, or a call of a wrapper seen from `module`."""
        if _is_qt_translate(call):
            return Wrapper(text=1, context=0)
        name = _callee(call)
        if not name:
            return None
        key = (module.name, name)
        if key not in self.wrappers and name in module.imports:
            key = module.imports[name]
        if key in self.wrappers:
            return self.wrappers[key]
        if name == "translate":  # i18n.translate(context, text, lang)
            return Wrapper(text=1, context=0)
        return None

    def _find_wrappers(self) -> None:
        functions = [
            (module, fn, _params(fn), [n for n in ast.walk(fn) if isinstance(n, ast.Call)])
            for module in self.modules.values()
            for fn in _functions(module.tree)
        ]
        changed = True
        while changed:  # until helpers of helpers are found too
            changed = False
            for module, fn, params, calls in functions:
                key = (module.name, fn.name)
                if not params or key in self.wrappers:
                    continue
                for call in calls:
                    found = self._passes_on(call, module, params)
                    if found is not None:
                        self.wrappers[key] = found
                        changed = True
                        break

    def _passes_on(self, call: ast.Call, module: Module, params: list[str]) -> Wrapper | None:
        """How a function with `params` translates through `call`, if it passes one of them
        on as the text (and its context as a literal, a constant or another parameter)."""
        inner = self.wrapper_for(call, module)
        if inner is None or len(call.args) <= inner.text:
            return None
        text = call.args[inner.text]
        if not (isinstance(text, ast.Name) and text.id in params):
            return None
        context: str | int | None = inner.context
        if isinstance(inner.context, int):
            node = call.args[inner.context]
            context = _string(node, module)
            if context is None and isinstance(node, ast.Name) and node.id in params:
                context = params.index(node.id)
        return None if context is None else Wrapper(params.index(text.id), context)

    def marks(self) -> Iterator[tuple[str, str, str]]:
        """(where, context, text) for every string the code gets translated."""
        for module in self.modules.values():
            where = module.path.relative_to(self.root.parent).as_posix()
            classes = [n for n in ast.walk(module.tree) if isinstance(n, ast.ClassDef)]
            for cls in classes:
                for call in (n for n in ast.walk(cls) if isinstance(n, ast.Call)):
                    func = call.func
                    is_self_tr = (
                        isinstance(func, ast.Attribute)
                        and func.attr == "tr"
                        and isinstance(func.value, ast.Name)
                        and func.value.id == "self"
                    )
                    if is_self_tr and call.args:
                        text = _string(call.args[0], module)
                        if text is not None:
                            yield where, cls.name, text
            for call in (n for n in ast.walk(module.tree) if isinstance(n, ast.Call)):
                if _callee(call) == "QT_TRANSLATE_NOOP":
                    context, text = (_string(a, module) for a in call.args[:2])
                    if context is not None and text is not None:
                        yield where, context, text
                    continue
                wrapper = self.wrapper_for(call, module)
                if wrapper is None or len(call.args) <= wrapper.text:
                    continue
                if isinstance(wrapper.context, str):
                    context = wrapper.context
                elif len(call.args) > wrapper.context:
                    found = _string(call.args[wrapper.context], module)
                    if found is None:
                        continue
                    context = found
                else:
                    continue
                for text in self._texts(call.args[wrapper.text], module):
                    yield where, context, text

    def _texts(self, node: ast.expr, module: Module) -> Iterator[str]:
        """The strings an argument can be: a literal, or the literals a module constant
        holds (a dict's values, a tuple's items) — marked or not, since the call decides
        the context they are looked up in."""
        literal = _string(node, module)
        if literal is not None:
            yield literal
            return
        if isinstance(node, ast.Subscript):
            node = node.value
        if isinstance(node, ast.Name) and node.id in module.constants:
            yield from self._held(module.constants[node.id], module)

    def _held(self, value: ast.expr, module: Module) -> Iterator[str]:
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            yield value.value
        elif isinstance(value, ast.Call) and _callee(value) == "QT_TRANSLATE_NOOP":
            text = _string(value.args[1], module)
            if text is not None:
                yield text
        elif isinstance(value, ast.Dict):
            for item in value.values:
                yield from self._held(item, module)
        elif isinstance(value, ast.Tuple | ast.List):
            for item in value.elts:
                yield from self._held(item, module)


def catalogue(folder: Path) -> set[tuple[str, str]]:
    """(context, source) of every finished French translation."""
    done = set()
    for ts in folder.glob("*_fr.ts"):
        for context in ET.parse(ts).getroot().iter("context"):
            for message in context.iter("message"):
                node = message.find("translation")
                if node is not None and node.get("type") is None:
                    done.add((context.findtext("name", ""), message.findtext("source", "")))
    return done


def missing(checker: Checker, folder: Path) -> list[str]:
    known = catalogue(folder)
    found = {(c, t): w for w, c, t in checker.marks()}
    return sorted(f"{w}: {c} / {t!r}" for (c, t), w in found.items() if (c, t) not in known)


def test_every_translated_string_of_the_code_is_in_the_catalogue() -> None:
    checker = Checker(PACKAGE)
    contexts = {context for _where, context, _text in checker.marks()}
    # The helpers this test must follow, or it would pass by seeing nothing.
    assert checker.wrappers[("yahtzee_desktop.ui.table.score_cells", "_tr")].context == (
        "ScoreSheet"
    )
    assert checker.wrappers[("yahtzee_desktop.printing.style", "tr")].context == "Printing"
    assert {"Printing", "ScoreSheet", "Box", "PlainWords"} <= contexts
    problems = missing(checker, translations_dir())
    assert not problems, "run scripts/update_translations.py and translate:\n" + "\n".join(problems)


def test_printed_english_uses_the_typographic_apostrophe() -> None:
    """Printing prints the catalogue's words as they are (it used to turn ' into ’ at print
    time): its English sources are written with ’, as its pages always showed them."""
    straight = sorted(
        f"{where}: {text!r}"
        for where, context, text in Checker(PACKAGE).marks()
        if context == "Printing" and "'" in text
    )
    assert not straight, "\n".join(straight)


def test_it_sees_what_lupdate_cannot(tmp_path: Path) -> None:
    """A planted package: a literal through a wrapper, a constant marked in the wrong
    context, an unmarked dict value, a printing-style `tr` imported from another module."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "style.py").write_text(
        "from .i18n import translate\n"
        "CONTEXT = 'Printing'\n"
        "def tr(text, lang):\n"
        "    return translate(CONTEXT, text, lang)\n"
    )
    (pkg / "i18n.py").write_text("def translate(context, text, lang):\n    return text\n")
    (pkg / "cells.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "from .style import tr\n"
        "LABEL = QT_TRANSLATE_NOOP('Other', 'Marked elsewhere')\n"
        "PLAIN = {1: 'Never marked', 2: QT_TRANSLATE_NOOP('Cells', 'Known')}\n"
        "def _tr(text):\n"
        "    return QCoreApplication.translate('Cells', text)\n"
        "def _again(text):\n"
        "    return _tr(text)\n"
        "class Box:\n"
        "    def title(self):\n"
        "        return self.tr('Title') + self._say('Said by a method')\n"
        "    def _say(self, text):\n"
        "        return _tr(text)\n"
        "def show(lang):\n"
        "    return [_again('Through two helpers'), _tr(LABEL), _tr(PLAIN[1]),\n"
        "            tr('Printed', lang), _tr('Known')]\n"
    )
    folder = tmp_path / "translations"
    folder.mkdir()
    (folder / "x_fr.ts").write_text(
        "<TS><context><name>Cells</name><message><source>Known</source>"
        "<translation>Connu</translation></message></context>"
        "<context><name>Other</name><message><source>Marked elsewhere</source>"
        "<translation>Ailleurs</translation></message></context></TS>"
    )
    assert missing(Checker(pkg), folder) == [
        "pkg/cells.py: Box / 'Title'",
        "pkg/cells.py: Cells / 'Marked elsewhere'",
        "pkg/cells.py: Cells / 'Never marked'",
        "pkg/cells.py: Cells / 'Said by a method'",
        "pkg/cells.py: Cells / 'Through two helpers'",
        "pkg/cells.py: Printing / 'Printed'",
    ]
