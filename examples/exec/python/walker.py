#!/usr/bin/env python3
"""A naive ray walker spoken over slidercheck's --exec pipe protocol
(docs/protocol.md), with the standard library only.

    slidercheck check --exec 'python3 examples/exec/python/walker.py' --level quick

With --bug, rank attacks going east never reach the h-file: a planted bug that
the check reports (exit status 1) with a minimal counterexample.
"""
import struct
import sys

# The kinds this engine provides, in the order of the handshake: a batch names
# its kind by its position in this list.
KINDS = ["rook_attacks", "bishop_attacks", "rank_attacks", "file_attacks",
         "diagonal_attacks", "antidiagonal_attacks", "squares_between"]

# Compass directions as (file step, rank step): noEa east soEa sout soWe west noWe nort.
STEPS = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]
BUG = "--bug" in sys.argv[1:]


def ray_squares(sq, d):
    """Returns the squares from sq (a1 = 0, b1 = 1, h8 = 63) in direction d, in order."""
    df, dr = STEPS[d]
    f, r = sq % 8 + df, sq // 8 + dr
    out = []
    while 0 <= f < 8 and 0 <= r < 8:
        if not (BUG and d == 1 and f == 7):
            out.append(8 * r + f)
        f, r = f + df, r + dr
    return out


RAYS = [[ray_squares(sq, d) for d in range(8)] for sq in range(64)]


def walk(occ, sq, directions):
    """Returns the squares attacked from sq along directions: up to and including
    the first occupied square of each ray."""
    attacks = 0
    for d in directions:
        for s in RAYS[sq][d]:
            attacks |= 1 << s
            if occ >> s & 1:
                break
    return attacks


def between(a, b):
    """Returns the squares strictly between a and b on a shared line, else 0."""
    for d in range(8):
        ray = RAYS[a][d]
        if b in ray:
            return sum(1 << s for s in ray[:ray.index(b)])
    return 0


LINES = {"rook_attacks": (1, 5, 3, 7), "bishop_attacks": (0, 4, 2, 6),
         "rank_attacks": (1, 5), "file_attacks": (3, 7),
         "diagonal_attacks": (0, 4), "antidiagonal_attacks": (2, 6)}


def main():
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer

    def read(n):
        data = stdin.read(n)
        if len(data) < n:
            sys.exit(0)  # the end of stdin: slidercheck is done with us
        return data

    magic, _version, max_batch = struct.unpack("<4sII", read(12))
    if magic != b"SLCK":
        sys.exit("not slidercheck's hello")
    handshake = struct.pack("<4sII", b"SLCK", 1, 0)
    for text in (" ".join(KINDS), "a1,b1", "any", ""):
        handshake += struct.pack("<I", len(text)) + text.encode()
    stdout.write(handshake)
    stdout.flush()
    single = struct.Struct("<QB")  # occ, sq: 9 bytes
    pair = struct.Struct("<BB")    # a, b: 2 bytes
    while True:
        kind, count = struct.unpack("<II", read(8))
        name = KINDS[kind]
        if name == "squares_between":
            results = [between(a, b) for a, b in pair.iter_unpack(read(count * pair.size))]
        else:
            dirs = LINES[name]
            results = [walk(occ, sq, dirs)
                       for occ, sq in single.iter_unpack(read(count * single.size))]
        stdout.write(struct.pack("<4sI%dQ" % count, b"RSLT", count, *results))
        stdout.flush()


if __name__ == "__main__":
    main()
