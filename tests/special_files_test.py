#!/usr/bin/env python3
"""Files that are not files, a full disk, empty option values, a low limit of
file descriptors, and paths holding any bytes, as a user meets them.

Each scenario runs a slidercheck (the release build's, or the asan build's)
with its default options (two workers) and checks that it never waits on a
file (a FIFO without a writer or reader, /dev/zero), leaves no broken file,
gives one error line and exit 2 for what it cannot use, keeps every report
valid UTF-8, and that every reproduce command it prints, pasted into `sh -c`
(dash on Debian) and `bash -c`, replays the finding.

usage: special_files_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
(as tests/release_build_test.py, whose helpers it uses). Prints PASS, SKIP
(exit 77: a full disk needs a tmpfs mounted, as root) or FAIL and why (exit 1).
"""
import json
import os
import re
import resource
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import CC, Failed, Run, expect, run_scenario  # noqa: E402

# A run that has not ended after this long waits on something: a failure (a
# guard against hanging, not a timing assertion).
HANG = int(os.environ.get("SPECIAL_FILES_HANG", "300"))


def run(r, *args, preexec=None, stdout=subprocess.PIPE):
    """Runs slidercheck ARGS (str or bytes) in WORK: (status, stdout, stderr),
    as bytes."""
    try:
        p = subprocess.run([r.sc, *args], cwd=r.work, stdout=stdout, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, timeout=HANG, preexec_fn=preexec)
    except subprocess.TimeoutExpired as e:
        raise Failed(f"slidercheck {args!r} still runs after {HANG} s (it waits on something)",
                     ) from e
    return p.returncode, p.stdout or b"", p.stderr


def text(data):
    return data.decode("utf-8", errors="backslashreplace")


def one_error(r, args, *words, preexec=None):
    """slidercheck ARGS must exit 2 with one line on stderr naming WORDS and
    nothing on stdout."""
    status, out, err = run(r, *args, preexec=preexec)
    lines = text(err).splitlines()
    expect(status == 2, f"{args!r}: exit {status}, not 2", text(out + err))
    expect(len(lines) == 1 and lines[0].startswith("slidercheck: error: ") and
           all(w in lines[0] for w in words),
           f"{args!r}: not one error line naming {words}", text(err))
    expect(out == b"", f"{args!r}: standard output not empty", text(out))
    print(f"exit 2: {text(err).strip()}")


def report_text_ok(data, what):
    """data must be valid UTF-8 with no control byte but the newline."""
    try:
        s = data.decode("utf-8", errors="strict")
    except UnicodeDecodeError as e:
        raise Failed(f"{what}: not UTF-8 ({e})", text(data)) from e
    bad = [c for c in s if (ord(c) < 0x20 and c != "\n") or ord(c) == 0x7f]
    expect(not bad, f"{what}: control bytes {bad!r}", s)
    return s


def reproduce_commands(s):
    """The reproduce commands of report text s: each `reproduce:` line, with
    the lines after it while the shell finds a quote open (a word that ends
    with a newline is quoted over two lines)."""
    lines = s.split("\n")
    commands = []
    for i, line in enumerate(lines):
        m = re.search(r"reproduce: +(.*)", line)
        if not m or "slidercheck " not in m.group(1):
            continue
        command = m.group(1)
        for more in lines[i + 1:]:
            if subprocess.run(["sh", "-n", "-c", command], capture_output=True).returncode == 0:
                break
            command += "\n" + more
        commands.append(command)
    return commands


def paste(r, command, status):
    """Runs command (a reproduce line, `slidercheck` being this binary) as
    `sh -c` and as `bash -c`; each must exit status."""
    shell = command.replace("slidercheck ", r.sc + " ", 1)
    expect(command.startswith("slidercheck ") or "slidercheck " in command, "no command", command)
    for sh in ("sh", "bash"):
        p = subprocess.run([sh, "-c", shell], cwd=r.work, capture_output=True, timeout=HANG)
        expect(p.returncode == status,
               f"{sh} -c: the reproduce command exited {p.returncode}, not {status}: {command!r}",
               text(p.stdout + p.stderr))
    print(f"pasted into sh -c and bash -c (exit {status}): {command!r}")


