#!/usr/bin/env bash
# End-to-end: drives the real MedalCount binary on the current display with
# xdotool, reads it through AT-SPI, and saves screenshots in artifacts/e2e/.
set -euo pipefail
binary="${1:?usage: e2e.sh PATH/TO/MedalCount}"
here="$(cd "$(dirname "$0")/../.." && pwd)"
out="${E2E_OUT:-$here/artifacts/e2e}"
mkdir -p "$out"
# Started from E2E_CWD when given (an installed copy must run from anywhere).
cd "${E2E_CWD:-$here}"
# A private session bus for the accessibility bus; Debian's own Python has pyatspi.
exec dbus-run-session -- /usr/bin/python3 "$here/Tests/EndToEnd/e2e.py" "$binary" "$out"
