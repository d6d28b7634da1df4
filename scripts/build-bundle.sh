#!/usr/bin/env bash
# Builds the lean one-folder PyInstaller bundle (build/dist/yahtzee-desktop/) and its
# download (build/archive/yahtzee-desktop-VERSION-linux-x86_64.tar.xz), then proves both
# meet their targets (see packaging/README.md):
#   - sizes: the folder at most $MAX_BUNDLE_MB MB, the archive at most $MAX_ARCHIVE_MB MB,
#     with what each part costs printed;
#   - nothing left out: every bundled library finds all it links against (bundled or on
#     this system), the glibc baseline is printed and at most $MAX_GLIBC;
#   - it runs: `--version`; `print rules --lang fr` writes a French PDF; `solve` (the
#     coach's solver, NumPy); the in-bundle check (packaging/bundle_check.py: Qt plugins
#     load, French catalogues, image formats, the rules viewer on QtPdf, printing,
#     statistics); the GUI started offscreen with YAHTZEE_DESKTOP_SMOKE_TEST=1, and on
#     X11 (xcb, under xvfb-run when installed) playing 20 moves through its widgets.
# Every run uses a throw-away home folder. PyInstaller lives in its own venv (build/venv):
# it is a build tool, not a dependency. A minute or two, so not part of run-tests.sh.
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
SMOKE_SECONDS=${SMOKE_SECONDS:-20}
MAX_BUNDLE_MB=${MAX_BUNDLE_MB:-150}
MAX_ARCHIVE_MB=${MAX_ARCHIVE_MB:-60}
MAX_GLIBC=${MAX_GLIBC:-2.36}  # Debian 12's; Ubuntu 24.04 has 2.39
VERSION=$(python3 -c 'import re; print(re.search(r"__version__ = \"(.+)\"", open("yahtzee_desktop/__init__.py").read())[1])')
ARCHIVE=build/archive/yahtzee-desktop-$VERSION-linux-x86_64.tar.xz

now() { date +%s.%N; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(now)"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
mb() { du -s --block-size=1M "$@" | cut -f1; }  # disk usage, MB (1 MiB)
is_elf() { [ "$(head -c 4 "$1" 2>/dev/null | od -An -c | tr -d ' ')" = "177ELF" ]; }

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
    "$VENV/bin/pyinstaller" --noconfirm --log-level ERROR --distpath "$DIST" \
        --workpath build/pyinstaller packaging/yahtzee-desktop.spec
    before=$(mb "$BUNDLE")
    # Strip symbol tables and debug info (Python's own build carries 24 MB of them);
    # the code is unchanged, and lintian expects stripped objects. Symlinks are skipped,
    # and so are the libraries auditwheel vendored into *.libs/: patchelf rewrote their
    # layout, and strip makes them unloadable ("ELF load command ... not page-aligned").
    while IFS= read -r -d '' f; do
        if is_elf "$f"; then strip --strip-unneeded "$f"; fi
    done < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -not -path '*.libs/*' -print0)
    strip --strip-unneeded "$EXE" 2>/dev/null || true  # the bootloader; its archive is appended
    echo "== bundle built in $(since "$t0") ($before MB before stripping)"
fi

[ -x "$EXE" ] || fail "$EXE missing; run without --no-build"