def not_files(r):
    """FIFOs, devices and folders where a file is read or written: one line
    and exit 2, found before any checking; /dev/stdout and /dev/null still
    take a report; a report that cannot be written leaves no file."""
    so = r.build("correct", "correct.c", [])
    fifo = os.path.join(r.work, "fifo")
    os.mkfifo(fifo)
    os.mkdir(os.path.join(r.work, "folder"))
    for path, kind in (("fifo", "FIFO"), ("/dev/zero", "character device"),
                       ("folder", "directory")):
        one_error(r, ["check", so, "--sequence", path], "--sequence", path, kind)
        one_error(r, ["check", so, "--junit", path], "--junit", path, kind)
        one_error(r, ["check", so, "--sarif", path], "--sarif", path, kind)
    one_error(r, ["check", so, "--junit", "/dev/full"], "--junit", "character device")
    one_error(r, ["check", "fifo"], "fifo", "not a regular file")
    os.mkdir(os.path.join(r.work, "vectors"))
    os.mkfifo(os.path.join(r.work, "vectors", "slider_attacks_test.json"))
    one_error(r, ["vectors", "--out", "vectors"], "slider_attacks_test.json", "FIFO")
    expect(sorted(os.listdir(os.path.join(r.work, "vectors"))) == ["slider_attacks_test.json"],
           "vectors: a file was left beside the FIFO")
    # The standard output, by any name, and the null device are written in place.
    for target in ("/dev/stdout", "/dev/fd/1", "/dev/null"):
        status, out, err = run(r, "check", so, "--level", "quick", "--junit", target)
        expect(status == 0 and b"result: CONFORMS" in out, f"--junit {target}: exit {status}",
               text(out + err))
        expect((b"<testsuite" in out) == (target != "/dev/null"), f"--junit {target}: no XML",
               text(out))
    with open(os.path.join(r.work, "stdout.txt"), "wb") as f:
        status, _, err = run(r, "check", so, "--level", "quick", "--junit", "/dev/stdout",
                             stdout=f)
    with open(os.path.join(r.work, "stdout.txt"), "rb") as f:
        out = f.read()
    expect(status == 0 and b"<testsuite" in out and b"result: CONFORMS" in out,
           f"--junit /dev/stdout into a file: exit {status}", text(out + err))
    expect(os.path.islink("/dev/stdout"), "/dev/stdout was replaced")
    # A regular report is replaced whole, no temporary file left.
    with open(os.path.join(r.work, "report.xml"), "w") as f:
        f.write("stale")
    status, out, err = run(r, "check", so, "--level", "quick", "--junit", "report.xml")
    expect(status == 0, f"--junit report.xml: exit {status}", text(out + err))
    ET.parse(os.path.join(r.work, "report.xml"))
    left = [f for f in os.listdir(r.work) if ".tmp-" in f]
    expect(not left, f"temporary files left: {left}")


def coverage_sources(r):
    """check --coverage of a plugin whose sources, once it was built, became a
    FIFO and a link to /dev/zero: the verdict and the coverage, those sources
    not read (no wait, no endless read), the HTML not made."""
    sources = {"fifo_source.c": ("rook", 1, 7), "zero_source.c": ("bishop", 0, 6)}
    for name, (piece, a, b) in sources.items():
        with open(os.path.join(r.work, name), "w") as f:
            f.write(f"""#include "slidercheck/plugin.h"
#include "walker.h"
SLIDERCHECK_EXPORT uint64_t slidercheck_{piece}_attacks(uint64_t occ, int sq) {{
  if (sq < 0 || sq > 63) return 0;
  return walk_line(occ, sq, {a}) | walk_line(occ, sq, {b});
}}
""")
    subprocess.run([CC, "-shared", "-fPIC", "-O1", "-g", "-fprofile-instr-generate",
                    "-fcoverage-mapping", "-I" + os.path.join(r.src, "include"),
                    "-I" + r.samples, *sources, "-o", "odd_sources.so"], cwd=r.work, check=True)
    os.unlink(os.path.join(r.work, "fifo_source.c"))
    os.mkfifo(os.path.join(r.work, "fifo_source.c"))
    os.unlink(os.path.join(r.work, "zero_source.c"))
    os.symlink("/dev/zero", os.path.join(r.work, "zero_source.c"))
    status, out, err = run(r, "check", "odd_sources.so", "--level", "quick", "--coverage",
                           "--coverage-html", "html")
    s = report_text_ok(out, "the report")
    expect(status == 0 and "result: CONFORMS" in s, f"exit {status}, not 0", s + text(err))
    expect(re.search(r"fifo_source\.c:\n *\(its source lines are not shown: is a FIFO", s) and
           re.search(r"zero_source\.c:\n *\(its source lines are not shown: is a character", s),
           "the odd sources are not named", s)
    expect("no HTML written: the source file" in s and
           not os.path.exists(os.path.join(r.work, "html", "index.html")), "HTML made", s)


