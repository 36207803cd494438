"""Runs run_hostile.py N times with the same arguments, for a behaviour that
depends on how the kernel schedules processes (a worker left running after the
plugin killed its supervisor, a checker stopped while its workers run on):
every run must pass.

usage: repeat.py N [run_hostile.py arguments...]
"""
import os
import subprocess
import sys


def main():
    runs = int(sys.argv[1])
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "run_hostile.py")
    failed = []
    for i in range(1, runs + 1):
        print(f"--- run {i} of {runs}", flush=True)
        if subprocess.run([sys.executable, script] + sys.argv[2:], check=False).returncode != 0:
            failed.append(i)
    if failed:
        print(f"FAIL: runs {failed} of {runs} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
