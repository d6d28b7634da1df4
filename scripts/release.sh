#!/usr/bin/env bash
# One command for a Linux release: the bundle, its archive and the .deb, each checked
# (scripts/build-bundle.sh, scripts/build-deb.sh), copied into dist/ with SHA256SUMS.
# The version is the one in yahtzee_desktop/__init__.py. --windows also builds and
# smoke-tests the Windows installer (scripts/build-windows.sh, slow); other options go to
# build-deb.sh (--no-install when this machine may not install packages). Works from a
# minimal Debian 12 (debootstrap --variant=minbase) as root: it installs what it needs.
#   bash scripts/release.sh [--windows] [--no-install]
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' yahtzee_desktop/__init__.py)  # before python3 exists
ARCHIVE=yahtzee-desktop-$VERSION-linux-x86_64.tar.xz
DEB=yahtzee-desktop_${VERSION}_amd64.deb
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
    echo "warning: the working tree has uncommitted changes; the release will contain them" >&2
fi
WINDOWS=0 DEB_ARGS=()
for arg in "$@"; do
    if [ "$arg" = --windows ]; then WINDOWS=1; else DEB_ARGS+=("$arg"); fi
done
SETUP=yahtzee-desktop-$VERSION-windows-x64-setup.exe
bash scripts/install-system-deps.sh --release  # a fresh machine gets the build tools
bash scripts/build-deb.sh "${DEB_ARGS[@]}"  # builds and checks the bundle and the archive first
mkdir -p dist
rm -f "dist/$ARCHIVE" "dist/$DEB" dist/SHA256SUMS
cp "build/archive/$ARCHIVE" "build/deb/$DEB" dist/
FILES=("$ARCHIVE" "$DEB")
if [ "$WINDOWS" = 1 ]; then
    bash scripts/build-windows.sh  # writes dist/$SETUP, then installs and tests it under Wine
    FILES+=("$SETUP")
fi
(cd dist && sha256sum "${FILES[@]}" >SHA256SUMS && sha256sum --quiet -c SHA256SUMS)
echo "== release $VERSION in dist/:"
(cd dist && ls -l "${FILES[@]}" SHA256SUMS && cat SHA256SUMS)
