"""slidercheck_exec: the framing of slidercheck's --exec pipe protocol
(docs/protocol.md), so that a client is only its functions. Standard library only.

    from slidercheck_exec import serve

    def rook_attacks(occ, sq): ...
    def squares_between(a, b): ...

    serve({"rook_attacks": rook_attacks, "squares_between": squares_between},
          numbering="a1,b1")

and then `slidercheck check --exec 'python3 engine.py'`. Each function takes
its kind's arguments in the C order of slidercheck/plugin.h (`slidercheck kinds`
lists them): bitboards as int (bit i = square i in the engine's numbering),
squares, directions and colors as int. It returns the result bitboard as an int
(taken modulo 2**64). An exception ends the client; its traceback goes to
standard error, which slidercheck shows in its crash report.

Keep standard output for the protocol: print logs to sys.stderr.
"""
import struct
import sys

# Every kind's record: its arguments in C order (`slidercheck kinds --format
# json`, the shape table of include/slidercheck/shapes.h). A ctest
# (exec_clients.layouts) compares this table with the one slidercheck prints.
KINDS = {
    "rook_attacks": ("occ", "sq"),
    "bishop_attacks": ("occ", "sq"),
    "queen_attacks": ("occ", "sq"),
    "rank_attacks": ("occ", "sq"),
    "file_attacks": ("occ", "sq"),
    "diagonal_attacks": ("occ", "sq"),
    "antidiagonal_attacks": ("occ", "sq"),
    "xray_rook_attacks": ("occ", "blockers", "sq"),
    "xray_bishop_attacks": ("occ", "blockers", "sq"),
    "sliding_attacks": ("sliders", "empty", "dir8"),
    "xray_sliding_attacks": ("sliders", "empty", "blockers", "dir8"),
    "between": ("sliders", "empty", "targets", "dir8"),
    "squares_between": ("a", "b"),
    "line_through": ("a", "b"),
    "squares_between_to_b": ("a", "b"),
    "squares_between_inclusive": ("a", "b"),
    "knight_attacks": ("sq",),
    "king_attacks": ("sq",),
    "pawn_attacks": ("color", "sq"),
    "knight_set_attacks": ("set",),
    "king_set_attacks": ("set",),
    "pawn_set_attacks": ("color", "set"),
    "ray_through": ("a", "b"),
    "pawn_west_attacks": ("color", "set"),
    "pawn_east_attacks": ("color", "set"),
    "pawn_double_attacks": ("color", "set"),
    "shift_one": ("set", "dir8"),
}
# The arguments that are bitboards (u64 in a record); the others are u8.
BITBOARDS = frozenset(("occ", "blockers", "sliders", "empty", "targets", "set"))
MASK = (1 << 64) - 1


def record_struct(kind):
    """Returns the struct.Struct of one input record of kind."""
    return struct.Struct("<" + "".join("Q" if f in BITBOARDS else "B" for f in KINDS[kind]))


def _handshake(status, kinds, numbering, contract, error):
    out = struct.pack("<4sII", b"SLCK", 1, status)
    for text in (kinds, numbering, contract, error):  # all four, always
        data = text.encode()
        out += struct.pack("<I", len(data)) + data
    return out


def refuse(error, stdout=None):
    """Tells slidercheck that the engine cannot start (a handshake with status 1
    and error, one line), then exits with status 1."""
    stdout = stdout or sys.stdout.buffer
    stdout.write(_handshake(1, "", "", "", " ".join(str(error).split())))
    stdout.flush()
    sys.exit(1)


def serve(functions, numbering="", contract="", stdin=None, stdout=None):
    """Answers slidercheck's batches with functions ({kind name: function}) until
    the end of standard input, then returns. numbering: the engine's squares 0
    and 1, e.g. "a8,b8" ("" = a1,b1); contract: the own-square contract, "any",
    "occupied" or "empty" ("" = any)."""
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer
    unknown = [name for name in functions if name not in KINDS]
    if unknown:
        refuse("slidercheck_exec.serve: unknown kind %s (known: %s)"
               % (", ".join(unknown), " ".join(KINDS)), stdout)
    names = list(functions)
    table = [(functions[name], record_struct(name)) for name in names]
    stdout.write(_handshake(0, " ".join(names), numbering, contract, ""))
    stdout.flush()

    def read(n):
        data = stdin.read(n)
        if len(data) < n:
            if data:
                sys.exit("slidercheck_exec: standard input ended inside a frame")
            return None
        return data

    hello = read(12)
    if hello is None or hello[:4] != b"SLCK":
        sys.exit("slidercheck_exec: no slidercheck hello on standard input")
    while True:
        header = read(8)
        if header is None:
            return  # the end of stdin: slidercheck is done
        index, count = struct.unpack("<II", header)
        if index >= len(table):
            sys.exit("slidercheck_exec: a batch names kind %d of %d" % (index, len(table)))
        fn, record = table[index]
        body = read(count * record.size)
        if body is None:
            sys.exit("slidercheck_exec: standard input ended inside a batch")
        results = [fn(*args) & MASK for args in record.iter_unpack(body)]
        stdout.write(struct.pack("<4sI%dQ" % count, b"RSLT", count, *results))
        stdout.flush()
