#!/usr/bin/env bash
# Drops the Swift objects that were compiled against other C headers.
#
# SwiftPM recompiles a Swift file when the file changes, not when a header of a
# C module it imports changes: after an edit to GtkStage/Sources/CGtk/versions.h (or a
# GTK upgrade) the static inline functions compiled into the old objects stay
# (seen here: a style still set through GTK 4.8's property on GTK 4.24). So
# `make setup` keeps a checksum of every header under Sources/C*/ (the app's
# and GtkStage's) and of the
# GTK, GLib and librsvg versions in .build/c-headers.sum, and when it differs,
# removes the objects of the Swift targets (the C targets track their
# headers themselves), under every configuration and sanitizer scratch path.
set -euo pipefail
cd "$(dirname "$0")/.."
sum_file=.build/c-headers.sum
sum="$({
  find Sources GtkStage/Sources \( -path 'Sources/C*' -o -path 'GtkStage/Sources/C*' \) \( -name '*.h' -o -name '*.modulemap' \) -print0 |
    sort -z | xargs -0 sha256sum
  pkg-config --modversion gtk4 glib-2.0 librsvg-2.0 2>/dev/null || true
} | sha256sum | cut -d' ' -f1)"
if [ -f "$sum_file" ] && [ "$(cat "$sum_file")" = "$sum" ]; then exit 0; fi
# A differing sum, or none yet (a .build from before this script: its objects
# may be stale too; a new .build has none to drop).
# A Swift target's folder holds its output-file-map.json; .build/debian holds other roots' builds.
stale="$(find .build -path .build/debian -prune -o -name output-file-map.json -path '*.build/*' -print 2>/dev/null)"
if [ -n "$stale" ]; then
  echo "c-headers: the C headers, GTK or GLib changed; the Swift targets are compiled again"
  # Their objects and dependency records, not the folders: SwiftPM's cached
  # build plan expects each folder's output-file-map.json to stay.
  echo "$stale" | while read -r map; do
    find "$(dirname "$map")" -maxdepth 1 \( -name '*.o' -o -name '*.swiftdeps' -o -name '*.priors' \) -delete
  done
fi
mkdir -p .build
echo "$sum" >"$sum_file"
