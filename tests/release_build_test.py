#!/usr/bin/env python3
"""Sanitizers, crashes, fuzzing and declared conventions as the README's build
gives them to a user.

Each scenario builds its sample plugin the way docs/engine-fuzzing.md says,
runs a slidercheck (the release build's, or the asan build's) with its default
options (two workers), checks the report, and pastes every reproduce command
the report printed into a shell.

usage: release_build_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
  SCENARIO     one of SCENARIOS below
  SLIDERCHECK  the slidercheck binary
  SOURCE_DIR   the project's source folder (tests/plugins, include/)
  WORK_DIR     a folder of its own (emptied first)
The compilers are clang-14 (CC) and gcc (GCC). Prints PASS, or FAIL and why
(exit 1).
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

CC = os.environ.get("CC", "clang-14")
GCC = os.environ.get("GCC", "gcc")


class Failed(Exception):
    pass


def expect(cond, what, output=""):
    if not cond:
        raise Failed(what + ("\n--- output ---\n" + output if output else ""))


class Run:
    def __init__(self, sc, src, work):
        self.sc, self.src, self.work = sc, src, work
        self.samples = os.path.join(src, "tests", "plugins")

    def build(self, name, source, flags, compiler=None, strip=False):
        """Builds samples/SOURCE into WORK/NAME.so with FLAGS."""
        out = os.path.join(self.work, name + ".so")
        cmd = [compiler or CC, "-shared", "-fPIC", "-O1", "-g", *flags,
               "-I" + os.path.join(self.src, "include"), "-I" + self.samples,
               "-I" + os.path.join(self.samples, "sanitizer"),
               os.path.join(self.samples, source), "-o", out]
        subprocess.run(cmd, check=True)
        if strip:
            subprocess.run(["strip", "--strip-all", out], check=True)
        return name + ".so"

    def slidercheck(self, *args, timeout=900, env=None):
        """Runs slidercheck ARGS in WORK, with ENV's variables added:
        (exit status, stdout + stderr)."""
        p = subprocess.run([self.sc, *args], cwd=self.work, capture_output=True, text=True,
                           timeout=timeout, env=dict(os.environ, **env) if env else None)
        return p.returncode, p.stdout + p.stderr

    def paste_reproduce(self, output, status):
        """Runs every reproduce command in output as a user pastes it into a
        shell (`slidercheck` being this binary); each must exit status and
        print the same first finding line as the report it came from."""
        commands = re.findall(r"reproduce: +((?:[A-Z_]+=\S+ )*slidercheck [^\n]*)", output)
        expect(commands, "no reproduce command printed", output)
        for command in commands:
            shell = re.sub(r"\bslidercheck ", self.sc + " ", command, count=1)
            p = subprocess.run(["sh", "-c", shell], cwd=self.work, capture_output=True,
                               text=True, timeout=600)
            expect(p.returncode == status,
                   f"the reproduce command exited {p.returncode}, not {status}: {command}",
                   p.stdout + p.stderr)
            print(f"pasted (exit {p.returncode}): {command}")


def blocks(output):
    """The report's finding blocks, by the function they name."""
    found = {}
    for block in re.split(r"\n(?=slidercheck: (?:SANITIZER|CRASH|MISMATCH|TIMEOUT) )", output):
        m = re.match(r"slidercheck: \w+ \S+::(\w+)", block)
        if m:
            found[m.group(1)] = block
    return found


def block_of(out, so, kind):
    """The text of the MISMATCH finding of KIND (plugin file so) in a text report,
    after its headline, or None."""
    m = re.search(r"slidercheck: MISMATCH " + re.escape(so) + "::" + kind +
                  r" [^\n]*\n(.*?)(?=\nslidercheck: |\n[0-9]+ functions)", out, re.S)
    return m.group(1) if m else None


