#!/usr/bin/env bash
# Installs the binary, every data file, the resources, the desktop file, the
# AppStream metainfo and the icons (full colour and symbolic) under PREFIX, staged under DESTDIR when it is set (packaging).
set -euo pipefail
prefix="$1"
binary="$2"
cd "$(dirname "$0")/.."
app_id=io.github.medalcount.MedalCount
root="${DESTDIR:-}$prefix"
share="$root/share/medalcount"

install -Dm755 "$binary" "$root/bin/MedalCount"
rm -rf "$share/Resources" "$share/data"
mkdir -p "$share/data"
cp -R Resources "$share/Resources"
# Every data file the app reads (games.json, herbs.json, ...), not a list
# that can forget one.
for file in data/*.json; do
  install -Dm644 "$file" "$share/$file"
done
install -Dm644 "Resources/icons/hicolor/scalable/apps/$app_id.svg" "$root/share/icons/hicolor/scalable/apps/$app_id.svg"
install -Dm644 "Resources/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
  "$root/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
install -Dm644 "data/$app_id.metainfo.xml" "$root/share/metainfo/$app_id.metainfo.xml"
mkdir -p "$root/share/applications"
# The desktop file names the binary where it runs, not where it was staged.
sed "s|@BINDIR@|$prefix/bin|" "data/$app_id.desktop.in" > "$root/share/applications/$app_id.desktop"
echo "Installed Medal Count under $root"
