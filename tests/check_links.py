#!/usr/bin/env python3
"""Checks that every relative link in Markdown files resolves.

Usage: tests/check_links.py [--allow-missing PATH]... FILE.md...

A link `[text](target)` or `![alt](target)` outside code blocks and code spans
is checked unless its target has a scheme (https:, mailto:, ...): the file or
folder must exist relative to the Markdown file, and an anchor (`#name`, alone
or after a .md file) must be the GitHub slug of one of that file's headings.
--allow-missing names a file (relative to the current folder) that may be
missing for now: links to it are not checked.

Exit status: 0 every link resolves, 1 broken links (one line each:
FILE:LINE: broken link 'TARGET': why), 2 unusable arguments. Python 3
standard library only.
"""

import argparse
import os
import re
import sys

LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def prose_lines(text):
    """Yields (line number, line) outside fenced code blocks, code spans blanked."""
    fenced = None
    for number, line in enumerate(text.split("\n"), 1):
        m = FENCE.match(line)
        if m:
            if fenced is None:
                fenced = m.group(1)
            elif m.group(1) == fenced:
                fenced = None
            continue
        if fenced is None:
            yield number, re.sub(r"(`+)(.+?)\1", lambda c: " " * len(c.group(0)), line)


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"`([^`]*)`", r"\1", heading)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        found, seen = set(), {}
        with open(path, encoding="utf-8") as f:
            text = f.read()
        fenced = None
        for line in text.split("\n"):
            m = FENCE.match(line)
            if m:
                fenced = m.group(1) if fenced is None else (None if m.group(1) == fenced else fenced)
                continue
            h = HEADING.match(line) if fenced is None else None
            if h:
                base = slug(h.group(2))
                n = seen.get(base, 0)
                seen[base] = n + 1
                found.add(base if n == 0 else "%s-%d" % (base, n))
        cache[path] = found
    return cache[path]


def check(path, allowed):
    problems, count = [], 0
    with open(path, encoding="utf-8") as f:
        text = f.read()
    folder = os.path.dirname(path)
    for number, line in prose_lines(text):
        for m in LINK.finditer(line):
            target = m.group(1)
            if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", target):
                continue  # https:, mailto:, ...
            count += 1
            file_part, _, anchor = target.partition("#")
            linked = os.path.normpath(os.path.join(folder, file_part)) if file_part else path
            where = "%s:%d: broken link '%s'" % (path, number, target)
            if file_part and os.path.normpath(linked) in allowed:
                continue
            if not os.path.exists(linked):
                problems.append("%s: no such file or folder %s" % (where, linked))
            elif anchor and linked.endswith(".md") and anchor not in anchors(linked):
                problems.append("%s: %s has no heading with anchor #%s" % (where, linked, anchor))
    return problems, count


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--allow-missing", action="append", default=[], metavar="PATH")
    parser.add_argument("files", nargs="+", metavar="FILE.md")
    args = parser.parse_args(argv)
    allowed = {os.path.normpath(p) for p in args.allow_missing}
    problems, count = [], 0
    for path in args.files:
        if not os.path.isfile(path):
            print("check_links: error: no such file %s" % path, file=sys.stderr)
            return 2
        p, n = check(path, allowed)
        problems += p
        count += n
    for p in problems:
        print(p)
    if problems:
        print("check_links: %d broken of %d relative links" % (len(problems), count))
        return 1
    print("check_links: %d relative links in %d files, all resolve" % (count, len(args.files)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
