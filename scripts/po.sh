#!/usr/bin/env bash
# Translations: the template, the compiled catalogs and the translated
# desktop file.
#   po.sh pot            regenerate po/medalcount.pot from the files in po/POTFILES
#   po.sh build [OUT [FILES]]  compile po/<lang>.po to OUT/<lang>/LC_MESSAGES/medalcount.mo
#                        (OUT defaults to .build/locale) and write the desktop
#                        file with every language's Name and Comment and the
#                        translated metainfo to FILES (default .build)
#   po.sh check          every catalog complete: no untranslated or fuzzy message
# Languages are listed in po/LINGUAS.
set -euo pipefail
cd "$(dirname "$0")/.."
domain=medalcount
app_id=io.github.medalcount.MedalCount
languages=$(grep -v '^#' po/LINGUAS)

case "${1:-build}" in
  pot)
    swift_files=$(grep '\.swift$' po/POTFILES)
    # Swift's string literals and calls read as C to xgettext.
    xgettext --language=C --from-code=UTF-8 --add-comments=Translators: \
      --keyword=tr --keyword=trn:1,2 --keyword=N_ \
      --package-name="Medal Count" --package-version=0.4.0 --msgid-bugs-address="https://github.com/medalcount/MedalCount/issues" \
      --sort-by-file -o po/$domain.pot $swift_files
    # The desktop file's Name, Comment and Keywords, and the metainfo's texts.
    xgettext --language=Desktop --join-existing --sort-by-file -o po/$domain.pot \
      "data/$app_id.desktop.in"
    xgettext --join-existing --sort-by-file -o po/$domain.pot "data/$app_id.metainfo.xml"
    echo "po.sh: $(grep -c '^msgid "[^"]' po/$domain.pot) messages in po/$domain.pot"
    ;;
  build)
    out="${2:-.build/locale}"
    for lang in $languages; do
      mkdir -p "$out/$lang/LC_MESSAGES"
      msgfmt --check -o "$out/$lang/LC_MESSAGES/$domain.mo" "po/$lang.po"
    done
    files="${3:-.build}"
    mkdir -p "$files"
    msgfmt --desktop --template="data/$app_id.desktop.in" -d po -o "$files/$app_id.desktop.in"
    msgfmt --xml --template="data/$app_id.metainfo.xml" -d po -o "$files/$app_id.metainfo.xml"
    ;;
  check)
    status=0
    # Every source file that marks a string is listed, so none is left out of the template.
    for file in $(grep -rlE '\b(tr|trn|N_)\("' Sources GtkStage/Sources --include='*.swift' | sort); do
      grep -qxF "$file" po/POTFILES || { echo "po.sh: $file marks strings but is not in po/POTFILES"; status=1; }
    done
    for lang in $languages; do
      report=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "po/$lang.po" 2>&1)
      echo "po/$lang.po: $report"
      if grep -qE 'untranslated|fuzzy' <<<"$report"; then status=1; fi
      # Every message of the template is in the catalog.
      missing=$(msgcmp "po/$lang.po" "po/$domain.pot" 2>&1 || true)
      if [ -n "$missing" ]; then echo "$missing"; status=1; fi
    done
    [ "$status" -eq 0 ] || echo "po.sh: a catalog is incomplete (update it: msgmerge -U --backup=none po/LANG.po po/$domain.pot)" >&2
    exit "$status"
    ;;
  *)
    echo "usage: po.sh pot|build [OUT]|check" >&2
    exit 2
    ;;
esac
