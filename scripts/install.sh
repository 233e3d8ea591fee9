#!/usr/bin/env bash
# Installs the binary, data, resources, desktop file and icon under PREFIX.
set -euo pipefail
prefix="$1"
binary="$2"
cd "$(dirname "$0")/.."
app_id=io.github.medalcount.MedalCount
share="$prefix/share/medalcount"

install -Dm755 "$binary" "$prefix/bin/MedalCount"
mkdir -p "$share"
rm -rf "$share/Resources" "$share/data"
cp -R Resources "$share/Resources"
install -Dm644 data/games.json "$share/data/games.json"
install -Dm644 "Resources/icons/hicolor/scalable/apps/$app_id.svg" "$prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
mkdir -p "$prefix/share/applications"
sed "s|@BINDIR@|$prefix/bin|" "data/$app_id.desktop.in" > "$prefix/share/applications/$app_id.desktop"
echo "Installed Medal Count under $prefix"
