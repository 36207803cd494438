#!/usr/bin/env python3
"""Blame and reproduce lines that are true, as the README's build gives them
to a user: a crash is not called a sanitizer's finding, a reproduce line
carries every option that shaped the run, a crash that needs earlier calls is
cut down within a time bound, and --coverage and --sanitizer-runtime work
whatever the plugin and the paths.

usage: true_reports_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
(as tests/release_build_test.py, whose helpers it uses). Each scenario runs
the slidercheck given (the release build's, or the asan build's) with its
default options (two workers) and pastes every reproduce command it printed
into a shell. Prints PASS, or FAIL and why (exit 1).
"""
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import CC, Failed, expect, run_scenario  # noqa: E402


def exec_client(r):
    """Builds tests/exec/client.c (a plain program, as an engine is) into WORK."""
    out = os.path.join(r.work, "exec_client")
    subprocess.run([CC, "-O1", "-g", "-o", out, os.path.join(r.src, "tests", "exec", "client.c")],
                   check=True)
    return out


def exec_go_panic(r):
    """An --exec program that prints a Go runtime panic ("panic: runtime
    error: index out of range ...") and exits 2 carries no sanitizer runtime:
    its end is a crash (exit 3) with the panic in its output, never a
    sanitizer's finding."""
    client = exec_client(r)
    status, out = r.slidercheck("check", "--exec", client + " go-panic", "--function",
                                "rook_attacks", "--level", "quick")
    expect(status == 3 and "CRASH " in out and "it ended (exit status 2)" in out and
           "SANITIZER" not in out and "UndefinedBehaviorSanitizer" not in out and
           "panic: runtime error: index out of range [64] with length 64" in out and
           re.search(r"square: +d4 \(27\)", out), f"exit {status}: not a plain crash", out)
    r.paste_reproduce(out, 3)
    status, out = r.slidercheck("check", "--exec", client + " go-panic", "--function",
                                "rook_attacks", "--level", "quick", "--format", "json")
    report = json.loads(out)
    function = report["functions"][0]
    expect(status == 3 and function["result"] == "crash" and function["crash"]["sanitizer"] is None,
           f"JSON: exit {status}", out)


def exec_handshake_escapes(r):
    """An --exec program's handshake error holding a newline and a backslash
    is one line on stderr, each escaped once (\\n and \\\\), not twice."""
    client = exec_client(r)
    status, out = r.slidercheck("check", "--exec", client + " init-fails-escapes")
    line = "failed to start (status 1): cannot open\\nC:\\\\tables\n"
    expect(status == 2 and out.count("\n") == 1 and out.endswith(line),
           f"exit {status}: not escaped once: {out!r}", out)


def reproduce_timeout(r):
    """A check run with --timeout 1 on an --exec program that takes 2 s on
    one input: a timeout (exit 3) whose reproduce line carries --timeout 1,
    so pasted it times out too (without it, the default 5 s would pass)."""
    client = exec_client(r)
    status, out = r.slidercheck("check", "--exec", client + " slow-input", "--function",
                                "rook_attacks", "--level", "quick", "--timeout", "1")
    expect(status == 3 and "TIMEOUT " in out and
           re.search(r"reproduce: +slidercheck check --exec '[^']*slow-input' --timeout 1 "
                     r"--function rook_attacks --sq d4 --occ 0x0000000000000000\n", out),
           f"exit {status}: no reproduce line with --timeout 1", out)
    r.paste_reproduce(out, 3)
    status, out = r.slidercheck("check", "--exec", client + " slow-input", "--function",
                                "rook_attacks", "--level", "quick", "--timeout", "1", "--format",
                                "json")
    crash = json.loads(out)["functions"][0]["crash"]
    expect(" --timeout 1 " in (crash["reproduce"] or ""), "JSON reproduce", out)


def crash_after_many_calls(r):
    """A plugin that crashes at its 300th call in a process: the cut of its
    calls is bounded by time (--shrink-time, 10 s by default), says so on
    stderr as it starts, writes the sequence to its .calls file in
    --replay-dir, and the text shows only its first and last calls and the
    file's path; the reproduce line, pasted, crashes the same way."""
    so = r.build("crash_300th_call", "crash_second_call.c", ["-DCRASH_AT=300"])
    os.makedirs(os.path.join(r.work, "findings"))
    status, out = r.slidercheck("check", so, "--function", "rook_attacks", "--level", "quick",
                                "--replay-dir", "findings")
    expect(status == 3 and "(does not crash in a fresh process)" in out, f"exit {status}", out)
    expect(re.search(r"slidercheck: cutting the \d+ calls before the failure down .*at most 10 s, "
                     r"--shrink-time\)", out), "no progress line for the cut", out)
    m = re.search(r"a sequence of (\d+) calls crashes from a fresh start", out)
    expect(m and int(m.group(1)) >= 300, "no sequence of 300 calls or more", out)
    files = glob.glob(os.path.join(r.work, "findings", "*.calls"))
    expect(len(files) == 1 and not glob.glob(os.path.join(r.work, "*.calls")),
           f"the .calls file is not in the findings folder alone: {files}", out)
    shown = re.findall(r"\n    \d+: --function rook_attacks", out)
    expect(len(shown) == 6 and re.search(r"\n    \.\.\. \(\d+ calls more, all in findings/", out),
           f"{len(shown)} calls shown inline, not the first and last 3", out)
    r.paste_reproduce(out, 3)
    status, out = r.slidercheck("check", so, "--function", "rook_attacks", "--level", "quick",
                                "--replay-dir", "findings", "--shrink-time", "1", "--quiet")
    expect(status == 3 and "not minimal: the trial or time bound ran out" in out and
           "cutting the" not in out, f"--shrink-time 1 --quiet: exit {status}", out)


