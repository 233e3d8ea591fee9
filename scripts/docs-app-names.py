#!/usr/bin/env python3
"""GtkStage's documentation teaches with the library's own types: this fails
when its DocC catalog, or a doc comment in its sources, names in code font a
type that only the app (Sources/MedalCountKit, Sources/MedalCount) declares."""
import glob
import re
import sys

DECLARATION = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)")
CODE = re.compile(r"`{1,2}([^`\n]+)`{1,2}")


def declared(*roots):
    names = set()
    for root in roots:
        for path in glob.glob(f"{root}/**/*.swift", recursive=True):
            names.update(DECLARATION.findall(open(path, encoding="utf-8").read()))
    return names


def main():
    app_only = declared("Sources/MedalCountKit", "Sources/MedalCount") - declared("GtkStage/Sources/GtkStage", "GtkStage/Sources/Presentation")
    found = []
    texts = [(path, open(path, encoding="utf-8").read().splitlines()) for path in sorted(glob.glob("GtkStage/Sources/GtkStage/GtkStage.docc/*.md"))]
    for path in sorted(glob.glob("GtkStage/Sources/GtkStage/**/*.swift", recursive=True)):
        lines = open(path, encoding="utf-8").read().splitlines()
        texts.append((path, [line if line.lstrip().startswith("///") else "" for line in lines]))
    for path, lines in texts:
        for number, line in enumerate(lines, 1):
            for code in CODE.findall(line):
                # Whole words only: `configurationHandler` names no `Handler`.
                for word in re.findall(r"\b[A-Z]\w*", code):
                    if word in app_only:
                        found.append(f"{path}:{number}: `{word}` is the app's, not the library's")
    if found:
        print("\n".join(found), file=sys.stderr)
        print("docs: GtkStage's documentation names types only the app has; teach with the library's types "
              "and the examples' code instead", file=sys.stderr)
        return 1
    print(f"docs: the catalog and doc comments name none of the app's {len(app_only)} types")
    return 0


sys.exit(main())