def two_workers(r):
    """Two functions with two sanitizer errors, two workers: each finding
    carries its own error type, input and plugin frame, every time."""
    so = r.build("two_functions", "sanitizer/two_functions.c", ["-fsanitize=address"])
    for attempt in range(3):
        status, out = r.slidercheck("check", so)
        expect(status == 1, f"run {attempt + 1}: exit {status}, not 1", out)
        b = blocks(out)
        bishop, knight = b.get("bishop_attacks", ""), b.get("knight_attacks", "")
        expect("AddressSanitizer stack-buffer-overflow" in bishop.split("\n")[0] and
               re.search(r"plugin frame: +pick at \S*two_functions.c:17", bishop) and
               re.search(r"square: +g3 \(22\)", bishop),
               f"run {attempt + 1}: bishop_attacks' finding is not its own", out)
        expect("AddressSanitizer global-buffer-overflow" in knight.split("\n")[0] and
               re.search(r"plugin frame: +slidercheck_knight_attacks at \S*two_functions.c:13",
                         knight) and re.search(r"square: +h8 \(63\)", knight),
               f"run {attempt + 1}: knight_attacks' finding is not its own", out)
        expect("result: SANITIZER ERROR FOUND" in out, "no sanitizer verdict", out)
    r.paste_reproduce(out, 1)
    # The ASan runtime in the worker (preloaded, or linked into the checker)
    # gave both reports as data through its API, not as text to parse.
    status, out = r.slidercheck("check", so, "--format", "json")
    sources = {f["name"]: ((f["crash"] or {}).get("sanitizer") or {}).get("source")
               for f in json.JSONDecoder().raw_decode(out)[0]["functions"]}
    expect(sources.get("bishop_attacks") == "runtime" and
           sources.get("knight_attacks") == "runtime", f"report sources {sources}", out)


def crash_frame(r):
    """A plain SIGSEGV names its plugin frame in text, JSON and JUnit; a
    stripped plugin gives its module and offset."""
    so = r.build("crash_frame", "crash_frame.c", [])
    status, out = r.slidercheck("check", so, "--junit", "crash.xml")
    expect(status == 3, f"exit {status}, not 3", out)
    expect(re.search(r"plugin frame: +lookup at \S*crash_frame.c:11", out), "no frame", out)
    r.paste_reproduce(out, 3)
    status, out = r.slidercheck("check", so, "--format", "json")
    frame = json.loads(out)["functions"][0]["crash"]["frame"]
    expect(frame["function"] == "lookup" and frame["location"].endswith("crash_frame.c:11"),
           f"JSON frame {frame}", out)
    props = {p.get("name"): p.get("value")
             for p in ET.parse(os.path.join(r.work, "crash.xml")).iter("property")}
    expect(props.get("function") == "lookup" and props.get("location", "").endswith(
        "crash_frame.c:11"), f"JUnit properties {props}")
    stripped = r.build("crash_frame_stripped", "crash_frame.c", [], strip=True)
    status, out = r.slidercheck("check", stripped)
    expect(status == 3 and re.search(r"plugin frame: +at crash_frame_stripped.so\+0x[0-9a-f]+",
                                      out), "stripped: no module+offset", out)


def crash_at_load(r):
    """A plain crash in a constructor: while loading, with its frame."""
    so = r.build("crash_at_load_frame", "crash_frame.c", ["-DCRASH_AT_LOAD"])
    status, out = r.slidercheck("check", so)
    expect(status == 3, f"exit {status}, not 3", out)
    expect(re.search(r"crashed \(signal SIGSEGV\) while loading", out) and
           re.search(r"plugin frame: +lookup at \S*crash_frame.c:11", out), "no place", out)
    r.paste_reproduce(out, 3)


def load_sanitizer(r, so, where, sanitizer, error, frame):
    status, out = r.slidercheck("check", so, "--junit", "load.xml")
    expect(status == 1, f"exit {status}, not 1", out)
    expect(f"{sanitizer} reported {error} {where}" in out, "no load finding line", out)
    expect(re.search(r"where: +" + where, out) and re.search(r"plugin frame: +" + frame, out),
           "no place or frame", out)
    expect("result: SANITIZER ERROR FOUND" in out, "no sanitizer verdict", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", so, "--format", "json")
    crash = json.loads(out)["load_crash"]
    expect(crash and crash["where"] == where and crash["sanitizer"]["error_type"] == error,
           f"JSON load_crash {crash}", out)
    # ASan's memory access errors are given as data by the runtime; UBSan's are read as text.
    source = "runtime" if sanitizer == "AddressSanitizer" else "output"
    expect(crash["sanitizer"]["source"] == source, f"JSON load_crash source {crash}", out)
    junit = open(os.path.join(r.work, "load.xml")).read()
    expect('type="sanitizer"' in junit and 'failures="1"' in junit, "JUnit: no failure", junit)


def load_ubsan_init(r):
    """UBSan stops slidercheck_init (a shift by 64): a finding, in slidercheck_init."""
    so = r.build("init_shift", "sanitizer/init_shift.c", ["-fsanitize=undefined"])
    load_sanitizer(r, so, "in slidercheck_init", "UndefinedBehaviorSanitizer", "shift-exponent",
                   r"build_masks at \S*init_shift.c:10")


def load_asan_constructor(r):
    """ASan stops a library constructor: a finding, while loading."""
    so = r.build("constructor_overflow", "sanitizer/constructor_overflow.c",
                 ["-fsanitize=address"])
    load_sanitizer(r, so, "while loading", "AddressSanitizer", "global-buffer-overflow",
                   r"fill_between at \S*constructor_overflow.c:12")


def coverage_only(r):
    """A plugin built for fuzzing alone (-fsanitize=fuzzer-no-link) loads in
    check and bench as it is."""
    so = r.build("correct_coverage", "correct.c", ["-fsanitize=fuzzer-no-link"])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 0 and "result: CONFORMS" in out, f"check: exit {status}", out)
    status, out = r.slidercheck("bench", so, "--function", "rook_attacks", "--min-time", "0.01",
                                "--repetitions", "1")
    expect(status == 0 and "rook_attacks" in out, f"bench: exit {status}", out)


