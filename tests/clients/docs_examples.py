#!/usr/bin/env python3
"""docs/protocol.md's worked examples against the files they show: each code
block after a line `<!-- example: PATH -->` must be PATH's text, exactly.
Prints each example compared, or each difference and exits 1.

usage: docs_examples.py SOURCE_DIR [PLANT]
       docs_examples.py SOURCE_DIR --update   rewrites each listing from its file
  PLANT  a line added to the first example's file text before comparing (the
         comparison shown to fail)
"""
import os
import re
import sys


def main():
    src = sys.argv[1]
    plant = sys.argv[2] if len(sys.argv) > 2 else None
    page = os.path.join(src, "docs", "protocol.md")
    with open(page, encoding="utf-8") as f:
        doc = f.read()
    if plant == "--update":
        def listing(m):
            with open(os.path.join(src, m.group(1)), encoding="utf-8") as f:
                return f"<!-- example: {m.group(1)} -->\n```{m.group(2)}\n{f.read()}```"
        doc = re.sub(r"^<!-- example: (\S+) -->\n```(\w*)\n.*?^```$", listing, doc,
                     flags=re.M | re.S)
        with open(page, "w", encoding="utf-8") as f:
            f.write(doc)
        plant = None
    examples = re.findall(r"^<!-- example: (\S+) -->\n```\w*\n(.*?)^```$", doc, re.M | re.S)
    problems = []
    if len(examples) < 6:
        problems.append(f"docs/protocol.md shows {len(examples)} worked examples, not 6")
    for i, (path, shown) in enumerate(examples):
        with open(os.path.join(src, path), encoding="utf-8") as f:
            text = f.read()
        if plant and i == 0:
            text += plant + "\n"
        if shown != text:
            lines = [n + 1 for n, (a, b) in enumerate(zip(shown.splitlines(), text.splitlines()))
                     if a != b] or [min(len(shown.splitlines()), len(text.splitlines())) + 1]
            problems.append(f"docs/protocol.md's listing of {path} differs from the file "
                            f"(from line {lines[0]})")
        else:
            print(f"{path}: the same")
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
