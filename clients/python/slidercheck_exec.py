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
in 0..2**64-1: an int outside (bits above 63, or a negative one, as ~x without
`& 0xFFFFFFFFFFFFFFFF` gives) is not masked but ends the client with one line
on standard error naming the function and the input, which slidercheck reports
as a CRASH on that input, with that line. So does a result that is not an int.
An exception ends the client; its traceback goes to standard error, which
slidercheck shows in its crash report.

serve() first checks each function against its kind's arguments (its
signature: the positional parameters it requires and allows, *args allowing
any number); a function of the wrong number, or an unknown kind, is refused in
the handshake with one line naming the kind's arguments and the kinds that take
that many (slidercheck: exit status 2 with that line).

serve() reads the hello first: one of another protocol version (a newer or
older slidercheck) is answered with a refusing handshake whose one line says
so. The module's version (__version__) is slidercheck's; `pip install
./clients/python` installs it as the package slidercheck-exec.

Keep standard output for the protocol: print logs to sys.stderr.
"""
import inspect
import struct
import sys

# The client's version: the slidercheck release it belongs to (`slidercheck
# --version`); and the version of the --exec protocol it speaks.
__version__ = "0.1.0"
PROTOCOL_VERSION = 1

# Every kind's record: its arguments in C order (`slidercheck kinds --format
# json`, the shape table of internal/slidercheck/shapes.h). A ctest
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
    "ray_attacks": ("occ", "sq", "dir8"),
    "attackers_to": ("pos", "occ", "sq"),
    "attackers_by": ("pos", "color", "occ", "sq"),
    "is_attacked": ("pos", "color", "sq"),
    "checkers": ("pos", "color"),
    "pinned": ("pos", "color"),
    "pinners": ("pos", "color"),
    "blockers_for_king": ("pos", "color"),
    "check_mask": ("pos", "color"),
    "pin_mask": ("pos", "color", "sq"),
    "squares_between_with_ends": ("a", "b"),
    "squares_between_to_b_aligned": ("a", "b"),
    "knight_shift": ("set", "jump"),
    "pawn_pushes": ("color", "set", "empty"),
    "pawn_double_pushes": ("color", "set", "empty"),
    "rook_sees": ("occ", "from", "to"),
    "bishop_sees": ("occ", "from", "to"),
    "queen_sees": ("occ", "from", "to"),
    "rook_set_attacks": ("sliders", "occ"),
    "bishop_set_attacks": ("sliders", "occ"),
    "queen_set_attacks": ("sliders", "occ"),
}
# The arguments that are bitboards (u64 in a record); the others are u8.
BITBOARDS = frozenset(("occ", "blockers", "sliders", "empty", "targets", "set"))
MASK = (1 << 64) - 1


class Position(tuple):
    """A position kind's first argument (8 u64 in a record): color is
    (white, black), type is (pawn, knight, bishop, rook, queen, king), each a
    bitboard int in the engine's numbering."""
    __slots__ = ()

    @property
    def color(self):
        return self[0:2]

    @property
    def type(self):
        return self[2:8]


def _regroup(kind, values):
    """The arguments of kind from one unpacked record: a position's 8 words as a Position."""
    if KINDS[kind][0] != "pos":
        return values
    return (Position(values[:8]),) + tuple(values[8:])


def record_struct(kind):
    """Returns the struct.Struct of one input record of kind."""
    return struct.Struct("<" + "".join("Q" if f in BITBOARDS else "8Q" if f == "pos" else "B"
                                       for f in KINDS[kind]))


def _signature(kind):
    return "%s(%s)" % (kind, ", ".join(KINDS[kind]))


def _arguments(least, most):
    """The count of arguments a function takes, as words: "2 arguments", "1 to
    3 arguments", "at least 2 arguments"."""
    if most is None:
        return "at least %d argument%s" % (least, "" if least == 1 else "s")
    count = str(least) if least == most else "%d to %d" % (least, most)
    return "%s argument%s" % (count, "" if most == 1 else "s")


def _kinds_taking(least, most):
    """The kinds of least..most arguments (most None: no upper bound), as a
    clause: "kinds of 2 arguments: rook_attacks(occ, sq), ..."."""
    fits = [_signature(k) for k, args in KINDS.items()
            if least <= len(args) and (most is None or len(args) <= most)]
    if not fits:
        return "no kind takes %s" % _arguments(least, most)
    return "kinds of %s: %s" % (_arguments(least, most), ", ".join(fits))


