#!/usr/bin/env python3
"""A naive ray walker checked over slidercheck's --exec pipe protocol through
the client module of clients/python (standard library only): only the
functions are written here, the module does the framing.

    slidercheck check --exec 'python3 examples/exec/python/module_walker.py' --level quick

With --bug, pawn attacks of black forget the capture towards the h-file: a
planted bug that the check reports (exit status 1) with a minimal counterexample.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "clients", "python"))
from slidercheck_exec import serve  # noqa: E402

# Compass directions as (file step, rank step): noEa east soEa sout soWe west noWe nort.
STEPS = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]
BUG = "--bug" in sys.argv[1:]


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def ray(sq, d):
    df, dr = STEPS[d]
    f, r = sq % 8 + df, sq // 8 + dr
    out = []
    while on_board(f, r):
        out.append(8 * r + f)
        f, r = f + df, r + dr
    return out


RAYS = [[ray(sq, d) for d in range(8)] for sq in range(64)]


def walker(directions):
    def attacks(occ, sq):
        bb = 0
        for d in directions:
            for s in RAYS[sq][d]:
                bb |= 1 << s
                if occ >> s & 1:
                    break
        return bb
    return attacks


def squares_between(a, b):
    for r in RAYS[a]:
        if b in r:
            return sum(1 << s for s in r[:r.index(b)])
    return 0


def ray_attacks(occ, sq, dir8):
    """One ray: from sq in dir8 up to and including the first occupied square."""
    bb = 0
    for s in RAYS[sq][dir8]:
        bb |= 1 << s
        if occ >> s & 1:
            break
    return bb


def pawn_attacks(color, sq):
    f, r = sq % 8, sq // 8 + (1 if color == 0 else -1)
    files = (f - 1,) if BUG and color == 1 else (f - 1, f + 1)
    return sum(1 << (8 * r + x) for x in files if on_board(x, r))


serve({
    "rook_attacks": walker((1, 5, 3, 7)),
    "bishop_attacks": walker((0, 4, 2, 6)),
    "rank_attacks": walker((1, 5)),
    "file_attacks": walker((3, 7)),
    "squares_between": squares_between,
    "pawn_attacks": pawn_attacks,
    "ray_attacks": ray_attacks,
}, numbering="a1,b1")
