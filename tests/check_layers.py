#!/usr/bin/env python3
"""The layers of the source tree, checked from its #include lines.

    check_layers.py [ROOT]      check the tree at ROOT (default: this checkout)
    check_layers.py --self-test show that the check fails on planted faults

Every C and C++ file belongs to one layer (LAYERS, by path). An #include may
point to a file of the same layer or of a lower rank, never up, and never
sideways to another layer of the same rank (the oracle shares nothing with
the implementations it judges; the prover and the plugin module are apart):

    0 core    the board basics: core/, board.h, kinds.h, shapes.h, function_ref.h,
              random.h
    1 oracle  oracle/, oracle.h, oracle_leapers.h
    1 impls   impls/
    2 check   check/, the other public headers, src/ outside src/cli/
    3 plugin  plugin/, plugin.h, plugin_loader.h
    3 prove   prove/
    4 cli     src/cli/

Drivers (tests/, fuzz/, props/, bench/, examples/, prove/tests/) may include
anything. Also, no source file but a test's may be over MAX_LINES lines.
Exit status: 0 clean, 1 a fault (each printed as PATH:LINE: ...), 2 usage.
"""
import os
import re
import sys
import tempfile

MAX_LINES = 800

RANKS = {"core": 0, "oracle": 1, "impls": 1, "check": 2, "plugin": 3, "prove": 3, "cli": 4}
DRIVER = "driver"

# (path or folder prefix, layer): the first that matches a file's path wins.
LAYERS = [
    ("include/slidercheck/board.h", "core"),
    ("include/slidercheck/kinds.h", "core"),
    ("include/slidercheck/shapes.h", "core"),  # the signature shapes, which kinds.h reads
    ("include/slidercheck/function_ref.h", "core"),
    ("include/slidercheck/random.h", "core"),
    ("include/slidercheck/oracle.h", "oracle"),
    ("include/slidercheck/oracle_leapers.h", "oracle"),
    ("include/slidercheck/plugin.h", "plugin"),
    ("include/slidercheck/plugin_loader.h", "plugin"),
    ("include/slidercheck/", "check"),
    ("core/", "core"),
    ("oracle/", "oracle"),
    ("impls/", "impls"),
    ("check/", "check"),
    ("plugin/", "plugin"),
    ("prove/tests/", DRIVER),
    ("prove/", "prove"),
    ("src/cli/", "cli"),
    ("src/", "check"),
    ("tests/", DRIVER),
    ("fuzz/", DRIVER),
    ("props/", DRIVER),
    ("bench/", DRIVER),
    ("examples/", DRIVER),
]

SOURCE = re.compile(r".*\.(c|cc|cpp|h|hpp)(\.in)?$")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
# Where a quoted or angled include is looked for, after the including file's folder.
INCLUDE_DIRS = ["", "include", "src"]


def layer_of(path):
    """Returns the layer of a path relative to the root, or None."""
    for prefix, layer in LAYERS:
        if path == prefix or (prefix.endswith("/") and path.startswith(prefix)):
            return layer
    return None


def is_test(path):
    """Returns whether path is a test's source (exempt from the line limit)."""
    parts = path.split("/")
    return "tests" in parts[:-1] or re.search(r"_tests?\.(c|cc|cpp)$", parts[-1]) is not None