def fuzz_recipe(r):
    """docs/engine-fuzzing.md's recipe, verbatim: the plugin built with its
    flags, fuzzed with the defaults (but a budget of minutes: 30 s of
    fuzzing, and a triage window a loaded machine's sanitized re-run fits
    in); the finding carries the plugin frame, the summary counts it, and
    its reproduce command reproduces it."""
    so = r.build("myengine", "sanitizer/knight_table.c",
                 ["-fsanitize=address,undefined,fuzzer-no-link", "-fno-sanitize-recover=all"])
    status, out = r.slidercheck("fuzz", so, "--max-total-time", "90", "--triage-time", "60")
    expect(status == 1, f"exit {status}, not 1", out)
    expect(re.search(r"slidercheck fuzz: .* 1 finding ", out), "the summary does not count it",
           out)
    expect(re.search(r"slidercheck: SANITIZER myengine.so::knight_attacks \w+Sanitizer", out) and
           # UBSan's bounds check may stop it first: without a stack trace
           # (UBSAN_OPTIONS in the asan build's own environment) only file:line.
           re.search(r"plugin frame: +(slidercheck_knight_attacks )?at \S*knight_table.c:14", out),
           "no finding with its frame", out)
    r.paste_reproduce(out, 1)


def fuzz_loads(r):
    """The driver loads every plugin the docs recommend."""
    for tag, flags in [("asan", "address"), ("ubsan", "undefined"),
                       ("asan_ubsan", "address,undefined"), ("coverage", "")]:
        sanitize = "-fsanitize=" + (flags + "," if flags else "") + "fuzzer-no-link"
        so = r.build("correct_fuzz_" + tag, "correct.c", [sanitize])
        status, out = r.slidercheck("fuzz", so, "--runs", "3000", "--dir", "fz_" + tag)
        expect(status == 0 and " 0 findings" in out and "cannot load" not in out,
               f"{tag}: exit {status}", out)
        expect(not re.search(r"slidercheck fuzz: 0 runs", out), f"{tag}: nothing ran", out)


def fuzz_coverage_reproduce(r):
    """A wrong answer found in a coverage-only plugin: the reproduce command
    fuzz prints runs as printed."""
    so = r.build("needle", "fuzz/needle.c", ["-fsanitize=fuzzer-no-link"])
    status, out = r.slidercheck("fuzz", so, "--max-total-time", "90", "--triage-time", "60",
                                "--seed", "1")
    expect(status == 1 and "MISMATCH needle.so::rook_attacks" in out, f"exit {status}", out)
    r.paste_reproduce(out, 1)


def fuzz_load_finding(r):
    """UBSan stops slidercheck_init in the fuzz driver: the load re-run as
    check runs it, a finding counted in the summary."""
    so = r.build("init_shift_fuzz", "sanitizer/init_shift.c",
                 ["-fsanitize=undefined,fuzzer-no-link", "-fno-sanitize-recover=all"])
    status, out = r.slidercheck("fuzz", so, "--runs", "1000")
    expect(status == 1, f"exit {status}, not 1", out)
    expect(re.search(r"slidercheck fuzz: .* 1 finding ", out) and
           "shift-exponent in slidercheck_init" in out, "no load finding", out)
    r.paste_reproduce(out, 1)


