#!/usr/bin/env bash
# One command: installs what the app needs (system packages and a venv) and starts it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -c constraints.txt -e .
exec .venv/bin/yahtzee-desktop "$@"
