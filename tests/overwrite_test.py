#!/usr/bin/env python3
"""A plugin that writes over slidercheck's memory, as a user meets it, and an
--exec program whose replies miscount their results.

Each scenario builds a hostile plugin (tests/plugins/hostile/overrun.c,
overwrite_shared.c, forge_result.cpp) or runs a hostile program
(tests/exec/miscount.py), runs slidercheck (the release build's, or the asan
build's) with its default options (two workers), checks the text and JSON
reports, and pastes every reproduce command the report printed into a shell
(tests/release_build_test.py's helpers). A verdict is never a lie: no
scenario may end in CONFORMS or exit 0.

usage: overwrite_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
"""
import json
import os
import re
import shlex
import sys

from release_build_test import Run, expect, run_scenario

OVERWROTE = ("the plugin wrote over slidercheck's memory "
             r"\(its shared page, memfd:slidercheck-shared\)")


def build(r, name):
    return r.build(name, f"hostile/{name}.c", ["-I" + os.path.join(r.samples, "hostile")])


def check(r, env, *args):
    """Runs check ARGS with ENV's variables (also for the pasted commands):
    (exit status, output). Never CONFORMS."""
    os.environ.update(env)
    status, out = r.slidercheck("check", *args, timeout=240)
    print(f"$ {' '.join(f'{k}={v}' for k, v in env.items())} slidercheck check {' '.join(args)}"
          f"\n{out}exit status {status}")
    expect("result: CONFORMS" not in out and status != 0, "a verdict that lies", out)
    if "reproduce:" in out and "--format" not in args:
        r.paste_reproduce(out, status)
    return status, out


def json_report(r, env, *args):
    status, out = check(r, env, *args, "--format", "json")
    report = json.loads(out)
    try:
        import jsonschema  # pylint: disable=import-outside-toplevel
        with open(os.path.join(r.src, "docs", "check-report.schema.json"), encoding="utf-8") as f:
            jsonschema.validate(report, json.load(f))
    except ImportError:
        print("(jsonschema missing: parsed only)")
    expect(report["exit_code"] == status, f"exit_code {report['exit_code']}, exit {status}", out)
    return status, report


def clean_env():
    for key in list(os.environ):
        if key.startswith("HOSTILE_"):
            del os.environ[key]


def init_overrun(r):
    """slidercheck_init writes past its table, on past the plugin's .bss to
    the end of the mapping after it: the guard after the plugin makes it
    fault there, a crash in slidercheck_init with its frame."""
    so = build(r, "overrun")
    for env in ({}, {"HOSTILE_OVERRUN": str(760 * 1024)}):
        clean_env()
        status, out = check(r, env, so)
        expect(status == 3, f"{env}: exit {status}, not 3", out)
        expect(re.search(r"the plugin crashed \(signal SIGSEGV\) in slidercheck_init", out) and
               re.search(r"plugin frame: +slidercheck_init at \S*overrun.c:\d+", out),
               f"{env}: no crash in slidercheck_init with its frame", out)
        status, report = json_report(r, env, so)
        expect(status == 3 and report["load_crash"]["where"] == "in slidercheck_init",
               f"{env}: JSON load_crash {report.get('load_crash')}")


def init_overwrite(r):
    """slidercheck_init writes over the shared page on purpose, with zeros or
    with a task counter past any plan: the worker finds its key broken, and
    the check says so, blamed on slidercheck_init (the probe's, then a
    worker's own when the probe was spared)."""
    so = build(r, "overwrite_shared")
    for env in ({"HOSTILE_OVERWRITE": "zeros"}, {"HOSTILE_OVERWRITE": "plausible"},
                {"HOSTILE_OVERWRITE": "zeros", "HOSTILE_NOT_FIRST": "1", "HOSTILE_THREAD": "1",
                 "HOSTILE_STATE": os.path.join(r.work, "state")}):
        clean_env()
        if "HOSTILE_STATE" in env and os.path.exists(env["HOSTILE_STATE"]):
            os.remove(env["HOSTILE_STATE"])
        status, out = check(r, env, so)
        expect(status == 3, f"{env}: exit {status}, not 3", out)
        expect(re.search(OVERWROTE + " in slidercheck_init", out) or
               re.search(OVERWROTE + " while loading or in slidercheck_init", out),
               f"{env}: not blamed on slidercheck_init", out)
        if "HOSTILE_STATE" in env:
            os.remove(env["HOSTILE_STATE"])
        status, report = json_report(r, env, so)
        expect(status == 3 and re.search(OVERWROTE, report["error"]), f"{env}: JSON error")


