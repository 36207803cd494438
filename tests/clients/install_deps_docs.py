#!/usr/bin/env python3
"""docs/install.md's two package tables against scripts/install-deps.sh's two
lists: what building and running slidercheck needs (`--list`) and what the
tests add (`--list-all` minus that). Prints "in sync", or each difference and
exits 1.

usage: install_deps_docs.py INSTALL_DEPS_SH INSTALL_MD [DROP]
  DROP  a package whose row is left out of the docs' tables first (the
        comparison shown to fail)
"""
import re
import subprocess
import sys


def script_lists(script):
    def run(flag):
        out = subprocess.run(["bash", script, flag], capture_output=True, text=True,
                             check=True).stdout
        return [line for line in out.splitlines() if line]
    build = run("--list")
    everything = run("--list-all")
    return build, [p for p in everything if p not in build]


def doc_tables(path):
    """The package column of the tables under the headings 'For building ...'
    and 'For the tests ...'."""
    tables, current = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            heading = re.match(r"### For (building|the tests)", line)
            if heading:
                current = tables.setdefault(heading.group(1), [])
            elif line.startswith("## "):
                current = None
            elif current is not None:
                row = re.match(r"\| `([^`]+)` \|", line)
                if row:
                    current.append(row.group(1))
    return tables.get("building", []), tables.get("the tests", [])


def main():
    script, doc = sys.argv[1:3]
    drop = sys.argv[3] if len(sys.argv) > 3 else None
    problems = []
    for what, listed, documented in zip(("building and running", "the tests"),
                                        script_lists(script), doc_tables(doc)):
        documented = [p for p in documented if p != drop]
        for p in listed:
            if p not in documented:
                problems.append(f"{p}: installed for {what}, not in {doc}'s table for {what}")
        for p in documented:
            if p not in listed:
                problems.append(f"{p}: in {doc}'s table for {what}, not installed for {what}")
        if not listed:
            problems.append(f"install-deps.sh lists no package for {what}")
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    print("in sync")


if __name__ == "__main__":
    main()
