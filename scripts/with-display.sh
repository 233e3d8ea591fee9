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

number=90
while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do
  number=$((number + 1))
done
Xvfb ":$number" -screen 0 "${MEDALCOUNT_XVFB_SCREEN:-1280x800x24}" -noreset -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  [ -e "/tmp/.X11-unix/X$number" ] && break
  kill -0 "$xvfb" 2>/dev/null || { echo "Xvfb :$number did not start" >&2; exit 1; }
  sleep 0.05
done
export DISPLAY=":$number"
"$@"
