#!/usr/bin/env bash
# Collect every translatable string of the app into resources/translations/yahtzee_desktop_fr.ts
# (existing translations are kept; strings no longer in the code are dropped), then compile
# every .ts catalogue of that folder to .qm. printing/ has its own catalogue (printing_fr.ts),
# maintained with the printing module, so it is left out of the app's.
# After running, translate the entries lupdate marked "unfinished" (pyside6-linguist, or by
# hand in the .ts), then run this script again to compile them.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
TS_DIR=resources/translations

mapfile -t SOURCES < <(find yahtzee_desktop -name '*.py' -not -path 'yahtzee_desktop/printing/*' \
    -not -path '*/__pycache__/*' | sort)
"$BIN/pyside6-lupdate" -locations none -no-obsolete "${SOURCES[@]}" -ts "$TS_DIR/yahtzee_desktop_fr.ts"

for ts in "$TS_DIR"/*.ts; do
    "$BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
