#!/usr/bin/env bash
# Runs a command under a private headless Weston (a Wayland compositor with no
# screen), started here and stopped when the command ends: the Wayland
# counterpart of with-display.sh. Weston gets its own fresh XDG_RUNTIME_DIR,
# where its socket lives, so runs side by side never meet. The command sees
# WAYLAND_DISPLAY and GDK_BACKEND=wayland, and no DISPLAY, so GTK cannot fall
# back to X without failing. Its exit status is the script's.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: with-wayland.sh COMMAND [ARGUMENT...]" >&2
  exit 2
fi

runtime="$(mktemp -d "${TMPDIR:-/tmp}/medalcount-wayland.XXXXXX")"
chmod 700 "$runtime"
socket=wayland-medalcount
log="$runtime/weston.log"
weston=""

cleanup() {
  if [ -n "$weston" ]; then
    kill "$weston" 2>/dev/null || true
    wait "$weston" 2>/dev/null || true
  fi
  rm -rf "$runtime"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --no-config: no weston.ini from the home folder; --idle-time=0: never blank.
XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket="$socket" \
  --no-config --idle-time=0 --width=1280 --height=800 >"$log" 2>&1 &
weston=$!

started=""
for _ in $(seq 200); do
  if [ -S "$runtime/$socket" ]; then started=1; break; fi
  kill -0 "$weston" 2>/dev/null || break
  sleep 0.05
done
if [ -z "$started" ]; then
  if kill -0 "$weston" 2>/dev/null; then
    echo "with-wayland.sh: weston did not open its socket $runtime/$socket in 10 seconds; its log:" >&2
  else
    echo "with-wayland.sh: weston exited before opening its socket; its log:" >&2
  fi
  cat "$log" >&2
  exit 1
fi

status=0
env -u DISPLAY XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" GDK_BACKEND=wayland "$@" || status=$?
if ! kill -0 "$weston" 2>/dev/null; then
  echo "with-wayland.sh: weston exited while the command ran; its log:" >&2
  cat "$log" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
