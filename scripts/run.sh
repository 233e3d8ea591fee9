#!/usr/bin/env bash
# Launches the built app; without a display it explains instead of failing obscurely.
set -euo pipefail
binary="$1"; shift
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "make run: no display (DISPLAY and WAYLAND_DISPLAY are unset)." >&2
  echo "Run it from a desktop session, or under Xvfb: scripts/with-display.sh $binary" >&2
  exit 1
fi
exec "$binary" "$@"