def runtime_path_relative(r):
    """--sanitizer-runtime by a relative path holding a space or a colon
    (which LD_PRELOAD splits) preloads that runtime, as its absolute path
    does: the finding, not a linkage error."""
    so = r.build("knight_asan", "sanitizer/knight_table.c", ["-fsanitize=address"])
    runtime = subprocess.run([CC, "-print-file-name=libclang_rt.asan-x86_64.so"],
                             capture_output=True, text=True, check=True).stdout.strip()
    for folder in ["rt dir", "rt:dir"]:
        os.makedirs(os.path.join(r.work, folder))
        shutil.copy(runtime, os.path.join(r.work, folder))
        relative = os.path.join(folder, os.path.basename(runtime))
        status, out = r.slidercheck("check", so, "--sanitizer-runtime", relative)
        expect(status == 1 and "AddressSanitizer global-buffer-overflow" in out and
               "undefined symbol" not in out, f"'{relative}': exit {status}", out)
        r.paste_reproduce(out, 1)


def coverage_interrupted(r):
    """check --coverage ended by SIGINT, SIGTERM or SIGHUP during a call (a
    plugin that never returns) dies of the signal and leaves no profile
    folder in TMPDIR."""
    so = r.build("hang_coverage", "hang.c", ["-fprofile-instr-generate", "-fcoverage-mapping"])
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        tmp = os.path.join(r.work, "tmp-" + sig.name)
        os.makedirs(tmp)
        p = subprocess.Popen([r.sc, "check", so, "--coverage", "--function", "bishop_attacks",
                              "--timeout", "600"], cwd=r.work, env=dict(os.environ, TMPDIR=tmp),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        # The folder is made before the run; the call that hangs comes soon after.
        for _ in range(600):
            if glob.glob(os.path.join(tmp, "slidercheck-coverage-*")):
                break
            time.sleep(0.05)
        time.sleep(2)
        p.send_signal(sig)
        out, _ = p.communicate(timeout=60)
        expect(p.returncode == -sig, f"{sig.name}: ended {p.returncode}, not by the signal", out)
        left = os.listdir(tmp)
        expect(not left, f"{sig.name}: left in TMPDIR: {left}", out)
        print(f"{sig.name}: nothing left")


def coverage_own_profile(r):
    """check --coverage of a plugin that points its own profile elsewhere
    (LLVM_PROFILE_FILE set in a constructor, or __llvm_profile_set_filename
    in slidercheck_init): the workers' profiles are still merged, the
    function's lines counted, and no profile written where the plugin said."""
    for flag in ("-DOWN_ENV", "-DOWN_NAME"):
        so = r.build("own_profile" + flag.lower().replace("-d", "_"), "coverage_own_file.c",
                     ["-fprofile-instr-generate", "-fcoverage-mapping", flag])
        status, out = r.slidercheck("check", so, "--coverage", "--level", "quick")
        m = re.search(r"\((\d+) process profiles? merged\)", out)
        expect(status == 0 and m and int(m.group(1)) >= 1 and
               re.search(r"\nslidercheck_rook_attacks +\d+ +0 +100\.00%", out),
               f"{flag}: exit {status}: the profiles not merged", out)
        # The plugin's runtime may make its own file as it starts: it stays empty.
        left = [f for f in glob.glob(os.path.join(r.work, "own-*.profraw"))
                if os.path.getsize(f) > 0]
        expect(not left, f"{flag}: profiles written where the plugin said: {left}", out)


def line_newline(r):
    """A crash at a line of a file whose name holds a newline (#line): the
    plugin frame names its function, file and line."""
    so = r.build("line_newline", "line_newline.c", [])
    status, out = r.slidercheck("check", so, "--function", "rook_attacks", "--level", "quick",
                                "--format", "json")
    frame = json.loads(out)["functions"][0]["crash"]["frame"]
    expect(status == 3 and frame and frame["function"] == "slidercheck_rook_attacks" and
           frame["location"].endswith("odd\nname.c:7"), f"exit {status}: frame {frame}", out)
    status, out = r.slidercheck("check", so, "--function", "rook_attacks", "--level", "quick")
    expect(status == 3 and re.search(r"plugin frame: +slidercheck_rook_attacks at \S*odd\\nname\.c:7\n",
                                     out), f"text: exit {status}", out)
    r.paste_reproduce(out, 3)


SCENARIOS = {f.__name__: f for f in [
    exec_go_panic, exec_handshake_escapes, reproduce_timeout, crash_after_many_calls,
    runtime_path_relative, coverage_interrupted, coverage_own_profile, line_newline]}

if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
