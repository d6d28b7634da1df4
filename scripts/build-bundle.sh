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
#     load, French catalogues and the file dialog's French words, image formats, the rules
#     viewer on QtPdf, printing, statistics); the GUI started offscreen with
#     YAHTZEE_DESKTOP_SMOKE_TEST=1, and on X11 (xcb, under xvfb-run when installed)
#     playing 20 moves through its widgets.
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
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' yahtzee_desktop/__init__.py)  # before python3 exists
ARCHIVE=build/archive/yahtzee-desktop-$VERSION-linux-x86_64.tar.xz

now() { date +%s.%N; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(now)"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
mb() { du -s --block-size=1M "$@" | cut -f1; }  # disk usage, MB (1 MiB)
for tool in patchelf strip readelf objdump objcopy ld nm icupkg bc xz; do
    command -v "$tool" >/dev/null || fail "$tool missing: apt install patchelf binutils icu-devtools bc xz-utils"
done
is_elf() { [ "$(head -c 4 "$1" 2>/dev/null | od -An -c | tr -d ' ')" = "177ELF" ]; }

# ICU's data (31 MB, in libicudata.so.NN) is read only through the ICU functions Qt Core
# imports: collation (ucol_*, QCollator, the file dialog's sorting), converters (ucnv_*,
# QStringDecoder for legacy encodings), calendars and time-zone names (ucal_*) and case
# mapping (u_strToUpper/Lower). ICU_DROPPED are the data trees none of those opens:
# break iterators and their dictionaries, unit, currency and language display names,
# transliterators and spelled-out numbers (pyside6-deploy keeps ICU whole). The library
# is rebuilt around the smaller data with binutils; ICU_USED fails the build when Qt
# starts importing other ICU functions, and the in-bundle check (packaging/bundle_check.py)
# proves French collation, a legacy converter, a French time-zone name and Turkish
# upper-casing still work from the trimmed data.
ICU_DROPPED='^(brkitr|unit|curr|lang|translit|rbnf)/'
ICU_USED='^(ucol_|ucnv_|UCNV_|ucal_|u_strToUpper_|u_strToLower_)'
icu_imports() {  # the ICU functions the bundle's non-ICU libraries import
    find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -not -name 'libicu*' |
        while read -r f; do nm -D --undefined-only "$f" 2>/dev/null; done |
        awk '{print $2}' | grep -E '_[0-9]+$' | grep -E '^(u|U)[a-zA-Z]*_' | sort -u
}
trim_icu_data() {
    local lib dat n v work
    lib=$(find "$BUNDLE" -name 'libicudata.so.*' -type f)
    [ -n "$lib" ] || fail "libicudata not found in the bundle"
    v=${lib##*.so.}
    unexpected=$(icu_imports | grep -vE "$ICU_USED" || true)
    [ -z "$unexpected" ] || { echo "$unexpected" >&2; fail "Qt now imports ICU functions the data trim did not plan for"; }
    work=$(mktemp -d)
    dat=$work/icudt${v}l.dat
    # The data is the library's one exported symbol, icudtNN_dat, stored as is in .rodata.
    read -r addr size < <(nm -DS --defined-only "$lib" | awk -v s="icudt${v}_dat" '$4 == s {print $1, $2}')
    [ -n "${size:-}" ] || fail "icudt${v}_dat not found in $lib"
    off=$(readelf -SW "$lib" | sed 's/^ *\[ *[0-9]*\] *//' | awk '$1 == ".rodata" {print $3, $4}')
    read -r vaddr foff <<<"$off"
    python3 -c 'import sys; a, s, va, fo = (int(x, 16) for x in sys.argv[2:6]); d = open(sys.argv[1], "rb").read()[a - va + fo:a - va + fo + s]; assert d[2:4] == b"\xda\x27" and d[12:16] == b"CmnD", "not ICU common data"; open(sys.argv[6], "wb").write(d)' \
        "$lib" "$addr" "$size" "$vaddr" "$foff" "$dat"
    n=$(icupkg -l "$dat" | wc -l)
    icupkg -l "$dat" | grep -E "$ICU_DROPPED" >"$work/drop.txt" || true
    mkdir "$work/out"
    icupkg -r "$work/drop.txt" "$dat" "$work/out/icudt${v}l.dat"
    (cd "$work/out" && objcopy -I binary -O elf64-x86-64 -B i386:x86-64 \
        --rename-section .data=.rodata,alloc,load,readonly,data,contents \
        --redefine-sym "_binary_icudt${v}l_dat_start=icudt${v}_dat" \
        --strip-symbol "_binary_icudt${v}l_dat_end" --strip-symbol "_binary_icudt${v}l_dat_size" \
        "icudt${v}l.dat" icudata.o &&
     ld -shared -s -z noexecstack -z relro --hash-style=gnu -soname "libicudata.so.$v" \
        -o libicudata.so icudata.o)
    [ "$(nm -D --defined-only "$work/out/libicudata.so" | awk '{print $3}')" = "icudt${v}_dat" ] \
        || fail "the rebuilt libicudata does not export icudt${v}_dat"
    echo "== ICU data: $n items, $(wc -l <"$work/drop.txt") left out ($ICU_DROPPED):" \
        "$(( $(stat -c %s "$lib") / 1048576 )) MB -> $(( $(stat -c %s "$work/out/libicudata.so") / 1048576 )) MB"
    install -m 755 "$work/out/libicudata.so" "$lib"
    rm -rf "$work"
}

if [ "${1:-}" != "--no-build" ]; then
    t0=$(now)
    if [ ! -x "$VENV/bin/pyinstaller" ]; then
        python3 -m venv "$VENV"
        "$VENV/bin/python" -m pip install -q --upgrade pip
    fi
    # The app's runtime dependencies, read from pyproject.toml, plus PyInstaller: every
    # time (quick when nothing changed), so a dependency added since the venv was made
    # (uharfbuzz) is in the bundle and not silently missing.
    mapfile -t DEPS < <(python3 -c 'import tomllib
for d in tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]: print(d)')
    "$VENV/bin/python" -m pip install -q -c constraints.txt "pyinstaller==$PYINSTALLER_VERSION" "${DEPS[@]}"
    echo "== venv ready in $(since "$t0")"
    if [ "${SHIP_TABLES:-1}" = 1 ] && ! ls resources/tables/table-*.xz >/dev/null 2>&1; then
        # The official table shipped inside (strategy/shipped.py): the first hint never
        # waits (0.9 MB). SHIP_MOMENTS=1 adds the win chances' moments (11.6 MB more,
        # over the 150 MB limit: with MAX_BUNDLE_MB=160); SHIP_TABLES=0 ships none.
        t0=$(now)
        "$VENV/bin/python" scripts/pack-tables.py $([ "${SHIP_MOMENTS:-0}" = 1 ] && echo --moments)
        echo "== tables packed in $(since "$t0")"
    fi
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
    # A Python built by pyenv (or any Python installed outside /usr) carries a RUNPATH to
    # its own lib folder on the build machine (/root/.pyenv/versions/X/lib) in libpython
    # and every extension module: on a family's machine it points at nothing, or at
    # whatever someone put there. The bootloader sets the bundle's search path itself, so
    # every entry that is not relative to the library's own folder ($ORIGIN) goes.
    while IFS= read -r -d '' f; do
        is_elf "$f" || continue
        rpath=$(patchelf --print-rpath "$f" 2>/dev/null) || continue
        [ -n "$rpath" ] || continue
        keep=$(tr ':' '\n' <<<"$rpath" | grep '^\$ORIGIN' | paste -sd: || true)
        if [ -z "$keep" ]; then
            patchelf --remove-rpath "$f"
        elif [ "$keep" != "$rpath" ]; then
            patchelf --set-rpath "$keep" "$f"
        fi
    done < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -print0)
    trim_icu_data
    echo "== bundle built in $(since "$t0") ($before MB before stripping and trimming ICU's data)"
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
         _internal/resources/translations/yahtzee_desktop_fr.ts \
         _internal/resources/fonts/DejaVuSans.ttf \
         _internal/resources/icons/yahtzee-desktop.svg \
         _internal/PySide6/Qt/translations/qtbase_fr.qm \
         _internal/PySide6/Qt/lib/libQt6Pdf.so.6 \
         _internal/PySide6/Qt/lib/libQt6PrintSupport.so.6; do
    [ -f "$BUNDLE/$f" ] || fail "$f is not in the bundle"
done
if find "$BUNDLE" -iname '*webengine*' | grep -q .; then fail "QtWebEngine got into the bundle"; fi

# --- no search path of the build machine ----------------------------------------------
leaks=$(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' -o -name yahtzee-desktop \) |
    while read -r f; do
        is_elf "$f" || continue
        readelf -d "$f" 2>/dev/null | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p' | tr ':' '\n' |
            grep -v '^\$ORIGIN' | sed "s|^|${f#"$BUNDLE"/}: |" || true
    done)
[ -z "$leaks" ] || { echo "$leaks" >&2; fail "bundled libraries search folders outside the bundle (RUNPATH)"; }
echo "== no bundled library has a RUNPATH outside the bundle"

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
# The archive works alone: the bundle, install.sh (menu entry, icons, metainfo, the saved
# games' MIME type; checks the libraries), a README, the licences, and libraries.txt:
# each system library the bundle links against and the Debian package that has it here.
t0=$(now)
APP_ID=io.github.yahtzee_desktop.YahtzeeDesktop
TOP=yahtzee-desktop-$VERSION-linux-x86_64
STAGE=build/archive/stage
rm -rf "$STAGE"
mkdir -p "$STAGE/$TOP/share/applications" "$STAGE/$TOP/share/metainfo" "$STAGE/$TOP/share/mime/packages"
cp -a "$BUNDLE" "$STAGE/$TOP/yahtzee-desktop"
install -m 755 packaging/linux/archive/install.sh "$STAGE/$TOP/install.sh"
sed -e "s/@VERSION@/$VERSION/g" -e "s/@GLIBC@/${glibc#GLIBC_}/" packaging/linux/archive/README.txt >"$STAGE/$TOP/README.txt"
install -m 644 "packaging/linux/$APP_ID.desktop" "$STAGE/$TOP/share/applications/"
install -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$STAGE/$TOP/share/metainfo/"
install -m 644 "packaging/linux/$APP_ID.xml" "$STAGE/$TOP/share/mime/packages/"
for png in resources/icons/hicolor/*/apps/yahtzee-desktop.png; do
    px=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$STAGE/$TOP/share/icons/hicolor/$px/apps/$APP_ID.png"
done
install -D -m 644 resources/icons/yahtzee-desktop.svg "$STAGE/$TOP/share/icons/hicolor/scalable/apps/$APP_ID.svg"
SITE=$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
STDLIB=$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
PYLICENSE=$(ls "$STDLIB/LICENSE.txt" /usr/share/doc/libpython3.*-minimal/copyright 2>/dev/null | head -1)
"$VENV/bin/python" packaging/licenses.py "$SITE" "$STAGE/$TOP/licenses" $PYLICENSE
find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' -o -name yahtzee-desktop \) | while read -r f; do
    is_elf "$f" || continue
    LD_LIBRARY_PATH=$I:$I/PySide6/Qt/lib ldd "$f" 2>/dev/null |
        sed -n 's/^[[:space:]]*\([^ ]*\) => \(\/[^ ]*\) .*/\1 \2/p'
done | grep -v " $ROOT/" | sort -u | while read -r soname path; do
    real=$(readlink -f "$path")
    pkg=
    # usr-merged systems: dpkg knows a library by the path its package shipped it at
    for p in "$real" "${real/#\/usr\/lib\//\/lib\/}" "$(dirname "$path")/$(basename "$real")" "$path"; do
        pkg=$(dpkg -S "$p" 2>/dev/null | head -1 | cut -d: -f1 || true)
        [ -z "$pkg" ] || break
    done
    echo "$soname ${pkg:-?}"
done | sort -u >"$STAGE/$TOP/libraries.txt"
grep -q '^libglib-2.0.so.0 ' "$STAGE/$TOP/libraries.txt" || fail "libraries.txt does not name GLib"
mkdir -p "$(dirname "$ARCHIVE")"
tar -C "$STAGE" --owner=0 --group=0 --sort=name -cf - "$TOP" | xz -T0 -${XZ_LEVEL:-2} >"$ARCHIVE.tmp"
mv "$ARCHIVE.tmp" "$ARCHIVE"
rm -rf "$STAGE"
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

# --- the archive installs and runs from itself -------------------------------------------
mkdir "$WORK/unpacked"
tar -C "$WORK/unpacked" -xJf "$ARCHIVE"
U=$WORK/unpacked/$TOP
for f in install.sh README.txt libraries.txt licenses/GPL-3.txt licenses/LGPL-3.txt \
         licenses/README.txt yahtzee-desktop/yahtzee-desktop; do
    [ -e "$U/$f" ] || fail "the archive has no $f"
done
PFX="$WORK/prefix with space"
"$U/install.sh" "$PFX" >"$WORK/install.log" 2>&1 || { cat "$WORK/install.log" >&2; fail "the archive's install.sh failed"; }
got=$("$PFX/bin/yahtzee-desktop" --version)
[ "$got" = "yahtzee-desktop $VERSION" ] || fail "the installed archive says '$got'"
ENTRY=$PFX/share/applications/$APP_ID.desktop
grep -qx "Exec=\"$PFX/bin/yahtzee-desktop\" play %f" "$ENTRY" || fail "the installed menu entry's Exec: $(grep ^Exec "$ENTRY")"
grep -qx "MimeType=application/x-yahtzee-desktop-game;" "$ENTRY" || fail "the menu entry takes no saved games"
[ -f "$PFX/share/icons/hicolor/scalable/apps/$APP_ID.svg" ] || fail "no icon installed"
if command -v update-mime-database >/dev/null; then
    grep -q "application/x-yahtzee-desktop-game:\*.yahtzee.json" "$PFX/share/mime/globs2" \
        || fail "the saved games' MIME type is not in the installed MIME database"
fi
env QT_QPA_PLATFORM=offscreen YAHTZEE_DESKTOP_SMOKE_TEST=1 timeout "$SMOKE_SECONDS" "$PFX/bin/yahtzee-desktop" \
    >"$WORK/installed-gui.log" 2>&1 || { cat "$WORK/installed-gui.log" >&2; fail "the installed archive's GUI"; }
"$U/install.sh" --uninstall "$PFX" >/dev/null
left=$(find "$PFX" -type f -o -type l | grep -vE "/share/mime/|/icon-theme.cache$|/mimeinfo.cache$" || true)  # shared caches stay
[ -z "$left" ] || fail "install.sh --uninstall left: $left"
echo "== the archive installs from itself (menu entry, icon, MIME type), runs, and uninstalls"
echo "OK: $ROOT/$BUNDLE ($size MB) and $ROOT/$ARCHIVE ($asize MB)"
