#!/usr/bin/env python3
"""An --exec engine (docs/protocol.md) whose handshake declares its numbering,
a1,b1, for rook_attacks and bishop_attacks (a ray walker), with one planted
behaviour, the first argument:

  crash       writes a line to stderr and aborts on rook_attacks(occ 0, sq d4)
  first-call  answers 0 to the first call the process gets (tables built late)
  unflushed   writes its handshake to a buffered stdout and never flushes it
"""
import os
import struct
import sys

MODE = sys.argv[1] if len(sys.argv) > 1 else ""
KINDS = ["rook_attacks", "bishop_attacks"]
LINES = {"rook_attacks": (1, 5, 3, 7), "bishop_attacks": (0, 4, 2, 6)}
STEPS = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]


def walk(occ, sq, directions):
    attacks = 0
    for d in directions:
        df, dr = STEPS[d]
        f, r = sq % 8 + df, sq // 8 + dr
        while 0 <= f < 8 and 0 <= r < 8:
            attacks |= 1 << (8 * r + f)
            if occ >> (8 * r + f) & 1:
                break
            f, r = f + df, r + dr
    return attacks


def main():
    stdin = sys.stdin.buffer
    # unflushed: a buffered stdout that holds the handshake (no flush).
    stdout = open(1, "wb", buffering=1 << 16, closefd=False)

    def read(n):
        data = stdin.read(n)
        if len(data) < n:
            sys.exit(0)
        return data

    magic, _version, _max_batch = struct.unpack("<4sII", read(12))
    handshake = struct.pack("<4sII", b"SLCK", 1, 0)
    for text in (" ".join(KINDS), "a1,b1", "any", ""):
        handshake += struct.pack("<I", len(text)) + text.encode()
    stdout.write(handshake)
    if MODE == "unflushed":
        stdin.read()  # waits for input that never comes before its handshake
        return
    stdout.flush()
    single = struct.Struct("<QB")
    calls = 0
    while True:
        kind, count = struct.unpack("<II", read(8))
        dirs = LINES[KINDS[kind]]
        results = []
        for occ, sq in single.iter_unpack(read(count * single.size)):
            calls += 1
            if MODE == "crash" and kind == 0 and sq == 27 and occ == 0:
                sys.stderr.write("engine: no table for d4\n")
                sys.stderr.flush()
                os.abort()
            results.append(0 if MODE == "first-call" and calls == 1 else walk(occ, sq, dirs))
        stdout.write(struct.pack("<4sI%dQ" % count, b"RSLT", count, *results))
        stdout.flush()


if __name__ == "__main__":
    main()
