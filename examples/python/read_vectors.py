#!/usr/bin/env python3
"""Reads slidercheck's conformance vectors and checks a tiny ray walker against them.

usage: read_vectors.py PATH   (the directory of `slidercheck vectors --out DIR`, or the file)

The walker below knows nothing of slidercheck: it steps one square at a time over
(file, rank). Replace `evaluate` with calls into your own engine to check it.
Exit status: 0 every vector agrees, 1 a mismatch (the first few are printed), 2 bad input.
"""
import json
import os
import sys

STEPS = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]  # dir8 0..7
LINES = {"rank_attacks": [1, 5], "file_attacks": [7, 3], "diagonal_attacks": [0, 4],
         "antidiagonal_attacks": [6, 2], "rook_attacks": [1, 5, 7, 3],
         "bishop_attacks": [0, 4, 6, 2], "queen_attacks": list(range(8))}
LINES["xray_rook_attacks"], LINES["xray_bishop_attacks"] = LINES["rook_attacks"], LINES["bishop_attacks"]
PAIRS = ("squares_between", "line_through", "squares_between_to_b", "squares_between_inclusive",
         "ray_through", "squares_between_with_ends", "squares_between_to_b_aligned")
JUMPS = {"knight": [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
         "king": STEPS, "pawn0": [(-1, 1), (1, 1)], "pawn1": [(-1, -1), (1, -1)],
         "pawn_west0": [(-1, 1)], "pawn_west1": [(-1, -1)],  # by board side: west = a-file
         "pawn_east0": [(1, 1)], "pawn_east1": [(1, -1)]}
# knight_shift's jumps, clockwise from north-north-east (+17, +10, -6, ...).
for _j, _step in enumerate([(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]):
    JUMPS["knight_jump" + str(_j)] = [_step]


def leaper(piece, sq):
    """The squares a leaper on sq jumps to, jumps off the board dropped."""
    f, r = sq % 8, sq // 8
    return union(1 << (8 * (r + dr) + f + df) for df, dr in JUMPS[piece]
                 if 0 <= f + df < 8 and 0 <= r + dr < 8)


def ray(occ, sq, d):
    """The squares from sq in direction d up to and including the first occupied one."""
    (df, dr), f, r, out = STEPS[d], sq % 8, sq // 8, 0
    while 0 <= f + df < 8 and 0 <= r + dr < 8:
        f, r = f + df, r + dr
        out |= 1 << (8 * r + f)
        if occ >> (8 * r + f) & 1:
            break
    return out


def union(boards):
    out = 0
    for b in boards:
        out |= b
    return out


def attacks(fn, occ, sq):
    return union(ray(occ, sq, d) for d in LINES[fn])


def sliding(sliders, empty, d):
    full = (1 << 64) - 1
    return union(ray(full & ~empty, sq, d) for sq in range(64) if sliders >> sq & 1)


POSITION_KINDS = ("attackers_to", "attackers_by", "is_attacked", "checkers", "pinned",
                  "pinners", "blockers_for_king", "check_mask", "pin_mask")
SLIDES = {2: [0, 2, 4, 6], 3: [1, 3, 5, 7], 4: list(range(8))}  # bishop, rook, queen


def attackers(w, occ, sq):
    """Every piece of position words w (white, black, pawn .. king) attacking sq."""
    out = 0
    for s in range(64):
        t = next((t for t in range(6) if w[2 + t] >> s & 1), None)
        if t is None:
            continue
        color = 0 if w[0] >> s & 1 else 1
        hit = (leaper(("pawn" + str(color), "knight")[t], s) if t < 2 else
               leaper("king", s) if t == 5 else union(ray(occ, s, d) for d in SLIDES[t]))
        if hit >> sq & 1:
            out |= 1 << s
    return out


def king_lines(w, c, remove_snipers):
    """(blockers, Stockfish's pinners) of color c's king; and its true pins (pinned, -)."""
    k = (w[7] & w[c]).bit_length() - 1
    occ, snipers = w[0] | w[1], []
    for d in range(8):
        for s in range(64):
            t = next((t for t in (2, 3, 4) if w[2 + t] >> s & 1), None)
            if w[c ^ 1] >> s & 1 and t is not None and d in SLIDES[t] and ray(0, k, d) >> s & 1:
                snipers.append((d, s))
    if remove_snipers:
        occ &= ~union(1 << s for _, s in snipers)
    blockers = pinners = 0
    for d, s in snipers:
        b = ray(1 << s, k, d) & ~(1 << s) & occ
        if b and not b & (b - 1):
            blockers |= b
            pinners |= (1 << s) if b & w[c] else 0
    return blockers, pinners, k


def evaluate_position(fn, t):
    """The walker's result for a position kind's test t."""
    w, c = [int(x, 16) for x in t["pos"]], t.get("color", 0)
    full, occ = (1 << 64) - 1, w[0] | w[1]
    if fn == "attackers_to":
        return attackers(w, int(t["occ"], 16), t["sq"])
    if fn == "attackers_by":
        return attackers(w, int(t["occ"], 16), t["sq"]) & w[c]
    if fn == "is_attacked":
        return int(attackers(w, occ, t["sq"]) & w[c] != 0)
    blockers, pinners, k = king_lines(w, c, True)
    pinned = king_lines(w, c, False)[0] & w[c]  # true pins: the snipers kept, own pieces
    checkers = attackers(w, occ, k) & w[c ^ 1]
    if fn == "checkers":
        return checkers
    if fn in ("pinned", "pinners", "blockers_for_king"):
        return {"pinned": pinned, "pinners": pinners, "blockers_for_king": blockers}[fn]
    if fn == "check_mask":
        if not checkers:
            return full
        if checkers & (checkers - 1):
            return 0
        s = checkers.bit_length() - 1
        return union(ray(1 << s, k, d) for d in range(8) if ray(1 << s, k, d) >> s & 1) or checkers
    if not pinned >> t["sq"] & 1:  # pin_mask
        return full
    d = next(d for d in range(8) if ray(0, k, d) >> t["sq"] & 1)
    return ray(0, k, d) | ray(0, k, d ^ 4) | 1 << k


def evaluate(fn, t):
    """Returns the walker's result for test t of function fn."""
    if fn in POSITION_KINDS:
        return evaluate_position(fn, t)
    h = {k: int(v, 16) for k, v in t.items() if isinstance(v, str) and v.startswith("0x")}
    if fn in ("xray_rook_attacks", "xray_bishop_attacks"):
        a = attacks(fn, h["occ"], t["sq"])
        return a ^ attacks(fn, h["occ"] ^ (h["blockers"] & a), t["sq"])
    if fn in LINES:
        return attacks(fn, h["occ"], t["sq"])
    if fn == "ray_attacks":  # one ray: from sq in dir8 to the first occupied square
        return ray(h["occ"], t["sq"], t["dir8"])
    if fn.endswith("_sees"):  # 1 when to is in the piece's attacks from from, else 0
        piece = fn[:-len("_sees")] + "_attacks"
        return attacks(piece, h["occ"], t["from_index"]) >> t["to_index"] & 1
    if fn.endswith("_set_attacks") and fn[:-len("_set_attacks")] in ("rook", "bishop", "queen"):
        piece = fn[:-len("_set_attacks")] + "_attacks"  # the union over the sliders
        return union(attacks(piece, h["occ"], s) for s in range(64) if h["sliders"] >> s & 1)
    if fn == "knight_shift":  # each square one knight jump, off-board jumps dropped
        squares = [s for s in range(64) if h["set"] >> s & 1]
        return union(leaper("knight_jump" + str(t["jump"]), s) for s in squares)
    if fn in ("pawn_pushes", "pawn_double_pushes"):  # forward while the squares are empty
        step, start = (8, 1) if t["color"] == 0 else (-8, 6)
        steps = 1 if fn == "pawn_pushes" else 2
        result = 0
        for s in range(64):
            if not h["set"] >> s & 1 or (steps == 2 and s // 8 != start):
                continue
            to = s
            for _ in range(steps):
                to += step
                if not 0 <= to < 64 or not h["empty"] >> to & 1:
                    break
            else:
                result |= 1 << to
        return result
    if fn == "shift_one":  # each square one step in dir8, off-board steps dropped
        squares = [s for s in range(64) if h["set"] >> s & 1]
        return union(ray((1 << 64) - 1, s, t["dir8"]) for s in squares)
    if fn == "pawn_double_attacks":  # the squares two pawns attack
        squares = [s for s in range(64) if h["set"] >> s & 1]
        hits = [leaper("pawn" + str(t["color"]), s) for s in squares]
        return union(1 << x for x in range(64) if sum(b >> x & 1 for b in hits) >= 2)
    if fn in ("pawn_west_attacks", "pawn_east_attacks"):
        squares = [s for s in range(64) if h["set"] >> s & 1]
        return union(leaper(fn[:9] + str(t["color"]), s) for s in squares)
    if fn.startswith(("knight", "king", "pawn")):  # leapers: one square, or the union over a set
        piece = fn.split("_")[0] + (str(t["color"]) if fn.startswith("pawn") else "")
        squares = [s for s in range(64) if h["set"] >> s & 1] if "set" in h else [t["sq"]]
        return union(leaper(piece, s) for s in squares)
    if fn in PAIRS:  # the walk from a that reaches b
        a, b = t["a_index"], t["b_index"]
        for d in range(8):
            r = ray(1 << b, a, d) if a != b else 0
            if r >> b & 1:
                if fn == "line_through":  # a and the whole line, both ways, edge to edge
                    return 1 << a | ray(0, a, d) | ray(0, a, d ^ 4)
                if fn == "ray_through":  # on from a through b to the edge
                    return ray(0, a, d)
                return {"squares_between": r & ~(1 << b), "squares_between_to_b": r,
                        "squares_between_inclusive": r | 1 << a,
                        "squares_between_with_ends": r | 1 << a,
                        "squares_between_to_b_aligned": r}[fn]
        if fn == "squares_between_to_b":  # {b} off the lines, {a} for a == b
            return 1 << b
        if fn == "squares_between_with_ends":  # {a, b} off the lines, {a} for a == b
            return 1 << a | 1 << b
        return 1 << a if fn == "squares_between_inclusive" and a == b else 0
    d = t["dir8"]
    if fn == "sliding_attacks":
        return sliding(h["sliders"], h["empty"], d)
    if fn == "xray_sliding_attacks":
        b = h["blockers"] & sliding(h["sliders"], h["empty"], d)
        return sliding(b, h["empty"], d) if b else 0
    return sliding(h["sliders"], h["empty"], d) & sliding(h["targets"], h["empty"], d ^ 4)


def main(path):
    if os.path.isdir(path):
        path = os.path.join(path, "slider_attacks_test.json")
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        print(f"read_vectors: error: {path}: {e}", file=sys.stderr)
        return 2
    failures = 0
    for group in doc["testGroups"]:
        for t in group["tests"]:
            got, want = evaluate(group["function"], t), int(t["expected"], 16)
            if got != want:
                failures += 1
                if failures <= 5:
                    print(f"MISMATCH tcId {t['tcId']} {group['function']} ({t['comment']}; "
                          f"flags {', '.join(t['flags'])}): expected {want:#018x}, got {got:#018x}")
    print(f"{doc['numberOfTests']} vectors, {failures} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
