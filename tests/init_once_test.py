#!/usr/bin/env python3
"""slidercheck_init once per plugin load, and the init deadline, as a user gets
them (docs/isolation.md#init-once): each scenario builds its sample plugin
(tests/plugins/hostile/slow_init.c), runs a slidercheck (the release build's,
or the asan build's) with its default options (two workers), checks the
report, counts the plugin's inits ($INIT_COUNT gets a line per init), and
pastes every reproduce command the report printed into a shell.

usage: init_once_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import expect, run_scenario  # noqa: E402


def build(r):
    return r.build("slow_init", "hostile/slow_init.c",
                   ["-I" + os.path.join(r.samples, "hostile"), "-pthread"])


def inits(r, env):
    """Runs nothing: returns how many inits $INIT_COUNT recorded (and empties it)."""
    path = env["INIT_COUNT"]
    if not os.path.exists(path):
        return 0
    with open(path) as f:
        n = sum(1 for line in f if line.strip())
    os.remove(path)
    return n


def slow_init(r):
    """A slow slidercheck_init runs once: in the probe, which every worker is
    forked from, and the fresh processes that confirm a failure too; the
    header says so. It takes longer than --timeout, which bounds each call,
    not init."""
    so = build(r)
    env = {"INIT_COUNT": os.path.join(r.work, "inits"), "SLOW_INIT_SECONDS": "2"}
    status, out = r.slidercheck("check", so, "--level", "quick", "--timeout", "1", env=env)
    n = inits(r, env)
    print(out)
    expect(status == 0 and "result: CONFORMS" in out, f"exit {status}", out)
    expect("init:           slidercheck_init ran once; every worker is forked from its state"
           in out, "the header does not say init ran once", out)
    expect(n == 1, f"slidercheck_init ran {n} times, not once", out)
    # A failure: its replays in fresh processes are forked from the same
    # state; its diagnosis is a check of its own, which loads the plugin once.
    env["SLOW_INIT_BUG"] = "1"
    os.environ["SLOW_INIT_BUG"] = "1"  # for the reproduce commands pasted too
    status, out = r.slidercheck("check", so, "--level", "quick", env=env)
    n = inits(r, env)
    print(out)
    expect(status == 1 and "COUNTEREXAMPLE FOUND" in out, f"bug: exit {status}", out)
    expect(n <= 2, f"with a failure, slidercheck_init ran {n} times: the check's probe and "
           "the diagnosis run's only", out)
    r.paste_reproduce(out, 1)


def init_thread(r):
    """An init that leaves a thread running cannot be forked: each process
    runs init itself, and the header says why."""
    so = build(r)
    env = {"INIT_COUNT": os.path.join(r.work, "inits"), "SLOW_INIT_SECONDS": "0",
           "SLOW_INIT_THREAD": "1"}
    status, out = r.slidercheck("check", so, "--level", "quick", env=env)
    n = inits(r, env)
    print(out)
    expect(status == 0 and "result: CONFORMS" in out, f"exit {status}", out)
    expect("init:           slidercheck_init runs in each process (slidercheck_init left 2 "
           "threads running, which a fork does not carry)" in out,
           "the header does not say init runs in each process, and why", out)
    expect(n >= 2, f"slidercheck_init ran {n} times: the workers did not run it", out)


def init_deadline(r):
    """An init that outlives the init deadline is named as such: the deadline
    and its option; the reproduce command carries the option."""
    so = build(r)
    env = {"INIT_COUNT": os.path.join(r.work, "inits"), "SLOW_INIT_SECONDS": "60"}
    os.environ["SLOW_INIT_SECONDS"] = "60"  # for the reproduce command pasted too
    status, out = r.slidercheck("check", so, "--level", "quick", "--init-timeout", "1", env=env,
                                timeout=120)
    print(out)
    expect(status == 3 and "the plugin hung (timeout: no return within 1 s, the init deadline "
           "(--init-timeout)) in slidercheck_init" in out, f"exit {status}", out)
    expect("--init-timeout 1" in out, "the reproduce command lacks --init-timeout 1", out)
    r.paste_reproduce(out, 3)


SCENARIOS = {f.__name__: f for f in [slow_init, init_thread, init_deadline]}

if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