def sources(root):
    """Returns the C and C++ files under root, relative, sorted (no build or hidden folders)."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith((".", "build", "target"))
                   and not os.path.exists(os.path.join(folder, d, "CMakeCache.txt"))]
        for name in files:
            if SOURCE.match(name):
                found.append(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    return sorted(found)


def resolve(root, path, quote, target):
    """Returns the included file relative to root, or None (a system or generated header)."""
    here = os.path.dirname(path)
    candidates = ([os.path.join(here, target)] if quote == '"' else []) + [
        os.path.join(d, target) for d in INCLUDE_DIRS]
    for candidate in candidates:
        normal = os.path.normpath(candidate).replace(os.sep, "/")
        if not normal.startswith("../") and os.path.isfile(os.path.join(root, normal)):
            return normal
    return None


def check(root):
    """Returns the faults of the tree at root, each one line; and the counts checked."""
    faults = []
    files = sources(root)
    includes = 0
    for path in files:
        layer = layer_of(path)
        if layer is None:
            faults.append(f"{path}: in no layer (add its folder to LAYERS in tests/check_layers.py)")
            continue
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) > MAX_LINES and not is_test(path):
            faults.append(f"{path}: {len(lines)} lines (at most {MAX_LINES} in a source file)")
        if layer == DRIVER:
            continue
        for number, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = resolve(root, path, m.group(1), m.group(2))
            if target is None:
                continue
            includes += 1
            to = layer_of(target)
            if to is None or to == layer:
                continue
            if to == DRIVER or RANKS[to] >= RANKS[layer]:
                way = "up" if to == DRIVER or RANKS[to] > RANKS[layer] else "sideways"
                faults.append(f"{path}:{number}: includes {m.group(2)} ({to}): "
                              f"{way} from layer {layer} (rank {RANKS[layer]})")
    return faults, len(files), includes


def run(root):
    faults, files, includes = check(root)
    for fault in faults:
        print(fault)
    if faults:
        print(f"check_layers: {len(faults)} faults in {files} files")
        return 1
    print(f"check_layers: {files} files, {includes} includes between project files, "
          f"every one down a layer; no source over {MAX_LINES} lines")
    return 0


def self_test():
    """Returns 0 when the check passes a clean tree and fails each planted fault."""
    clean = {
        "include/slidercheck/board.h": "#pragma once\n",
        "include/slidercheck/plan.h": '#include "slidercheck/board.h"\n',
        "include/slidercheck/plugin_loader.h": '#include "slidercheck/plan.h"\n',
        "core/board.cpp": '#include "slidercheck/board.h"\n',
        "check/plan.cpp": '#include "slidercheck/plan.h"\n#include <vector>\n',
        "plugin/runner.h": '#include "slidercheck/plan.h"\n',
        "plugin/runner.cpp": '#include "runner.h"\n#include "slidercheck/plugin_loader.h"\n',
        "prove/prover.h": '#include "slidercheck/plan.h"\n',
        "src/cli/options.h": '#include "slidercheck/board.h"\n',
        "src/cli/main.cpp": '#include "cli/options.h"\n#include "prove/prover.h"\n'
                            '#include "plugin/runner.h"\n',
        "tests/big_test.cpp": '#include "cli/options.h"\n' + "//\n" * (MAX_LINES + 1),
    }
    planted = [  # (name, file, text, what the check must say)
        ("check includes the CLI", "check/bad.cpp", '#include "cli/options.h"\n',
         "check/bad.cpp:1: includes cli/options.h (cli): up from layer check"),
        ("a public header includes plugin/", "include/slidercheck/bad.h",
         '// ok\n#include "plugin/runner.h"\n',
         "include/slidercheck/bad.h:2: includes plugin/runner.h (plugin): up from layer check"),
        ("core includes the plan", "core/bad.cpp", '#include <slidercheck/plan.h>\n',
         "core/bad.cpp:1: includes slidercheck/plan.h (check): up from layer core"),
        ("plugin includes the CLI", "plugin/bad.cpp", '#include "../src/cli/options.h"\n',
         "plugin/bad.cpp:1: includes ../src/cli/options.h (cli): up from layer plugin"),
        ("prove includes plugin", "prove/bad.cpp", '#include "plugin/runner.h"\n',
         "prove/bad.cpp:1: includes plugin/runner.h (plugin): sideways from layer prove"),
        ("a long source", "check/long.cpp", "//\n" * (MAX_LINES + 1),
         f"check/long.cpp: {MAX_LINES + 1} lines (at most {MAX_LINES}"),
        ("a folder in no layer", "shapes/bad.cpp", "\n", "shapes/bad.cpp: in no layer"),
    ]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        def write(files):
            for name, text in files.items():
                os.makedirs(os.path.dirname(os.path.join(tmp, name)), exist_ok=True)
                with open(os.path.join(tmp, name), "w") as f:
                    f.write(text)

        write(clean)
        faults, _, includes = check(tmp)
        if faults or includes != 12:
            print(f"self-test: FAIL: the clean tree gives {faults}, {includes} includes")
            failures += 1
        for name, path, text, expected in planted:
            write({path: text})
            faults, _, _ = check(tmp)
            os.remove(os.path.join(tmp, path))
            if len(faults) != 1 or not faults[0].startswith(expected):
                print(f"self-test: FAIL: {name}: want '{expected}', got {faults}")
                failures += 1
            else:
                print(f"self-test: rejected as expected: {name}: {faults[0]}")
    if failures:
        return 1
    print(f"self-test: PASS (a clean tree passes, {len(planted)} planted faults rejected)")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) > 2 or (len(argv) == 2 and argv[1].startswith("-")):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    root = argv[1] if len(argv) == 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    return run(os.path.abspath(root))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
