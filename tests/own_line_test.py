#!/usr/bin/env python3
"""Reports that show the engine's own line, as a user gets them: each
scenario builds its planted plugin (or runs its planted --exec program),
runs a slidercheck (the release build's, or the asan build's) with default
options but where a scenario says, checks what the report says, and pastes
every reproduce command it printed into a shell.

usage: own_line_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
(as tests/release_build_test.py, whose helpers it uses). Prints PASS, or
FAIL and why (exit 1).
"""
import json
import os
import re
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import Failed, Run, blocks, expect, run_scenario  # noqa: E402


def line_of(r, source, text):
    """The number of the first line of tests/plugins/SOURCE holding text."""
    with open(os.path.join(r.samples, source), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if text in line:
                return number
    raise Failed(f"{text} not in {source}")


def output_section(block):
    """The lines of a finding's "plugin output" (or "program output") section."""
    m = re.search(r"\n  (?:plugin|program) output \([^\n]*\):\n((?:    [^\n]*\n?)*)", block)
    return m.group(1).splitlines() if m else []


def worker_output(r):
    """Two ASan errors in two functions: each finding quotes its own worker's
    report only (one pid, its own error), with one worker and with two."""
    so = r.build("two_functions", "sanitizer/two_functions.c", ["-fsanitize=address"])
    errors = {"bishop_attacks": "stack-buffer-overflow", "knight_attacks": "global-buffer-overflow"}
    for workers in ([], ["--workers", "1"]):
        status, out = r.slidercheck("check", so, *workers)
        expect(status == 1, f"{workers}: exit {status}, not 1", out)
        b = blocks(out)
        for function, error in errors.items():
            lines = output_section(b.get(function, ""))
            expect(lines, f"{workers}: {function}'s finding quotes no output", out)
            pids = set(re.findall(r"==(\d+)==", "\n".join(lines)))
            expect(len(pids) == 1, f"{workers}: {function}'s output mixes processes {pids}", out)
            text = "\n".join(lines)
            expect(f"AddressSanitizer: {error}" in text and
                   not any(e in text for f, e in errors.items() if f != function),
                   f"{workers}: {function}'s output is not its own report", out)
    r.paste_reproduce(out, 1)


def inline_chain(r):
    """A bad read in a helper inlined twice over: the plugin frame is the
    exported function's own line, with the inline chain from the helper out,
    for an ASan finding and for a plain crash, in text and JSON."""
    src = "sanitizer/inlined_helper.c"
    helper = line_of(r, src, "return table[sq];")
    null = line_of(r, src, "return *nowhere;")
    middle = line_of(r, src, "return get_bit(knight_table, sq);")
    own = line_of(r, src, "return knight_lookup(sq);")
    for name, flags, status, inner in (
            ("inlined_asan", ["-fsanitize=address"], 1, helper),
            ("inlined_crash", ["-DPLAIN_CRASH"], 3, null)):
        so = r.build(name, src, flags)
        got, out = r.slidercheck("check", so)
        expect(got == status, f"{name}: exit {got}, not {status}", out)
        expect(re.search(rf"plugin frame: +slidercheck_knight_attacks at \S*inlined_helper.c:{own}\n",
                         out), f"{name}: the plugin frame is not the engine's own line {own}", out)
        # The null read's own line may be lost to the optimizer (line 0): its function stays.
        expect(re.search(rf"inlined: +get_bit(?: at \S*inlined_helper.c:{inner})? <- knight_lookup at "
                         rf"\S*inlined_helper.c:{middle} <- slidercheck_knight_attacks at "
                         rf"\S*inlined_helper.c:{own}\n", out), f"{name}: no inline chain", out)
        r.paste_reproduce(out, status)
        got, out = r.slidercheck("check", so, "--format", "json")
        crash = json.JSONDecoder().raw_decode(out)[0]["functions"][0]["crash"]
        frame = crash["sanitizer"] if crash.get("sanitizer") else crash["frame"]
        expect([f["function"] for f in frame["inlined"]] ==
               ["get_bit", "knight_lookup", "slidercheck_knight_attacks"] and
               frame["location"].endswith(f"inlined_helper.c:{own}"), f"{name}: JSON {frame}", out)


def init_timeout_header(r):
    """slidercheck_init never returns: the header still names the six
    functions the plugin exports and the numbering it declares (a short
    init deadline: the workers spin until it)."""
    so = r.build("init_hangs", "init_hangs.c", [])
    status, out = r.slidercheck("check", so, "--timeout", "1", "--init-timeout", "2")
    expect(status == 3, f"exit {status}, not 3", out)
    expect(re.search(r"functions: +rook_attacks bishop_attacks queen_attacks squares_between "
                     r"knight_attacks king_attacks \(and slidercheck_init\)\n", out),
           "the header does not list the six exported functions", out)
    expect(re.search(r"numbering: +a8,b8 \(from the plugin's slidercheck_square_mapping\)", out),
           "the header does not give the declared numbering", out)
    expect("not observable" not in out, "numbering called not observable", out)


def exec_program(r, mode):
    return shlex.quote(os.path.join(r.src, "tests", "exec", "declared_engine.py")) + " " + mode


def exec_headers(r):
    """An --exec program: the numbering its handshake declares, the timeout
    per batch, and its crash's output called the program's."""
    status, out = r.slidercheck("check", "--exec", exec_program(r, "crash"), "--level", "quick")
    expect(status == 3, f"exit {status}, not 3", out)
    expect(re.search(r"numbering: +a1,b1 \(from the --exec program's handshake\)", out),
           "the handshake's numbering is not shown", out)
    expect(re.search(r"timeout 5 s per batch of calls", out) and "s per call" not in out,
           "the timeout is not said to be per batch", out)
    crash = out[out.find("slidercheck: CRASH "):]  # its name holds a space: not blocks()
    expect(re.search(r"\n  program output \(", crash) and "plugin output" not in out,
           "the crash's output is not called the program's", out)
    expect(any("engine: no table for d4" in line for line in output_section(crash)),
           "the program's own stderr line is not quoted", out)
    r.paste_reproduce(out, 3)


def interleaved_first_call(r):
    """Wrong on the first call of a process only: the interleaved calls,
    which an --exec check runs first, fail at call 1, and the note says no
    call came before it."""
    status, out = r.slidercheck("check", "--exec", exec_program(r, "first-call"), "--level",
                                "quick", "--workers", "1")
    expect(status == 1, f"exit {status}, not 1", out)
    expect("wrong at call 1 of the interleaved calls, the first (no call came before it)" in out,
           "the note of call 1 is not that it came first", out)
    expect("after calls of its own function only" not in out, "the old note", out)


def shift_board(r):
    """A wrong shift_one: its input board marks the set's squares, no leaper."""
    so = r.build("wrong_shift_one", "wrong_shift_one.c", [])
    status, out = r.slidercheck("check", so)
    expect(status == 1, f"exit {status}, not 1", out)
    expect("input: x a square of the set" in out and "L a leaper" not in out,
           "the shift_one board is labelled as a leaper's", out)
    r.paste_reproduce(out, 1)


def swapped_lines(r):
    """Diagonal and antidiagonal exported under each other's names: the
    functions look swapped, not numbered h1,g1 (the plugin declares a1,b1)."""
    so = r.build("diag_lines_swapped", "diag_lines_swapped.c", [])
    status, out = r.slidercheck("check", so)
    expect(status == 1, f"exit {status}, not 1", out)
    b = blocks(out)
    for function in ("diagonal_attacks", "antidiagonal_attacks"):
        expect("the two functions look swapped" in b.get(function, "") and
               "conforms if numbered" not in b.get(function, ""),
               f"{function}: not diagnosed as swapped", out)
    r.paste_reproduce(out, 1)


def handshake_timeout(r):
    """A program whose handshake stays in its stdout buffer: the message
    names --timeout, says nothing came on stdout and hints at the flush."""
    status, out = r.slidercheck("check", "--exec", exec_program(r, "unflushed"), "--timeout", "1")
    expect(status == 3, f"exit {status}, not 3", out)
    expect("hung before its handshake" in out and "--timeout" in out.split("hung before")[1],
           "the message does not name --timeout", out)
    expect("nothing at all came on its standard output" in out and "flush" in out,
           "no hint at an unflushed stdout", out)


def working_directory(r):
    """The workers run in the folder slidercheck was started in: a plugin
    that opens ../magics/rook.bin in its init conforms when started in a
    sibling folder, and fails to load when started elsewhere."""
    so = r.build("relative_file", "relative_file.c", [])
    os.makedirs(os.path.join(r.work, "magics"))
    with open(os.path.join(r.work, "magics", "rook.bin"), "wb") as f:
        f.write(b"R")
    engine = os.path.join(r.work, "engine")
    os.makedirs(engine)
    for cwd, status in ((engine, 0), (r.work, 2)):
        run = Run(r.sc, r.src, cwd)
        got, out = run.slidercheck("check", os.path.join(r.work, so), "--level", "quick")
        expect(got == status, f"started in {cwd}: exit {got}, not {status}", out)
    expect("slidercheck_init returned 1" in out or "returned 1" in out,
           "the failed init is not reported", out)


def coverage_grouped(r):
    """check --coverage of a source that includes a header of helpers: the
    checked function's unreached line first, then the engine's own source
    file, then the header; the table lists the source's functions only."""
    src = "coverage_helpers.c"
    guard = line_of(r, src, "unreachable guard")
    so = r.build("coverage_helpers", src, ["-fprofile-instr-generate", "-fcoverage-mapping"])
    status, out = r.slidercheck("check", so, "--coverage")
    expect(status == 0 and "result: CONFORMS" in out, f"exit {status}, not 0", out)
    checked = out.find("the checked functions' lines never reached:")
    source = out.find("coverage_helpers.c:\n")
    header = out.find("coverage_helpers.h:\n")
    expect(0 <= checked < source < header, "not the checked lines, the source, the header", out)
    expect(re.search(rf"\n    slidercheck_rook_attacks \(\S*coverage_helpers.c:\d+\): {guard + 1}\n",
                     out[checked:source]), "the guard's line is not first", out)
    expect(not re.search(r"\n(?:pop_count|lowest_square) +\d+", out),
           "the table lists the header's helpers", out)
    expect(re.search(r"\nslidercheck_rook_attacks +\d+", out), "no row of the checked function", out)


SCENARIOS = {f.__name__: f for f in [
    worker_output, inline_chain, init_timeout_header, exec_headers, interleaved_first_call,
    shift_board, swapped_lines, handshake_timeout, working_directory, coverage_grouped]}


if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
