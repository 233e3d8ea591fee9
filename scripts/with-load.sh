#!/usr/bin/env bash
# Runs a command beside a competing load of the project's own
# (scripts/load/contention.c: one CPU-bound and one memory-bound worker by
# default, on the same cores), standing in for a machine half as fast. The
# load stops when the command ends, and by itself if this script dies.
#
#   scripts/with-load.sh [--cpu N] [--memory N] -- COMMAND [ARGS...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
load_args=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  load_args+=("$1")
  shift
done
if [ $# -eq 0 ]; then
  echo "usage: with-load.sh [--cpu N] [--memory N] -- COMMAND [ARGS...]" >&2
  exit 2
fi
shift

bash "$root/scripts/load/contention.sh" "${load_args[@]}" &
load=$!
trap 'kill "$load" 2>/dev/null || true; wait "$load" 2>/dev/null || true' EXIT
status=0
"$@" || status=$?
exit "$status"
