#!/usr/bin/env bash
# GtkStage's public API (the GtkStage module and the Presentation core it
# re-exports) against the record in GtkStage/api/GtkStage.api, read with the
# toolchain's swift-api-digester from the modules a debug build of the
# GtkStage package made (.build/gtkstage, where `make test` builds it).
#   bash scripts/api-check.sh          fails if the API changed (make test runs it)
#   bash scripts/api-check.sh update   records it, once GtkStage/CHANGELOG.md says what changed
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 scripts/api-check.py selftest
SWIFT="${SWIFT:-swift}"
DIGESTER="${DIGESTER:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/swift-api-digester}"
export PKG_CONFIG_PATH="$PWD/.build/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
library=(--package-path GtkStage --scratch-path .build/gtkstage)
"$SWIFT" build "${library[@]}" --target GtkStage >/dev/null
modules="$("$SWIFT" build "${library[@]}" --show-bin-path)/Modules"
clang=()
for flag in $(pkg-config --cflags gtk4); do clang+=(-Xcc "$flag"); done
dumps="$(mktemp -d)"
trap 'rm -rf "$dumps"' EXIT
for module in GtkStage Presentation; do
  # CGtkClip, the rounded clip in C, is found by the module map SwiftPM made for it.
  "$DIGESTER" -dump-sdk -module "$module" -I "$modules" -I GtkStage/Sources/CGtk -I GtkStage/Sources/CGtkClip/include \
    -Xcc -fmodule-map-file="$modules/../CGtkClip.build/module.modulemap" -target "$(uname -m)-unknown-linux-gnu" \
    "${clang[@]}" -o "$dumps/$module.json"
done
/usr/bin/python3 scripts/api-check.py "${1:-check}" "$dumps/GtkStage.json" "$dumps/Presentation.json"
