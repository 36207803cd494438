#!/usr/bin/env python3
"""An --exec engine on the client module of clients/python, wrong in the way
its mode names: the tests of the module's own checks (tests/exec/clients.cmake).

    module_engine.py MODE

    right     rook_attacks and knight_attacks, both right
    arity     between registered as a function of 2 arguments (between takes 4)
    wide      rook_attacks sets bit 64 on square h8: the low 64 bits are right
    negative  knight_attacks returns a negative int on square a1 whose low 64
              bits are right, as ~x without a mask gives
    relative_pawns  pawn_west_attacks and pawn_east_attacks named as the
              moving side sees them (black's west towards the h-file), right
              under --pawn-sides relative
    domain_guard  attackers_by and checkers, both right; checkers raises on
              a position outside the game-like domain (the king of the side
              not to move in check), as a rules library that validates its
              setups does
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "python"))
from slidercheck_exec import serve  # noqa: E402

MODE = sys.argv[1] if len(sys.argv) > 1 else "right"
ROOK_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def rook_attacks(occ, sq):
    bb = 0
    for df, dr in ROOK_STEPS:
        f, r = sq % 8 + df, sq // 8 + dr
        while 0 <= f < 8 and 0 <= r < 8:
            bb |= 1 << (8 * r + f)
            if occ >> (8 * r + f) & 1:
                break
            f, r = f + df, r + dr
    return bb | (1 << 64 if MODE == "wide" and sq == 63 else 0)


def knight_attacks(sq):
    bb = 0
    for df, dr in KNIGHT_STEPS:
        f, r = sq % 8 + df, sq // 8 + dr
        if 0 <= f < 8 and 0 <= r < 8:
            bb |= 1 << (8 * r + f)
    return bb - (1 << 64) if MODE == "negative" and sq == 0 else bb


def between(a, b):
    return 0


def pawn_side(color, pawns, west):
    """The attacks of pawns towards the side's own west (the h-file for black)."""
    df = (-1 if west else 1) * (1 if color == 0 else -1)
    dr = 1 if color == 0 else -1
    bb = 0
    for sq in range(64):
        f, r = sq % 8 + df, sq // 8 + dr
        if pawns >> sq & 1 and 0 <= f < 8 and 0 <= r < 8:
            bb |= 1 << (8 * r + f)
    return bb


KING_STEPS = ((1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))


def steps_from(sq, steps, occ=None):
    """The squares one step (occ None) or a ray (up to the first of occ) away from sq."""
    bb = 0
    for df, dr in steps:
        f, r = sq % 8 + df, sq // 8 + dr
        while 0 <= f < 8 and 0 <= r < 8:
            bb |= 1 << (8 * r + f)
            if occ is None or occ >> (8 * r + f) & 1:
                break
            f, r = f + df, r + dr
    return bb


def attackers_by(pos, color, occ, sq):
    t = pos.type
    pawn_from = ((1, -1), (-1, -1)) if color == 0 else ((1, 1), (-1, 1))
    bb = (steps_from(sq, KING_STEPS[0::2], occ) & (t[2] | t[4]) |
          steps_from(sq, KING_STEPS[1::2], occ) & (t[3] | t[4]) |
          steps_from(sq, KNIGHT_STEPS) & t[1] | steps_from(sq, KING_STEPS) & t[5] |
          steps_from(sq, pawn_from) & t[0])
    return bb & pos.color[color]


def checkers(pos, color):
    occ = pos.color[0] | pos.color[1]
    king = (pos.color[color] & pos.type[5]).bit_length() - 1
    other_king = (pos.color[color ^ 1] & pos.type[5]).bit_length() - 1
    if attackers_by(pos, color, occ, other_king):
        raise ValueError("checkers: a position outside the domain: the side not to move is in check")
    return attackers_by(pos, color ^ 1, occ, king)


functions = {"rook_attacks": rook_attacks, "knight_attacks": knight_attacks}
if MODE == "domain_guard":
    functions = {"attackers_by": attackers_by, "checkers": checkers}
if MODE == "relative_pawns":
    functions = {"pawn_west_attacks": lambda color, pawns: pawn_side(color, pawns, True),
                 "pawn_east_attacks": lambda color, pawns: pawn_side(color, pawns, False)}
if MODE == "arity":
    functions["between"] = between
serve(functions, numbering="a1,b1")
