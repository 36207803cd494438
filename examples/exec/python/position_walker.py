#!/usr/bin/env python3
"""The position kinds (attackers, checks and pins of a position) checked over
slidercheck's --exec pipe protocol through the client module of
clients/python: each function takes the position as a Position (.color:
white, black; .type: pawn, knight, bishop, rook, queen, king bitboards).

    slidercheck check --exec 'python3 examples/exec/python/position_walker.py' --level quick

With --bug, pinned counts a lone piece of either color (a blocker, not a pin):
a planted bug the check reports (exit status 1) with a shrunk position and a
diagnosis.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "clients", "python"))
from slidercheck_exec import serve  # noqa: E402

STEPS = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
BUG = "--bug" in sys.argv[1:]


def has(bb, sq):
    return (bb >> sq) & 1


def type_on(pos, sq):
    for t, bb in enumerate(pos.type):
        if has(bb, sq):
            return t
    return -1


def moves_along(t, d):
    straight = STEPS[d][0] == 0 or STEPS[d][1] == 0
    return t == 4 or (t == 3 and straight) or (t == 2 and not straight)


def ray_squares(sq, d):
    f, r = sq % 8 + STEPS[d][0], sq // 8 + STEPS[d][1]
    while 0 <= f < 8 and 0 <= r < 8:
        yield 8 * r + f
        f, r = f + STEPS[d][0], r + STEPS[d][1]


def attackers_to(pos, occ, sq):
    out, f, r = 0, sq % 8, sq // 8
    for d in range(8):
        for s in ray_squares(sq, d):
            t = type_on(pos, s)
            if 2 <= t <= 4 and moves_along(t, d):
                out |= 1 << s
            if has(occ, s):
                break
    for df, dr in KNIGHT + STEPS:
        x, y = f + df, r + dr
        want = 1 if (df, dr) in KNIGHT else 5
        if 0 <= x < 8 and 0 <= y < 8 and type_on(pos, 8 * y + x) == want:
            out |= 1 << (8 * y + x)
    for color, behind in ((0, -1), (1, 1)):
        for df in (-1, 1):
            x, y = f + df, r + behind
            if 0 <= x < 8 and 0 <= y < 8 and has(pos.type[0] & pos.color[color], 8 * y + x):
                out |= 1 << (8 * y + x)
    return out


def king(pos, color):
    return (pos.type[5] & pos.color[color]).bit_length() - 1


def occupied(pos):
    return pos.color[0] | pos.color[1]


def pins(pos, color, own_only=True, snipers_off=False):
    k, lone, sliders = king(pos, color), 0, 0
    snipers = [(d, s) for d in range(8) for s in ray_squares(k, d)
               if has(pos.color[color ^ 1], s) and 2 <= type_on(pos, s) <= 4
               and moves_along(type_on(pos, s), d)]
    occ = occupied(pos)
    if snipers_off:
        for _, s in snipers:
            occ &= ~(1 << s)
    for d, s in snipers:
        ray = list(ray_squares(k, d))
        between = ray[:ray.index(s)]
        on = [x for x in between if has(occ, x)]
        if len(on) == 1 and (not own_only or has(pos.color[color], on[0])):
            lone |= 1 << on[0]
            sliders |= 1 << s
    return lone, sliders


def checkers(pos, color):
    return attackers_to(pos, occupied(pos), king(pos, color)) & pos.color[color ^ 1]


def check_mask(pos, color):
    c = checkers(pos, color)
    if c == 0:
        return (1 << 64) - 1
    if c & (c - 1):
        return 0
    k, s = king(pos, color), c.bit_length() - 1
    for d in range(8):
        squares = list(ray_squares(k, d))
        if s in squares:
            return sum(1 << x for x in squares[:squares.index(s)]) | c
    return c


def pin_mask(pos, color, sq):
    if not has(pins(pos, color, own_only=not BUG)[0], sq):
        return (1 << 64) - 1
    k = king(pos, color)
    for d in range(8):
        if sq in ray_squares(k, d):
            line = 1 << k
            for e in (d, d ^ 4):
                for x in ray_squares(k, e):
                    line |= 1 << x
            return line
    return (1 << 64) - 1


serve({
    "attackers_to": attackers_to,
    "attackers_by": lambda pos, color, occ, sq: attackers_to(pos, occ, sq) & pos.color[color],
    "is_attacked": lambda pos, color, sq: int(attackers_to(pos, occupied(pos), sq)
                                              & pos.color[color] != 0),
    "checkers": checkers,
    "pinned": lambda pos, color: pins(pos, color, own_only=not BUG)[0],
    "pinners": lambda pos, color: pins(pos, color, True, True)[1],
    "blockers_for_king": lambda pos, color: pins(pos, color, False, True)[0],
    "check_mask": check_mask,
    "pin_mask": pin_mask,
}, numbering="a1,b1")
