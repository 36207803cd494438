#!/usr/bin/env python3
"""An --exec client (through clients/python) that is right only when another
child of the same slidercheck run answers at the same time: the test of
`check --exec --workers N` running N children at once.

    rendezvous_client.py DIR

On its first batch it notes itself in DIR/<slidercheck's pid and start>/ and
waits (3 s at most) for a second child there; alone, it answers every
call with 0, which the check reports as a mismatch.
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "python"))
from slidercheck_exec import serve  # noqa: E402


def parent_of(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[1]), fields[19]  # ppid, start time


# The chain: slidercheck -> its supervisor -> this child (sh exec'd into python).
supervisor, _ = parent_of(os.getpid())
checker, _ = parent_of(supervisor)
_, started = parent_of(checker)
room = os.path.join(sys.argv[1], "%d-%s" % (checker, started))
state = {"together": None}


def together():
    if state["together"] is None:
        os.makedirs(room, exist_ok=True)
        open(os.path.join(room, str(os.getpid())), "w").close()
        deadline = time.monotonic() + 3
        while len(os.listdir(room)) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        state["together"] = len(os.listdir(room)) >= 2
        print("rendezvous: %d children" % len(os.listdir(room)), file=sys.stderr)
    return state["together"]


RAYS = []
for sq in range(64):
    rays = []
    for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        f, r, ray = sq % 8 + df, sq // 8 + dr, []
        while 0 <= f < 8 and 0 <= r < 8:
            ray.append(8 * r + f)
            f, r = f + df, r + dr
        rays.append(ray)
    RAYS.append(rays)


def walker(rays):
    def attacks(occ, sq):
        if not together():
            return 0
        bb = 0
        for d in rays:
            for s in RAYS[sq][d]:
                bb |= 1 << s
                if occ >> s & 1:
                    break
        return bb
    return attacks


# Two kinds: two tasks, one for each child of --workers 2.
serve({"rook_attacks": walker((0, 1, 2, 3)), "rank_attacks": walker((0, 1))})
