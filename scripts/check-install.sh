#!/usr/bin/env bash
# Checks an installed tree: games.json is there and nothing else of the
# source tree is needed (the rest is in the binary), the icons and the store metadata are where desktops look for them,
# and the desktop file starts the binary from where it will run.
# Usage: check-install.sh INSTALLED_ROOT PREFIX
set -euo pipefail
root="$1"
prefix="$2"
cd "$(dirname "$0")/.."
app_id=io.github.medalcount.MedalCount
missing=0
cmp -s data/games.json "$root/share/medalcount/data/games.json" ||
  { echo "install: data/games.json is missing or differs under $root/share/medalcount" >&2; missing=1; }
# What the binary carries is not installed beside it, and it names no folder of this machine's.
[ ! -e "$root/share/medalcount/Resources" ] || { echo "install: $root/share/medalcount/Resources should not be there" >&2; missing=1; }
if grep -q "$PWD/Resources" "$root/bin/MedalCount"; then
  echo "install: $root/bin/MedalCount names the build machine's $PWD/Resources" >&2
  missing=1
fi
[ -x "$root/bin/MedalCount" ] || { echo "install: no executable $root/bin/MedalCount" >&2; missing=1; }
for file in "icons/hicolor/scalable/apps/$app_id.svg" "icons/hicolor/symbolic/apps/$app_id-symbolic.svg"; do
  cmp -s "Resources/$file" "$root/share/$file" || { echo "install: $root/share/$file is missing or differs" >&2; missing=1; }
done
metainfo="$root/share/metainfo/$app_id.metainfo.xml"
grep -q "<id>$app_id</id>" "$metainfo" 2>/dev/null ||
  { echo "install: $metainfo is missing or is not the app's" >&2; missing=1; }
desktop="$root/share/applications/$app_id.desktop"
if ! grep -qx "Exec=$prefix/bin/MedalCount" "$desktop" 2>/dev/null; then
  echo "install: $desktop does not run $prefix/bin/MedalCount" >&2
  missing=1
fi
schemas="$root/share/glib-2.0/schemas"
[ -f "$schemas/$app_id.gschema.xml" ] && [ -f "$schemas/gschemas.compiled" ] || { echo "install: no compiled GSettings schema in $schemas" >&2; missing=1; }
for lang in $(grep -v '^#' po/LINGUAS); do
  [ -f "$root/share/locale/$lang/LC_MESSAGES/medalcount.mo" ] || { echo "install: no $lang catalog" >&2; missing=1; }
  grep -q "^Name\[$lang\]=" "$desktop" 2>/dev/null || { echo "install: $desktop has no $lang name" >&2; missing=1; }
  grep -q "xml:lang=\"$lang\"" "$metainfo" 2>/dev/null || { echo "install: $metainfo has no $lang text" >&2; missing=1; }
done
if [ "$missing" -ne 0 ]; then exit 1; fi
echo "install: every file is in place under $root"
