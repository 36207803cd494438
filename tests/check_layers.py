#!/usr/bin/env python3
"""The layers of the source tree, checked from its #include lines.

    check_layers.py [ROOT]      check the tree at ROOT (default: this checkout)
    check_layers.py --self-test show that the check fails on planted faults

Every C and C++ file belongs to one layer (LAYERS, by path). An #include may
point to a file of the same layer or of a lower rank, never up, and never
sideways to another layer of the same rank (the oracle shares nothing with
the implementations it judges; the prover and the plugin module are apart):

    0 core    the board basics: core/, board.h, kinds.h, shapes.h, function_ref.h,
              batch.h, random.h
    1 oracle  oracle/, oracle.h, oracle_leapers.h
    1 impls   impls/
    2 check   check/, the other headers of include/ and internal/
    3 plugin  plugin/, plugin.h, plugin_loader.h
    3 prove   prove/
    4 cli     src/cli/

The check layer is in rooms (ROOMS, lowest first: check/ROOM/ by path, a
header of include/ or internal/ by HEADER_ROOMS); an #include may not go to a
higher room. And no include circle: a header and the sources of the same name
that include it are one unit, and the units' includes form no cycle.

Drivers (tests/, fuzz/, props/, bench/, examples/, prove/tests/) may include
anything. Also, no source file but a test's may be over MAX_LINES lines, and
no function of any file over MAX_FUNCTION_LINES (tests/function_lengths.py
measures them from the braces).
Exit status: 0 clean, 1 a fault (each printed as PATH:LINE: ...), 2 usage.
"""
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import function_lengths  # noqa: E402

MAX_LINES = 800
MAX_FUNCTION_LINES = 150

RANKS = {"core": 0, "oracle": 1, "impls": 1, "check": 2, "plugin": 3, "prove": 3, "cli": 4}
DRIVER = "driver"

# (path or folder prefix, layer): the first that matches a file's path wins.
LAYERS = [
    ("include/slidercheck/types.h", "core"),  # the public value types, which board.h reads
    ("include/slidercheck/version.h", "core"),
    ("internal/slidercheck/board.h", "core"),
    ("internal/slidercheck/kinds.h", "core"),
    ("internal/slidercheck/shapes.h", "core"),  # the signature shapes, which kinds.h reads
    ("internal/slidercheck/kind_functions.h", "core"),  # a subject's functions, made of kinds.h
    ("internal/slidercheck/function_ref.h", "core"),
    ("include/slidercheck/batch.h", "core"),  # the batch loop, which kinds.h and plugin.h expand
    ("internal/slidercheck/random.h", "core"),
    ("internal/slidercheck/oracle.h", "oracle"),
    ("internal/slidercheck/oracle_leapers.h", "oracle"),
    ("include/slidercheck/plugin.h", "plugin"),
    ("internal/slidercheck/plugin_loader.h", "plugin"),
    ("include/slidercheck/", "check"),
    ("internal/slidercheck/", "check"),
    ("core/", "core"),
    ("oracle/", "oracle"),
    ("impls/", "impls"),
    ("check/", "check"),
    ("plugin/", "plugin"),
    ("prove/tests/", DRIVER),
    ("prove/", "prove"),
    ("src/cli/", "cli"),
    ("tests/", DRIVER),
    ("fuzz/", DRIVER),
    ("props/", DRIVER),
    ("bench/", DRIVER),
    ("examples/", DRIVER),
]

# The rooms of the check layer, lowest first (each is check/ROOM/; its job is
# the opening comment of check/ROOM/README.md and docs/architecture.md's table).
ROOMS = ["subjects", "laws", "cases", "diagnose", "plan", "grammar", "report", "vectors",
         "conformance"]
# The room of each check-layer header of include/slidercheck/ and internal/slidercheck/,
# by the lowest room whose files need it (diagnoses.h, the explanations as data,
# is part of a KindResult, so it is with the cases; diagnose.h, which fills it,
# is above).
HEADER_ROOMS = {
    "implementation.h": "subjects", "symmetry.h": "subjects", "planted.h": "subjects",
    "registry.h": "subjects", "from_ray.h": "subjects", "read_file.h": "subjects",
    "check.h": "laws", "laws.h": "laws", "lines.h": "laws",
    "enumerate.h": "cases", "levels.h": "cases", "queen_split.h": "cases",
    "kind_result.h": "cases", "diagnoses.h": "cases",
    "diagnose.h": "diagnose", "pawn_sides.h": "diagnose", "sanitizer_report.h": "diagnose",
    "position_diagnose.h": "diagnose", "pawn_pushes.h": "diagnose",
    "plan.h": "plan",
    "check_spec.h": "grammar", "command_line.h": "grammar",
    "render.h": "report", "mismatch_text.h": "report", "finding_signature.h": "report",
    "vectors.h": "vectors",
    "conformance.h": "conformance", "fuzz_entry.h": "conformance",
    "conformance_subject.h": "conformance", "fuzz_driver.h": "conformance",
}

