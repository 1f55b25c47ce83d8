#!/usr/bin/env python3
"""Checks what DocC itself does not: that every public symbol has a doc comment, and that
every Swift code block in the articles is compiled code, copied from the documentation tests.

Usage: check-docs.py --graphs DIR --examples DIR MODULE...
"""
import argparse
import glob
import json
import os
import re
import sys


def undocumented(graph_dir):
    """(path, file:line) of each symbol in the graphs of `graph_dir` that has no doc comment."""
    missing = []
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("docComment", {}).get("lines"):
                continue
            location = symbol.get("location", {})
            where = "%s:%d" % (
                location.get("uri", "?").replace("file://", ""),
                location.get("position", {}).get("line", -1) + 1,
            )
            missing.append((".".join(symbol["pathComponents"]), where))
    return missing


def normalized(code):
    """The code with each line's surrounding blanks removed and blank lines dropped, so that
    an excerpt matches whatever its indentation in the source."""
    return "\n".join(line.strip() for line in code.splitlines() if line.strip())


def swift_blocks(article):
    """The Swift code blocks of a Markdown article, with their line numbers."""
    blocks, inside, start, lines = [], False, 0, []
    with open(article) as file:
        for number, line in enumerate(file, 1):
            stripped = line.strip()
            if not inside and re.fullmatch(r"```swift", stripped):
                inside, start, lines = True, number, []
            elif inside and stripped == "```":
                blocks.append((start, "".join(lines)))
                inside = False
            elif inside:
                lines.append(line)
    return blocks


def uncompiled_blocks(catalog, examples):
    """(article:line) of each Swift block in `catalog` that is not an excerpt of `examples`."""
    sources = []
    for path in glob.glob(os.path.join(examples, "**", "*.swift"), recursive=True):
        with open(path) as file:
            sources.append(normalized(file.read()))
    failures = []
    for article in sorted(glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True)):
        for line, code in swift_blocks(article):
            excerpt = normalized(code)
            if excerpt and not any(excerpt in source for source in sources):
                failures.append("%s:%d" % (article, line))
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--graphs", required=True)
    parser.add_argument("--examples", required=True)
    parser.add_argument("modules", nargs="+")
    options = parser.parse_args()
    failed = False
    for module in options.modules:
        for name, where in undocumented(os.path.join(options.graphs, module)):
            print("error: %s: public symbol %s has no doc comment" % (where, name))
            failed = True
        catalog = os.path.join("Sources", module, module + ".docc")
        for where in uncompiled_blocks(catalog, options.examples):
            print(
                "error: %s: this Swift code block is not an excerpt of %s, so it is not "
                "compiled" % (where, options.examples)
            )
            failed = True
    if failed:
        sys.exit(1)
    print("docs: every public symbol is documented; every article's code is compiled")


if __name__ == "__main__":
    main()
