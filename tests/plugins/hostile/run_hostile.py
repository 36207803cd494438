"""Runs slidercheck on a hostile plugin and checks what a hostile plugin must not
break: the exit status, that the run ends within a bound (a generous one: a
hang, not a timing), that no process of the plugin is left behind, and that the
output matches and parses.

usage: run_hostile.py [--expect N] [--max-seconds S] [--regex R]... [--no-regex R]...
                      [--json SCHEMA] [--signal TERM|INT] [--env K=V]...
                      [--reproduce-sequence N] -- SLIDERCHECK ARGS...

"{tmp}" in ARGS is a temporary directory of the test's own. --no-regex: the
output must not match. --reproduce-sequence N: the report's sequence
command ("reproduce: slidercheck check ... --sequence FILE") is run (in the
same environment, the same bounds) and must exit N; FILE must exist.

The plugin notes every process it runs in (and forks) in $HOSTILE_PIDS; after
the run none of them may be alive (a zombie counts as gone). $HOSTILE_STATE
names a file that does not exist at the start. With --signal, the signal is
sent to slidercheck alone once the plugin has noted a process, and the expected
status is death by that signal.
"""
import argparse
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time


def alive(pid, marker):
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
        with open(f"/proc/{pid}/environ", "rb") as f:
            environ = f.read()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return False
    return state != "Z" and marker.encode() in environ


def read_pids(path):
    try:
        with open(path, encoding="utf-8") as f:
            return sorted({int(line) for line in f if line.strip()})
    except FileNotFoundError:
        return []


def rerun_sequence(out, slidercheck, env, expect, max_seconds, pids_path, marker):
    """Runs the report's sequence command; returns the failures."""
    m = re.search(r"^  reproduce: slidercheck (check .* --sequence .*)$", out, re.MULTILINE)
    if not m:
        return ["no sequence command (reproduce: slidercheck check ... --sequence FILE)"]
    args = shlex.split(m.group(1))
    path = args[args.index("--sequence") + 1]
    if not os.path.isfile(path):
        return [f"the sequence file {path} does not exist"]
    with open(path, encoding="utf-8") as f:
        print(f"{path}:\n{f.read()}")
    try:
        run = subprocess.run([slidercheck] + args, env=env, capture_output=True, text=True,
                             timeout=max_seconds, check=False)
    except subprocess.TimeoutExpired:
        return [f"the sequence command did not end within {max_seconds} s"]
    print(f"$ slidercheck {' '.join(args)}\n{run.stdout}{run.stderr}exit status {run.returncode}")
    failures = []
    if run.returncode != expect:
        failures.append(f"the sequence command exited {run.returncode}, expected {expect}")
    time.sleep(0.2)
    left = [pid for pid in read_pids(pids_path) if alive(pid, marker)]
    if left:
        failures.append(f"processes left behind by the sequence command: {left}")
    return failures


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--expect", type=int, default=0)
    p.add_argument("--max-seconds", type=float, default=60)
    p.add_argument("--regex", action="append", default=[])
    p.add_argument("--json")
    p.add_argument("--signal", choices=["TERM", "INT"])
    p.add_argument("--env", action="append", default=[])
    p.add_argument("--no-regex", action="append", default=[])
    p.add_argument("--reproduce-sequence", type=int)
    p.add_argument("command", nargs=argparse.REMAINDER)
    a = p.parse_args()
    command = a.command[1:] if a.command[:1] == ["--"] else a.command
    failures = []
    with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        command = [arg.replace("{tmp}", tmp) for arg in command]
        pids_path = os.path.join(tmp, "pids")
        env = dict(os.environ, HOSTILE_PIDS=pids_path, HOSTILE_STATE=os.path.join(tmp, "state"))
        for kv in a.env:
            key, value = kv.split("=", 1)
            env[key] = value
        marker = "HOSTILE_PIDS=" + pids_path
        start = time.monotonic()
        proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)
        expect = a.expect
        if a.signal:
            sig = getattr(signal, "SIG" + a.signal)
            expect = -sig
            while not read_pids(pids_path) and time.monotonic() - start < a.max_seconds:
                time.sleep(0.1)
            time.sleep(0.5)
            proc.send_signal(sig)
        try:
            out, err = proc.communicate(timeout=max(1, a.max_seconds - (time.monotonic() - start)))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
            failures.append(f"did not end within {a.max_seconds} s")
        took = time.monotonic() - start
        out, err = out.decode(errors="replace"), err.decode(errors="replace")
        print(f"$ {' '.join(command)}\n{out}{err}exit status {proc.returncode} after {took:.1f} s")
        if proc.returncode != expect:
            failures.append(f"exit status {proc.returncode}, expected {expect}")
        # Whatever the plugin ran in must be gone (a grace period for SIGKILL).
        pids = read_pids(pids_path)
        deadline = time.monotonic() + 5
        left = [pid for pid in pids if alive(pid, marker)]
        while left and time.monotonic() < deadline:
            time.sleep(0.1)
            left = [pid for pid in left if alive(pid, marker)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        if left:
            failures.append(f"processes left behind: {left} (of {pids})")
        for regex in a.regex:
            if not re.search(regex, out + err, re.MULTILINE):
                failures.append(f"output does not match: {regex}")
        for regex in a.no_regex:
            if re.search(regex, out + err, re.MULTILINE):
                failures.append(f"output matches: {regex}")
        if a.reproduce_sequence is not None:
            failures += rerun_sequence(out, command[0], env, a.reproduce_sequence,
                                       a.max_seconds, pids_path, marker)
        if a.json:
            try:
                report = json.loads(out)
                try:
                    import jsonschema  # pylint: disable=import-outside-toplevel
                    with open(a.json, encoding="utf-8") as f:
                        jsonschema.validate(report, json.load(f))
                except ImportError:
                    print("(jsonschema missing: parsed only)")
                if report.get("exit_code") != expect:
                    failures.append(f"exit_code {report.get('exit_code')} in the report")
            except Exception as e:  # pylint: disable=broad-except
                failures.append(f"stdout is not a valid report: {e}")
    for f in failures:
        print("FAIL:", f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
