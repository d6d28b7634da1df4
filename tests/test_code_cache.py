"""The compile cache of dataclass methods (yahtzee_desktop/code_cache.py, issue 14): the
classes made from cached code are the ones Python makes, and a cache file is trusted only
when it is whole and was written by this Python."""

from __future__ import annotations
import __future__

import ast
import dataclasses
import inspect
import json
import marshal
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from yahtzee_desktop import code_cache

SOURCE = """
import dataclasses
from typing import ClassVar


@dataclasses.dataclass(frozen=True, order=True)
class Box:
    name: str
    score: int = 0
    tags: tuple[str, ...] = ()
    kind: ClassVar[str] = "box"


@dataclasses.dataclass(slots=True, kw_only=True)
class Seat:
    player: str
    scores: list[int] = dataclasses.field(default_factory=list)
    note: "str | None" = None
"""


def _classes(cache: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Box and Seat made with `dataclasses` compiling through `cache` (None: Python's own)."""
    if cache is not None:
        monkeypatch.setattr(dataclasses, "exec", cache.exec, raising=False)
    else:
        monkeypatch.delattr(dataclasses, "exec", raising=False)
    module = types.ModuleType("made_here")
    monkeypatch.setitem(sys.modules, "made_here", module)
    exec(compile(SOURCE, "made_here.py", "exec"), module.__dict__)
    return module.__dict__


def _describe(classes: dict[str, Any]) -> list[Any]:
    """What users of the classes can see of their generated methods, and what they do."""
    box, seat = classes["Box"], classes["Seat"]
    seen: list[Any] = []
    for cls in (box, seat):
        for name in ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__"):
            method = cls.__dict__.get(name)
            if callable(method):
                seen.append((cls.__name__, name, str(inspect.signature(method))))
                seen.append(getattr(method, "__annotations__", None))
                seen.append((method.__qualname__, method.__code__.co_filename))
    a, b = box("Aces", 3), box("Aces", 4)
    seen += [repr(a), a < b, a == box("Aces", 3), hash(a) == hash(box("Aces", 3))]
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.score = 5
    s = seat(player="Ann")
    s.scores.append(1)
    seen += [repr(s), seat(player="Bob").scores, s.__slots__]
    return seen


def test_cached_code_makes_the_classes_python_makes(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "code.bin"
    python_own = _describe(_classes(None, monkeypatch))
    first = code_cache._Cache(path)
    assert _describe(_classes(first, monkeypatch)) == python_own
    assert first.compiled > 0
    monkeypatch.setattr(code_cache, "_cache", first)
    code_cache.save()
    second = code_cache._Cache(path)  # the next start
    assert set(second.known) == set(first.used)
    assert _describe(_classes(second, monkeypatch)) == python_own
    assert second.compiled == 0  # nothing compiled: all from the file


def test_an_entry_stands_only_for_its_own_text(tmp_path: Path, monkeypatch) -> None:
    cache = code_cache._Cache(tmp_path / "code.bin")
    _classes(cache, monkeypatch)
    text = next(iter(cache.used))
    changed = text.replace("def __create_fn__(", "def __create_fn__( ", 1)
    namespace: dict[str, Any] = {}
    cache.known = dict(cache.used)
    before = cache.compiled
    cache.exec(changed, None, namespace)
    assert cache.compiled == before + 1 and cache.used[changed] is not cache.used[text]


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-10],  # cut short
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),  # one bit flipped
        lambda data: data.replace(b"cache 1 ", b"cache 0 ", 1),  # another writer
        lambda data: b"",
    ],
)
def test_a_damaged_or_foreign_file_is_ignored_and_rewritten(
    tmp_path: Path, monkeypatch, damage
) -> None:
    path = tmp_path / "code.bin"
    first = code_cache._Cache(path)
    _classes(first, monkeypatch)
    monkeypatch.setattr(code_cache, "_cache", first)
    code_cache.save()
    path.write_bytes(damage(path.read_bytes()))
    again = code_cache._Cache(path)
    assert again.known == {}
    python_own = _describe(_classes(None, monkeypatch))
    assert _describe(_classes(again, monkeypatch)) == python_own
    monkeypatch.setattr(code_cache, "_cache", again)
    code_cache.save()
    assert set(code_cache._Cache(path).known) == set(again.used)


