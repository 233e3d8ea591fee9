#!/usr/bin/env bash
# What a blind user hears: each demo of APP opened with Orca running
# (scripts/orca.sh), walked with real keys, and what Orca says checked at each
# step (scripts/orca-walk.py), in English, German and Hebrew.
#
#   scripts/orca-walk.sh APP [LOCALE-DIR]
#
# LOCALE-DIR holds the app's catalogs (default .build/locale), read for the
# strings expected in each language. ORCA_WALK_LANGUAGES picks the languages
# (default "en de he"). Each run's logs go to artifacts/orca/LANGUAGE-DEMO/:
# speech.log is what Orca said, one utterance a line, "##" lines the keys.
set -euo pipefail
cd "$(dirname "$0")/.."
app="$1"
locale_dir="${2:-$PWD/.build/locale}"
out="$PWD/artifacts/orca"
rm -rf "$out"
mkdir -p "$out"

ORCA_WALK_GTK="$(pkg-config --modversion gtk4)"
export ORCA_WALK_GTK
declare -A locales=([en]=C.UTF-8 [de]=de_DE.UTF-8 [he]=he_IL.UTF-8)
failed=()
for language in ${ORCA_WALK_LANGUAGES:-en de he}; do
  for demo in medal-count swipe-navigation beginner-cook; do
    dir="$out/$language-$demo"
    for attempt in 1 2; do
      status=0
      LANG="${locales[$language]}" LC_ALL="${locales[$language]}" LANGUAGE="" ORCA_DIR="$dir" \
        ORCA_DRIVER="/usr/bin/python3 '$PWD/scripts/orca-walk.py' '$demo' '$locale_dir' '$language'" \
        bash scripts/orca.sh "$app" --demo="$demo" 2>"$dir.err" || status=$?
      # 3: the window's opening went unheard for GTK's inverted "showing"
      # state (orca-walk.py); once more, as a user would open it again.
      if [ "$status" -ne 3 ] || [ "$attempt" -eq 2 ]; then break; fi
      echo "orca-walk: $language $demo: again (see $dir.err)"
      mv "$dir" "$dir.first"
    done
    grep -v "^orca.sh: " "$dir.err" >&2 || true
    [ "$status" -eq 0 ] || failed+=("$language $demo (speech: $dir/speech.log)")
  done
done
if ((${#failed[@]})); then
  printf 'orca-walk: failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "orca-walk: every check held; what Orca said is in $out/*/speech.log"
