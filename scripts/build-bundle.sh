#!/usr/bin/env bash
# Builds the one-folder PyInstaller bundle (build/dist/yahtzee-desktop/) and proves it runs:
#   1. `--version` prints the version of yahtzee_desktop/__init__.py;
#   2. `print rules --lang fr` writes a PDF whose text is French (so the bundled .ts
#      catalogues and fonts are found);
#   3. the GUI starts offscreen with a throw-away home folder and
#      YAHTZEE_DESKTOP_SMOKE_TEST=1, shows its window, writes its autosave (which happens
#      once the event loop runs the window) and quits by itself with status 0 (a hang is
#      stopped after $SMOKE_SECONDS seconds and fails).
# PyInstaller lives in its own venv (build/venv): it is a build tool, not a dependency.
# Slow (a minute or two from scratch), so not part of scripts/run-tests.sh.
#   bash scripts/build-bundle.sh            # build and check
#   bash scripts/build-bundle.sh --no-build # check an existing bundle
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYINSTALLER_VERSION=6.22.3
VENV=build/venv
DIST=build/dist
BUNDLE=$DIST/yahtzee-desktop
EXE=$BUNDLE/yahtzee-desktop
SMOKE_SECONDS=${SMOKE_SECONDS:-10}

now() { date +%s.%N; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(now)"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

if [ "${1:-}" != "--no-build" ]; then
    t0=$(now)
    if [ ! -x "$VENV/bin/pyinstaller" ]; then
        python3 -m venv "$VENV"
        "$VENV/bin/python" -m pip install -q --upgrade pip
        # The app's runtime dependencies, read from pyproject.toml, plus PyInstaller.
        mapfile -t DEPS < <(python3 -c 'import tomllib
for d in tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]: print(d)')
        "$VENV/bin/python" -m pip install -q "pyinstaller==$PYINSTALLER_VERSION" "${DEPS[@]}"
    fi
    echo "== venv ready in $(since "$t0")"
    t0=$(now)
    rm -rf "$BUNDLE"
    "$VENV/bin/pyinstaller" --noconfirm --log-level WARN --distpath "$DIST" \
        --workpath build/pyinstaller packaging/yahtzee-desktop.spec
    echo "== bundle built in $(since "$t0")"
fi

[ -x "$EXE" ] || fail "$EXE missing; run without --no-build"
echo "== bundle: $(du -sh "$BUNDLE" | cut -f1) on disk, $(find "$BUNDLE" -type f | wc -l) files"
for f in _internal/resources/translations/yahtzee_desktop_fr.qm \
         _internal/resources/translations/printing_fr.ts \
         _internal/resources/fonts/DejaVuSans.ttf \
         _internal/resources/icons/yahtzee-desktop.svg \
         _internal/PySide6/Qt/translations/qtbase_fr.qm; do
    [ -f "$BUNDLE/$f" ] || fail "$f is not in the bundle"
done
if find "$BUNDLE" -iname '*webengine*' | grep -q .; then fail "QtWebEngine got into the bundle"; fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# A throw-away home: the smoke test never touches a real player's settings or autosave.
export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/.config XDG_DATA_HOME=$WORK/home/.local/share
export XDG_CACHE_HOME=$WORK/home/.cache QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"

want="yahtzee-desktop $(python3 -c 'import re,sys; print(re.search(r"__version__ = \"(.+)\"", open("yahtzee_desktop/__init__.py").read())[1])')"
got=$("$EXE" --version)
[ "$got" = "$want" ] || fail "--version said '$got', expected '$want'"
echo "== --version: $got"

t0=$(now)
"$EXE" print rules --rules yahtzee --lang fr -o "$WORK/rules-fr.pdf"
[ -s "$WORK/rules-fr.pdf" ] || fail "no PDF written"
head -c 5 "$WORK/rules-fr.pdf" | grep -q '%PDF-' || fail "rules-fr.pdf is not a PDF"
if command -v pdftotext >/dev/null; then
    pdftotext "$WORK/rules-fr.pdf" - | grep -q "feuille de marque" \
        || fail "the rules PDF is not in French (bundled .ts not found?)"
fi
echo "== print rules --lang fr: $(stat -c %s "$WORK/rules-fr.pdf") bytes in $(since "$t0")"

t0=$(now)
set +e
YAHTZEE_DESKTOP_SMOKE_TEST=1 timeout "$SMOKE_SECONDS" "$EXE" >"$WORK/gui.log" 2>&1
rc=$?
set -e
if [ "$rc" -ne 0 ]; then
    cat "$WORK/gui.log" >&2
    fail "the GUI ended with code $rc (124: it did not quit within ${SMOKE_SECONDS} s)"
fi
autosave=$(find "$XDG_DATA_HOME" -name autosave.jsonl | head -n1)
[ -n "$autosave" ] || { cat "$WORK/gui.log" >&2; fail "the GUI wrote no autosave"; }
if grep -E "Traceback|Error" "$WORK/gui.log"; then fail "the GUI logged an error"; fi
echo "== GUI started offscreen, wrote its autosave and quit cleanly ($(since "$t0"))"
echo "OK: $ROOT/$BUNDLE"
