#!/usr/bin/env bash
# `make docs`: GtkStage's documentation as static HTML in .build/docs, from
# its DocC catalog (GtkStage/Sources/GtkStage/GtkStage.docc) and its symbols, with the
# toolchain's docc. Fails on any warning (an unresolved link, a bad topic).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
# It teaches with the library: no type that only the app has.
python3 scripts/docs-app-names.py
DOCC="${DOCC:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc}"
# Its own scratch path (the flags differ from a plain build's), with the
# symbol graphs beside its objects: an up-to-date build emits none again.
scratch=.build/docs-build
emitted="$scratch/symbol-graphs"
graphs=.build/docs-symbols
rm -rf "$graphs" .build/docs
mkdir -p "$emitted" "$graphs"
"$SWIFT" build --package-path GtkStage --scratch-path "$scratch" --target GtkStage \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$emitted" >/dev/null
# The library's own symbols: the graph also holds what it re-exports (GTK's
# C declarations, the core's types), which are not its to document.
python3 - "$emitted" "$graphs" <<'PY'
import glob, json, os, sys
source, target = sys.argv[1:]
for path in glob.glob(os.path.join(source, "GtkStage*.symbols.json")):
    graph = json.load(open(path))
    ours = lambda symbol: "/GtkStage/Sources/GtkStage/" in symbol.get("location", {}).get("uri", "")
    graph["symbols"] = [symbol for symbol in graph["symbols"] if ours(symbol)]
    kept = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
    graph["relationships"] = [r for r in graph["relationships"] if r["source"] in kept]
    json.dump(graph, open(os.path.join(target, os.path.basename(path)), "w"))
PY
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$DOCC" convert GtkStage/Sources/GtkStage/GtkStage.docc \
  --fallback-display-name GtkStage --fallback-bundle-identifier io.github.medalcount.GtkStage \
  --additional-symbol-graph-dir "$graphs" --output-path .build/docs \
  --transform-for-static-hosting --hosting-base-path / 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
  echo "docs: docc warned (above); the catalog or a doc comment needs fixing" >&2
  exit 1
fi
echo "docs: .build/docs (open .build/docs/documentation/gtkstage/index.html through a web server)"