def fuzz_gcc_refused(r):
    """gcc's ASan cannot be fuzzed: one line saying why and how (exit 2), no
    folder made."""
    so = r.build("knight_gcc", "sanitizer/knight_table.c", ["-fsanitize=address"], compiler=GCC)
    status, out = r.slidercheck("fuzz", so, "--dir", "gcc_dir")
    expect(status == 2, f"exit {status}, not 2", out)
    expect(out.strip().count("\n") == 0 and "gcc's sanitizer runtime" in out and
           "fuzzer-no-link" in out, "not one line with the reason", out)
    expect(not os.path.exists(os.path.join(r.work, "gcc_dir")), "a folder was made", out)


def runtime_path_odd(r):
    """A --sanitizer-runtime path with a space or a colon (which LD_PRELOAD
    splits) still preloads that runtime: the finding, not a linkage error."""
    so = r.build("knight_asan", "sanitizer/knight_table.c", ["-fsanitize=address"])
    runtime = subprocess.run([CC, "-print-file-name=libclang_rt.asan-x86_64.so"],
                             capture_output=True, text=True, check=True).stdout.strip()
    for folder in ["a b", "x:y"]:
        os.makedirs(os.path.join(r.work, folder))
        copy = os.path.join(r.work, folder, os.path.basename(runtime))
        shutil.copy(runtime, copy)
        status, out = r.slidercheck("check", so, "--sanitizer-runtime", copy)
        expect(status == 1 and "AddressSanitizer global-buffer-overflow" in out and
               "undefined symbol" not in out, f"'{folder}': exit {status}", out)


def log_path(r):
    """ASAN_OPTIONS=log_path=F in the user's environment: the report still
    reaches the check (the finding), and no F.PID file is left."""
    so = r.build("knight_asan", "sanitizer/knight_table.c", ["-fsanitize=address"])
    env = dict(os.environ, ASAN_OPTIONS="log_path=" + os.path.join(r.work, "asan.log"))
    p = subprocess.run([r.sc, "check", so], cwd=r.work, capture_output=True, text=True, env=env,
                       timeout=600)
    out = p.stdout + p.stderr
    expect(p.returncode == 1 and "AddressSanitizer global-buffer-overflow" in out and
           re.search(r"plugin frame: +slidercheck_knight_attacks", out),
           f"exit {p.returncode}", out)
    left = [f for f in os.listdir(r.work) if f.startswith("asan.log")]
    expect(not left, f"reports written elsewhere: {left}", out)


def fake_report(r):
    """A plain plugin (no sanitizer) that prints a fake sanitizer report and
    crashes is a crash, not a sanitizer finding; printed at load before a
    hang, it gets no extra time."""
    so = r.build("fake_sanitizer_report", "hostile/fake_sanitizer_report.c", [])
    status, out = r.slidercheck("check", so)
    expect(status == 3 and "CRASH fake_sanitizer_report.so::rook_attacks signal SIGSEGV" in out
           and "SANITIZER" not in out.replace("ERROR: AddressSanitizer", ""),
           f"exit {status}: not a plain crash", out)
    env = dict(os.environ, HOSTILE_MODE="hang")
    p = subprocess.run([r.sc, "check", so, "--init-timeout", "1"], cwd=r.work,
                       capture_output=True, text=True, env=env, timeout=50)
    out = p.stdout + p.stderr
    expect(p.returncode == 3 and "hung (timeout: no return within 1 s, the init deadline "
           "(--init-timeout)) while loading" in out,
           f"hang: exit {p.returncode}", out)


