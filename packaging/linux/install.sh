#!/usr/bin/env bash
# Installs a built bundle (build/dist/yahtzee-desktop, see scripts/build-bundle.sh) for one
# user or system-wide, with its menu entry, icons and AppStream metainfo.
#   bash packaging/linux/install.sh                 # into ~/.local
#   sudo bash packaging/linux/install.sh /usr/local # for everyone
#   DESTDIR=/tmp/stage bash packaging/linux/install.sh /usr   # for a distribution package
set -euo pipefail
cd "$(dirname "$0")/../.."
PREFIX=${1:-$HOME/.local}
DEST=${DESTDIR:-}$PREFIX
APP_ID=io.github.yahtzee_desktop.YahtzeeDesktop
BUNDLE=build/dist/yahtzee-desktop
[ -x "$BUNDLE/yahtzee-desktop" ] || { echo "no bundle: run scripts/build-bundle.sh first" >&2; exit 1; }

rm -rf "$DEST/lib/yahtzee-desktop"
mkdir -p "$DEST/lib" "$DEST/bin" "$DEST/share/applications" "$DEST/share/metainfo"
cp -a "$BUNDLE" "$DEST/lib/yahtzee-desktop"
ln -sfn "$PREFIX/lib/yahtzee-desktop/yahtzee-desktop" "$DEST/bin/yahtzee-desktop"
install -m 644 "packaging/linux/$APP_ID.desktop" "$DEST/share/applications/"
install -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$DEST/share/metainfo/"
install -D -m 644 "packaging/linux/$APP_ID.xml" "$DEST/share/mime/packages/$APP_ID.xml"
for png in resources/icons/hicolor/*/apps/yahtzee-desktop.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$DEST/share/icons/hicolor/$size/apps/$APP_ID.png"
done
install -D -m 644 resources/icons/yahtzee-desktop.svg \
    "$DEST/share/icons/hicolor/scalable/apps/$APP_ID.svg"
if [ -z "${DESTDIR:-}" ]; then
    command -v update-mime-database >/dev/null && update-mime-database "$DEST/share/mime" || true
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$DEST/share/applications" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DEST/share/icons/hicolor" || true
fi
echo "installed in $DEST (run: $PREFIX/bin/yahtzee-desktop)"