def empty_values(r):
    """An empty option value is one line and exit 2, never read as the option
    not given."""
    so = r.build("correct", "correct.c", [])
    for option, words in (("--sequence", ["--sequence", "a file"]),
                          ("--junit", ["--junit", "a file"]), ("--sarif", ["--sarif", "a file"]),
                          ("--coverage-html", ["--coverage-html"]),
                          ("--replay-dir", ["--replay-dir"])):
        one_error(r, ["check", so, option, ""], *words, "empty")
    one_error(r, ["check", ""], "PLUGIN.so", "empty")
    one_error(r, ["check", "--builtin", ""], "--builtin", "empty")
    one_error(r, ["check", "--planted", ""], "--planted", "empty")
    one_error(r, ["check", "--exec", ""], "--exec")
    one_error(r, ["bench", "--exec", ""], "--exec", "empty")
    one_error(r, ["bench", ""], "PLUGIN.so", "empty")
    one_error(r, ["bench", so, ""], "PLUGIN.so", "empty")


def mount_tmpfs(path, size):
    os.makedirs(path)
    p = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        print(f"SKIP: cannot mount a tmpfs ({p.stderr.strip()}): a full disk needs root")
        sys.exit(77)


def fill(folder):
    """Fills the file system of folder to its last byte."""
    fd = os.open(os.path.join(folder, "filler"), os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        while os.write(fd, b"\0" * 512) > 0:
            pass
    except OSError:
        pass
    finally:
        os.close(fd)


def full_disk(r):
    """A full disk: vectors, a report file and a sequence file are written
    whole or not at all (one line and exit 2, or the finding kept and the
    file said unwritten); nothing cut short or empty is left."""
    disk = os.path.join(r.work, "disk")
    mount_tmpfs(disk, "64k")
    try:
        one_error(r, ["vectors", "--out", "disk/vectors"], "No space left on device")
        left = os.listdir(os.path.join(disk, "vectors"))
        expect(not left, f"vectors: left on the full disk: {left}")
        os.rmdir(os.path.join(disk, "vectors"))  # made by vectors --out, empty
        so = r.build("correct", "correct.c", [])
        crash = r.build("crash_second_call", "crash_second_call.c", [])
        with open(os.path.join(disk, "report.xml"), "w") as f:
            f.write("<testsuites/>")  # an earlier run's report
        fill(disk)
        status, out, err = run(r, "check", so, "--level", "quick", "--junit", "disk/report.xml")
        expect(status == 2 and "cannot write --junit file" in text(err) and
               "No space left on device" in text(err), f"--junit: exit {status}",
               text(out + err))
        left = sorted(os.listdir(disk))
        expect(left == ["filler"], f"--junit: left on the full disk: {left}")
        # A report file that fails after the run keeps the finding: the report
        # printed, the exit status 1, the error on standard error.
        wrong = r.build("wrong_wrap", "wrong_wrap.c", [])
        fill(disk)  # the space the removed report held
        status, out, err = run(r, "check", wrong, "--level", "quick", "--junit", "disk/report.xml")
        expect(status == 1 and b"MISMATCH wrong_wrap.so::rank_attacks" in out and
               "cannot write --junit file" in text(err), f"--junit, a finding: exit {status}",
               text(out + err))
        for command in reproduce_commands(report_text_ok(out, "the report")):
            paste(r, command, 1)
        left = sorted(os.listdir(disk))
        expect(left == ["filler"], f"--junit, a finding: left on the full disk: {left}")
        fill(disk)  # the space the removed report held
        status, out, err = run(r, "check", crash, "--replay-dir", "disk")
        s = report_text_ok(out, "the report")
        expect(status == 3 and "the sequence file could not be written" in s and
               "No space left on device" in s, f"--replay-dir: exit {status}", s + text(err))
        left = sorted(os.listdir(disk))
        expect(left == ["filler"], f"--replay-dir: left on the full disk: {left}")
    finally:
        subprocess.run(["umount", "-l", disk])


def fd_limit(r):
    """Under `ulimit -n 64` a check gives its normal verdicts, with two and
    with eight workers; its reproduce commands replay the finding."""
    def low_limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))
    so = r.build("correct", "correct.c", [])
    wrong = r.build("wrong_off_line", "wrong_off_line.c", [])
    for workers in ("2", "8"):
        status, out, err = run(r, "check", so, "--workers", workers, preexec=low_limit)
        expect(status == 0 and b"result: CONFORMS" in out, f"{workers} workers: exit {status}",
               text(out + err))
    status, out, err = run(r, "check", wrong, preexec=low_limit)
    s = report_text_ok(out, "the report")
    expect(status == 1 and "COUNTEREXAMPLE FOUND" in s, f"wrong: exit {status}", s + text(err))
    for command in reproduce_commands(s):
        paste(r, command, 1)
    # Too low a limit: raised when the hard limit allows, else one line, exit 2.
    status, out, err = run(r, "check", so, "--level", "quick", preexec=lambda: resource.setrlimit(
        resource.RLIMIT_NOFILE, (12, 64)))
    expect(status == 0 and b"result: CONFORMS" in out, f"soft limit 12: exit {status}",
           text(out + err))
    one_error(r, ["check", so], "ulimit -n", "12",
              preexec=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (12, 12)))