def interleave_crash(r):
    """A crash met only in the interleaved calls is charged to the function
    that crashed (knight_attacks), never to the plan's first (rook_attacks)."""
    so = r.build("interleave_crash", "interleave_crash.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 3, f"exit {status}, not 3", out)
    expect(re.search(r"\nrook_attacks +\d+ +\S+ +pass", out) and
           "CRASH interleave_crash.so::knight_attacks" in out and
           "CRASH interleave_crash.so::rook_attacks" not in out, "wrong blame", out)


def leak(r):
    """ASAN_OPTIONS=detect_leaks=1 really checks leaks: a leak is a finding of
    the function that leaked, with its allocation's frame; a correct plugin
    has none."""
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1")
    so = r.build("leak", "sanitizer/leak.c", ["-fsanitize=address"])
    p = subprocess.run([r.sc, "check", so, "--level", "quick"], cwd=r.work, capture_output=True,
                       text=True, env=env, timeout=600)
    out = p.stdout + p.stderr
    expect(p.returncode == 1 and "SANITIZER leak.so::king_attacks LeakSanitizer memory-leak" in out
           and re.search(r"plugin frame: +king_scratch at \S*leak.c:13", out) and
           re.search(r"\nrook_attacks +\d+ +\S+ +pass", out), f"exit {p.returncode}", out)
    os.environ["ASAN_OPTIONS"] = "detect_leaks=1"  # the pasted commands run as the user's did
    r.paste_reproduce(out, 1)
    # Two functions that leak: both found, with one worker (which ends after
    # its first leak, a fresh one taking the next task) as with two.
    two = r.build("two_leaks", "sanitizer/leak.c", ["-fsanitize=address", "-DSECOND_LEAK"])
    for workers in (["--workers", "1"], []):
        p = subprocess.run([r.sc, "check", two, "--level", "quick", *workers], cwd=r.work,
                           capture_output=True, text=True, env=env, timeout=600)
        out = p.stdout + p.stderr
        expect(p.returncode == 1 and
               "SANITIZER two_leaks.so::king_attacks LeakSanitizer memory-leak" in out and
               "SANITIZER two_leaks.so::rook_attacks LeakSanitizer memory-leak" in out and
               re.search(r"plugin frame: +rook_node at \S*leak.c:\d+", out),
               f"two leaks {workers}: exit {p.returncode}", out)
        r.paste_reproduce(out, 1)
    so = r.build("correct_asan", "correct.c", ["-fsanitize=address"])
    p = subprocess.run([r.sc, "check", so, "--level", "quick"], cwd=r.work, capture_output=True,
                       text=True, env=env, timeout=600)
    expect(p.returncode == 0, f"correct: exit {p.returncode}", p.stdout + p.stderr)


def recovered_errors(r):
    """halt_on_error=0 (UBSan; ASan built with -fsanitize-recover=address):
    each error logged while the calls went on is a finding of its function,
    and its reproduce command (halting) finds it with its input."""
    cases = [("signed_overflow", "sanitizer/signed_overflow.c", ["-fsanitize=undefined"],
              "UBSAN_OPTIONS", "rook_attacks UndefinedBehaviorSanitizer signed-integer-overflow"),
             ("knight_recover", "sanitizer/knight_table.c",
              ["-fsanitize=address", "-fsanitize-recover=address"], "ASAN_OPTIONS",
              "knight_attacks AddressSanitizer global-buffer-overflow")]
    for name, source, flags, variable, signature in cases:
        so = r.build(name, source, flags)
        env = dict(os.environ, **{variable: "halt_on_error=0"})
        p = subprocess.run([r.sc, "check", so, "--level", "quick"], cwd=r.work,
                           capture_output=True, text=True, env=env, timeout=600)
        out = p.stdout + p.stderr
        expect(p.returncode == 1 and f"SANITIZER {name}.so::{signature}" in out,
               f"{name}: exit {p.returncode}", out)
        saved = os.environ.get(variable)
        os.environ[variable] = "halt_on_error=0"  # the pasted commands run as the user's did
        try:
            r.paste_reproduce(out, 1)
        finally:
            if saved is None:
                del os.environ[variable]
            else:
                os.environ[variable] = saved


def pawn_sides(r):
    """Declared conventions as a user meets them: side-relative pawns told to
    declare --pawn-sides relative, conforming once declared (option and
    symbol); board sides declared relative fail with the declaration in the
    header, the JSON and every reproduce command."""
    so = r.build("relative_pawns", "diag_pawn_sides.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 1 and re.search(r"looks side-relative[^\n]*`--pawn-sides relative`", out),
           f"undeclared: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", so, "--level", "quick", "--pawn-sides", "relative")
    expect(status == 0 and re.search(r"pawn sides: +relative .*\(from --pawn-sides\)", out),
           f"declared: exit {status}", out)
    declared = r.build("declared_pawns", "diag_pawn_sides.c", ["-DDECLARE_RELATIVE"])
    status, out = r.slidercheck("check", declared, "--level", "quick")
    expect(status == 0 and "(from the plugin's slidercheck_pawn_sides)" in out,
           f"symbol: exit {status}", out)
    board = r.build("board_pawns", "diag_pawn_sides.c", ["-DBOARD_SIDES"])
    status, out = r.slidercheck("check", board, "--level", "quick", "--pawn-sides", "relative")
    expect(status == 1 and "looks board-sided" in out and
           re.search(r"reproduce: +slidercheck check \S*board_pawns.so --pawn-sides relative ",
                     out), f"board sides declared relative: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", board, "--level", "quick", "--pawn-sides", "relative",
                                "--format", "json")
    report = json.loads(out)
    expect(report["pawn_sides"] == "relative" and report["pawn_sides_source"] == "option",
           "JSON pawn sides", out)
    failed = [f for f in report["functions"] if f["counterexample"]]
    expect(failed and all("--pawn-sides relative" in f["counterexample"]["reproduce"]
                          for f in failed), "JSON reproduce", out)


def declared_contracts(r):
    """Contracts a plugin declares (slidercheck_own_square,
    slidercheck_xray_blockers) as a user meets them: conforming without an
    option, said so; an option overrides them; a plugin that declares a wrong
    contract fails with reproduce commands that need no option; bench makes
    its inputs under the declaration; a declaration that holds an address (a
    `const char *`) is named as such."""
    own = r.build("own_declared", "diag_own_square.c", ['-DOWN_SQUARE_SYMBOL="empty"'])
    status, out = r.slidercheck("check", own, "--level", "quick")
    expect(status == 0 and re.search(
        r"own square: +empty [^\n]*\(from the plugin's slidercheck_own_square\)", out),
        f"own square declared: exit {status}", out)
    status, out = r.slidercheck("check", own, "--level", "quick", "--own-square", "any")
    expect(status == 1 and re.search(r"reproduce: +slidercheck check \S*own_declared.so "
                                     r"--own-square any ", out), f"overridden: exit {status}", out)
    r.paste_reproduce(out, 1)
    xray = r.build("xray_declared_wrong", "xray_engine.c",
                   ["-DWRONG_XRAY", '-DXRAY_SYMBOL="occupied"'])
    status, out = r.slidercheck("check", xray, "--level", "quick")
    expect(status == 1 and re.search(r"x-ray blockers: +occupied [^\n]*\(from the plugin's "
                                      r"slidercheck_xray_blockers\)", out) and
           not re.search(r"reproduce: [^\n]*--xray-blockers", out),
           f"wrong under its declaration: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", xray, "--level", "quick", "--format", "json")
    report = json.loads(out)
    expect(report["xray_blockers"] == "occupied" and report["xray_blockers_source"] == "symbol",
           "JSON x-ray blockers", out)
    bench = r.build("needs_own_bit_declared", "needs_own_bit.c", ['-DOWN_SQUARE_SYMBOL="occupied"'])
    status, out = r.slidercheck("bench", bench, "--repetitions", "1", "--min-time", "0.001")
    expect(status == 0 and "(from needs_own_bit_declared.so's slidercheck_own_square)" in out,
           f"bench: exit {status}", out)
    pointer = r.build("address_mapping", "address_symbols.c", [])
    status, out = r.slidercheck("check", pointer)
    expect(status == 2 and "slidercheck_square_mapping in plugin" in out and
           "holds an address" in out and "bad slidercheck_square_mapping" not in out,
           f"a pointer symbol: exit {status}", out)


def colors_beside_rank(r):
    """Swapped pawn colors stay swapped colors beside rank attacks, which
    cannot tell the numberings that would also explain them apart."""
    so = r.build("pawn_colors_rank", "diag_pawn.c", ["-DWITH_RANK"])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 1 and "the colors look swapped" in out and
           "conforms if numbered" not in out and "not seen" not in out,
           f"exit {status}", out)
    r.paste_reproduce(out, 1)


