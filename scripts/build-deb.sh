#!/usr/bin/env bash
# Builds build/deb/yahtzee-desktop_VERSION_amd64.deb from the bundle and proves it:
#   1. the bundle (scripts/build-bundle.sh, which checks its own targets; --no-bundle
#      reuses build/dist/yahtzee-desktop as it is);
#   2. a staging tree: the bundle in /usr/lib/yahtzee-desktop, /usr/bin/yahtzee-desktop,
#      the menu entry, icons, AppStream metainfo, the man page (print, solve), copyright,
#      changelog and lintian overrides (each explained in packaging/README.md);
#   3. Depends computed by dpkg-shlibdeps from what the bundled libraries link against,
#      each package with an install candidate in apt;
#   4. lintian: no error allowed; warnings printed, each explained in packaging/README.md;
#   5. `apt install ./yahtzee-desktop_VERSION_amd64.deb` on this machine, the menu entry's
#      icon found and its Exec line started on X11 (Xvfb), the smoke test
#      (packaging/linux/smoke-test.sh) on the installed command, `man yahtzee-desktop`,
#      then `apt remove`, after which no file of the package (dpkg -L) may be left.
# Step 5 needs root (or sudo) and refuses to touch a yahtzee-desktop already installed;
# --no-install skips it. Build tools: apt install dpkg-dev lintian xz-utils xvfb man-db.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NAME=yahtzee-desktop
APP_ID=io.github.yahtzee_desktop.YahtzeeDesktop
BUNDLE=build/dist/$NAME
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' yahtzee_desktop/__init__.py)  # before python3 exists
OUT=build/deb
DEB=$OUT/${NAME}_${VERSION}_amd64.deb
LIB=usr/lib/$NAME
BUILD_BUNDLE=1 INSTALL=1
for arg in "$@"; do
    case $arg in
        --no-bundle) BUILD_BUNDLE=0 ;;
        --no-install) INSTALL=0 ;;
        *) echo "usage: $0 [--no-bundle] [--no-install]" >&2; exit 2 ;;
    esac
done
fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps lintian; do
    command -v "$tool" >/dev/null || fail "$tool missing: apt install dpkg-dev lintian"
done

[ "$BUILD_BUNDLE" = 0 ] || bash scripts/build-bundle.sh
[ -x "$BUNDLE/$NAME" ] || fail "no bundle in $BUNDLE: run scripts/build-bundle.sh"

# --- staging tree (debian/<package>/, where dpkg-shlibdeps expects a package's files) ----
rm -rf "$OUT"
PKG=$OUT/debian/$NAME
mkdir -p "$PKG/DEBIAN" "$PKG/usr/bin" "$PKG/usr/lib" "$PKG/usr/share/applications" \
    "$PKG/usr/share/metainfo" "$PKG/usr/share/man/man6" "$PKG/usr/share/doc/$NAME" \
    "$PKG/usr/share/lintian/overrides"
cp -a "$BUNDLE" "$PKG/$LIB"
ln -s "../lib/$NAME/$NAME" "$PKG/usr/bin/$NAME"
install -m 644 "packaging/linux/$APP_ID.desktop" "$PKG/usr/share/applications/"
install -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$PKG/usr/share/metainfo/"
# The saved games' type (*.yahtzee.json): shared-mime-info's trigger compiles it.
install -D -m 644 "packaging/linux/$APP_ID.xml" "$PKG/usr/share/mime/packages/$APP_ID.xml"
for png in resources/icons/hicolor/*/apps/$NAME.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$PKG/usr/share/icons/hicolor/$size/apps/$APP_ID.png"
done
install -D -m 644 "resources/icons/$NAME.svg" "$PKG/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
sed "s/@VERSION@/$VERSION/" packaging/linux/$NAME.6 | gzip -9n >"$PKG/usr/share/man/man6/$NAME.6.gz"
install -m 644 packaging/linux/debian/copyright "$PKG/usr/share/doc/$NAME/copyright"
# Each override names its files; one whose files this bundle does not have is left out
# (pyexpat is a module of its own in a pyenv or python.org Python, but inside libpython in
# Debian's: lintian flags an override that matches nothing as mismatched-override).
while IFS= read -r line; do
    glob=$(sed -n 's/^[^#].*\[\(.*\)\]$/\1/p' <<<"$line")
    if [ -n "$glob" ] && ! compgen -G "$PKG/$glob" >/dev/null; then continue; fi
    printf '%s\n' "$line"
done <packaging/linux/debian/lintian-overrides >"$OUT/lintian-overrides"
install -m 644 "$OUT/lintian-overrides" "$PKG/usr/share/lintian/overrides/$NAME"
# A native package's changelog, dated by the last commit (so a rebuild is identical).
EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
{
    echo "$NAME ($VERSION) stable; urgency=medium"
    echo
    echo "  * Release $VERSION; the app's own CHANGELOG.md says what changed."
    echo
    echo " -- Yahtzee Desktop developers <yahtzee-desktop@users.noreply.github.com>  $(LC_ALL=C date -u -R -d "@$EPOCH")"
} | gzip -9n >"$PKG/usr/share/doc/$NAME/changelog.gz"
# Modes as Debian wants them: directories and programs 755, everything else (shared
# libraries too) 644.
find "$PKG" -type d -exec chmod 755 {} +
find "$PKG" -type f -exec chmod 644 {} +
chmod 755 "$PKG/$LIB/$NAME"

# --- Depends, from what the bundle links against ---------------------------------------
ELFS=()
while IFS= read -r -d '' f; do
    [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = "177ELF" ] && ELFS+=("$f")
done < <(find "$PKG/$LIB" -type f -print0)
PRIVATE=()
while IFS= read -r d; do PRIVATE+=("-l$d"); done < <(
    for f in "${ELFS[@]}"; do dirname "$f"; done | sort -u)
# The GTK 3 platform theme is optional (Qt falls back without it): it is left out of the
# scan, and GTK is recommended instead.
mkdir -p "$OUT/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: amd64\n' "$NAME" "$NAME" >"$OUT/debian/control"
SCAN=()
for f in "${ELFS[@]}"; do case $f in */libqgtk3.so) ;; *) SCAN+=("${f#"$OUT"/}") ;; esac; done
(cd "$OUT" && dpkg-shlibdeps -O --warnings=0 "${PRIVATE[@]/#-l$OUT\//-l}" "${SCAN[@]}") \
    >"$OUT/shlibs.txt" 2>"$OUT/shlibdeps.log" || { cat "$OUT/shlibdeps.log" >&2; fail "dpkg-shlibdeps"; }
