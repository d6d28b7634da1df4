#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Qt needs (offscreen and under X11) plus the
# tools the tests and screenshots use; with --release also what scripts/release.sh
# builds and checks with (PyInstaller's ELF tools, ICU's packager, dpkg-dev, lintian, man).
# Skips apt entirely when all are present.
set -euo pipefail
pkgs=(python3 python3-venv python3-pip
      libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libxcb-image0
      libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1
      xvfb xauth poppler-utils fonts-dejavu-core desktop-file-utils appstream
      # Fonts for names in every script, on paper (ReportLab embeds TrueType outlines
      # only) and on screen: Chinese/Japanese, Korean, Devanagari, Bengali, Gurmukhi and
      # Gujarati, monochrome emoji (about 25 MB installed; see packaging/README.md). Not
      # fonts-noto-core: its Noto Sans would become the desktop's default sans-serif
      # (fontconfig prefers it to DejaVu), so the screen tests would measure another font
      # than a machine without it; the app itself fits either (issue 30).
      fonts-droid-fallback fonts-nanum fonts-symbola
      fonts-lohit-deva fonts-lohit-beng-bengali fonts-lohit-guru fonts-lohit-gujr)
if [ "${1:-}" = --release ]; then
  # and the libraries of the optional Qt plugins (CUPS printing, Wayland) that the
  # build checks resolve and dpkg-shlibdeps names in Depends
  pkgs+=(patchelf binutils icu-devtools bc xz-utils dpkg-dev lintian man-db
        libcups2 libwayland-cursor0 libwayland-egl1)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# PyInstaller bundles the shared libpython; Debian's python3 has it in its own package
# (libpython3.11 on Debian 12), which python3 does not pull in. A Python built elsewhere
# (pyenv, python.org) carries its own: nothing to install then.
if [ "${1:-}" = --release ]; then
  py=$(readlink -f "$(command -v python3)")
  soname=$(python3 -c 'import sysconfig; print(sysconfig.get_config_var("INSTSONAME") or "")')
  libdir=$(python3 -c 'import sysconfig; print(sysconfig.get_config_var("LIBDIR") or "")')
  if dpkg -S "$py" >/dev/null 2>&1 && [ -n "$soname" ] && ! [ -e "$libdir/$soname" ] &&
     ! ldconfig -p | grep -q " $soname "; then
    pkg=libpython$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
    $SUDO apt-get install -y -qq --no-install-recommends "$pkg"
  fi
fi
