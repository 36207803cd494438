#!/usr/bin/env python3
"""examples/exec/python/walker.py, slowed down: each reply waits
$SLOW_WALKER_SECONDS (default 0.05) before it is flushed, so a quick check of
it lasts long enough for progress lines (tests/exec_progress_test.py)."""
import os
import runpy
import sys
import time

DELAY = float(os.environ.get("SLOW_WALKER_SECONDS", "0.05"))


class SlowBuffer:
    def __init__(self, raw):
        self.raw = raw

    def write(self, data):
        return self.raw.write(data)

    def flush(self):
        time.sleep(DELAY)
        self.raw.flush()


class SlowStdout:
    def __init__(self, real):
        self.buffer = SlowBuffer(real.buffer)


WALKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "exec",
                      "python", "walker.py")
sys.stdout = SlowStdout(sys.stdout)
sys.argv = [WALKER] + sys.argv[1:]
runpy.run_path(WALKER, run_name="__main__")