def init_overwrite_hang(r):
    """A worker's slidercheck_init writes zeros over the page (what the
    watchdog reads), then hangs: the checker ends it (its slot's key found
    broken, or at the call deadline), blamed on loading, instead of waiting
    for ever."""
    so = build(r, "overwrite_shared")
    clean_env()
    env = {"HOSTILE_OVERWRITE": "zeros", "HOSTILE_NOT_FIRST": "1", "HOSTILE_HANG": "1",
           "HOSTILE_THREAD": "1", "HOSTILE_STATE": os.path.join(r.work, "state")}
    status, out = check(r, env, so, "--init-timeout", "2")
    expect(status == 3, f"exit {status}, not 3", out)
    expect(re.search(OVERWROTE + "( and hung)? while loading or in slidercheck_init", out),
           "not blamed on loading", out)


def counter(r):
    """Only the task counter is written (the page's keys stay as they were):
    the workers end without taking a task, and the parent's plan says what
    was not checked: every function, exit 3, in text and JSON. A replay of
    one input the same (it used to exit 0)."""
    so = build(r, "overwrite_shared")
    clean_env()
    env = {"HOSTILE_OVERWRITE": "counter"}
    status, out = check(r, env, so)
    expect(status == 3, f"exit {status}, not 3", out)
    for name in ("rook_attacks", "bishop_attacks"):
        expect(re.search(rf"CRASH overwrite_shared.so::{name} not checked: its \d tasks? did not "
                         r"run \(the workers ended without taking them: the task counter", out),
               f"{name} not said to be unchecked", out)
    expect("not checked: 3 of the 3 tasks of the plan" in out, "no summary", out)
    status, report = json_report(r, env, so)
    expect(all(f["result"] == "crash" for f in report["functions"]), "JSON statuses")
    status, out = check(r, env, so, "--function", "rook_attacks", "--sq", "a1", "--occ", "0")
    expect(status == 3 and "not checked: its 1 task did not run" in out, "replay", out)


def call_overwrite(r):
    """The 100th call of rook_attacks writes over the page (zeros, or a
    counter past any plan): the crash of rook_attacks, not a crash while
    loading; what was not checked is said so."""
    so = build(r, "overwrite_shared")
    for how in ("zeros", "plausible"):
        clean_env()
        env = {"HOSTILE_OVERWRITE": how, "HOSTILE_OVERWRITE_CALL": "100"}
        status, out = check(r, env, so)
        expect(status == 3, f"{how}: exit {status}, not 3", out)
        expect(re.search(r"CRASH overwrite_shared.so::rook_attacks " + OVERWROTE +
                         " in a call of rook_attacks", out), f"{how}: not rook_attacks'", out)
        expect("while loading" not in out and "in slidercheck_init" not in out,
               f"{how}: blamed on loading", out)
        status, report = json_report(r, env, so)
        rook = [f for f in report["functions"] if f["name"] == "rook_attacks"][0]
        expect(rook["result"] == "crash" and re.search(OVERWROTE, rook["crash"]["what"]),
               f"{how}: JSON {rook}")


def sequence(r):
    """A sequence replay whose load writes over the page is a crash, exit 3."""
    so = build(r, "overwrite_shared")
    calls = os.path.join(r.work, "two.calls")
    with open(calls, "w", encoding="utf-8") as f:
        f.write("--function rook_attacks --sq a1 --occ 0x0\n"
                "--function bishop_attacks --sq e4 --occ 0x0\n")
    clean_env()
    status, out = check(r, {"HOSTILE_OVERWRITE": "zeros"}, so, "--sequence", calls)
    expect(status == 3 and re.search(OVERWROTE, out), f"exit {status}", out)


