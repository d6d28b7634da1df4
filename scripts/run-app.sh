#!/usr/bin/env bash
# One command: installs what the app needs (system packages and a venv) and starts it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -c constraints.txt -e .
# The official rules' tables, with the moments the win chances read and each computer
# level's own, built here once at full speed (about a minute; later runs only check them)
# in the folder the app reads: the app's first hint and first chances then never wait.
# The app's own builds run at idle priority, which a busy machine starves for minutes, and
# a checkout ships no tables (scripts/pack-tables.py packs them for the releases).
.venv/bin/yahtzee-desktop solve --rules yahtzee --moments --levels >/dev/null ||
    echo "The coach's tables could not be prepared now: the app builds them in the background." >&2
exec .venv/bin/yahtzee-desktop "$@"
