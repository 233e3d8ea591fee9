#!/usr/bin/env bash
# Compiles what the binary carries (data/io.github.medalcount.MedalCount.gresource.xml)
# into .build/resources/medalcount.gresource, which Sources/CResources embeds
# with #embed. `make build`, `make test`, `make bench` and `make install` run it
# before SwiftPM builds; it rewrites the file only when the bundle changes, so
# an unchanged bundle does not rebuild the app.
# `scripts/resources.sh check`: every file under Resources/ that the app uses
# is listed (all but the icons' sources, which are listed under an alias).
set -euo pipefail
cd "$(dirname "$0")/.."
manifest=data/io.github.medalcount.MedalCount.gresource.xml
out=.build/resources/medalcount.gresource

if [ "${1:-}" = check ]; then
  missing=0
  while IFS= read -r file; do
    name="${file#Resources/}"
    case "$name" in icons/*) continue ;; esac
    grep -q "<file>$name</file>" "$manifest" || { echo "resources: $file is not in $manifest" >&2; missing=1; }
  done < <(find Resources -type f | sort)
  exit "$missing"
fi

mkdir -p "$(dirname "$out")"
glib-compile-resources --sourcedir=Resources --sourcedir=data --target="$out.new" "$manifest"
if cmp -s "$out.new" "$out"; then rm "$out.new"; else mv "$out.new" "$out"; fi