# --- what is in it, and what each part costs -------------------------------------
echo "== what each part costs (MB on disk):"
I=$BUNDLE/_internal
part() {  # label, then paths (globs already expanded); missing ones count 0
    local label=$1 total=0 p; shift
    for p in "$@"; do [ -e "$p" ] && total=$((total + $(du -s --block-size=1K "$p" | cut -f1))); done
    printf '   %6.1f  %s\n' "$(echo "$total / 1024" | bc -l)" "$label"
}
part "Qt libraries (Core, Gui, Widgets, Pdf, PrintSupport, Svg, Wayland, XCB, DBus, Network)" "$I"/PySide6/Qt/lib/libQt6*
part "ICU (Unicode data Qt Core links)" "$I"/PySide6/Qt/lib/libicu*
part "Qt plugins (platforms, print, image formats, input, themes)" "$I"/PySide6/Qt/plugins
part "Qt's French catalogue" "$I"/PySide6/Qt/translations
part "PySide6 bindings and shiboken" "$I"/PySide6/*.so* "$I"/shiboken6
part "NumPy" "$I"/numpy
part "OpenBLAS and its Fortran runtime (NumPy links them)" "$I"/numpy.libs
part "Python (libpython, extension modules, base library)" "$I"/libpython3* "$I"/python3.* "$I"/base_library.zip
part "Pillow's core (ReportLab imports it)" "$I"/PIL "$I"/pillow.libs
part "the app's resources (catalogues, fonts, icons)" "$I"/resources
part "executable with every Python module compressed in it" "$EXE"
size=$(mb "$BUNDLE")
echo "== bundle: $size MB on disk (target ≤ $MAX_BUNDLE_MB), $(find "$BUNDLE" -type f | wc -l) files"
[ "$size" -le "$MAX_BUNDLE_MB" ] || fail "the bundle is $size MB, over $MAX_BUNDLE_MB MB"

for f in _internal/resources/translations/yahtzee_desktop_fr.qm \
         _internal/resources/translations/printing_fr.ts \
         _internal/resources/fonts/DejaVuSans.ttf \
         _internal/resources/icons/yahtzee-desktop.svg \
         _internal/PySide6/Qt/translations/qtbase_fr.qm \
         _internal/PySide6/Qt/lib/libQt6Pdf.so.6 \
         _internal/PySide6/Qt/lib/libQt6PrintSupport.so.6; do
    [ -f "$BUNDLE/$f" ] || fail "$f is not in the bundle"
done
if find "$BUNDLE" -iname '*webengine*' | grep -q .; then fail "QtWebEngine got into the bundle"; fi

# --- every library finds what it links; the glibc baseline ---------------------------
unresolved=$(
    find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' -o -name yahtzee-desktop \) |
    while read -r f; do
        is_elf "$f" || continue
        # The GTK platform theme is optional: Qt skips it where GTK 3 is not installed.
        case $f in */platformthemes/libqgtk3.so) continue ;; esac
        LD_LIBRARY_PATH=$I:$I/PySide6/Qt/lib ldd "$f" 2>&1 | grep -E "not found|version .* not found" |
            sed "s|^|${f#"$BUNDLE"/}: |" || true
    done)
[ -z "$unresolved" ] || { echo "$unresolved" >&2; fail "bundled libraries link against missing ones"; }
glibc=$(find "$BUNDLE" -type f | while read -r f; do
            is_elf "$f" && objdump -T "$f" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' || true
        done | sort -u -V | tail -n1)
echo "== every bundled library resolves; glibc baseline ${glibc#GLIBC_} (limit $MAX_GLIBC)"
[ "$(printf '%s\n%s\n' "${glibc#GLIBC_}" "$MAX_GLIBC" | sort -V | tail -n1)" = "$MAX_GLIBC" ] \
    || fail "the bundle needs $glibc, newer than $MAX_GLIBC"

# --- the download ----------------------------------------------------------------------
t0=$(now)
mkdir -p "$(dirname "$ARCHIVE")"
tar -C "$DIST" --owner=0 --group=0 --sort=name -cf - yahtzee-desktop | xz -T0 -${XZ_LEVEL:-2} >"$ARCHIVE.tmp"
mv "$ARCHIVE.tmp" "$ARCHIVE"
asize=$(( ($(stat -c %s "$ARCHIVE") + 1048575) / 1048576 ))
echo "== archive: $ARCHIVE, $asize MB (target ≤ $MAX_ARCHIVE_MB), in $(since "$t0")"
[ "$asize" -le "$MAX_ARCHIVE_MB" ] || fail "the archive is $asize MB, over $MAX_ARCHIVE_MB MB"

# --- it runs -------------------------------------------------------------------------------
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# A throw-away home: the checks never touch a real player's settings or autosave.
export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/.config XDG_DATA_HOME=$WORK/home/.local/share
export XDG_CACHE_HOME=$WORK/home/.cache QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"
EXE_ABS=$ROOT/$EXE
bash packaging/linux/smoke-test.sh "$EXE_ABS" "$VERSION" "$WORK" "$SMOKE_SECONDS"
echo "OK: $ROOT/$BUNDLE ($size MB) and $ROOT/$ARCHIVE ($asize MB)"
