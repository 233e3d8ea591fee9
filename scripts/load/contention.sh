#!/usr/bin/env bash
# Builds scripts/load/contention.c when it is missing or older than its
# source, then runs it with the arguments given (contention.c says which).
# scripts/with-load.sh and `make test SLOW=1` start the load through it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$root/.build/load/contention"
source_file="$root/scripts/load/contention.c"
if [ ! -x "$binary" ] || [ "$source_file" -nt "$binary" ]; then
  mkdir -p "$(dirname "$binary")"
  cc -O2 -Wall -Wextra -Werror -o "$binary" "$source_file"
fi
exec "$binary" "$@"