def _parameters(fn):
    """(least, most, keyword_only): the positional arguments fn requires and
    allows (most None with *args) and its keyword-only parameters without a
    default; None when Python cannot tell (some built-ins)."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    least, most, keyword_only = 0, 0, []
    for p in sig.parameters.values():
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            most += 1
            least += p.default is p.empty
        elif p.kind is p.VAR_POSITIONAL:
            most = None
        elif p.kind is p.KEYWORD_ONLY and p.default is p.empty:
            keyword_only.append(p.name)
    return least, most, keyword_only


def check_functions(functions):
    """Returns why functions ({kind name: function}) cannot be served, one line
    naming the first kind that is unknown or whose function does not take the
    kind's arguments, or None when every function fits its kind."""
    for name, fn in functions.items():
        if not callable(fn):
            return "slidercheck_exec: the function given for %s is not callable (a %s)" % (
                name, type(fn).__name__)
        params = _parameters(fn)
        label = "%s()" % getattr(fn, "__name__", type(fn).__name__)
        if name not in KINDS:
            if params is None or params[2] or params[:2] == (0, None):
                return "slidercheck_exec: unknown kind %s; the kinds: %s" % (
                    name, ", ".join(map(_signature, KINDS)))
            return "slidercheck_exec: unknown kind %s; %s takes %s; %s" % (
                name, label, _arguments(params[0], params[1]), _kinds_taking(params[0], params[1]))
        if params is None:
            continue  # a built-in without a signature: nothing to check
        least, most, keyword_only = params
        n = len(KINDS[name])
        if keyword_only:
            return ("slidercheck_exec: %s takes (%s) but %s requires the keyword-only "
                    "argument%s %s, which is never passed" % (
                        name, ", ".join(KINDS[name]), label, "s" * (len(keyword_only) > 1),
                        ", ".join(keyword_only)))
        if not (least <= n and (most is None or n <= most)):
            return "slidercheck_exec: %s takes (%s) but %s takes %s; %s" % (
                name, ", ".join(KINDS[name]), label, _arguments(least, most),
                _kinds_taking(least, most))
    return None


def _handshake(status, kinds, numbering, contract, error):
    out = struct.pack("<4sII", b"SLCK", 1, status)
    for text in (kinds, numbering, contract, error):  # all four, always
        data = text.encode()[:4096]  # the protocol's longest text
        out += struct.pack("<I", len(data)) + data
    return out


def protocol_mismatch(version):
    """The one line for a hello of another protocol version."""
    return ("slidercheck_exec %s speaks version %d of the --exec protocol, but this slidercheck "
            "speaks version %d (%s): use the client of the slidercheck you run "
            "(slidercheck --version)" % (__version__, PROTOCOL_VERSION, version,
                                         "older" if version < PROTOCOL_VERSION else "newer"))


def refuse(error, stdout=None):
    """Tells slidercheck that the engine cannot start (a handshake with status 1
    and error, one line), then exits with status 1. The line goes to standard
    error too, for a client run by hand."""
    stdout = stdout or sys.stdout.buffer
    line = " ".join(str(error).split())
    print(line, file=sys.stderr)
    stdout.write(_handshake(1, "", "", "", line))
    stdout.flush()
    sys.exit(1)


def _bad_result(kind, args, value):
    """Why value is not a result bitboard, one line naming kind and its input
    args, or None when it is an int in 0..2**64-1."""
    if isinstance(value, int) and 0 <= value <= MASK:
        return None
    call = "%s(%s)" % (kind, ", ".join(
        ("%s=0x%016x" if f in BITBOARDS else "%s=%s" if f == "pos" else "%s=%d") %
        (f, ",".join("0x%016x" % w for w in a) if f == "pos" else a)
        for f, a in zip(KINDS[kind], args)))
    if not isinstance(value, int):
        return "slidercheck_exec: %s returned %.60r (a %s), not an int" % (
            call, value, type(value).__name__)
    problem = "bits above 63" if value > MASK else "a negative value"
    return ("slidercheck_exec: %s returned %s: %s; mask the result to 64 bits "
            "(& 0xFFFFFFFFFFFFFFFF)" % (call, problem, hex(value)))


def serve(functions, numbering="", contract="", stdin=None, stdout=None):
    """Answers slidercheck's batches with functions ({kind name: function}) until
    the end of standard input, then returns. numbering: the engine's squares 0
    and 1, e.g. "a8,b8" ("" = a1,b1); contract: the handshake's contract text,
    the own-square contract "any", "occupied" or "empty" ("" = any), or words
    such as "own-square=occupied xray-blockers=occupied pairs=aligned
    pawn-squares=pawn" (docs/protocol.md). A function that does not fit its
    kind (check_functions) is refused before any batch."""
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer

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
    version = struct.unpack_from("<I", hello, 4)[0]
    if version != PROTOCOL_VERSION:
        refuse(protocol_mismatch(version), stdout)
    problem = check_functions(functions)
    if problem:
        refuse(problem, stdout)
    names = list(functions)
    table = [(name, functions[name], record_struct(name)) for name in names]
    stdout.write(_handshake(0, " ".join(names), numbering, contract, ""))
    stdout.flush()
    max_batch = struct.unpack_from("<I", hello, 8)[0]
    while True:
        header = read(8)
        if header is None:
            return  # the end of stdin: slidercheck is done
        index, count = struct.unpack("<II", header)
        if index >= len(table):
            sys.exit("slidercheck_exec: a batch names kind %d of %d" % (index, len(table)))
        if count > max_batch:
            sys.exit("slidercheck_exec: a batch of %d inputs, more than the hello's maximum of %d"
                     % (count, max_batch))
        name, fn, record = table[index]
        body = read(count * record.size)
        if body is None:
            sys.exit("slidercheck_exec: standard input ended inside a batch")
        inputs = [_regroup(name, values) for values in record.iter_unpack(body)]
        results = [fn(*args) for args in inputs]
        try:
            reply = struct.pack("<4sI%dQ" % count, b"RSLT", count, *results)
        except struct.error:
            # Out of range or not an int: name the first such result.
            sys.exit(next(filter(None, map(_bad_result, [name] * count, inputs, results)),
                          "slidercheck_exec: a result of %s is not a u64" % name))
        stdout.write(reply)
        stdout.flush()
