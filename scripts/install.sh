#!/usr/bin/env bash
# Installs the binary (which carries the stylesheet, the pictures and the
# herbs' data: data/io.github.medalcount.MedalCount.gresource.xml), games.json, the translations, the
# GSettings schema, the desktop file, the AppStream metainfo and the icons
# (full colour and symbolic) under PREFIX, staged under DESTDIR when it is set (packaging).
set -euo pipefail
prefix="$1"
binary="$2"
cd "$(dirname "$0")/.."
app_id=io.github.medalcount.MedalCount
root="${DESTDIR:-}$prefix"
share="$root/share/medalcount"

install -Dm755 "$binary" "$root/bin/MedalCount"
rm -rf "$share/Resources" "$share/data"
# The one data file kept on disk, meant to be replaceable.
install -Dm644 data/games.json "$share/data/games.json"
install -Dm644 "Resources/icons/hicolor/scalable/apps/$app_id.svg" "$root/share/icons/hicolor/scalable/apps/$app_id.svg"
# The catalogs (share/locale/LANG/LC_MESSAGES/medalcount.mo), and the desktop
# file's template with every language's Name and Comment.
bash scripts/po.sh build "$root/share/locale"
# The GSettings schema, compiled where the app looks for it (beside its share folder).
bash scripts/schemas.sh "$root/share/glib-2.0/schemas"
install -Dm644 "Resources/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
  "$root/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
# Translated by scripts/po.sh build, above.
install -Dm644 ".build/$app_id.metainfo.xml" "$root/share/metainfo/$app_id.metainfo.xml"
mkdir -p "$root/share/applications"
# The desktop file names the binary where it runs, not where it was staged.
sed "s|@BINDIR@|$prefix/bin|" ".build/$app_id.desktop.in" > "$root/share/applications/$app_id.desktop"
echo "Installed Medal Count under $root"
