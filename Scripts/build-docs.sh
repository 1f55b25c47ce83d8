#!/usr/bin/env bash
# Builds the DocC documentation of every public module with the toolchain alone, and fails on
# any warning (a broken symbol link, an unknown topic), on a public symbol without a doc
# comment, and on an article's Swift code that is not compiled code from
# Tests/DocumentationTests. Archives go to .build/docs/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(TrellisCombine TrellisUI TrellisTesting TrellisTerminal)
graphs=.build/docs/symbol-graphs
rm -rf .build/docs
mkdir -p "$graphs"

# dump-symbol-graph extracts a graph for every module of the package, the test bundles
# included, so those must be built first (the same debug build `swift test` uses).
swift build --build-tests | tail -n 1

# Synthesized members (a protocol's default implementations repeated on every conforming
# type) are left out: they are documented once, where they are written.
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
  | tail -n 1
dumped=$(find .build -path '*/symbolgraph/TrellisCombine.symbols.json' -newer "$graphs" \
  -printf '%h\n' | head -n 1)
[ -n "$dumped" ] || { echo "error: no symbol graphs were written" >&2; exit 1; }

for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  # The module's own graph and those of its extensions to other modules.
  cp "$dumped/$module.symbols.json" "$graphs/$module/"
  find "$dumped" -name "$module@*.symbols.json" -exec cp {} "$graphs/$module/" \;
  echo "docc: $module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.trellis.$module" \
    --output-path ".build/docs/$module.doccarchive" \
    --warnings-as-errors
done

python3 Scripts/check-docs.py --graphs "$graphs" --examples Tests/DocumentationTests \
  "${modules[@]}"