def bits_apart(r):
    """Squares and bits numbered apart (Igel's a8,b8 and h1,g1): undeclared,
    both are named; declared, it conforms; declared wrongly, every reproduce
    command carries the declaration and fails the same way."""
    so = r.build("bits_apart", "bits_apart.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 1 and "squares look numbered a8,b8 and bits h1,g1: declare" in out and
           "--mapping a8,b8 --bit-mapping h1,g1" in out and "conforms if numbered" not in out,
           f"undeclared: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", so, "--level", "quick", "--mapping", "a8,b8",
                                "--bit-mapping", "h1,g1")
    expect(status == 0 and "bits h1,g1 (from --bit-mapping)" in out, f"declared: exit {status}",
           out)
    status, out = r.slidercheck("check", so, "--level", "quick", "--mapping", "a8,b8",
                                "--bit-mapping", "h8,g8")
    expect(status == 1 and re.search(
        r"reproduce: +slidercheck check \S*bits_apart.so --mapping a8,b8 --bit-mapping h8,g8 ",
        out), f"wrong bits: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", so, "--level", "quick", "--mapping", "a8,b8",
                                "--bit-mapping", "h8,g8", "--format", "json")
    report = json.loads(out)
    expect(report["bit_mapping"] == "h8,g8" and report["bit_mapping_source"] == "option",
           "JSON bit mapping", out)


