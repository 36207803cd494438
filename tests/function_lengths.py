"""The lengths of the functions of a C or C++ source, from its braces.

    lengths(text) -> [(name, first line, lines)]

A function is a brace block at namespace or class level whose head (the text
since the last ';', '{' or '}') ends as a parameter list does: ')' and then
only qualifiers or a trailing return type. Its length runs from the head's
first line to the closing brace's, both counted. Lambdas and blocks inside a
function are part of it. Comments, string and character literals and
preprocessor lines are blanked first, so braces in them do not count.
"""
import re

# The end of a function's head: the parameter list's ')', then qualifiers, a
# trailing return type or a requires clause.
_FUNCTION_HEAD = re.compile(
    r"\)\s*(?:(?:const|volatile|noexcept(?:\s*\([^()]*\))?|override|final|mutable|&&?|"
    r"->\s*[\w:<>,\s*&\[\]]+|requires\b[^{}]*)\s*)*$")
_CLASS_HEAD = re.compile(r"\b(?:class|struct|union|enum)\b[^()]*$")
_NAMESPACE_HEAD = re.compile(r"\bnamespace\b|\bextern\s*\"")


def blank(text):
    """Returns text with comments, literals and preprocessor lines made spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c in " \t":
            out.append(c)
            i += 1
            continue
        if line_start and c == "#":  # a preprocessor line, with its continuations
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        line_start = c == "\n"
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and text.startswith('"', i + 1) and not re.match(r"\w", text[i - 1:i]):
            m = re.match(r'R"([^()\\\s]{0,16})\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = text.find(")" + m.group(1) + '"', i + m.end())
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif c in "\"'" and not (c == "'" and re.match(r"[0-9a-fA-F]", text[i - 1:i])):
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * max(0, j - i - 2) + (c if j - i >= 2 else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _signature(head, line):
    """Returns the first line and the name of a function whose head ends on line.

    The signature is the last parenthesized group's name and the lines before
    it up to one that ends a macro invocation (')') or is blank."""
    close = _FUNCTION_HEAD.search(head.rstrip()).start()
    depth, open_at = 0, 0
    for j in range(close, -1, -1):
        depth += {")": 1, "(": -1}.get(head[j], 0)
        if depth == 0:
            open_at = j
            break
    m = re.search(r"([~\w:]+(?:\s*<[^()]*>)?|operator\s*[^\s(]+)\s*$", head[:open_at])
    name = m.group(1) if m else "?"
    lines = head[:open_at].split("\n")
    k = len(lines) - 1
    while k > 0 and lines[k - 1].strip() and not lines[k - 1].rstrip().endswith((")", ";")):
        k -= 1
    return line - head.count("\n") + k, name


def lengths(text):
    """Returns (name, first line, lines) for each function of the source text."""
    code = blank(text)
    found = []
    stack = []  # (kind, first line, name) of each open brace
    head_start = 0
    line = 1
    for i, c in enumerate(code):
        if c == "\n":
            line += 1
        elif c in ";{}":
            if c == "{":
                head = code[head_start:i]
                inside = any(kind == "function" for kind, _, _ in stack)
                if inside:
                    kind = "inner"
                elif _NAMESPACE_HEAD.search(head):
                    kind = "namespace"
                elif _CLASS_HEAD.search(head.strip()):
                    kind = "class"
                elif _FUNCTION_HEAD.search(head.strip()):
                    kind = "function"
                else:
                    kind = "other"
                first, name = _signature(head, line) if kind == "function" else (line, "")
                stack.append((kind, first, name))
            elif c == "}" and stack:
                kind, first, name = stack.pop()
                if kind == "function":
                    found.append((name, first, line - first + 1))
            head_start = i + 1
    return found
