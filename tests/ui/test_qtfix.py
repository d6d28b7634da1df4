"""PySide6 6.12 on Python 3.11 drops a reference to None on every void call; the app pins it."""

import gc

from PySide6.QtWidgets import QLabel


def test_many_void_calls_do_not_exhaust_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    for i in range(50_000):  # enough to abort an unpatched interpreter
        label.setText(str(i % 7))
    gc.collect()
    assert label.text() == str(49_999 % 7)


def _feature_functions():
    import sys

    import yahtzee_desktop.qtfix  # noqa: F401

    feature = sys.modules["PySide6.support.feature"]
    quick = feature._mod_uses_pyside
    assert quick.quick  # installed once PySide6 is loaded
    return feature, quick, quick.__closure__[0].cell_contents


def test_the_quick_feature_hook_answers_as_pysides_own(tmp_path, monkeypatch):
    """Issue 14: PySide6's import hook reads every new module's source through inspect;
    the app's replacement reads the file's bytes and must classify modules exactly as
    PySide's function does: the modules loaded here, and odd files."""
    import importlib
    import sys

    import yahtzee_desktop.ui.app  # noqa: F401  (the app's modules, Qt-using or not)

    _, quick, original = _feature_functions()
    assert original.__module__.endswith("feature") and original.__name__ == "_mod_uses_pyside"
    files = {
        "latin_one_mod": b"# -*- coding: latin-1 -*-\nname = '\xe9'\nimport PySide6\n",
        "broken_latin_mod": b"name = '\xe9'  # PySide6 (not UTF-8, no cookie)\n",
        "bom_mod": b"\xef\xbb\xbfimport PySide6.QtCore\n",
        "bom_cookie_clash_mod": b"\xef\xbb\xbf# coding: latin-1\nPySide6 = 1\n",
        "unknown_codec_mod": b"# coding: no-such-codec\nPySide6 = 1\n",
        "empty_mod": b"",
        "plain_mod": b"x = 'PySide2'\n",
    }
    for name, data in files.items():
        (tmp_path / f"{name}.py").write_bytes(data)
    (tmp_path / "a_package").mkdir()
    (tmp_path / "a_package" / "__init__.py").write_text("import PySide6  # a package\n")
    (tmp_path / "namespace_pkg").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path))
    loaded = []
    for name in [*files, "a_package", "namespace_pkg"]:
        try:
            loaded.append(importlib.import_module(name))
        except SyntaxError:  # undecodable: PySide's hook never sees it imported
            module = type(sys)(name)
            module.__file__ = str(tmp_path / f"{name}.py")
            loaded.append(module)
        monkeypatch.delitem(sys.modules, name, raising=False)
    gone = tmp_path / "gone_mod.py"
    gone.write_text("import PySide6\n")
    loaded.append(importlib.import_module("gone_mod"))
    monkeypatch.delitem(sys.modules, "gone_mod")
    gone.unlink()
    no_file = type(sys)("no_file")
    sample = [*loaded, no_file, *sys.modules.values()]
    answers = {m.__name__: quick(m) for m in sample}
    assert answers == {m.__name__: original(m) for m in sample}
    assert answers["latin_one_mod"] and answers["bom_mod"] and answers["a_package"]
    assert answers["yahtzee_desktop.ui.app"] and not answers["yahtzee_desktop.core.rules"]
    assert not answers["sys"] and not answers["plain_mod"]


def test_the_quick_feature_hook_is_installed_once():
    import yahtzee_desktop.qtfix as qtfix

    feature, quick, _ = _feature_functions()
    qtfix.quicken_feature_hook()
    assert feature._mod_uses_pyside is quick
