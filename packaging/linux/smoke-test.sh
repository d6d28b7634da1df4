#!/usr/bin/env bash
# Proves a built or installed app works: used by scripts/build-bundle.sh (on the bundle)
# and scripts/build-deb.sh (on /usr/bin/yahtzee-desktop after `apt install`).
#   bash packaging/linux/smoke-test.sh COMMAND VERSION WORKDIR [SECONDS]
# The caller points HOME and the XDG folders at a throw-away place under WORKDIR.
set -euo pipefail
CMD=$1 VERSION=$2 WORK=$3 SECONDS_MAX=${4:-20}
fail() { echo "FAIL: $*" >&2; exit 1; }
now() { date +%s.%N; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(now)"; }

got=$("$CMD" --version)
[ "$got" = "yahtzee-desktop $VERSION" ] || fail "--version said '$got', expected 'yahtzee-desktop $VERSION'"
echo "== --version: $got"

t0=$(now)
"$CMD" print rules --rules yahtzee --lang fr -o "$WORK/rules-fr.pdf"
head -c 5 "$WORK/rules-fr.pdf" | grep -q '%PDF-' || fail "print rules wrote no PDF"
if command -v pdftotext >/dev/null; then
    pdftotext "$WORK/rules-fr.pdf" - | grep -q "feuille de marque" \
        || fail "the rules PDF is not in French (bundled .ts not found?)"
fi
echo "== print rules --lang fr: $(stat -c %s "$WORK/rules-fr.pdf") bytes in $(since "$t0")"

t0=$(now)
score=$("$CMD" solve --rules yahtzee --no-cache --quiet 2>"$WORK/solve.err")
case $score in *254.58*) ;; *) fail "solve printed '$score', expected 254.58…" ;; esac
# Nothing on stderr: the solver's helper and multiprocessing's resource tracker run this
# same executable, and one the launcher did not recognise printed a usage error here.
[ ! -s "$WORK/solve.err" ] || { cat "$WORK/solve.err" >&2; fail "solve wrote to stderr"; }
echo "== solve (the coach's NumPy solver): $score in $(since "$t0")"

t0=$(now)
set +e
YAHTZEE_DESKTOP_BUNDLE_CHECK=1 QT_QPA_PLATFORM=offscreen timeout 120 "$CMD" >"$WORK/check.log" 2>&1
rc=$?
set -e
sed 's/^/   /' "$WORK/check.log" | grep -E "^   (ok|FAIL|bundle check)"
[ "$rc" -eq 0 ] || { cat "$WORK/check.log" >&2; fail "the in-bundle check failed (code $rc)"; }
echo "== in-bundle check passed in $(since "$t0")"

gui() {  # platform, extra environment...
    local platform=$1; shift
    local log=$WORK/gui-$platform.log
    set +e
    env "$@" QT_QPA_PLATFORM="$platform" timeout "$SECONDS_MAX" "$CMD" >"$log" 2>&1
    local rc=$?
    set -e
    if [ "$rc" -ne 0 ]; then
        cat "$log" >&2
        fail "the GUI ($platform) ended with code $rc (124: it did not quit within $SECONDS_MAX s)"
    fi
    if grep -E "Traceback|Error|Could not load" "$log"; then fail "the GUI ($platform) logged an error"; fi
}

t0=$(now)
gui offscreen YAHTZEE_DESKTOP_SMOKE_TEST=1
find "${XDG_DATA_HOME:-$HOME/.local/share}" -name autosave.jsonl | grep -q . \
    || fail "the GUI wrote no autosave"
echo "== GUI (offscreen) started, wrote its autosave and quit cleanly in $(since "$t0")"

if [ -n "${DISPLAY:-}" ] || command -v xvfb-run >/dev/null; then
    t0=$(now)
    hook='{"resume": "no", "play": 20, "seed": 7, "interval": 20, "quit": true}'
    if [ -n "${DISPLAY:-}" ]; then
        gui xcb YAHTZEE_DESKTOP_TEST_HOOK="$hook"
    else
        XVFB="xvfb-run -a -s '-screen 0 1366x768x24'"
        set +e
        xvfb-run -a -s "-screen 0 1366x768x24" env YAHTZEE_DESKTOP_TEST_HOOK="$hook" \
            QT_QPA_PLATFORM=xcb timeout "$SECONDS_MAX" "$CMD" >"$WORK/gui-xcb.log" 2>&1
        rc=$?
        set -e
        [ "$rc" -eq 0 ] || { cat "$WORK/gui-xcb.log" >&2; fail "the GUI (xcb, $XVFB) ended with code $rc"; }
    fi
    grep -q '^DONE ' "$WORK/gui-xcb.log" || { cat "$WORK/gui-xcb.log" >&2; fail "the GUI (xcb) did not play"; }
    moves=$(grep -c '^DO ' "$WORK/gui-xcb.log")
    echo "== GUI (X11, xcb) played $moves moves through its widgets and quit in $(since "$t0")"
else
    echo "== GUI on X11 not tried (no DISPLAY and no xvfb-run)"
fi
