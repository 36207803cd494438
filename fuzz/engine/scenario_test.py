#!/usr/bin/env python3
"""Runs `slidercheck fuzz` on one scenario of a hostile plugin or environment
and checks what must hold whatever the plugin does: the exit status, the
output, that the run ends within a bound (a hang, not a timing), and that no
process of the run is left behind.

usage: scenario_test.py --work DIR [--expect N] [--regex R]... [--no-regex R]...
                        [--bound SECONDS] [--sparse-file PATH:BYTES]...
                        [--address-space-kb KB] [--exists PATH]... [--missing PATH]...
                        [--reproduce N] [--reproduce-sequence N] [--reproduce-all N]
                        [--reproduce-driver N]
                        [--count N=REGEX]... [--write-file PATH=HEX]...
                        [--setup "SLIDERCHECK ARGS"]... [--fifo PATH]... [--copy SPEC]...
                        [--signal SIG:PATH] [--close-stdin] [--max-lines N]
                        [--sarif-file PATH] [--files-in DIR=N]... [--tmpfs PATH:SIZE]
                        -- SLIDERCHECK ARGS...

DIR is emptied first and is the run's working directory and TMPDIR's parent
(TMPDIR is DIR/tmp, which must be empty at the end: no libFuzzer folder left);
"{work}" in ARGS, PATH and the sparse files' paths is DIR. A process left
behind is one whose command line names DIR. --address-space-kb runs slidercheck
under that address-space limit (ulimit -v). --reproduce N: the first
"reproduce: slidercheck ..." command of the output must exit N;
--reproduce-sequence N: so must its "reproduce: slidercheck check ...
--sequence FILE" command. --reproduce-all N: every distinct "reproduce:
slidercheck ..." line, pasted into a shell (sh -c, slidercheck a function
running SLIDERCHECK), must exit N. --reproduce-driver N: the fuzz driver's
"reproduce:" line after "the plugin crashed or hung on an input", pasted
into a shell, must exit N (or one of N,M,...). --count N=REGEX: REGEX matches N times.
--write-file writes the bytes HEX to PATH first; --setup runs a command first
(in DIR, its exit status not checked; "{work}" expanded). An argument
"{empty}" is the empty string. --fifo makes a FIFO at PATH first;
--copy SRC=DST[:N][@OFFSET=HEX] copies SRC to DST first, cut to N bytes, HEX
written at OFFSET.
--signal SIG:PATH sends SIG (INT, TERM, HUP) to slidercheck once PATH exists
(a glob). --close-stdin runs slidercheck with descriptor 0 closed.
--max-lines N: the output has at most N lines. --sarif-file PATH: PATH is a
well-formed SARIF 2.1.0 log. --files-in DIR=N: DIR holds N entries at the end.
--tmpfs PATH:SIZE runs slidercheck in a mount namespace of its own with a
tmpfs of SIZE (mount's size=) at PATH; the scenario prints SKIP and passes
when it cannot be mounted.
"""
import glob
import json
import argparse
import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import time


def leftovers(work):
    """Returns the pids of live processes whose command line names work, or a
    path under it: a whole path, so that a scenario's work directory that is
    a prefix of another's (NAME and NAME_more, run side by side) does not take
    the other's processes for its own."""
    named = re.compile(re.escape(os.fsencode(work)) + rb"(?=/|\0|$)")
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmdline = f.read()
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z" and named.search(cmdline):
            found.append(int(entry))
    return found


def run_reproduce(out, pattern, slidercheck, work, expect, bound):
    """Runs the reproduce command the pattern finds in out; returns the failures."""
    m = re.search(pattern, out, re.MULTILINE)
    if not m:
        return [f"no reproduce command matching {pattern}"]
    args = shlex.split(m.group(1))
    try:
        run = subprocess.run([slidercheck] + args, cwd=work, capture_output=True, text=True,
                             timeout=bound, check=False)
    except subprocess.TimeoutExpired:
        return [f"slidercheck {m.group(1)} did not end within {bound} s"]
    print(f"$ slidercheck {m.group(1)}\n{run.stdout}{run.stderr}exit status {run.returncode}")
    if run.returncode != expect:
        return [f"slidercheck {m.group(1)} exited {run.returncode}, expected {expect}"]
    return []


