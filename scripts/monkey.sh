#!/usr/bin/env bash
# The seeded monkey test (scripts/monkey.py) against the binary, with a
# private session bus for the accessibility bus, as scripts/e2e.sh does.
# Run it under a display: scripts/with-display.sh bash scripts/monkey.sh ...
set -euo pipefail
binary="${1:?usage: monkey.sh PATH/TO/MedalCount [--seed S] [--events N] [--demo NAME] [--minimize]}"
shift
here="$(cd "$(dirname "$0")/.." && pwd)"
exec dbus-run-session -- /usr/bin/python3 "$here/scripts/monkey.py" "$binary" "$@"
