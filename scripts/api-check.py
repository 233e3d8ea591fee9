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

RECORD = "GtkStage/api/GtkStage.api"
CHANGELOG = "GtkStage/CHANGELOG.md"
DECLARATIONS = {"TypeDecl", "Var", "Function", "Constructor", "Subscript", "TypeAlias",
                "EnumElement", "AssociatedType", "Macro"}


def types(node):
    """The printed types of a declaration's own signature (not its members);
    a parameter with a default value is marked ` = default`."""
    found = []
    for child in node.get("children", []):
        if child.get("kind", "").startswith("Type") and child.get("kind") != "TypeDecl":
            found.append(child.get("printedName", "") + (" = default" if child.get("hasDefaultArg") else ""))
    return found


def traits(node):
    """What else a caller or subclass depends on: static, let, open, mutating,
    settable, a protocol's requirement or its default, throws, generics."""
    found = [a for a in node.get("declAttributes", []) if a in ("Final", "DiscardableResult", "Required", "Dynamic")]
    words = [("static", "static"), ("isLet", "let"), ("isOpen", "open"), ("funcSelfKind", "mutating"),
             ("throwing", "throws"), ("protocolReq", "requirement"), ("isFromExtension", "extension")]
    found += [word for key, word in words
              if (node.get(key) == "Mutating" if key == "funcSelfKind" else node.get(key))]
    accessors = sorted(a.get("accessorKind", "") for a in node.get("accessors", []))
    if "set" in accessors:
        found.append("settable")
    if node.get("genericSig"):
        found.append(f"where {node['genericSig']}")
    return found


def walk(node, path, lines, module):
    for child in node.get("children", []):
        kind = child.get("kind")
        if kind not in DECLARATIONS:
            continue
        if child.get("moduleName") not in (module, None) and not child.get("isExternal"):
            continue  # re-exported from another module: that module's own record
        if child.get("spi_group_names") or child.get("isInternal"):
            continue  # @_spi (the app's plumbing and benchmark) or `package`: not the public API
        if child.get("implicit") and child.get("declKind") == "Constructor" and node.get("declKind") == "Class":
            continue  # an initializer the compiler lists as inherited, which a subclass's own initializers hide
        if re.match(r"_[A-Za-z]", child.get("printedName", "")):
            continue  # underscored: public for a technical reason, not API (Swift's convention)
        name = child.get("printedName", "")
        here = f"{path}.{name}" if path else name
        declaration = child.get("declKind", kind)
        attributes = traits(child)
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
    """Whether the changelog names the declaration in code font: a type as
    `Stage`, a member with its type, as `Stage.sizeClassThresholds` or
    `ViewController.present(_:animated:completion:)` (the base name is enough:
    `ViewController.present`)."""
    path = line.split(" ")[2].rstrip(":")
    wanted = re.sub(r"\(.*?\)", "", path)
    # The == the compiler writes for an Equatable type comes with its type.
    if ".__derived_" in wanted:
        wanted = wanted.split(".__derived_")[0]
    return re.search(rf"`{re.escape(wanted)}[`(\s.]", section) is not None


def raw_pointers(lines):
    """The declarations whose types name a raw pointer (an Unsafe*Pointer or
    an OpaquePointer): a widget passes as GtkStage's handle type,
    `WidgetPointer` (a `GtkPointer<GtkWidget>`), and those two typealiases
    are the only declarations that spell what they stand for."""
    pointer = r"(Unsafe\w*Pointer|OpaquePointer)\b"
    found = []
    for line in lines:
        kind, path = line.split(" ")[1:3]
        signature = line.split(": ", 1)[1] if ": " in line else ""
        in_signature = re.search(r"\bSwift\." + pointer, signature)
        # A member of a raw pointer type (an extension's) names it too.
        on_pointer = re.match(pointer, path)
        if kind != "TypeAlias" and (in_signature or on_pointer):
            found.append(line)
    return found


def selftest():
    """The rules above on made-up declarations (make test runs this)."""
    member = "GtkStage Var Stage.sizeClassThresholds [Final settable]: Presentation.SizeClassThresholds"
    method = "GtkStage Func ViewController.present(_:animated:completion:) [open]: (A, B) -> ()"
    nested = "Presentation Struct SwipeSession.Release : Equatable"
    assert named(member, "- `Stage.sizeClassThresholds` (`SizeClassThresholds`)")
    assert not named(member, "- sizeClassThresholds on the stage, `Stage`")
    assert named(method, "`ViewController.present(_:animated:completion:)` forwards")
    assert named(method, "`ViewController.present` forwards")
    assert not named(method, "present now forwards")
    assert named(nested, "`SwipeSession.Release` says")
    node = {"static": True, "isOpen": True, "accessors": [{"accessorKind": "get"}, {"accessorKind": "set"}],
            "protocolReq": True, "declAttributes": ["Final", "HasStorage"]}
    assert traits(node) == ["Final", "static", "open", "requirement", "settable"], traits(node)
    assert types({"children": [{"kind": "TypeNominal", "printedName": "Swift.Int"},
                               {"kind": "TypeNominal", "printedName": "Swift.Double", "hasDefaultArg": True}]}) \
        == ["Swift.Int", "Swift.Double = default"]
    assert raw_pointers(["GtkStage Var Stage.widget [Final let]: Swift.UnsafeMutablePointer<CGtk.GtkWidget>"])
    assert raw_pointers(["GtkStage Func f(_:): (Swift.OpaquePointer) -> ()"])
    assert not raw_pointers(["GtkStage Var Stage.widget [Final let]: GtkStage.WidgetPointer"])
    assert not raw_pointers(["GtkStage TypeAlias WidgetPointer: Swift.UnsafeMutablePointer<CGtk.GtkWidget>"])
    assert raw_pointers(["GtkStage Var OpaquePointer.address [extension]: GtkStage.GtkPointer<CGtk.GObject>"])
    print("api-check: its own rules hold")
    return 0


def main():
    mode, dumps = sys.argv[1], sys.argv[2:]
    if mode == "selftest":
        return selftest()
    current = read(dumps)
    raw = raw_pointers(current)
    if raw:
        print("api-check: these public declarations name a raw pointer; pass a widget as WidgetPointer "
              "(a GtkPointer<T> for another GTK object), or keep the declaration off the public API:", file=sys.stderr)
        for line in raw:
            print(f"  {line}", file=sys.stderr)
        return 1
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
