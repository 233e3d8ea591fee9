#!/usr/bin/env bash
# The seeded monkey test (Tests/EndToEnd/monkey.py) against the binary. Run it under
# a display (scripts/with-display.sh bash Tests/EndToEnd/monkey.sh ...): each demo
# window then gets its own private session and accessibility buses, as
# Tests/EndToEnd/e2e.sh does with dbus-run-session; Debian's own Python has pyatspi.
set -euo pipefail
binary="${1:?usage: monkey.sh PATH/TO/MedalCount [--seed S] [--events N] [--demo NAME] [--minimize] [--keep-going]}"
shift
: "${DISPLAY:?monkey.sh needs a display: run it under scripts/with-display.sh}"
here="$(cd "$(dirname "$0")/../.." && pwd)"
exec /usr/bin/python3 "$here/Tests/EndToEnd/monkey.py" "$binary" "$@"