def paste_driver(out, work, expect, bound):
    """Pastes the fuzz driver's reproduce line that follows "the plugin
    crashed or hung on an input" into a shell; returns the failures."""
    m = re.search(r"the plugin crashed or hung on an input: .*\n\s*reproduce: (.*slidercheck-fuzz .*)$",
                  out, re.MULTILINE)
    if not m:
        return ["no reproduce line after \"the plugin crashed or hung on an input\""]
    try:
        run = subprocess.run(["sh", "-c", m.group(1)], cwd=work, capture_output=True, text=True,
                             timeout=bound, check=False)
    except subprocess.TimeoutExpired:
        return [f"{m.group(1)} did not end within {bound} s"]
    print(f"$ {m.group(1)}\n{run.stdout}{run.stderr[-3000:]}exit status {run.returncode}")
    if str(run.returncode) not in expect.split(","):
        return [f"the pasted {m.group(1)} exited {run.returncode}, expected {expect}"]
    return []


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--work", required=True)
    p.add_argument("--expect", type=int, default=0)
    p.add_argument("--regex", action="append", default=[])
    p.add_argument("--no-regex", action="append", default=[])
    p.add_argument("--bound", type=float, default=120)
    p.add_argument("--sparse-file", action="append", default=[])
    p.add_argument("--address-space-kb", type=int)
    p.add_argument("--exists", action="append", default=[])
    p.add_argument("--missing", action="append", default=[])
    p.add_argument("--reproduce", type=int)
    p.add_argument("--reproduce-sequence", type=int)
    p.add_argument("--reproduce-all", type=int)
    p.add_argument("--reproduce-driver")
    p.add_argument("--count", action="append", default=[])
    p.add_argument("--write-file", action="append", default=[])
    p.add_argument("--setup", action="append", default=[])
    p.add_argument("--fifo", action="append", default=[])
    p.add_argument("--copy", action="append", default=[])
    p.add_argument("--signal")
    p.add_argument("--close-stdin", action="store_true")
    p.add_argument("--max-lines", type=int)
    p.add_argument("--sarif-file")
    p.add_argument("--files-in", action="append", default=[])
    p.add_argument("--tmpfs")
    p.add_argument("command", nargs=argparse.REMAINDER)
    a = p.parse_args()
    work = os.path.abspath(a.work)
    shutil.rmtree(work, ignore_errors=True)
    tmp = os.path.join(work, "tmp")
    os.makedirs(tmp)
    expand = lambda s: "" if s == "{empty}" else s.replace("{work}", work)  # noqa: E731
    command = [expand(arg) for arg in (a.command[1:] if a.command[:1] == ["--"] else a.command)]
    for path in a.fifo:
        path = expand(path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.mkfifo(path)
    for spec in a.copy:
        src, dst = spec.split("=", 1)
        dst, _, poke = dst.partition("@")
        dst, _, cut = dst.partition(":")
        with open(expand(src), "rb") as f:
            data = bytearray(f.read())
        if cut:
            data = data[:int(cut)]
        if poke:
            offset, hexbytes = poke.split("=")
            new = bytes.fromhex(hexbytes)
            data[int(offset):int(offset) + len(new)] = new
        with open(expand(dst), "wb") as f:
            f.write(data)
    run_command = command
    if a.tmpfs:
        where, size = a.tmpfs.rsplit(":", 1)
        where = expand(where)
        os.makedirs(where, exist_ok=True)
        probe = subprocess.run(["unshare", "-m", "sh", "-c",
                                f"mount -t tmpfs -o size={size} tmpfs '{where}'"],
                               capture_output=True, text=True, check=False)
        if probe.returncode != 0:
            print(f"SKIP: cannot mount a tmpfs ({probe.stderr.strip()})\nPASS")
            sys.exit(0)
        run_command = ["unshare", "-m", "sh", "-c",
                       f'mount -t tmpfs -o size={size} tmpfs "$0" && exec "$@"', where] + command
    for spec in a.sparse_file:
        path, size = spec.rsplit(":", 1)
        path = expand(path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.truncate(int(size))

    for spec in a.write_file:
        path, data = spec.rsplit("=", 1)
        path = expand(path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(bytes.fromhex(data))
    for setup in a.setup:
        words = [expand(w) for w in shlex.split(setup)]
        run = subprocess.run(words, cwd=work, env=dict(os.environ, TMPDIR=tmp),
                             capture_output=True, text=True, check=False)
        print(f"$ {shlex.join(words)}\n{run.stdout}{run.stderr[-2000:]}exit status {run.returncode}")

    failures = []

    def limit():
        if a.close_stdin:
            os.close(0)
        if a.address_space_kb:
            kb = a.address_space_kb * 1024
            resource.setrlimit(resource.RLIMIT_AS, (kb, kb))

    start = time.monotonic()
    proc = subprocess.Popen(run_command, cwd=work, env=dict(os.environ, TMPDIR=tmp),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True, preexec_fn=limit)
    if a.signal:
        name, when = a.signal.split(":", 1)
        deadline = time.monotonic() + a.bound
        while not glob.glob(expand(when)) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        if proc.poll() is None:
            proc.send_signal(getattr(signal, "SIG" + name))
            print(f"sent SIG{name} once {expand(when)} existed")
        else:
            failures.append(f"it ended before {expand(when)} existed")
    try:
        out, _ = proc.communicate(timeout=a.bound)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        failures.append(f"did not end within {a.bound} s (a hang)")
    out = out.decode(errors="replace")
    print(f"$ {shlex.join(command)}\n{out}exit status {proc.returncode} after "
          f"{time.monotonic() - start:.1f} s")
    if proc.returncode != a.expect:
        failures.append(f"exit status {proc.returncode}, expected {a.expect}")
    for regex in a.regex:
        if not re.search(regex, out, re.MULTILINE):
            failures.append(f"output does not match: {regex}")
    for regex in a.no_regex:
        if re.search(regex, out, re.MULTILINE):
            failures.append(f"output matches: {regex}")
    # A killed process needs a moment to be gone.
    left = leftovers(work)
    deadline = time.monotonic() + 5
    while left and time.monotonic() < deadline:
        time.sleep(0.1)
        left = leftovers(work)
    for pid in left:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    if left:
        failures.append(f"processes left behind: {left}")
    if os.listdir(tmp):
        failures.append(f"left in TMPDIR: {os.listdir(tmp)}")
    if a.max_lines is not None and len(out.splitlines()) > a.max_lines:
        failures.append(f"{len(out.splitlines())} lines of output, expected at most {a.max_lines}")
    if a.sarif_file:
        try:
            with open(expand(a.sarif_file), encoding="utf-8") as f:
                log = json.load(f)
            if log.get("version") != "2.1.0" or not log.get("runs"):
                failures.append(f"{expand(a.sarif_file)} is not a SARIF 2.1.0 log")
            else:
                print("SARIF exit code:", log["runs"][0]["invocations"][0].get("exitCode"))
        except (OSError, ValueError) as e:
            failures.append(f"{expand(a.sarif_file)}: not a well-formed SARIF log: {e}")
    for spec in a.files_in:
        path, n = spec.rsplit("=", 1)
        found = sorted(os.listdir(expand(path)))
        if len(found) != int(n):
            failures.append(f"{expand(path)} holds {found}, expected {n} entries")
    for path in a.exists:
        if not os.path.exists(expand(path)):
            failures.append(f"missing: {expand(path)}")
    for path in a.missing:
        if os.path.exists(expand(path)):
            failures.append(f"should not exist: {expand(path)}")
    if a.reproduce is not None:
        failures += run_reproduce(out, r"^\s*reproduce: slidercheck (.*)$", command[0], work,
                                  a.reproduce, a.bound)
    if a.reproduce_driver is not None:
        failures += paste_driver(out, work, a.reproduce_driver, a.bound)
    if a.reproduce_sequence is not None:
        failures += run_reproduce(out, r"^\s*reproduce: slidercheck (check .* --sequence .*)$",
                                  command[0], work, a.reproduce_sequence, a.bound)
    for spec in a.count:
        n, regex = spec.split("=", 1)
        found = len(re.findall(regex, out, re.MULTILINE))
        if found != int(n):
            failures.append(f"{regex} matches {found} times, expected {n}")
    if a.reproduce_all is not None:
        lines = sorted(set(re.findall(r"^\s*reproduce: (slidercheck .*)$", out, re.MULTILINE)))
        if not lines:
            failures.append("no reproduce command")
        for line in lines:
            script = f'slidercheck() {{ "$SLIDERCHECK" "$@"; }}\n{line}\n'
            run = subprocess.run(["sh", "-c", script], cwd=work, capture_output=True, text=True,
                                 env=dict(os.environ, SLIDERCHECK=command[0]), timeout=a.bound,
                                 check=False)
            print(f"$ {line}\n{run.stdout[-3000:]}{run.stderr[-2000:]}exit status {run.returncode}")
            if run.returncode != a.reproduce_all:
                failures.append(f"{line} exited {run.returncode}, expected {a.reproduce_all}")
    for f in failures:
        print("FAIL:", f)
    if not failures:
        print("PASS")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
