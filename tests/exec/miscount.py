#!/usr/bin/env python3
"""An --exec engine (docs/protocol.md) for rook_attacks (a ray walker) whose
replies do not hold as many results as the batch it was sent, the first
argument:

  fewer   replies with one result fewer than asked, its count saying so
  more    replies with one result more than asked, its count saying so
  claims  replies with the count asked but one result fewer (the next reply's
          first bytes would be read as the missing result)

Every batch is answered so: the checker must never count such a program as
conforming (exit 3, a CRASH of rook_attacks, bisected to one input).
"""
import struct
import sys

MODE = sys.argv[1] if len(sys.argv) > 1 else "fewer"
STEPS = [(1, 0), (0, -1), (-1, 0), (0, 1)]  # the rook's four directions: (file, rank)


def rook(occ, sq):
    attacks = 0
    for df, dr in STEPS:
        f, r = sq % 8 + df, sq // 8 + dr
        while 0 <= f < 8 and 0 <= r < 8:
            attacks |= 1 << (8 * r + f)
            if occ >> (8 * r + f) & 1:
                break
            f, r = f + df, r + dr
    return attacks


def main():
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer

    def read(n):
        data = stdin.read(n)
        if len(data) < n:
            sys.exit(0)
        return data

    read(12)  # the hello
    handshake = struct.pack("<4sII", b"SLCK", 1, 0)
    for text in ("rook_attacks", "a1,b1", "any", ""):
        handshake += struct.pack("<I", len(text)) + text.encode()
    stdout.write(handshake)
    stdout.flush()
    record = struct.Struct("<QB")
    while True:
        _kind, count = struct.unpack("<II", read(8))
        results = [rook(occ, sq) for occ, sq in record.iter_unpack(read(count * record.size))]
        if MODE == "fewer":
            results, said = results[:-1], count - 1
        elif MODE == "more":
            results, said = results + [0], count + 1
        else:
            results, said = results[:-1], count
        stdout.write(struct.pack(f"<4sI{len(results)}Q", b"RSLT", said, *results))
        stdout.flush()


if __name__ == "__main__":
    main()
