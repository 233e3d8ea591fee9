#!/usr/bin/env bash
# What a blind user hears: each demo of APP opened with Orca running
# (scripts/orca.sh), walked with real keys, and what Orca says checked at each
# step (Tests/EndToEnd/orca-walk.py), in English, German and Hebrew.
#
#   Tests/EndToEnd/orca-walk.sh APP [LOCALE-DIR]
#
# LOCALE-DIR holds the app's catalogs (default .build/locale), read for the
# strings expected in each language. ORCA_WALK_LANGUAGES picks the languages
# (default "en de he"). Each run's logs go to artifacts/orca/LANGUAGE-DEMO/:
# speech.log is what Orca said, one utterance a line, "##" lines the keys.
set -euo pipefail
cd "$(dirname "$0")/../.."
app="$1"
locale_dir="${2:-$PWD/.build/locale}"
out="$PWD/artifacts/orca"
rm -rf "$out"
mkdir -p "$out"

declare -A locales=([en]=C.UTF-8 [de]=de_DE.UTF-8 [he]=he_IL.UTF-8)
failed=()
unwalked=()
retried=()
runs=0
for language in ${ORCA_WALK_LANGUAGES:-en de he}; do
  for demo in medal-count swipe-navigation beginner-cook; do
    dir="$out/$language-$demo"
    runs=$((runs + 1))
    failures=0
    for attempt in 1 2 3; do
      status=0
      LANG="${locales[$language]}" LC_ALL="${locales[$language]}" LANGUAGE="" ORCA_DIR="$dir" \
        ORCA_DRIVER="/usr/bin/python3 '$PWD/Tests/EndToEnd/orca-walk.py' '$demo' '$locale_dir' '$language'" \
        bash scripts/orca.sh "$app" --demo="$demo" 2>"$dir.err" || status=$?
      [ "$status" -eq 0 ] && break
      # 3: the window's opening went unheard, Orca holding it for one not
      # showing; 5: it was not heard as it should be (the title, then the
      # control). A user gets no second try, so neither does the walk.
      case "$status" in 3 | 5) break ;; esac
      # 4: its activation reached Orca before the app's registration
      # (orca-walk.py): again, as a user would open it again. A failed
      # later check again too: Orca now and then handles a focus change
      # after the control it left is gone (rarer since the scene a push
      # leaves stays, hidden: see docs/accessibility.md); a check that fails
      # in all three openings is a failure.
      if [ "$status" -ne 4 ]; then
        failures=$((failures + 1))
      fi
      [ "$attempt" -eq 3 ] && break
      echo "orca-walk: $language $demo: again (status $status; this try's logs kept in $dir.$attempt)"
      rm -rf "$dir.$attempt"
      mv "$dir" "$dir.$attempt"
      mv "$dir.err" "$dir.$attempt.err"
    done
    if [ "$status" -eq 0 ] && [ "$failures" -gt 0 ]; then
      retried+=("$language $demo")
    fi
    grep -v "^orca.sh: " "$dir.err" >&2 || true
    case "$status" in
      0) ;;
      # Three openings in a row whose activation Orca took for a defunct
      # window's (GTK 4.18 and later: see the README): not walked, said so.
      # A check that failed once and could not be tried again is a failure.
      4) if [ "$failures" -gt 0 ]; then
           failed+=("$language $demo (a check failed, then Orca held the window as defunct; logs: $dir.*)")
         else
           unwalked+=("$language $demo")
         fi ;;
      3) failed+=("$language $demo: its opening went unheard on the first try (Orca held the window as not showing; speech: $dir/speech.log)") ;;
      5) failed+=("$language $demo: its opening was not heard as it should be on the first try (speech: $dir/speech.log)") ;;
      *) failed+=("$language $demo (speech: $dir/speech.log)") ;;
    esac
  done
done
if ((${#retried[@]})); then
  printf 'orca-walk: held only once tried again (the failed try'"'"'s logs kept): %s\n' "${retried[@]}" >&2
fi
if ((${#unwalked[@]})); then
  printf 'orca-walk: not walked (Orca held the window as defunct, 3 openings): %s\n' "${unwalked[@]}" >&2
fi
# The app registers with AT-SPI before its first window maps (its stand-in
# window, see cgtk_show_when_heard; on GTK 4.18 and later a realized one),
# so on every release at most one run may go unwalked. Before the stand-in
# was realized, GTK 4.18 and 4.24 registered as the window mapped and most
# openings lost that race (4 of 6 demos three times in a row on 4.24).
if ((${#unwalked[@]} > 1)); then
  failed+=("${#unwalked[@]} of $runs runs not walked")
fi
if ((${#unwalked[@]} == runs)); then
  failed+=("no run walked")
fi
if ((${#failed[@]})); then
  printf 'orca-walk: failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "orca-walk: every check held ($((runs - ${#unwalked[@]})) of $runs runs walked); what Orca said is in $out/*/speech.log"
