#!/usr/bin/env bash
# Installs Yahtzee Desktop from this folder (the unpacked .tar.xz download), for you or
# for everyone, with its menu entry, icon, AppStream metainfo and the saved games' type
# (a double-click on a *.yahtzee.json opens the app). It first checks that the system
# has every library the app needs, and names the packages to install when not.
#   ./install.sh                  # for you, in ~/.local (no root needed)
#   sudo ./install.sh /usr/local  # for everyone
#   ./install.sh --uninstall [PREFIX]
#   ./install.sh --check          # only check the libraries
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
APP_ID=io.github.yahtzee_desktop.YahtzeeDesktop
NAME=yahtzee-desktop
ACTION=install
case ${1:-} in
    --uninstall) ACTION=uninstall; shift ;;
    --check) ACTION=check; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
esac
PREFIX=${1:-$HOME/.local}
BUNDLE=$HERE/$NAME
SHARE=$PREFIX/share

refresh() {  # the desktop's caches, where their tools exist
    command -v update-mime-database >/dev/null && update-mime-database "$SHARE/mime" >/dev/null 2>&1 || true
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$SHARE/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" 2>/dev/null || true
}

files() {  # every path this script installs, relative to PREFIX
    echo "lib/$NAME"
    echo "bin/$NAME"
    echo "share/applications/$APP_ID.desktop"
    echo "share/metainfo/$APP_ID.metainfo.xml"
    echo "share/mime/packages/$APP_ID.xml"
    (cd "$HERE/share" && find icons -type f | sed 's|^|share/|')
}

if [ "$ACTION" = uninstall ]; then
    files | while read -r f; do rm -rf "${PREFIX:?}/$f"; done
    refresh
    echo "Yahtzee Desktop removed from $PREFIX (your games and settings are kept)."
    exit 0
fi

# --- the libraries the app links against, found on this system? ---------------------
missing=$(
    find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' -o -name "$NAME" \) \
        -not -name 'libqgtk3.so' | while read -r f; do
        [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = "177ELF" ] || continue
        LD_LIBRARY_PATH=$BUNDLE/_internal:$BUNDLE/_internal/PySide6/Qt/lib ldd "$f" 2>/dev/null |
            sed -n 's/^[[:space:]]*\([^ ]*\) => not found.*/\1/p'
    done | sort -u)
if [ -n "$missing" ]; then
    pkgs=$(while read -r lib; do
               awk -v l="$lib" '$1 == l {print $2}' "$HERE/libraries.txt"
           done <<<"$missing" | sort -u | paste -sd' ')
    echo "This system lacks libraries Yahtzee Desktop needs:" >&2
    sed 's/^/  /' <<<"$missing" >&2
    if [ -n "$pkgs" ]; then
        echo "On Debian or Ubuntu, install them with:" >&2
        echo "  sudo apt install $pkgs" >&2
    fi
    echo "(Other distributions name these packages differently; libraries.txt lists them all.)" >&2
    exit 1
fi
echo "== every library the app needs is on this system"
[ "$ACTION" = check ] && exit 0

# --- install -----------------------------------------------------------------------
rm -rf "${PREFIX:?}/lib/$NAME"
mkdir -p "$PREFIX/lib" "$PREFIX/bin"
cp -a "$BUNDLE" "$PREFIX/lib/$NAME"
ln -sfn "$PREFIX/lib/$NAME/$NAME" "$PREFIX/bin/$NAME"
(cd "$HERE/share" && find . -type f) | while read -r f; do
    install -D -m 644 "$HERE/share/$f" "$SHARE/$f"
done
# The menu entry starts the installed program even when PREFIX/bin is not on PATH.
sed -i "s|^Exec=$NAME |Exec=\"$PREFIX/bin/$NAME\" |; s|^TryExec=$NAME\$|TryExec=$PREFIX/bin/$NAME|" \
    "$SHARE/applications/$APP_ID.desktop"
refresh
echo "Yahtzee Desktop installed in $PREFIX: find it in your menu, or run $PREFIX/bin/$NAME"
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "($PREFIX/bin is not on your PATH)";; esac