def test_an_unwritable_cache_costs_nothing_but_the_compiling(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "file").write_text("in the way of the folder")
    cache = code_cache._Cache(tmp_path / "file" / "code.bin")
    _classes(cache, monkeypatch)
    monkeypatch.setattr(code_cache, "_cache", cache)
    code_cache.save()  # never raises
    assert not (tmp_path / "file").is_dir()


CHILD = r"""
import sys
import yahtzee_desktop.testing.first_paint as probe

report = probe._report_first_paint


def counting(window_class):
    from yahtzee_desktop import code_cache

    print("COMPILED", code_cache._cache.compiled, flush=True)  # as the window is defined
    report(window_class)


probe._report_first_paint = counting
sys.exit(probe.run_app())
"""


def test_the_second_start_compiles_no_dataclass_method(tmp_path: Path) -> None:
    """The app writes the cache after its first paint; the next start finds there every
    dataclass method it makes before its window exists."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    counts = []
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr[-2000:]
        assert "PAINTED" in done.stdout
        counts += [int(line.split()[1]) for line in done.stdout.splitlines() if "COMPILED" in line]
    assert counts[0] > 10 and counts[1] == 0
    assert code_cache.cache_path().name.startswith("code-")
    assert (tmp_path / "xdg_cache_home" / "yahtzee-desktop").is_dir()


def test_compile_inherits_the_callers_future_flags_as_pythons_own(tmp_path: Path) -> None:
    """This module has `from __future__ import annotations`: code compiled from here,
    through the cache or passed through, gets it exactly as from builtins.compile."""
    cache = code_cache._Cache(tmp_path / "code.bin")
    source = b"def f(x: int) -> int:\n    return x\n"
    for name in ("shibokensupport/example.py", "elsewhere.py"):
        ours = cache.compile(source, name, "exec")
        python_own = compile(source, name, "exec")
        assert ours == python_own
        assert cache.compile(source, name, "exec", dont_inherit=True) == compile(
            source, name, "exec", dont_inherit=True
        )
    assert (
        "shibokensupport/example.py",
        source,
        __future__.annotations.compiler_flag,
    ) in cache.used
    assert not any(key[0] == "elsewhere.py" for key in cache.used)  # only PySide's files
    again = cache.compile(source, "shibokensupport/example.py", "exec")
    assert (
        again
        is cache.used[("shibokensupport/example.py", source, __future__.annotations.compiler_flag)]
    )
    tree = cache.compile(source, "shibokensupport/example.py", "exec", ast.PyCF_ONLY_AST)
    assert isinstance(tree, ast.Module)  # not code: never cached


PYSIDE_CODE = r"""
import json, marshal, sys, types
import yahtzee_desktop.qtfix  # with the cache (or without: argv[1])
from yahtzee_desktop import code_cache

found = {}
for name, module in sorted(sys.modules.items()):
    if name.startswith("shibokensupport"):
        for key, value in vars(module).items():
            for item in [value, *vars(value).values()] if isinstance(value, type) else [value]:
                if isinstance(item, types.FunctionType) and item.__module__ == name:
                    found[f"{name}:{item.__qualname__}"] = [
                        marshal.dumps(item.__code__).hex(), repr(item.__annotations__)]
compiled = code_cache._cache.compiled if code_cache._cache else -1
code_cache.save()
print(json.dumps([compiled, found]))
"""


def test_pyside_support_modules_from_the_cache_are_pysides_own(tmp_path: Path) -> None:
    """PySide6's signature support compiled by PySide itself, by the cache's first start
    and from the cache at the next: the same functions, the same code."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    runs = []
    for with_cache in (False, True, True):
        code = PYSIDE_CODE
        if not with_cache:  # PySide compiling by itself: the cache never installed
            code = "from yahtzee_desktop import code_cache\ncode_cache._cache = 0\n" + code
            code = code.replace("import yahtzee_desktop.qtfix", "import PySide6")
            code = code.replace("code_cache.save()", "code_cache._cache = None")
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr[-2000:]
        runs.append(json.loads(done.stdout))
    (_, own), (first_compiled, first), (next_compiled, cached) = runs
    assert first_compiled >= 13 and next_compiled == 0
    own.pop("shibokensupport.feature:_mod_uses_pyside")  # qtfix puts in its own
    assert len(own) > 100 and own.keys() == first.keys() == cached.keys()
    for name, (code_hex, annotations_repr) in own.items():
        python_own = marshal.loads(bytes.fromhex(code_hex))
        for other in (first, cached):
            assert marshal.loads(bytes.fromhex(other[name][0])) == python_own, name
            assert other[name][1] == annotations_repr, name
