#!/usr/bin/env python3
"""GtkStage's public API against the committed record of it (api/GtkStage.api).

Reads the modules' interfaces as swift-api-digester dumps them (-dump-sdk, one
JSON file per module, given on the command line) and writes one line per public
declaration: its kind, its path, and the types in its signature, sorted. Then:

  check   fails when the lines differ from api/GtkStage.api, printing what was
          added and removed, or when a declaration added or removed is not
          named in CHANGELOG.md's first section (the release being made).
  update  writes the lines to api/GtkStage.api, once the changelog's first
          section names every declaration added or removed.
"""
import json
import os
import re
import sys

RECORD = "api/GtkStage.api"
CHANGELOG = "CHANGELOG.md"
DECLARATIONS = {"TypeDecl", "Var", "Function", "Constructor", "Subscript", "TypeAlias",
                "EnumElement", "AssociatedType", "Macro"}


def types(node):
    """The printed types of a declaration's own signature (not its members)."""
    found = []
    for child in node.get("children", []):
        if child.get("kind", "").startswith("Type") and child.get("kind") != "TypeDecl":
            found.append(child.get("printedName", ""))
    return found


def walk(node, path, lines, module):
    for child in node.get("children", []):
        kind = child.get("kind")
        if kind not in DECLARATIONS:
            continue
        if child.get("moduleName") not in (module, None) and not child.get("isExternal"):
            continue  # re-exported from another module: that module's own record
        name = child.get("printedName", "")
        here = f"{path}.{name}" if path else name
        declaration = child.get("declKind", kind)
        attributes = [a for a in child.get("declAttributes", []) if a in ("Final", "Open", "DiscardableResult")]
        if child.get("isExternal"):
            # An extension of another module's type: only what it adds is ours.
            walk(child, here, lines, module)
            continue
        found = types(child)
        if declaration in ("Func", "Constructor", "Subscript", "EnumElement") and found:
            signature = f"({', '.join(found[1:])}) -> {found[0]}"
        else:
            signature = ", ".join(found)
        extras = ""
        if child.get("conformances") and declaration in ("Class", "Struct", "Enum", "Protocol"):
            ours = sorted(c["printedName"] for c in child["conformances"]
                          if c["printedName"] not in ("Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"))
            extras = f" : {', '.join(ours)}" if ours else ""
        if child.get("superclassNames"):
            extras += f" < {child['superclassNames'][0]}"
        flags = f" [{' '.join(attributes)}]" if attributes else ""
        lines.add(f"{module} {declaration} {here}{flags}{extras}" + (f": {signature}" if signature else ""))
        if kind == "TypeDecl":
            walk(child, here, lines, module)


def read(paths):
    lines = set()
    for path in paths:
        root = json.load(open(path))["ABIRoot"]
        module = root.get("name")
        walk(root, "", lines, module)
    return sorted(lines)


def changelog_section():
    text = open(CHANGELOG).read()
    sections = re.split(r"^## ", text, flags=re.M)
    return sections[1] if len(sections) > 1 else ""


def named(line, section):
    """Whether the changelog names the declaration: its last path component's
    base name (`present` of `present(_:animated:)`) or its type's name."""
    path = line.split(" ")[2]
    parts = re.sub(r"\(.*?\)", "", path).split(".")
    return any(part and re.search(rf"\b{re.escape(part)}\b", section) for part in parts[-1:]) or \
        (len(parts) > 1 and re.search(rf"`{re.escape('.'.join(parts[-2:]))}", section) is not None)


def main():
    mode, dumps = sys.argv[1], sys.argv[2:]
    current = read(dumps)
    recorded = [l for l in open(RECORD).read().splitlines() if l and not l.startswith("#")] \
        if os.path.exists(RECORD) else []
    added = sorted(set(current) - set(recorded))
    removed = sorted(set(recorded) - set(current))
    section = changelog_section()
    unnamed = [l for l in added + removed if not named(l, section)] if recorded else []
    if mode == "update":
        if unnamed:
            print(f"api-check: {CHANGELOG}'s first section does not name these; say what changed first:", file=sys.stderr)
            for line in unnamed:
                print(f"  {line}", file=sys.stderr)
            return 1
        os.makedirs(os.path.dirname(RECORD), exist_ok=True)
        with open(RECORD, "w") as out:
            out.write("# GtkStage's public API, one declaration a line (scripts/api-check.sh update).\n")
            out.write("\n".join(current) + "\n")
        print(f"api-check: {len(current)} declarations written to {RECORD}")
        return 0
    if not added and not removed:
        print(f"api-check: the public API is as recorded ({len(current)} declarations)")
        return 0
    for line in removed:
        print(f"api-check: removed or changed: {line}")
    for line in added:
        print(f"api-check: added or changed:   {line}")
    if unnamed:
        print(f"api-check: {CHANGELOG}'s first section does not name these:", file=sys.stderr)
        for line in unnamed:
            print(f"  {line}", file=sys.stderr)
    print(f"api-check: the public API changed; say so in {CHANGELOG}, then run "
          f"`bash scripts/api-check.sh update` and commit {RECORD}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
