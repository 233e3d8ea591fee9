#!/usr/bin/env bash
# Compiles the app's GSettings schema (data/*.gschema.xml) into a folder the
# app reads (AppPaths.schemas): .build/schemas by default, or the one given
# (make install: PREFIX/share/glib-2.0/schemas, the XML copied beside it).
#   schemas.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/schemas}"
mkdir -p "$out"
for schema in data/*.gschema.xml; do
  install -m644 "$schema" "$out/"
done
# glib-compile-schemas compiles every schema in the folder, as `make install`
# into a shared PREFIX (/usr/local) should.
glib-compile-schemas --strict "$out"
