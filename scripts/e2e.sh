#!/usr/bin/env bash
# End-to-end: drives the real MedalCount binary on the current display with
# xdotool, reads it through AT-SPI, and saves screenshots in artifacts/e2e/.
set -euo pipefail
binary="${1:?usage: e2e.sh PATH/TO/MedalCount}"
cd "$(dirname "$0")/.."
out="${E2E_OUT:-artifacts/e2e}"
mkdir -p "$out"
# A private session bus for the accessibility bus; Debian's own Python has pyatspi.
exec dbus-run-session -- /usr/bin/python3 scripts/e2e.py "$binary" "$out"
