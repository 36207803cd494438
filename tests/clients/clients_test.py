#!/usr/bin/env python3
"""The client libraries of clients/ as their users build and run them: each
language's worked example (a walker) built with Debian's toolchain, checked by
a slidercheck (the release build's, or the asan build's) with its default
options (two workers): it conforms; its planted bug is found (exit status 1);
a crash in the client is a CRASH (exit status 3), not a mismatch; a function
given for a kind of another signature is refused in one line (exit status 2,
or, in Rust, the build fails). Every reproduce command printed is pasted into
a shell. A client that meets a hello of a newer or older protocol says so in
one line. The packages (pip, npm) are made and installed locally, offline.

usage: clients_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
Prints PASS, FAIL and why (exit 1), or SKIP and why (exit 77, ctest's
SKIP_RETURN_CODE) when the scenario's toolchain is not installed.
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from release_build_test import Failed, Run, expect  # noqa: E402


class Skipped(Exception):
    pass


def need(*tools):
    """The paths of tools (environment variables of the same name, upper
    case, override them); Skipped when one is missing."""
    found = []
    for tool in tools:
        path = shutil.which(os.environ.get(tool.upper(), tool))
        if not path:
            raise Skipped(f"no {tool} (scripts/install-deps.sh --all installs it)")
        found.append(path)
    return found


def run(cmd, cwd, env=None, timeout=600, check=True):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                       env=dict(os.environ, **(env or {})))
    if check:
        expect(p.returncode == 0, f"{' '.join(cmd)} exited {p.returncode}", p.stdout + p.stderr)
    return p


def version_of(r):
    status, out = r.slidercheck("--version")
    m = re.match(r"slidercheck (\S+)", out)
    expect(status == 0 and m, "slidercheck --version", out)
    return m.group(1)


def conforms(r, *args, functions=()):
    status, out = r.slidercheck("check", *args, "--level", "quick")
    expect(status == 0 and "result: CONFORMS" in out, f"check {' '.join(args)}: not CONFORMS",
           out)
    for f in functions:
        expect(re.search(rf"^{f} +[0-9]+ .* pass", out, re.M), f"{f} not checked", out)
    print(f"conforms: {' '.join(args)}")
    return out


def finds(r, status_wanted, finding, function, *args):
    """check ARGS --function FUNCTION: exits status_wanted with a FINDING
    (MISMATCH or CRASH) of function and no other kind of finding; pastes the
    reproduce commands."""
    status, out = r.slidercheck("check", *args, "--level", "quick", "--function", function)
    expect(status == status_wanted, f"check {' '.join(args)} exited {status}, not {status_wanted}",
           out)
    expect(re.search(rf"^slidercheck: {finding} [^\n]*::{function}", out, re.M),
           f"no {finding} of {function}", out)
    other = {"MISMATCH": "CRASH", "CRASH": "MISMATCH"}[finding]
    expect(not re.search(rf"^slidercheck: {other} ", out, re.M), f"a {other} reported", out)
    r.paste_reproduce(out, status_wanted)
    return out


def refused(r, command, pattern):
    """check --exec COMMAND: exits 2 with one line matching pattern."""
    status, out = r.slidercheck("check", "--exec", command, "--level", "quick")
    expect(status == 2 and len(out.strip().splitlines()) == 1 and re.search(pattern, out),
           f"--exec '{command}': not refused in one line matching {pattern}", out)
    print(f"refused in one line: {out.strip()[:120]}...")


def handshake_to(r, command, version):
    """Runs command (a client) on a hello of protocol version; returns (its
    handshake's status, its error text, its exit status, its stderr)."""
    p = subprocess.run(["sh", "-c", command], cwd=r.work, capture_output=True, timeout=120,
                       input=struct.pack("<4sII", b"SLCK", version, 4096))
    out = p.stdout
    expect(len(out) >= 12 and out[:4] == b"SLCK", f"{command}: no handshake", repr(out[:64]))
    status, at, texts = struct.unpack_from("<I", out, 8)[0], 12, []
    for _ in range(4):
        (n,) = struct.unpack_from("<I", out, at)
        texts.append(out[at + 4:at + 4 + n].decode())
        at += 4 + n
    return status, texts[3], p.returncode, p.stderr.decode()


def protocol_versions(r, command, name):
    """A hello of protocol version 2 and one of version 0: a refusing
    handshake (status 1) whose error is one line saying so, the same line on
    stderr, exit status 1."""
    ours = version_of(r)
    for version, age in ((2, "newer"), (0, "older")):
        status, error, code, err = handshake_to(r, command, version)
        want = (f"{name} {ours} speaks version 1 of the --exec protocol, but this slidercheck "
                f"speaks version {version} ({age}): use the client of the slidercheck you run")
        expect(status == 1 and error.startswith(want) and "\n" not in error,
               f"{command}: hello of version {version}: handshake status {status}, error {error!r}")
        expect(code == 1 and err.strip() == error, f"{command}: exit {code}, stderr {err!r}")
        print(f"protocol version {version}: {error[:80]}...")


def exec_client(r, command, name, functions, bug_function, crash_square="h8"):
    """The walker over --exec: conforms (checkers, a position kind, too), its
    bug found (in checkers too), its crash a CRASH, a misdeclared kind refused
    in one line, other protocol versions named."""
    conforms(r, "--exec", command, functions=functions + ["checkers"])
    finds(r, 1, "MISMATCH", bug_function, "--exec", f"{command} --bug")
    out = finds(r, 1, "MISMATCH", "checkers", "--exec", f"{command} --bug")
    expect(re.search(r"reproduce: [^\n]* --fen '[^']+'", out), "no position in the reproduce", out)
    out = finds(r, 3, "CRASH", "rook_attacks", "--exec", f"{command} --crash")
    expect(re.search(rf"square: +{crash_square} ", out), f"the crash is not at {crash_square}",
           out)
    refused(r, f"{command} --misdeclare",
            rf"failed to start \(status 1\): {name}: between takes \(sliders, empty, targets, "
            r"dir8\).*squares_between\(a, b\)")
    protocol_versions(r, command, name)


def go(r):
    """clients/go: the module's own tests (go test), and its walker, built
    with go build (GOPROXY=off)."""
    (gobin,) = need("go")
    exe = os.path.join(r.work, "walker")
    env = {"GOPROXY": "off", "GOFLAGS": "-mod=mod", "GOTOOLCHAIN": "local"}
    home = os.environ.get("HOME", "")
    if not home or not os.access(home, os.W_OK):  # go needs a cache and a GOPATH
        env.update(GOCACHE=os.path.join(r.work, "gocache"), GOPATH=os.path.join(r.work, "gopath"))
    run([gobin, "build", "-o", exe, "./walker"], os.path.join(r.src, "clients", "go"), env)
    run([gobin, "vet", "./..."], os.path.join(r.src, "clients", "go"), env)
    p = run([gobin, "test", "-count=1", "./..."], os.path.join(r.src, "clients", "go"), env)
    expect(re.search(r"^ok\s+slidercheck\b", p.stdout, re.M), "go test", p.stdout + p.stderr)
    print("go test: ok")
    exec_client(r, exe, "slidercheck-go", ["rook_attacks", "ray_attacks", "knight_attacks"],
                "bishop_attacks")


def java(r):
    """clients/java: Exec.java and the walker, built with javac alone."""
    javac, javabin = need("javac", "java")
    classes = os.path.join(r.work, "classes")
    run([javac, "-Xlint:all", "-Werror", "-d", classes,
         os.path.join(r.src, "clients", "java", "src", "main", "java", "slidercheck", "Exec.java"),
         os.path.join(r.src, "clients", "java", "walker", "Walker.java")], r.work)
    exec_client(r, f"{javabin} -cp {classes} Walker", "slidercheck-java",
                ["rook_attacks", "ray_attacks", "king_attacks", "knight_shift", "rook_sees",
                 "rook_set_attacks"], "king_attacks")


def csharp(r):
    """clients/csharp: Slidercheck.cs and the walker, built with Mono's mcs
    (C# 7) and run with mono."""
    mcs, mono = need("mcs", "mono")
    exe = os.path.join(r.work, "walker.exe")
    run([mcs, "-langversion:7", "-warnaserror", "-out:" + exe,
         os.path.join(r.src, "clients", "csharp", "Slidercheck.cs"),
         os.path.join(r.src, "clients", "csharp", "walker", "Walker.cs")], r.work)
    exec_client(r, f"{mono} {exe}", "slidercheck-csharp",
                ["rook_attacks", "ray_attacks", "knight_attacks", "knight_shift", "rook_sees",
                 "rook_set_attacks"], "knight_attacks")


def cargo_build(r, cargo, mode):
    """Builds clients/rust's example walker with --cfg MODE (None: none) in a
    target folder of its own: (the plugin's path, cargo's output, status)."""
    target = os.path.join(r.work, "target-" + (mode or "plain"))
    env = {"CARGO_TARGET_DIR": target, "RUSTFLAGS": f"--cfg {mode}" if mode else "",
           "CARGO_HOME": os.environ.get("CARGO_HOME", os.path.join(r.work, "cargo-home"))}
    p = run([cargo, "build", "--release", "--offline", "--locked", "--example", "walker", "--manifest-path",
             os.path.join(r.src, "clients", "rust", "Cargo.toml")], r.work, env, check=False)
    return os.path.join(target, "release", "examples", "libwalker.so"), p.stdout + p.stderr, p.returncode


def rust(r):
    """clients/rust: the example walker, a cdylib exporting its functions and
    its numbering (h1,g1) with export!, built by cargo; its planted bug and
    crash built in with --cfg; the four contracts declared, honoured and
    overridden; a misdeclared kind, an unknown key, a bad numbering and a bad
    contract do not compile, each with its message."""
    (cargo,) = need("cargo")
    plugin, out, status = cargo_build(r, cargo, None)
    expect(status == 0, "cargo build failed", out)
    out = conforms(r, plugin, functions=["rook_attacks", "ray_attacks", "squares_between",
                                         "checkers"])
    expect(re.search(r"numbering: +h1,g1 \(from the plugin's", out), "numbering not declared", out)
    bug, out, status = cargo_build(r, cargo, "walker_bug")
    expect(status == 0, "cargo build (walker_bug) failed", out)
    finds(r, 1, "MISMATCH", "rook_attacks", bug)
    out = finds(r, 1, "MISMATCH", "checkers", bug)
    expect(re.search(r"reproduce: [^\n]* --fen '[^']+'", out), "no position in the reproduce", out)
    crash, out, status = cargo_build(r, cargo, "walker_crash")
    expect(status == 0, "cargo build (walker_crash) failed", out)
    out = finds(r, 3, "CRASH", "rook_attacks", crash)
    expect(re.search(r"square: +a8 ", out) and re.search(r"panicked at [^\n]*walker\.rs", out),
           "the crash is not at a8 with the panic's place", out)
    # The contracts export! declares: each from its symbol, the kinds right
    # only under them conform; an option overrides one (the reproduce command
    # carries it).
    contracts, out, status = cargo_build(r, cargo, "walker_contracts")
    expect(status == 0, "cargo build (walker_contracts) failed", out)
    out = conforms(r, contracts, functions=["xray_rook_attacks", "line_through", "pawn_attacks"])
    for line in (r"own square: +occupied .*\(from the plugin's slidercheck_own_square\)",
                 r"x-ray blockers: +occupied .*\(from the plugin's slidercheck_xray_blockers\)",
                 r"pairs: +aligned .*\(from the plugin's slidercheck_pairs\)",
                 r"pawn squares: +pawn .*\(from the plugin's slidercheck_pawn_squares\)"):
        expect(re.search(line, out), f"no header line {line}", out)
    out = finds(r, 1, "MISMATCH", "line_through", contracts, "--pairs", "all")
    expect(re.search(r"reproduce: [^\n]* --pairs all --function line_through", out),
           "the option is not in the reproduce command", out)
    finds(r, 1, "MISMATCH", "pawn_attacks", contracts, "--pawn-squares", "all")
    for mode, pattern in (
            ("walker_misdeclare", r"expected fn pointer `fn\(u64, u64, u64, i32\) -> (u64|_)`"),
            ("walker_unknown_key", r"slidercheck::export!: unknown key `rook_attack`; the keys: "
                                   r"rook_attacks\(occ, sq\)"),
            ("walker_bad_mapping", r"slidercheck::export!: a mapping is one of a1,b1 "),
            ("walker_bad_contract", r"slidercheck::export!: pairs is \"all\" or \"aligned\"")):
        _, out, status = cargo_build(r, cargo, mode)
        expect(status != 0 and re.search(pattern, out), f"{mode}: built, or not with {pattern}",
               out)
        print(f"{mode}: does not build: {re.search(pattern, out).group(0)}")


def python_package(r):
    """clients/python: pip install ./clients/python into a fresh venv, offline
    (no index, the build backend in the tree); an engine importing the
    installed module conforms, and the package's version is the tool's."""
    python = sys.executable
    venv = os.path.join(r.work, "venv")
    p = run([python, "-m", "venv", venv], r.work, check=False)
    if p.returncode != 0 or not os.path.exists(os.path.join(venv, "bin", "pip")):
        raise Skipped("no venv with pip (python3-venv, scripts/install-deps.sh --all)")
    run([os.path.join(venv, "bin", "pip"), "install", "--no-index", "--no-cache-dir",
         os.path.join(r.src, "clients", "python")], r.work, {"PIP_NO_INDEX": "1"})
    py = os.path.join(venv, "bin", "python")
    p = run([py, "-c", "import importlib.metadata as m, slidercheck_exec as s; "
             "print(m.version('slidercheck-exec'), s.__version__, s.__file__)"], r.work)
    got = p.stdout.split()
    expect(got[0] == got[1] == version_of(r) and venv in got[2],
           "the installed package's version or place", p.stdout)
    with open(os.path.join(r.work, "engine.py"), "w", encoding="utf-8") as f:
        f.write("from slidercheck_exec import serve\n"
                "def king(sq):\n"
                "    f, r = sq % 8, sq // 8\n"
                "    return sum(1 << (8 * y + x) for x in range(f - 1, f + 2)\n"
                "               for y in range(r - 1, r + 2)\n"
                "               if 0 <= x < 8 and 0 <= y < 8 and (x, y) != (f, r))\n"
                "serve({'king_attacks': king})\n")
    conforms(r, "--exec", f"{py} engine.py", functions=["king_attacks"])
    protocol_versions(r, f"{py} engine.py", "slidercheck_exec")


def js_package(r):
    """clients/js: npm pack, then npm install of the tarball into a scratch
    project, offline; an engine importing the package by name conforms, and
    the package's version is the tool's."""
    npm, node = need("npm", "node")
    pack = os.path.join(r.work, "pack")
    os.makedirs(pack)
    env = {"npm_config_cache": os.path.join(r.work, "npm-cache"), "npm_config_offline": "true",
           "npm_config_audit": "false", "npm_config_fund": "false",
           "npm_config_update_notifier": "false"}
    p = run([npm, "pack", "--pack-destination", pack, os.path.join(r.src, "clients", "js")],
            r.work, env)
    tarballs = os.listdir(pack)
    expect(tarballs == [f"slidercheck-exec-{version_of(r)}.tgz"], "npm pack's tarball",
           p.stdout + p.stderr + str(tarballs))
    project = os.path.join(r.work, "engine")
    os.makedirs(project)
    with open(os.path.join(project, "package.json"), "w", encoding="utf-8") as f:
        json.dump({"name": "engine", "version": "1.0.0", "private": True, "type": "module"}, f)
    run([npm, "install", os.path.join(pack, tarballs[0])], project, env)
    with open(os.path.join(project, "engine.mjs"), "w", encoding="utf-8") as f:
        f.write('import { serve } from "slidercheck-exec";\n'
                "serve({ king_attacks: (sq) => {\n"
                "  let bb = 0n;\n"
                "  for (let y = (sq >> 3) - 1; y <= (sq >> 3) + 1; ++y)\n"
                "    for (let x = sq % 8 - 1; x <= sq % 8 + 1; ++x)\n"
                "      if (x >= 0 && x < 8 && y >= 0 && y < 8 && 8 * y + x !== sq)\n"
                "        bb |= 1n << BigInt(8 * y + x);\n"
                "  return bb;\n"
                "} });\n")
    p = run([node, "--input-type=module", "-e",
             'import { VERSION } from "slidercheck-exec"; console.log(VERSION);'], project)
    expect(p.stdout.strip() == version_of(r), "the installed package's version", p.stdout)
    conforms(r, "--exec", f"{node} {project}/engine.mjs", functions=["king_attacks"])
    protocol_versions(r, f"{node} {project}/engine.mjs", "slidercheck-exec")


def versions(r):
    """Every client's version is the tool's (slidercheck --version)."""
    ours = version_of(r)
    src = r.src
    places = [
        ("clients/python/slidercheck_exec.py", r'^__version__ = "([^"]+)"'),
        ("clients/python/pyproject.toml", r'^version = "([^"]+)"'),
        ("clients/js/slidercheck-exec.mjs", r'^export const VERSION = "([^"]+)"'),
        ("clients/js/package.json", r'^  "version": "([^"]+)"'),
        ("clients/go/slidercheck.go", r'^const Version = "([^"]+)"'),
        ("clients/java/src/main/java/slidercheck/Exec.java", r'String VERSION = "([^"]+)"'),
        ("clients/java/pom.xml", r"^  <version>([^<]+)</version>"),
        ("clients/csharp/Slidercheck.cs", r'const string Version = "([^"]+)"'),
        ("clients/csharp/Slidercheck.csproj", r"<Version>([^<]+)</Version>"),
        ("clients/rust/Cargo.toml", r'^version = "([^"]+)"'),
        ("clients/rust/src/lib.rs", r'^pub const VERSION: &str = "([^"]+)"'),
    ]
    for path, pattern in places:
        with open(os.path.join(src, path), encoding="utf-8") as f:
            m = re.search(pattern, f.read(), re.M)
        expect(m, f"{path}: no version ({pattern})")
        expect(m.group(1) == ours, f"{path}: version {m.group(1)}, slidercheck's is {ours}")
        print(f"{path}: {ours}")


def layouts(r):
    """The kinds tables of the Go, Java, C# and Rust clients against
    `slidercheck kinds --format json`: each kind, its arguments in order,
    which are bitboards (u64) and which a position (u64[8]); the position
    kinds among them."""
    status, out = r.slidercheck("kinds", "--format", "json")
    expect(status == 0, "slidercheck kinds --format json", out)
    data = json.loads(out)
    kinds = data["kinds"] if isinstance(data, dict) else data
    want = {k["name"]: [(f["name"], f["type"]) for f in k["record"]["fields"]] for k in kinds}
    position_kinds = sorted(k for k, fields in want.items() if any(n == "pos" for n, _ in fields))
    expect(position_kinds, "slidercheck kinds lists no position kind", out)
    bitboard = {"occ", "blockers", "sliders", "empty", "targets", "set"}

    def typed(names):
        return [(n, "u64" if n in bitboard else "u64[8]" if n == "pos" else "u8") for n in names]

    def read(path):
        with open(os.path.join(r.src, path), encoding="utf-8") as f:
            return f.read()
    tables = {
        "go": {m.group(1): typed(re.findall(r'"(\w+)"', m.group(2))) for m in
               re.finditer(r'^\t"(\w+)": +\{([^}]*)\},$', read("clients/go/slidercheck.go"), re.M)},
        "java": {m.group(1): typed(re.findall(r'"(\w+)"', m.group(2))) for m in re.finditer(
            r'\{"(\w+)"((?:, "\w+")*)\}', read("clients/java/src/main/java/slidercheck/Exec.java"))},
        "csharp": {m.group(1): typed(re.findall(r'"(\w+)"', m.group(2))) for m in re.finditer(
            r'new\[\] \{"(\w+)"((?:, "\w+")*)\}', read("clients/csharp/Slidercheck.cs"))},
        "rust": {m.group(1): [(a, {"u64": "u64", "i32": "u8"}.get(t, "u64[8]")) for a, t in
                              re.findall(r"(\w+): (u64|i32|\*const \$crate::Position)",
                                         m.group(2))]
                 for m in re.finditer(r'fn slidercheck_(\w+)\(([^)]*)\) -> u64',
                                      read("clients/rust/src/lib.rs"))},
    }
    for lang, table in tables.items():
        expect(table == want, f"{lang}: the kinds table differs from slidercheck kinds",
               json.dumps({k: (table.get(k), want.get(k)) for k in set(table) | set(want)
                           if table.get(k) != want.get(k)}))
        print(f"{lang}: {len(table)} kinds ({len(position_kinds)} position kinds), "
              "0 differences")


def action_step(r):
    """action.yml's step that runs scripts/action.sh: (its env, each value a
    template of inputs, its run command, the inputs' defaults)."""
    try:
        import yaml
    except ImportError:
        raise Skipped("no Python yaml module (python3-yaml, scripts/install-deps.sh --all)")
    with open(os.path.join(r.src, "action.yml"), encoding="utf-8") as f:
        action = yaml.safe_load(f)
    expect(action["runs"]["using"] == "composite", "action.yml is not a composite action")
    step = next(s for s in action["runs"]["steps"] if s.get("id") == "check")
    defaults = {k: v.get("default", "") for k, v in action["inputs"].items()}
    for name in ("plugin", "exec", "level", "mapping", "bit-mapping", "own-square", "pawn-sides",
                 "xray-blockers", "sarif"):
        expect(name in defaults, f"action.yml has no input {name}")
        var = "INPUT_" + name.upper().replace("-", "_")
        expect(step["env"].get(var) == "${{ inputs.%s }}" % name,
               f"action.yml's step does not pass the input {name} as {var}")
    return step, defaults


def run_action(r, step, defaults, **inputs):
    """Runs the action's step as the runner does: its env with the inputs
    substituted, github.action_path the checkout, GITHUB_OUTPUT a file;
    returns (exit status, output, the outputs written)."""
    values = dict(defaults, slidercheck=r.sc)
    values.update({k.replace("_", "-"): v for k, v in inputs.items()})
    env = {k: re.sub(r"\$\{\{ inputs\.([\w-]+) \}\}", lambda m: values[m.group(1)], v)
           for k, v in step["env"].items()}
    outputs = os.path.join(r.work, "github_output")
    open(outputs, "w").close()
    env.update(GITHUB_OUTPUT=outputs, GITHUB_STEP_SUMMARY=os.path.join(r.work, "summary"))
    command = step["run"].replace("${{ github.action_path }}", r.src)
    p = subprocess.run([step["shell"], "-c", command], cwd=r.work, capture_output=True,
                       text=True, timeout=600, env=dict(os.environ, **env))
    with open(outputs, encoding="utf-8") as f:
        written = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
    return p.returncode, p.stdout + p.stderr, written


def action(r):
    """action.yml run as the runner runs it (scripts/action.sh, the inputs as
    INPUT_* variables): a correct plugin passes; a wrong one fails the step
    (exit 1) with its SARIF written and the outputs saying so, its reproduce
    command pasted; an --exec program and the convention inputs reach the
    check; giving both plugin and exec, or neither, is an error in one
    annotation (exit 2)."""
    step, defaults = action_step(r)
    cc = os.environ.get("CC", "clang-14")
    need(cc)
    correct = r.build("correct_a1a2", "correct.c", ["-DSQ0_FILE=0", "-DSQ0_RANK=0",
                                                    "-DALONG_FILE=1"], compiler=cc)
    wrong = r.build("wrong_wrap", "wrong_wrap.c", [], compiler=cc)
    lines = ["rank_attacks", "file_attacks"]
    status, out, written = run_action(r, step, defaults, plugin=correct, level="quick",
                                      function=" ".join(lines), mapping="a1,a2")
    expect(status == 0 and written.get("status") == "0" and written.get("result") == "CONFORMS",
           f"a correct plugin: exit {status}, outputs {written}", out)
    expect(re.search(r"numbering: +a1,a2 \(from --mapping", out), "mapping not passed", out)
    print("correct plugin, mapping a1,a2: exit 0, result CONFORMS")
    status, out, written = run_action(r, step, defaults, plugin=correct, level="quick",
                                      function=",".join(lines))
    expect(status == 1 and written.get("status") == "1", "the same plugin without its "
           f"mapping: exit {status}, outputs {written}", out)
    print("correct plugin, no mapping: exit 1")
    status, out, written = run_action(r, step, defaults, plugin=wrong, level="quick",
                                      sarif="slidercheck.sarif")
    expect(status == 1 and written.get("status") == "1" and
           written.get("result") == "COUNTEREXAMPLE FOUND" and
           written.get("sarif") == "slidercheck.sarif", f"a wrong plugin: exit {status}, "
           f"outputs {written}", out)
    with open(os.path.join(r.work, "slidercheck.sarif"), encoding="utf-8") as f:
        expect(json.load(f)["runs"][0]["results"], "the SARIF file has no result")
    expect("::error title=slidercheck::slidercheck check: COUNTEREXAMPLE FOUND" in out,
           "no error annotation", out)
    r.paste_reproduce(out, 1)
    print("wrong plugin: exit 1, SARIF written, result COUNTEREXAMPLE FOUND")
    walker = f"{sys.executable} {r.src}/examples/exec/python/walker.py --bug"
    status, out, written = run_action(r, step, defaults, exec=walker, level="quick",
                                      function="rank_attacks")
    expect(status == 1 and re.search(r"MISMATCH [^\n]*::rank_attacks", out),
           f"--exec: exit {status}", out)
    r.paste_reproduce(out, 1)
    print("--exec walker --bug: exit 1")
    for inputs, what in (({"plugin": correct, "exec": walker}, "not both"),
                         ({}, "give the input plugin")):
        status, out, written = run_action(r, step, defaults, **inputs)
        expect(status == 2 and out.startswith("::error title=slidercheck::") and what in out
               and not written, f"inputs {sorted(inputs)}: exit {status}, outputs {written}", out)
        print(f"inputs {sorted(inputs)}: exit 2, {out.splitlines()[0]}")


SCENARIOS = {f.__name__: f for f in [go, java, csharp, rust, python_package, js_package,
                                      versions, layouts, action]}


def main():
    if len(sys.argv) != 5 or sys.argv[1] not in SCENARIOS:
        sys.exit(__doc__ + "scenarios: " + " ".join(SCENARIOS))
    scenario, sc, src, work = sys.argv[1:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    try:
        SCENARIOS[scenario](Run(os.path.abspath(sc), os.path.abspath(src), work))
    except Skipped as e:
        print(f"SKIP: {scenario}: {e}")
        sys.exit(77)
    except Failed as e:
        print(f"FAIL: {scenario}: {e}")
        sys.exit(1)
    print(f"PASS: {scenario}")


if __name__ == "__main__":
    main()
