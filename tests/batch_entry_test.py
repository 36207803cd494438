#!/usr/bin/env python3
"""A plugin's batch entries (plugin.h's SLIDERCHECK_BATCH_* macros) as the
README's build gives them to a user: check's enumeration through them, a
crash or hang inside an entry's call bisected to its input, an entry wrong
on one input a finding of its own, --batch off, and bench's batch mode under
its input contracts.

usage: batch_entry_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
(as tests/release_build_test.py, whose helpers it uses). Each scenario builds
tests/plugins/batch_entry.c with its variant's define, runs the slidercheck
given (the release build's, or the asan build's) with its default options
(two workers) and pastes every reproduce command it printed into a shell.
Prints PASS, or FAIL and why (exit 1).
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import Run, expect, run_scenario  # noqa: E402,F401

BISECTED = (r"batch entry: +slidercheck_rook_attacks_batch, in a call of [0-9]+ cases; "
            r"called on each alone \(n = 1\) in a fresh process, this one did it again")


def functions(out):
    """The JSON report's functions, by name."""
    return {f["name"]: f for f in json.loads(out)["functions"]}


def batch_off(r, so, extra=()):
    """--batch off on so: the entries are never called, the single calls
    conform (so's single calls are right), and the reports say so."""
    status, out = r.slidercheck("check", so, "--level", "quick", "--function", "rook_attacks",
                                "--batch", "off", *extra)
    expect(status == 0 and "result: CONFORMS" in out and
           re.search(r"batch entries: +off \(--batch off\): rook_attacks have one, not called",
                     out), f"--batch off: exit {status}", out)
    status, out = r.slidercheck("check", so, "--level", "quick", "--function", "rook_attacks",
                                "--batch", "off", "--format", "json", *extra)
    rook = functions(out)["rook_attacks"]
    expect(status == 0 and json.loads(out)["batch"] == "off" and
           rook["batch_entry"] == {"used": False, "calls": 0},
           f"--batch off, JSON: exit {status}, {rook.get('batch_entry')}", out)


def batch_crash_one(r):
    """An entry that crashes on one input (d4, an empty board): a crash of
    rook_attacks on that input, found by calling the crashed call's cases one
    at a time (n = 1) in a fresh process; its reproduce command crashes again."""
    so = r.build("batch_crash_one", "batch_entry.c", ["-DBATCH_CRASH_ONE"])
    status, out = r.slidercheck("check", so, "--level", "quick", "--function", "rook_attacks")
    expect(status == 3 and re.search(r"CRASH batch_crash_one.so::rook_attacks signal SIGSEGV", out)
           and re.search(BISECTED, out) and re.search(r"square: +d4", out) and
           re.search(r"occ: +0x0000000000000000", out) and "input is unknown" not in out,
           f"exit {status}: not bisected to d4 on an empty board", out)
    r.paste_reproduce(out, 3)
    batch_off(r, so)


def batch_hang_one(r):
    """An entry that never returns on one input: a timeout of rook_attacks on
    that input, bisected as a crash is; its reproduce command hangs again."""
    so = r.build("batch_hang_one", "batch_entry.c", ["-DBATCH_HANG_ONE"])
    status, out = r.slidercheck("check", so, "--level", "quick", "--function", "rook_attacks",
                                "--timeout", "1")
    expect(status == 3 and "TIMEOUT batch_hang_one.so::rook_attacks timeout" in out and
           re.search(r"batch entry: +slidercheck_rook_attacks_batch, in a call of [0-9]+ cases",
                     out) and re.search(r"square: +d4", out) and
           re.search(r"occ: +0x0000000000000000", out) and "input is unknown" not in out,
           f"exit {status}: not bisected to d4 on an empty board", out)
    r.paste_reproduce(out, 3)
    batch_off(r, so, ("--timeout", "1"))


def batch_wrong_one(r):
    """An entry wrong on one input while the single call is right: the
    finding of the batch entry (law batch_entry, both results in its note),
    whose reproduce command finds it again; the JSON report counts the
    entry's calls. Under --batch off the same plugin conforms."""
    so = r.build("batch_wrong_one", "batch_entry.c", ["-DBATCH_WRONG_ONE"])
    status, out = r.slidercheck("check", so, "--level", "quick", "--function", "rook_attacks")
    expect(status == 1 and "MISMATCH batch_wrong_one.so::rook_attacks law=batch_entry" in out and
           "the batch entry slidercheck_rook_attacks_batch returned 0x0000000000000000 where the "
           "single call slidercheck_rook_attacks returns 0x08080808f7080808" in out and
           re.search(r"batch entries: +rook_attacks \(the enumeration's cases through", out),
           f"exit {status}: no batch_entry finding", out)
    r.paste_reproduce(out, 1)
    status, out = r.slidercheck("check", so, "--level", "quick", "--function", "rook_attacks",
                                "--format", "json")
    rook = functions(out)["rook_attacks"]
    expect(status == 1 and json.loads(out)["batch"] == "on" and rook["batch_entry"]["used"] and
           rook["batch_entry"]["calls"] >= 1 and rook["counterexample"]["law"] == "batch_entry",
           f"JSON: exit {status}, {rook.get('batch_entry')}", out)
    batch_off(r, so)


def bench_batch(r):
    """bench's batch mode: the plugin's entries and the built-ins' in the same
    loop, each row with its cycles, under the input contracts (x-ray blockers
    occupied, aligned pairs) the header names; the JSON report's batch fields."""
    so = r.build("batch_entry", "batch_entry.c", [])
    common = ["--repetitions", "1", "--min-time", "0.001", "--inputs", "256"]
    status, out = r.slidercheck("bench", so, "--mode", "batch", "--function", "xray_rook_attacks",
                                "--function", "squares_between", "--builtin", "xray_one_lookup",
                                "--builtin", "between_table", "--xray-blockers", "occupied",
                                "--pairs", "aligned", *common)
    expect(status == 0 and re.search(r"x-ray: +blockers occupied", out) and
           re.search(r"pairs: +aligned: every pair kind's input drawn on two squares", out) and
           re.search(r"xray_rook_attacks +batch_entry.so +[0-9.]+ +[0-9.]+x +batch", out) and
           re.search(r"squares_between +batch_entry.so +[0-9.]+ +[0-9.]+x +batch", out) and
           re.search(r"squares_between +between_table +[0-9.]+ +[0-9.]+x[ a-z()-]+ batch", out) and
           "cycles: " in out and not re.search(r" pointer +[0-9.]+-[0-9.]+ ", out),
           f"bench --mode batch: exit {status}", out)
    status, out = r.slidercheck("bench", so, "--function", "rook_attacks", "--builtin", "magic",
                                "--dependent", "--format", "json", *common)
    report = json.loads(out)
    modes = {(row["implementation"], row["mode"]) for row in report["rows"]}
    expect(status == 0 and report["dependent"] and report["cycle_counter"] in ("perf", "tsc") and
           {("batch_entry.so", "batch"), ("batch_entry.so", "pointer"), ("magic", "batch"),
            ("magic", "pointer")} <= modes and
           all(row["cycles_per_lookup"]["median"] > 0 for row in report["rows"]),
           f"bench --dependent, JSON: exit {status}, rows {sorted(modes)}", out)


SCENARIOS = {f.__name__: f for f in [batch_crash_one, batch_hang_one, batch_wrong_one,
                                     bench_batch]}


if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