DEPENDS=$(sed -n 's/^shlibs:Depends=//p' "$OUT/shlibs.txt")
[ -n "$DEPENDS" ] || fail "dpkg-shlibdeps found no dependency"
# The fonts that print names in every script (printing/glyphs.py finds them by fontconfig).
RECOMMENDS="libgtk-3-0, xdg-utils, fonts-droid-fallback, fonts-nanum, fonts-noto-core, fonts-symbola"
SIZE=$(du -s --block-size=1K --exclude=DEBIAN "$PKG" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@INSTALLED_SIZE@/$SIZE/" -e "s/@DEPENDS@/$DEPENDS/" \
    -e "s/@RECOMMENDS@/$RECOMMENDS/" packaging/linux/debian/control.in >"$PKG/DEBIAN/control"
echo "== Depends: $DEPENDS"
echo "== Recommends: $RECOMMENDS"
# A fresh machine of this release must be able to fetch each of them.
mapfile -t wanted < <(tr ',' '\n' <<<"$DEPENDS, $RECOMMENDS" | sed 's/(.*//; s/|.*//; s/ //g' | grep .)
nocandidate=$(for p in "${wanted[@]}"; do
                  policy=$(apt-cache policy "$p" 2>/dev/null || true)
                  grep -q 'Candidate: [^(]' <<<"$policy" || echo "$p"
              done)
[ -z "$nocandidate" ] || fail "apt has no candidate for: $nocandidate"
echo "== apt has a candidate for each of the ${#wanted[@]} packages named"

SOURCE_DATE_EPOCH=$EPOCH dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
echo "== $DEB: $(( ($(stat -c %s "$DEB") + 1048575) / 1048576 )) MB, installs $((SIZE / 1024)) MB"

# --- lintian ------------------------------------------------------------------------------
echo "== lintian:"
set +e
lintian --fail-on error --tag-display-limit 0 "$DEB" >"$OUT/lintian.txt" 2>&1
rc=$?
set -e
sed 's/^/   /' "$OUT/lintian.txt"
[ "$rc" -eq 0 ] || fail "lintian reported errors"
# Every warning lintian gives must be one packaging/README.md explains.
unexplained=$(sed -n 's/^W: [^ ]*: \([a-z0-9-]*\).*/\1/p' "$OUT/lintian.txt" | sort -u |
    while read -r tag; do grep -q "\`$tag\`" packaging/README.md || echo "$tag"; done)
[ -z "$unexplained" ] || fail "lintian warnings not explained in packaging/README.md: $unexplained"
echo "   $(grep -c '^E:' "$OUT/lintian.txt" || true) errors, $(grep -c '^W:' "$OUT/lintian.txt" || true) warnings (overrides: packaging/README.md)"

[ "$INSTALL" = 1 ] || { echo "OK: $ROOT/$DEB (not installed: --no-install)"; exit 0; }

# --- install with apt, run, remove --------------------------------------------------------
SUDO=
if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || fail "installing needs root or sudo (or use --no-install)"
    SUDO=sudo
fi
if dpkg-query -W -f='${Status}' "$NAME" 2>/dev/null | grep -q "installed"; then
    fail "$NAME is already installed here; remove it first (this check installs and removes it)"
fi
WORK=$(mktemp -d)
cleanup() {
    if dpkg-query -W -f='${Status}' "$NAME" 2>/dev/null | grep -q "installed"; then
        $SUDO apt-get remove -y -q "$NAME" >/dev/null 2>&1 || true
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT
echo "== apt install ./$DEB"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$ROOT/$DEB" >"$WORK/apt.log" 2>&1 \
    || { cat "$WORK/apt.log" >&2; fail "apt install"; }
dpkg-query -L "$NAME" >"$WORK/files.txt"
echo "   installed $(wc -l <"$WORK/files.txt") paths; $(command -v $NAME) -> $(readlink -f "$(command -v $NAME)")"

export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/.config XDG_DATA_HOME=$WORK/home/.local/share
export XDG_CACHE_HOME=$WORK/home/.cache QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"
# The menu entry, as a launcher runs it: its Exec line without field codes, found on the
# PATH, on an X11 display (Xvfb when there is none) as a desktop session would give it.
entry=/usr/share/applications/$APP_ID.desktop
[ -f "$entry" ] || fail "no menu entry at $entry"
exec_line=$(sed -n 's/^Exec=//p' "$entry" | sed 's/ %[fFuU]//g')
icon=$(sed -n 's/^Icon=//p' "$entry")
for size in 48x48 scalable; do
    ls /usr/share/icons/hicolor/$size/apps/"$icon".* >/dev/null 2>&1 \
        || fail "the menu entry's icon $icon is not installed in hicolor/$size"
done
grep -qx "MimeType=application/x-yahtzee-desktop-game;" "$entry" || fail "the menu entry takes no saved games"
if command -v update-mime-database >/dev/null; then  # shared-mime-info's dpkg trigger ran
    grep -q "application/x-yahtzee-desktop-game:\*.yahtzee.json" /usr/share/mime/globs2 \
        || fail "the saved games' MIME type is not in /usr/share/mime after apt install"
    echo "== *.yahtzee.json files are application/x-yahtzee-desktop-game, opened by the menu entry"
fi
if [ -n "${DISPLAY:-}" ]; then
    launch=(env QT_QPA_PLATFORM=xcb) how="on X11, display $DISPLAY"
elif command -v xvfb-run >/dev/null; then
    launch=(xvfb-run -a -s "-screen 0 1366x768x24" env QT_QPA_PLATFORM=xcb) how="on X11 under Xvfb"
else
    launch=(env) how="offscreen (no display, no xvfb-run)"
fi
set +e
YAHTZEE_DESKTOP_SMOKE_TEST=1 "${launch[@]}" timeout 20 sh -c "$exec_line" >"$WORK/menu.log" 2>&1
rc=$?
set -e
[ "$rc" -eq 0 ] || { cat "$WORK/menu.log" >&2; fail "the menu entry's Exec ($exec_line) ended with $rc"; }
echo "== the menu entry's Exec ($exec_line) started the app $how and it quit cleanly; icon $icon installed"
bash packaging/linux/smoke-test.sh "$NAME" "$VERSION" "$WORK"
page=$(MANWIDTH=80 man -P cat "$NAME" 2>/dev/null || true)
for word in "print rules" "solve" "yahtzee-desktop"; do
    grep -q -- "$word" <<<"$page" || fail "man $NAME does not show the page (no '$word')"
done
echo "== man $NAME shows the page ($(wc -l <<<"$page") lines, with print and solve)"

echo "== apt remove $NAME"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q "$NAME" >"$WORK/apt.log" 2>&1 \
    || { cat "$WORK/apt.log" >&2; fail "apt remove"; }
# Files and links of the package must be gone; a folder may stay only where another
# package owns it too (/usr/share/icons/hicolor/48x48/apps...).
left=$(while read -r p; do
           if [ "$p" = "/." ]; then
               continue  # dpkg -L lists the root first
           elif [ -d "$p" ] && [ ! -L "$p" ]; then
               dpkg-query -S "$p" >/dev/null 2>&1 || echo "$p/"
           elif [ -e "$p" ] || [ -L "$p" ]; then
               echo "$p"
           fi
       done <"$WORK/files.txt"; true)
[ ! -e "/usr/lib/$NAME" ] || left="$left /usr/lib/$NAME"
[ -z "$left" ] || { echo "$left" >&2; fail "files of the package are left after apt remove"; }
status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$NAME" 2>/dev/null || true)
case $status in ""|un*) ;; *) fail "dpkg still knows $NAME after removal (status '$status')" ;; esac
[ -n "$(find "$XDG_DATA_HOME" -name autosave.jsonl)" ] || fail "the player's games went with the package"
echo "== removed: none of the $(wc -l <"$WORK/files.txt") paths left (folders only where other packages own them); the player's own games stay in their home"
echo "OK: $ROOT/$DEB"
