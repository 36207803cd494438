#!/usr/bin/env python3
"""Progress lines of an --exec check, as a user gets them: a slow program
(tests/exec/slow_walker.py, the Python walker waiting before each reply)
checked by a slidercheck (the release build's, or the asan build's) with its
default options (two workers), standard error not a terminal: progress lines
come on standard error while it runs (none came before), each naming the
inputs answered of the plan's cases; the report on standard output is intact.

usage: exec_progress_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import expect, run_scenario  # noqa: E402


def exec_progress(r):
    walker = os.path.join(r.src, "tests", "exec", "slow_walker.py")
    cmd = [r.sc, "check", "--exec", f"python3 {walker}", "--function", "rook_attacks",
           "--level", "quick"]
    p = subprocess.run(cmd, cwd=r.work, capture_output=True, text=True, timeout=600,
                       env=dict(os.environ, SLOW_WALKER_SECONDS="0.02"))
    print(p.stderr)
    expect(p.returncode == 0 and "result: CONFORMS" in p.stdout, f"exit {p.returncode}",
           p.stdout + p.stderr)
    lines = re.findall(r"^slidercheck: progress after \d+ s: (.*)$", p.stderr, re.MULTILINE)
    expect(lines, "no progress line on standard error", p.stderr)
    expect(any(re.match(r"rook_attacks \d+ of ~\d+ inputs answered \(\d+%\), \S+/s, ETA \S+", l)
               for l in lines), "no line names rook_attacks' inputs answered of its plan",
           p.stderr)
    expect("progress" not in p.stdout, "a progress line reached the report", p.stdout)


SCENARIOS = {f.__name__: f for f in [exec_progress]}

if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
