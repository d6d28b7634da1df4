#!/usr/bin/env bash
# One command: installs everything (system packages, a venv with the project and
# its test tools) and runs the whole check: ruff (lint and format), mypy --strict on the
# core, pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -c constraints.txt -e '.[test]'
export QT_QPA_PLATFORM=offscreen
echo "== ruff"; .venv/bin/ruff check yahtzee_desktop tests benchmarks scripts packaging
.venv/bin/ruff format --check yahtzee_desktop tests benchmarks scripts packaging
echo "== mypy"; .venv/bin/mypy yahtzee_desktop
# Two test processes (pytest-xdist), a file each at a time: the suite took 13 minutes in
# one on a 2-core machine. PYTEST_WORKERS=0 runs it in this one process.
echo "== pytest"; .venv/bin/python -m pytest -n "${PYTEST_WORKERS:-2}" --dist loadfile "$@"
