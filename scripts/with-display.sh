#!/usr/bin/env bash
# Runs a command with a display: the current one if DISPLAY is set and
# answers, else a private Xvfb started here and stopped when the command ends.
# Tests set MEDALCOUNT_FORCE_XVFB=1 to always use a fresh, predictable screen;
# MEDALCOUNT_XVFB_SCREEN sets its size (default 1280x800x24; a GDK_SCALE=2
# run wants 2560x1600x24).
set -euo pipefail

if [ -n "${DISPLAY:-}" ] && [ -z "${MEDALCOUNT_FORCE_XVFB:-}" ] && xdpyinfo >/dev/null 2>&1; then
  exec "$@"
fi

# Xvfb picks a free display number itself (-displayfd) and writes it once it
# listens: two runs at once, even from mount namespaces that do not share /tmp,
# never take the same number. Its own output goes to a log, shown if it fails.
dir="$(mktemp -d "${TMPDIR:-/tmp}/medalcount-xvfb.XXXXXX")"
Xvfb -displayfd 3 -screen 0 "${MEDALCOUNT_XVFB_SCREEN:-1280x800x24}" -noreset -nolisten tcp \
  3>"$dir/display" >"$dir/log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; rm -rf "$dir"' EXIT
number=""
for _ in $(seq 200); do
  if grep -q . "$dir/display" 2>/dev/null; then number="$(tr -dc 0-9 <"$dir/display")"; break; fi
  if ! kill -0 "$xvfb" 2>/dev/null; then
    echo "with-display.sh: Xvfb exited before it took a display; its output:" >&2
    cat "$dir/log" >&2
    exit 1
  fi
  sleep 0.05
done
if [ -z "$number" ]; then
  echo "with-display.sh: Xvfb took no display in 10 seconds; its output:" >&2
  cat "$dir/log" >&2
  exit 1
fi
export DISPLAY=":$number"
# Whoever runs on it may move its pointer (RealPointer in the GTK tests).
export MEDALCOUNT_PRIVATE_DISPLAY=1
"$@"
