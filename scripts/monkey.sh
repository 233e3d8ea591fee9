#!/usr/bin/env bash
# The seeded monkey test (scripts/monkey.py) against the binary, with a
# private session bus for the accessibility bus, as scripts/e2e.sh does.
# Run it under a display: scripts/with-display.sh bash scripts/monkey.sh ...
set -euo pipefail
binary="${1:?usage: monkey.sh PATH/TO/MedalCount [--seed S] [--events N] [--demo NAME] [--minimize]}"
shift
here="$(cd "$(dirname "$0")/.." && pwd)"
# The session bus (and the accessibility bus it starts) gets no DISPLAY, so
# that nothing of it outlives the run attached to the display; the monkey
# and the app it starts get it back.
display="${DISPLAY:?monkey.sh needs a display: run it under scripts/with-display.sh}"
# The buses' own chatter on stderr (activations, the fd limit, libatspi's
# note that GTK 4.8 has no cache interface) is left out; the rest goes on.
quiet='^dbus-daemon\[|^SpiRegistry daemon is running|dbind-WARNING \*\*: .*Error in GetItems|^$'
exec env -u DISPLAY dbus-run-session -- env DISPLAY="$display" /usr/bin/python3 "$here/scripts/monkey.py" "$binary" "$@" \
  > >(grep --line-buffered -Ev "$quiet") 2> >(grep --line-buffered -Ev "$quiet" >&2)