def forged_count(r):
    """The plugin forges the worker's result on its channel (frames the
    checker's own) with fewer cases than the plan's, or more, then ends as a
    finished worker: the parent's own count of the task's cases says it was
    not checked, a CRASH (exit 3), never CONFORMS; a replay of one input the
    same (its one case)."""
    src = r.src
    so = r.build("forge_result", "hostile/forge_result.cpp",
                 ["-std=c++20", "-fvisibility=hidden", "-I" + src,
                  "-I" + os.path.join(src, "internal")])
    for env in ({}, {"HOSTILE_FORGE_CALL": "100"}, {"HOSTILE_FORGED_CASES": "999999999"}):
        clean_env()
        cases = env.get("HOSTILE_FORGED_CASES", "1000")
        status, out = check(r, env, so)
        expect(status == 3, f"{env}: exit {status}, not 3", out)
        expect(re.search(rf"CRASH forge_result.so::rook_attacks not checked: task 0 checked "
                         rf"{cases} of its \d+ cases", out), f"{env}: no plan count", out)
        status, report = json_report(r, env, so)
        rook = report["functions"][0]
        expect(status == 3 and rook["result"] == "crash" and
               "not checked: task 0 checked" in rook["crash"]["what"], f"{env}: JSON {rook}")
    clean_env()
    status, out = check(r, {}, so, "--function", "rook_attacks", "--sq", "a1", "--occ", "0")
    expect(status == 3 and "not checked: task 0 checked 1000 of its 1 cases" in out, "replay",
           out)


def exec_miscount(r):
    """An --exec program replies with one result fewer than its batch, or one
    more, its count saying so, or with the batch's count and one result fewer:
    a CRASH of rook_attacks (exit 3) bisected to one input, never CONFORMS, in
    text and JSON; its reproduce command, pasted, the same."""
    program = os.path.join(r.src, "tests", "exec", "miscount.py")
    for mode, want in (("fewer", r"the reply to a batch of 1 inputs has 0 results"),
                       ("more", r"the reply to a batch of 1 inputs has 2 results"),
                       ("claims", r"timeout: the batch's results did not come within 1 s")):
        clean_env()
        command = f"{shlex.quote(sys.executable)} {shlex.quote(program)} {mode}"
        # claims: a reply that stops short is a timeout, each bisection step's too.
        extra = ("--timeout", "1") if mode == "claims" else ()
        status, out = check(r, {}, "--exec", command, *extra)
        expect(status == 3, f"{mode}: exit {status}, not 3", out)
        expect(re.search(r"(CRASH|TIMEOUT) .*::rook_attacks", out) and re.search(want, out),
               f"{mode}: no CRASH naming the reply", out)
        expect(re.search(r"reproduce: slidercheck check --exec .* --function rook_attacks --sq",
                         out), f"{mode}: no input named", out)
        status, report = json_report(r, {}, "--exec", command, *extra)
        rook = report["functions"][0]
        expect(status == 3 and rook["result"] in ("crash", "timeout"), f"{mode}: JSON {rook}")


def bench(r):
    """bench: a slidercheck_init that writes zeros over the page is refused,
    exit 3, and one that then hangs ends at the load deadline (the page no
    longer says when a load is over: the pipe does)."""
    so = build(r, "overwrite_shared")
    args = ["bench", so, "--function", "rook_attacks", "--repetitions", "1", "--min-time",
            "0.001", "--inputs", "256"]
    for env, want in (({"HOSTILE_OVERWRITE": "zeros"}, OVERWROTE + " in slidercheck_init"),
                      ({"HOSTILE_OVERWRITE": "zeros", "HOSTILE_HANG": "1"},
                       r"the plugin hung \(timeout: no return within 2 s\) while loading")):
        clean_env()
        status, out = r.slidercheck(*args, "--timeout", "2", timeout=240, env=env)
        print(f"$ {env} slidercheck {' '.join(args)} --timeout 2\n{out}exit status {status}")
        expect(status == 3 and re.search(want, out), f"{env}: exit {status}", out)


SCENARIOS = {f.__name__: f for f in [
    init_overrun, init_overwrite, init_overwrite_hang, counter, call_overwrite, sequence,
    forged_count, exec_miscount, bench]}


if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
