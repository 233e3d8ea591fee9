#!/usr/bin/env bash
# Validates what software centres and desktops read: the AppStream metainfo
# (appstreamcli, offline: no errors and no warnings; pedantic hints and infos
# are printed but allowed) and the .desktop file as `make install` writes it
# (desktop-file-validate). Quick, so scripts/test.sh runs it first.
set -euo pipefail
cd "$(dirname "$0")/.."
app_id=io.github.medalcount.MedalCount
status=0

# The translated files, as make install writes them (scripts/po.sh adds every
# language's texts to the metainfo, Name and Comment to the desktop file).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
bash scripts/po.sh build "$scratch/locale" "$scratch" >/dev/null
metainfo="$scratch/$app_id.metainfo.xml"
if report="$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1)"; then :; else status=1; fi
echo "$report"
# Every issue line starts with its severity: E error, W warning, I info, P pedantic.
if grep -qE '^[EW]: ' <<<"$report"; then
  echo "validate-metadata: $metainfo has errors or warnings" >&2
  status=1
fi

desktop="$scratch/$app_id.desktop"
sed "s|@BINDIR@|/usr/bin|" "$scratch/$app_id.desktop.in" > "$desktop"
# desktop-file-validate prints nothing for a clean file; any line is a finding.
findings="$(desktop-file-validate "$desktop" 2>&1)" || status=1
if [ -n "$findings" ]; then
  echo "$findings"
  echo "validate-metadata: the desktop file made from data/$app_id.desktop.in has findings" >&2
  status=1
fi

# Each screenshot the metainfo points at (this repository's main branch) is
# a picture in it; data/screenshots/ holds them, taken of the real window
# under Xvfb.
while IFS= read -r url; do
  file="${url#*/raw/main/}"
  if [ "$file" = "$url" ] || [ ! -f "$file" ] || ! identify -format '%m' "$file" 2>/dev/null | grep -qx PNG; then
    echo "validate-metadata: the screenshot $url is not a PNG file of this repository" >&2
    status=1
  fi
done < <(grep -o '<image>[^<]*</image>' "data/$app_id.metainfo.xml" | sed 's|</*image>||g')

if [ "$status" -eq 0 ]; then echo "validate-metadata: $metainfo and the .desktop file are valid"; fi
exit "$status"