ODD_NAMES = [b"odd\xff name.so", b"new\nline.so", b"esc\x1b[31m.so", b"trail.so\n",
             b"dir\xfe\n/x%s'q.so"]


def odd_paths(r):
    """Plugins whose paths hold bytes that are not UTF-8, ESC and newlines,
    and a plugin whose output holds such bytes: every report (text, JSON,
    JUnit, SARIF; bench's table and JSON) is valid UTF-8 with those bytes
    escaped, and every reproduce command, pasted into sh -c and bash -c,
    replays the finding."""
    wrong = os.path.join(r.work, r.build("wrong_off_line", "wrong_off_line.c", []))
    odd_output = os.path.join(r.work, r.build("odd_output", "odd_output.c", []))
    for name in ODD_NAMES:
        path = os.path.join(os.fsencode(r.work), name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(wrong, "rb") as src, open(path, "wb") as dst:
            dst.write(src.read())
        status, out, err = run(r, "check", path, "--level", "quick", "--junit", "j.xml",
                               "--sarif", "s.sarif")
        s = report_text_ok(out, f"{name!r}: the text report")
        report_text_ok(err, f"{name!r}: standard error")
        expect(status == 1 and "COUNTEREXAMPLE FOUND" in s, f"{name!r}: exit {status}", s)
        commands = reproduce_commands(s)
        expect(commands, f"{name!r}: no reproduce command", s)
        for command in commands:
            paste(r, command, 1)
        for report in ("j.xml", "s.sarif"):
            with open(os.path.join(r.work, report), "rb") as f:
                data = f.read()
            report_text_ok(data.replace(b"\r", b"").replace(b"\t", b""), f"{name!r}: {report}")
        ET.parse(os.path.join(r.work, "j.xml"))
        json.loads(open(os.path.join(r.work, "s.sarif"), "rb").read().decode("utf-8"))
        status, out, err = run(r, "check", path, "--level", "quick", "--format", "json")
        report = json.loads(out.decode("utf-8", errors="strict"))
        for f in report["functions"]:
            if f.get("counterexample"):
                paste(r, f["counterexample"]["reproduce"], 1)
        # bench: its table and its JSON.
        status, out, err = run(r, "bench", path, "--builtin", "kogge_stone", "--function",
                               "diagonal_attacks", "--repetitions", "1", "--inputs", "16")
        s = report_text_ok(out, f"{name!r}: bench's table")
        expect(status == 0, f"{name!r}: bench: exit {status}", s + text(err))
        status, out, err = run(r, "bench", path, "--builtin", "kogge_stone", "--function",
                               "diagonal_attacks", "--repetitions", "1", "--inputs", "16",
                               "--format", "json")
        expect(status == 0, f"{name!r}: bench --format json: exit {status}", text(out + err))
        report = json.loads(out.decode("utf-8", errors="strict"))
        expect(report["rows"], f"{name!r}: bench's JSON has no rows", text(out))
    # The plugin's own output in a crash report: escaped, valid UTF-8.
    path = os.path.join(os.fsencode(r.work), b"out\xff.so")
    with open(odd_output, "rb") as src, open(path, "wb") as dst:
        dst.write(src.read())
    status, out, err = run(r, "check", path, "--level", "quick")
    s = report_text_ok(out, "the crash report")
    expect(status == 3 and "odd output \\xff\\xfe \\x1b[31mred\\x1b[0m \\r" in s,
           f"odd output: exit {status}, or its output not shown escaped", s + text(err))
    for command in reproduce_commands(s):
        paste(r, command, 3)


SCENARIOS = {f.__name__: f for f in [not_files, coverage_sources, empty_values, full_disk,
                                     fd_limit, odd_paths]}


def main():
    run_scenario(SCENARIOS, __doc__)


if __name__ == "__main__":
    main()
