#!/usr/bin/env python3
"""Counts the places that dispatch on a signature shape outside the shape
description (internal/slidercheck/shapes.h, core/shapes.cpp), and fails when
there are more than the budget (3).

A place is a `switch` whose cases are shapes (`case Shape::x`), or a run of
comparisons with a shape (`== Shape::x`, `!= Shape::x`, `S == Shape::x` in an
`if constexpr`) on lines at most 3 apart in one file (an if-chain). Code asks
the description instead: arguments(kind), shown_fields(kind), takes(kind,
field) and the predicates derived from them (kinds.h), on_shape.

Usage: check_shape_dispatch.py ROOT [--max N] [--list]
       check_shape_dispatch.py --self-test   (the lint catches a planted switch)
"""
import os
import re
import sys
import tempfile

DESCRIPTION = {"internal/slidercheck/shapes.h", "core/shapes.cpp"}
SKIPPED_DIRS = {"build", "tests", ".git", "corpus", "docs"}
BUDGET = 3

CASE = re.compile(r"\bcase\s+(?:slidercheck::)?Shape::\w+")
COMPARE = re.compile(r"[=!]=\s*(?:slidercheck::)?Shape::\w+|(?:slidercheck::)?Shape::\w+\s*[=!]=")
SWITCH = re.compile(r"\bswitch\s*\(")


def strip_comment(line):
    return line.split("//", 1)[0]


def places_in(path, text):
    """Returns the (line, what) of each place in text."""
    lines = [strip_comment(l) for l in text.splitlines()]
    places = []
    last_compare = -10
    for i, line in enumerate(lines):
        if SWITCH.search(line):
            # A switch over shapes: a shape case within its first few lines.
            if any(CASE.search(l) for l in lines[i + 1 : i + 4]):
                places.append((i + 1, "switch over shapes"))
        if COMPARE.search(line):
            if i - last_compare > 3:
                places.append((i + 1, "comparison with a shape"))
            last_compare = i
    return places


def scan(root):
    """Returns {relative path: places} of the sources under root."""
    found = {}
    for directory, dirs, files in os.walk(root):
        rel_dir = os.path.relpath(directory, root)
        if rel_dir.split(os.sep)[0] in SKIPPED_DIRS or rel_dir.startswith("build"):
            dirs[:] = []
            continue
        for name in files:
            if not name.endswith((".h", ".cpp", ".cc", ".hpp")):
                continue
            rel = os.path.normpath(os.path.join(rel_dir, name))
            if rel in DESCRIPTION:
                continue
            with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as f:
                places = places_in(rel, f.read())
            if places:
                found[rel] = places
    return found


def check(root, budget, listing):
    found = scan(root)
    total = sum(len(v) for v in found.values())
    if listing or total > budget:
        for path in sorted(found):
            for line, what in found[path]:
                print(f"{path}:{line}: {what}")
    print(f"{total} place(s) dispatch on a shape outside the description (budget {budget})")
    return 0 if total <= budget else 1


def self_test():
    """The lint counts a switch planted in a copy of a clean tree."""
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "check"))
        clean = "int f(Kind k) { return is_pair(k) ? 1 : 0; }\n"
        with open(os.path.join(root, "check", "a.cpp"), "w") as f:
            f.write(clean)
        if check(root, 0, False) != 0:
            print("self-test: a clean tree fails")
            return 1
        planted = ("int g(Kind k) {\n  switch (shape_of(k)) {\n    case Shape::pair:\n"
                   "      return 1;\n    default:\n      return 0;\n  }\n}\n"
                   "bool h(Kind k) { return shape_of(k) == Shape::single; }\n")
        with open(os.path.join(root, "check", "b.cpp"), "w") as f:
            f.write(planted)
        if check(root, 1, False) == 0:
            print("self-test: a planted switch and comparison pass a budget of 1")
            return 1
        if check(root, 2, False) != 0:
            print("self-test: two planted places fail a budget of 2")
            return 1
    print("self-test: ok")
    return 0


def main(argv):
    if "--self-test" in argv:
        return self_test()
    args = [a for a in argv[1:] if not a.startswith("--")]
    budget = BUDGET
    if "--max" in argv:
        budget = int(argv[argv.index("--max") + 1])
        args = [a for a in args if a != str(budget)]
    if len(args) != 1:
        print(__doc__)
        return 2
    return check(args[0], budget, "--list" in argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