def fuzz_two_bugs(r):
    """Two distinct bugs (a wrong bishop, an ASan error in the rook) found in
    one run with the defaults, each reported and saved once, the crashing
    call met by few fuzzing processes, not by every one; every reproduce
    command pasted; a crash only a law's call reaches, replayed as a file;
    the corpus merged."""
    so = r.build("two_bugs", "fuzz/two_bugs.c", ["-fsanitize=address,fuzzer-no-link"])
    # 30 s of fuzzing, and a window of its own for the triage, which a loaded
    # machine's sanitized re-runs and shrinking fit in.
    status, out = r.slidercheck("fuzz", so, "--max-total-time", "90", "--triage-time", "60",
                                "--dir", "fz")
    expect(status == 1, f"exit {status}, not 1", out)
    expect(re.search(r"^slidercheck fuzz: .* 2 findings ", out, re.M), "not 2 findings", out)
    for saved in [r"finding-bishop_attacks-[0-9a-f]+\.txt", r"finding-crash-[0-9a-f]+\.txt"]:
        n = len(re.findall(r"^  saved: \S*/" + saved + "$", out, re.M))
        expect(n == 1, f"{saved} listed {n} times, not once", out)
    expect("SANITIZER two_bugs.so::rook_attacks AddressSanitizer global-buffer-overflow" in out,
           "no sanitizer finding", out)
    # The crashing call is recorded by the child that met it (crashed-inputs)
    # and answered by the oracle in the children after it: a crash file or
    # two (two children at once), not one per child.
    crash_dir = os.path.join(r.work, "fz", "crash")
    crash_files = [f for f in os.listdir(crash_dir) if f.startswith("crash-")]
    expect(os.path.exists(os.path.join(crash_dir, "crashed-inputs")) and len(crash_files) <= 4,
           f"{len(crash_files)} crash files", out)
    r.paste_reproduce(out, 1)
    own_bit = os.path.join(r.work, "own_bit")
    with open(own_bit, "wb") as f:  # rook a1, occupancy {h8}: the own-bit law's call crashes
        f.write(bytes(10) + b"\x80" + bytes(32))
    status, out = r.slidercheck("fuzz", so, "own_bit", "--law-sample", "1")
    expect(status == 1 and "(the call law own-bit made)" in out and
           "SANITIZER two_bugs.so::rook_attacks" in out, f"replay: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("fuzz", so, "--merge", "--dir", "fz")
    expect(status == 0 and re.search(r"merged: corpus \d+ inputs -> \d+ inputs", out),
           f"merge: exit {status}", out)


def crash_needs_history(r):
    """A crash its call alone does not bring back (the plugin crashes on its
    second call in a process): said so, and the calls before it found, cut
    down and written as a sequence whose command, pasted, crashes the same
    way, naming the plugin's frame."""
    so = r.build("crash_second_call", "crash_second_call.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 3 and "(does not crash in a fresh process)" in out and
           re.search(r"a sequence of 2 calls crashes from a fresh start", out) and
           re.search(r"reproduce: +slidercheck check \S*crash_second_call.so --sequence ", out),
           f"exit {status}", out)
    # The sequence file goes to the findings folder, not the working directory.
    calls = glob.glob(os.path.join(r.work, "slidercheck-fuzz-corpus", "crash_second_call",
                                   "crash", "*.calls"))
    expect(len(calls) == 1 and not glob.glob(os.path.join(r.work, "*.calls")),
           f"the .calls file is not in the findings folder: {calls}", out)
    r.paste_reproduce(out, 3)
    status, out = r.slidercheck("check", so, "--level", "quick", "--format", "json")
    crash = json.loads(out)["functions"][0]["crash"]
    expect("--sequence" in (crash["reproduce"] or ""), "JSON reproduce", out)


def fuzz_conventions(r):
    """fuzz takes the conventions as check does: side-relative pawns are a
    finding undeclared, none when declared by --pawn-sides or by the symbol;
    squares and bits numbered apart, declared by the symbols, no finding."""
    flags = ["-fsanitize=fuzzer-no-link"]
    so = r.build("relative_pawns_fz", "diag_pawn_sides.c", flags)
    status, out = r.slidercheck("fuzz", so, "--max-total-time", "40", "--triage-time", "30",
                                "--dir", "undeclared")
    expect(status == 1 and re.search(r"MISMATCH relative_pawns_fz.so::pawn_(east|west)_attacks",
                                     out), f"undeclared: exit {status}", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("fuzz", so, "--pawn-sides", "relative", "--max-total-time", "10",
                                "--law-sample", "1", "--dir", "option")
    expect(status == 0 and " 0 findings " in out, f"--pawn-sides relative: exit {status}", out)
    declared = r.build("declared_pawns_fz", "diag_pawn_sides.c", flags + ["-DDECLARE_RELATIVE"])
    status, out = r.slidercheck("fuzz", declared, "--max-total-time", "10", "--law-sample", "1",
                                "--dir", "symbol")
    expect(status == 0 and " 0 findings " in out, f"slidercheck_pawn_sides: exit {status}", out)
    bits = r.build("bits_apart_fz", "bits_apart.c", flags + ["-DDECLARE"])
    status, out = r.slidercheck("fuzz", bits, "--max-total-time", "10", "--law-sample", "1",
                                "--dir", "bits")
    expect(status == 0 and " 0 findings " in out, f"bits apart declared: exit {status}", out)
    own = r.build("own_declared_fz", "diag_own_square.c", flags + ['-DOWN_SQUARE_SYMBOL="empty"'])
    status, out = r.slidercheck("fuzz", own, "--max-total-time", "10", "--law-sample", "1",
                                "--dir", "own")
    expect(status == 0 and " 0 findings " in out, f"slidercheck_own_square: exit {status}", out)
    status, out = r.slidercheck("fuzz", own, "--own-square", "any", "--max-total-time", "40",
                                "--triage-time", "30", "--dir", "own_any")
    expect(status == 1 and "MISMATCH own_declared_fz.so::file_attacks" in out,
           f"--own-square any: exit {status}", out)
    r.paste_reproduce(out, 1)


def setsid_helper(r):
    """A helper the plugin starts that leaves its process group (setsid, a
    second fork) ends with check, bench and fuzz (two workers, default
    options): no process the plugin ran in is left."""
    so = r.build("setsid_helper", "hostile/setsid_helper.c",
                 ["-I" + os.path.join(r.samples, "hostile")])
    for args in (["check", so, "--level", "quick"],
                 ["bench", so, "--function", "rook_attacks", "--repetitions", "1"],
                 ["fuzz", so, "--runs", "2000", "--dir", "fz"]):
        pids_path = os.path.join(r.work, "pids")
        status, out = r.slidercheck(*args, env={"HOSTILE_PIDS": pids_path})
        expect(status == 0, f"{args[0]}: exit {status}", out)
        with open(pids_path) as f:
            pids = [int(line) for line in f if line.strip()]
        os.remove(pids_path)
        expect(len(pids) >= 2, f"{args[0]}: the helper did not start", out)
        left = [pid for pid in pids if os.path.exists(f"/proc/{pid}") and
                not open(f"/proc/{pid}/stat").read().split(") ")[-1].startswith("Z")]
        for pid in left:
            os.kill(pid, 9)
        expect(not left, f"{args[0]}: processes left behind: {left}", out)
        print(f"{args[0]}: {len(pids)} processes, none left")


SCENARIOS = {f.__name__: f for f in [
    fuzz_two_bugs, fuzz_conventions,
    two_workers, crash_frame, crash_at_load, load_ubsan_init, load_asan_constructor,
    coverage_only, fuzz_recipe, fuzz_loads, fuzz_coverage_reproduce, fuzz_load_finding,
    fuzz_gcc_refused, runtime_path_odd, log_path, fake_report, interleave_crash, leak,
    recovered_errors, pawn_sides, declared_contracts, colors_beside_rank, bits_apart, crash_needs_history,
    setsid_helper]}


def run_scenario(scenarios, usage):
    """Runs the scenario sys.argv names (SCENARIO SLIDERCHECK SRC WORK) in a
    fresh WORK: prints PASS or FAIL, exits 1 on a failure."""
    if len(sys.argv) != 5 or sys.argv[1] not in scenarios:
        sys.exit(usage + "scenarios: " + " ".join(scenarios))
    scenario, sc, src, work = sys.argv[1:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    try:
        scenarios[scenario](Run(os.path.abspath(sc), os.path.abspath(src), work))
    except Failed as e:
        print(f"FAIL: {scenario}: {e}")
        sys.exit(1)
    print(f"PASS: {scenario}")


def main():
    run_scenario(SCENARIOS, __doc__)


if __name__ == "__main__":
    main()
