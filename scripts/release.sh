#!/usr/bin/env bash
# One command for a Linux release: the bundle, its archive and the .deb, each checked
# (scripts/build-bundle.sh, scripts/build-deb.sh), copied into dist/ with SHA256SUMS.
# The version is the one in yahtzee_desktop/__init__.py. Options go to build-deb.sh
# (--no-install when this machine may not install packages).
#   bash scripts/release.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=$(python3 -c 'import re; print(re.search(r"__version__ = \"(.+)\"", open("yahtzee_desktop/__init__.py").read())[1])')
ARCHIVE=yahtzee-desktop-$VERSION-linux-x86_64.tar.xz
DEB=yahtzee-desktop_${VERSION}_amd64.deb
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
    echo "warning: the working tree has uncommitted changes; the release will contain them" >&2
fi
bash scripts/install-system-deps.sh --release  # a fresh machine gets the build tools
bash scripts/build-deb.sh "$@"  # builds and checks the bundle and the archive first
mkdir -p dist
rm -f "dist/$ARCHIVE" "dist/$DEB" dist/SHA256SUMS
cp "build/archive/$ARCHIVE" "build/deb/$DEB" dist/
(cd dist && sha256sum "$ARCHIVE" "$DEB" >SHA256SUMS && sha256sum --quiet -c SHA256SUMS)
echo "== release $VERSION in dist/:"
(cd dist && ls -l "$ARCHIVE" "$DEB" SHA256SUMS && cat SHA256SUMS)
