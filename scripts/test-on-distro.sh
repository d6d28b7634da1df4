#!/usr/bin/env bash
# Runs the README's test command (bash scripts/run-tests.sh) inside a minimal Debian
# chroot, with that distribution's own python3: the README promises Debian 12+, and
# CPython patch releases differ (issue 24: Debian 12's 3.11.2 is not this machine's 3.11.x).
#
#   bash scripts/test-on-distro.sh bookworm     # Debian 12, python3 3.11.2
#   bash scripts/test-on-distro.sh trixie       # Debian 13, python3 3.13
#
# The chroot is built once with debootstrap (--variant=minbase) from Debian's archive and
# kept in $YAHTZEE_CHROOTS (default /var/cache/yahtzee-desktop/chroots); each run copies
# the checkout's files (tracked and untracked, not ignored: no .venv) into a fresh folder
# inside it. Needs root (or sudo). Slow (minutes): not part of .ci/run.
set -euo pipefail
dist=${1:?usage: test-on-distro.sh bookworm|trixie [pytest args...]}
shift
case "$dist" in bookworm | trixie | sid | forky) ;; *) echo "unknown distribution: $dist" >&2; exit 2 ;; esac
cd "$(dirname "$0")/.."
top=$PWD
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
base=${YAHTZEE_CHROOTS:-/var/cache/yahtzee-desktop/chroots}
root="$base/$dist"

if ! command -v debootstrap >/dev/null; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends debootstrap
fi
if [ ! -e "$root/.complete" ]; then
  echo "== building a minimal $dist in $root"
  $SUDO rm -rf "$root"
  $SUDO mkdir -p "$root"
  $SUDO debootstrap --variant=minbase --include=ca-certificates "$dist" "$root" "$mirror"
  $SUDO touch "$root/.complete"
fi

# What the host trusts and how it reaches the archive and PyPI (a proxy's own CA, say).
$SUDO cp /etc/resolv.conf "$root/etc/resolv.conf"
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  $SUDO mkdir -p "$root/usr/local/share/ca-certificates"
  $SUDO cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  $SUDO chroot "$root" update-ca-certificates >/dev/null 2>&1 || true
fi

mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do $SUDO umount -l "${mounted[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
mount_in() { # type-or-bind source target
  $SUDO mkdir -p "$root$3"
  if [ "$1" = bind ]; then $SUDO mount --bind "$2" "$root$3"; else $SUDO mount -t "$1" "$2" "$root$3"; fi
  mounted+=("$root$3")
}
mount_in proc proc /proc
mount_in sysfs sys /sys
mount_in bind /dev /dev
mount_in devpts devpts /dev/pts
mount_in tmpfs tmpfs /dev/shm
mount_in tmpfs tmpfs /tmp

work=/root/yahtzee-desktop
$SUDO rm -rf "$root$work"
$SUDO mkdir -p "$root$work"
git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - | $SUDO tar -C "$root$work" -xf -

echo "== $dist: $($SUDO chroot "$root" sh -c '. /etc/os-release; echo "$PRETTY_NAME"'); running bash scripts/run-tests.sh"
set +e
$SUDO chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  bash -c "cd $work && python3 --version 2>/dev/null; bash scripts/run-tests.sh $(printf '%q ' "$@")"
rc=$?
set -e
echo "== $dist: bash scripts/run-tests.sh exited with $rc"
exit $rc