SOURCE = re.compile(r".*\.(c|cc|cpp|h|hpp)(\.in)?$")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
# Where a quoted or angled include is looked for, after the including file's folder.
INCLUDE_DIRS = ["", "include", "internal", "src"]


def layer_of(path):
    """Returns the layer of a path relative to the root, or None."""
    for prefix, layer in LAYERS:
        if path == prefix or (prefix.endswith("/") and path.startswith(prefix)):
            return layer
    return None


def room_of(path):
    """Returns the room of a check-layer file, or None (in no room)."""
    parts = path.split("/")
    if parts[0] == "check" and len(parts) > 2 and parts[1] in ROOMS:
        return parts[1]
    if parts[0] in ("include", "internal"):
        return HEADER_ROOMS.get(parts[-1])
    return None


def unit_of(path):
    """Returns the unit of a file: its path without the extension (see units)."""
    return re.sub(r"\.(c|cc|cpp|h|hpp)(\.in)?$", "", path)


def circles(edges):
    """Returns each include circle of the unit graph edges {unit: {unit: (path, line)}},
    as a list of units, first unit again at the end (Tarjan's strongly connected parts);
    one circle a part."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, {})):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    result = []
    for part in found:  # one cycle through the part, from its first unit
        members, path = set(part), [part[0]]
        while True:
            nxt = next(w for w in sorted(edges[path[-1]]) if w in members)
            if nxt in path:
                result.append(path[path.index(nxt):] + [nxt])
                break
            path.append(nxt)
    return result


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
    headers = {unit_of(p).split("/")[-1]: unit_of(p) for p in files
               if p.startswith(("include/", "internal/")) and p.endswith(".h")}
    edges = {}
    for path in files:
        layer = layer_of(path)
        if layer is None:
            faults.append(f"{path}: in no layer (add its folder to LAYERS in tests/check_layers.py)")
            continue
        room = room_of(path) if layer == "check" else None
        if layer == "check" and room is None:
            faults.append(f"{path}: in no room of check/ (ROOMS, HEADER_ROOMS in "
                          f"tests/check_layers.py)")
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) > MAX_LINES and not is_test(path):
            faults.append(f"{path}: {len(lines)} lines (at most {MAX_LINES} in a source file)")
        for name, first, count in function_lengths.lengths("\n".join(lines)):
            if count > MAX_FUNCTION_LINES:
                faults.append(f"{path}:{first}: function {name} is {count} lines (at most "
                              f"{MAX_FUNCTION_LINES})")
        if layer == DRIVER:
            continue
        unit = unit_of(path)
        header = headers.get(unit.split("/")[-1])
        if (path.endswith((".c", ".cc", ".cpp")) and header and layer_of(header + ".h") == layer
                and any(resolve(root, path, m.group(1), m.group(2)) == header + ".h"
                        for m in map(INCLUDE.match, lines) if m)):
            unit = header  # a source is one unit with the header of its name that it includes
        for number, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = resolve(root, path, m.group(1), m.group(2))
            if target is None:
                continue
            includes += 1
            to = layer_of(target)
            if to is None:
                continue
            to_unit = unit_of(target)
            if to_unit != unit and to != DRIVER:
                edges.setdefault(unit, {}).setdefault(to_unit, (path, number))
            if to == layer:
                to_room = room_of(target) if layer == "check" else None
                if room and to_room and ROOMS.index(to_room) > ROOMS.index(room):
                    faults.append(f"{path}:{number}: includes {m.group(2)} (room {to_room}): "
                                  f"up from room {room} of layer check")
                continue
            if to == DRIVER or RANKS[to] >= RANKS[layer]:
                way = "up" if to == DRIVER or RANKS[to] > RANKS[layer] else "sideways"
                faults.append(f"{path}:{number}: includes {m.group(2)} ({to}): "
                              f"{way} from layer {layer} (rank {RANKS[layer]})")
    for cycle in circles(edges):
        where = ", ".join(f"{a} -> {b} ({edges[a][b][0]}:{edges[a][b][1]})"
                          for a, b in zip(cycle, cycle[1:]))
        faults.append(f"include circle: {where}")
    return faults, len(files), includes


def run(root):
    faults, files, includes = check(root)
    for fault in faults:
        print(fault)
    if faults:
        print(f"check_layers: {len(faults)} faults in {files} files")
        return 1
    print(f"check_layers: {files} files, {includes} includes between project files, "
          f"every one down a layer and room; no include circle; no source over {MAX_LINES} lines, "
          f"no function over {MAX_FUNCTION_LINES}")
    return 0


def self_test():
    """Returns 0 when the check passes a clean tree and fails each planted fault."""
    clean = {
        "internal/slidercheck/board.h": "#pragma once\n",
        "internal/slidercheck/shapes.h": '#include "slidercheck/board.h"\n',
        "internal/slidercheck/kinds.h": '#include "slidercheck/shapes.h"\n',
        "internal/slidercheck/implementation.h": '#include "slidercheck/kinds.h"\n',
        "internal/slidercheck/plan.h": '#include "slidercheck/implementation.h"\n',
        "internal/slidercheck/plugin_loader.h": '#include "slidercheck/plan.h"\n',
        "core/board.cpp": '#include "slidercheck/board.h"\n',
        "core/kinds.cpp": '#include "slidercheck/kinds.h"\n',
        "check/subjects/implementation.cpp": '#include "slidercheck/implementation.h"\n',
        "check/plan/plan.cpp": '#include "slidercheck/plan.h"\n#include <vector>\n',
        "plugin/runner.h": '#include "slidercheck/plan.h"\n',
        "plugin/runner.cpp": '#include "runner.h"\n#include "slidercheck/plugin_loader.h"\n',
        "prove/prover.h": '#include "slidercheck/plan.h"\n',
        "src/cli/options.h": '#include "slidercheck/board.h"\n',
        "src/cli/main.cpp": '#include "cli/options.h"\n#include "prove/prover.h"\n'
                            '#include "plugin/runner.h"\n',
        "tests/big_test.cpp": '#include "cli/options.h"\n' + "//\n" * (MAX_LINES + 1),
    }
    planted = [  # (name, file, text, what the check must say)
        ("check includes the CLI", "check/plan/bad.cpp", '#include "cli/options.h"\n',
         "check/plan/bad.cpp:1: includes cli/options.h (cli): up from layer check"),
        ("a check header includes plugin/", "internal/slidercheck/registry.h",
         '// ok\n#include "plugin/runner.h"\n',
         "internal/slidercheck/registry.h:2: includes plugin/runner.h (plugin): up from layer check"),
        ("core includes the plan", "core/bad.cpp", '#include <slidercheck/plan.h>\n',
         "core/bad.cpp:1: includes slidercheck/plan.h (check): up from layer core"),
        ("plugin includes the CLI", "plugin/bad.cpp", '#include "../src/cli/options.h"\n',
         "plugin/bad.cpp:1: includes ../src/cli/options.h (cli): up from layer plugin"),
        ("prove includes plugin", "prove/bad.cpp", '#include "plugin/runner.h"\n',
         "prove/bad.cpp:1: includes plugin/runner.h (plugin): sideways from layer prove"),
        ("a room includes a higher room", "check/subjects/bad.cpp",
         '#include "slidercheck/implementation.h"\n#include "slidercheck/plan.h"\n',
         "check/subjects/bad.cpp:2: includes slidercheck/plan.h (room plan): up from room "
         "subjects"),
        ("a room's header includes a higher room's", "internal/slidercheck/symmetry.h",
         '#include "slidercheck/plan.h"\n',
         "internal/slidercheck/symmetry.h:1: includes slidercheck/plan.h (room plan): up from "
         "room subjects"),
        ("an include circle (shapes.cpp reads kinds.h, which includes shapes.h)",
         "core/shapes.cpp", '#include "slidercheck/shapes.h"\n#include "slidercheck/kinds.h"\n',
         "include circle: internal/slidercheck/kinds -> internal/slidercheck/shapes "
         "(internal/slidercheck/kinds.h:1), internal/slidercheck/shapes -> "
         "internal/slidercheck/kinds (core/shapes.cpp:2)"),
        ("a file of check/ in no room", "check/bad.cpp", "\n",
         "check/bad.cpp: in no room of check/"),
        ("a long source", "check/plan/long.cpp", "//\n" * (MAX_LINES + 1),
         f"check/plan/long.cpp: {MAX_LINES + 1} lines (at most {MAX_LINES}"),
        ("a folder in no layer", "shapes/bad.cpp", "\n", "shapes/bad.cpp: in no layer"),
        ("a long function in a test", "tests/long_test.cpp",
         "#include <vector>\n// { not counted }\nstatic int\nlong_one(int a) {\n"
         + "  a += 1;\n" * (MAX_FUNCTION_LINES - 2) + "}\nint short_one() { return 0; }\n",
         f"tests/long_test.cpp:3: function long_one is {MAX_FUNCTION_LINES + 1} lines (at most "
         f"{MAX_FUNCTION_LINES})"),
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
        if faults or includes != 17:
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
