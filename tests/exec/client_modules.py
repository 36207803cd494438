#!/usr/bin/env python3
"""Tests of the checks the --exec client modules (clients/python, clients/js)
make on their own, without slidercheck:

- each function against its kind's arguments (check_functions in Python,
  checkFunctions in JavaScript), the one line that refuses a function of the
  wrong arity or an unknown kind (one inherited from Object.prototype too);
- each result: an int (BigInt, or a safe integer Number) in 0..2**64-1, else
  one line naming the function and the input, not masked or converted;
- a batch count above the hello's maximum: one line, not an allocation of it.

    client_modules.py python
    client_modules.py js NODE

Exit 0 when every case passes; 1 otherwise, with each failing case on stderr.
"""
import json
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PY_DIR = os.path.join(HERE, "..", "..", "clients", "python")
JS_MODULE = os.path.join(HERE, "..", "..", "clients", "js", "slidercheck-exec.mjs")
HELLO = struct.pack("<4sII", b"SLCK", 1, 4096)
TWO = (r"kinds of 2 arguments: rook_attacks\(occ, sq\), bishop_attacks\(occ, sq\), .*"
       r"squares_between\(a, b\), .*shift_one\(set, dir8\), checkers\(pos, color\), .*"
       r"check_mask\(pos, color\), squares_between_with_ends\(a, b\), "
       r"squares_between_to_b_aligned\(a, b\), knight_shift\(set, jump\), "
       r"rook_set_attacks\(sliders, occ\), bishop_set_attacks\(sliders, occ\), "
       r"queen_set_attacks\(sliders, occ\)$")
THREE = (r"kinds of 3 arguments: xray_rook_attacks\(occ, blockers, sq\), "
         r"xray_bishop_attacks\(occ, blockers, sq\), sliding_attacks\(sliders, empty, dir8\), "
         r"ray_attacks\(occ, sq, dir8\), attackers_to\(pos, occ, sq\), "
         r"is_attacked\(pos, color, sq\), pin_mask\(pos, color, sq\), "
         r"pawn_pushes\(color, set, empty\), pawn_double_pushes\(color, set, empty\), "
         r"rook_sees\(occ, from, to\), bishop_sees\(occ, from, to\), "
         r"queen_sees\(occ, from, to\)$")

failures = []
cases = 0


def expect(what, got, pattern):
    """Records a failure unless got (a line, or None) matches pattern (None:
    got must be None too)."""
    global cases
    cases += 1
    if pattern is None:
        if got is not None:
            failures.append("%s: refused, want accepted: %s" % (what, got))
    elif got is None or not re.search(pattern, got):
        failures.append("%s: %r does not match %r" % (what, got, pattern))


class Engine:
    """A callable object, as an engine with tables might be."""

    def __call__(self, occ, sq):
        return 0


def tables_and(tables, occ, sq):
    return 0


def python_arity():
    """check_functions on functions of every sort of signature."""
    sys.path.insert(0, PY_DIR)
    import functools
    import slidercheck_exec as m
    check = getattr(m, "check_functions", None)
    if check is None:
        expect("python: check_functions", "the module has no check_functions", "^$")
        return

    def between(a, b):
        return 0

    def extra(occ, sq, table=None):
        return 0

    def starred(*args):
        return 0

    def one_and_more(sq, *rest):
        return 0

    def two_to_three(a, b, c=0):
        return 0

    def keyword(occ, sq, *, table):
        return 0

    def rook(occ, sq):
        return 0

    prefix = r"^slidercheck_exec: "
    for kind, fn, pattern in [
        ("between", between, prefix + r"between takes \(sliders, empty, targets, dir8\) but "
                                      r"between\(\) takes 2 arguments; " + TWO),
        ("rook_attacks", extra, None),
        ("between", starred, None),
        ("knight_attacks", one_and_more, None),
        ("between", one_and_more, None),
        ("rook_attacks", lambda a, b, c: 0,
         prefix + r"rook_attacks takes \(occ, sq\) but <lambda>\(\) takes 3 arguments; " + THREE),
        ("rook_attacks", lambda: 0, r"<lambda>\(\) takes 0 arguments; no kind takes 0 arguments$"),
        ("knight_attacks", two_to_three,
         r"two_to_three\(\) takes 2 to 3 arguments; kinds of 2 to 3 arguments: "
         r"rook_attacks\(occ, sq\), .*xray_rook_attacks\(occ, blockers, sq\), .*shift_one"),
        ("xray_sliding_attacks", one_and_more, None),
        ("rook_attacks", keyword, r"keyword\(\) requires the keyword-only argument table"),
        ("rook_attacks", functools.partial(tables_and, {}), None),
        ("rook_attacks", Engine(), None),
        ("rook_attacks", max, None),  # no signature: not checked
        ("rook_attacks", 5, prefix + r"the function given for rook_attacks is not callable \(a int\)$"),
        ("rook_attack", rook, prefix + r"unknown kind rook_attack; rook\(\) takes 2 arguments; " + TWO),
        ("rook_attack", starred, prefix + r"unknown kind rook_attack; the kinds: "
                                          r"rook_attacks\(occ, sq\), .*knight_attacks\(sq\)"),
    ]:
        expect("python: %s registered as %s" % (getattr(fn, "__name__", fn), kind),
               check({kind: fn}), pattern)
    # The first problem of several, and a right table.
    expect("python: a table of two", check({"rook_attacks": rook, "between": between}),
           r"^slidercheck_exec: between takes")
    expect("python: a right table", check({"rook_attacks": rook, "knight_attacks": one_and_more}),
           None)


# JavaScript functions (their source) registered as a kind, and the line
# checkFunctions gives (None: accepted).
JS_ARITY = [
    ("function between(a, b) { return 0n; }", "between",
     r"^slidercheck-exec: between takes \(sliders, empty, targets, dir8\) but between\(\) takes "
     r"2 arguments; " + TWO),
    ("(occ, sq) => 0n", "rook_attacks", None),
    ("(...args) => 0n", "between", None),
    ("(a, b, ...rest) => 0n", "between", None),
    ("(a, b = 0) => 0n", "knight_attacks", None),
    ("(a, b, c) => 0n", "rook_attacks",
     r"^slidercheck-exec: rook_attacks takes \(occ, sq\) but the function takes 3 arguments; " + THREE),
    ("function f(a, b, c = {}) { return 0n; }", "between", None),
    ("function f(a, b, c = {}) { return 0n; }", "knight_attacks",
     r"f\(\) takes at least 2 arguments; kinds of at least 2 arguments: rook_attacks\(occ, sq\), "),
    ("() => 0n", "rook_attacks", None),  # it may read `arguments`
    ("function g() { return arguments[0]; }", "between", None),
    ("function h(t, occ, sq) { return 0n; }.bind(null, 1)", "rook_attacks", None),
    ("function h(t, occ, sq) { return 0n; }.bind(null, 1)", "between",
     r"bound h\(\) takes 2 arguments; kinds of 2 arguments"),
    ("5n", "rook_attacks", r"^slidercheck-exec: the function given for rook_attacks is not a "
                           r"function \(bigint\)$"),
    ("(occ, sq) => 0n", "rook_attack",
     r"^slidercheck-exec: unknown kind rook_attack; the function takes 2 arguments; " + TWO),
    # Names every object inherits are no kinds.
    ("() => 'an engine'", "toString", r"^slidercheck-exec: unknown kind toString; the kinds: "
                                      r"rook_attacks\(occ, sq\), .*shift_one\(set, dir8\), "
                                      r"ray_attacks\(occ, sq, dir8\), attackers_to\(pos, occ, sq\), "
                                      r".*pin_mask\(pos, color, sq\), "
                                      r"squares_between_with_ends\(a, b\), "
                                      r"squares_between_to_b_aligned\(a, b\), "
                                      r"knight_shift\(set, jump\), "
                                      r"pawn_pushes\(color, set, empty\), "
                                      r"pawn_double_pushes\(color, set, empty\), .*"
                                      r"queen_set_attacks\(sliders, occ\)$"),
    ("(a) => 0n", "hasOwnProperty", r"^slidercheck-exec: unknown kind hasOwnProperty; the function "
                                    r"takes 1 argument; kinds of 1 argument: knight_attacks\(sq\), "),
    ("(a, b) => 0n", "constructor", r"^slidercheck-exec: unknown kind constructor; "),
    ("(a, b) => 0n", "__proto__", r"^slidercheck-exec: unknown kind __proto__; "),
]

# Runs each JS_ARITY case through checkFunctions; prints their lines as JSON.
JS_ARITY_SCRIPT = """
const m = await import(process.argv[1]);
const cases = JSON.parse(process.argv[2]);
if (typeof m.checkFunctions !== "function") {
  console.log(JSON.stringify(cases.map(() => "the module has no checkFunctions")));
} else {
  console.log(JSON.stringify(cases.map(([source, kind]) =>
    m.checkFunctions(Object.fromEntries([[kind, (0, eval)("(" + source + ")")]])))));
}
"""


def js_arity(node):
    """checkFunctions on functions of every sort of parameter list."""
    out = subprocess.run([node, "--input-type=module", "-e", JS_ARITY_SCRIPT, JS_MODULE,
                          json.dumps([[s, k] for s, k, _ in JS_ARITY])],
                         capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        expect("js: checkFunctions", out.stderr.strip(), "^$")
        return
    for (source, kind, pattern), got in zip(JS_ARITY, json.loads(out.stdout)):
        expect("js: %s registered as %s" % (source, kind), got, pattern)


def run(command, frames, close=True, timeout=20):
    """Runs command, writes frames to its stdin (closing it when close), and
    returns its exit status (None: still running after timeout s, killed), its
    stdout and its stderr."""
    p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    p.stdin.write(frames)
    p.stdin.flush()
    if close:
        p.stdin.close()
    try:
        p.wait(timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
    if not close:
        p.stdin.close()
    rc = p.returncode if p.returncode is not None and p.returncode >= 0 else None
    return rc, p.stdout.read(), p.stderr.read().decode(errors="replace")


def one_line_error(what, command, frames, pattern, close=True):
    """Expects command, sent frames, to end with a status other than 0 and
    exactly one line on stderr matching pattern."""
    rc, _, err = run(command, frames, close)
    if rc is None:
        expect(what, "it did not end within 20 s (stderr: %s)" % err.strip()[-300:], "^$")
    elif rc == 0:
        expect(what, "exit status 0 (stderr: %s)" % err.strip()[-300:], "^$")
    elif len(err.strip().splitlines()) != 1:
        expect(what, "not one line: " + err.strip()[-600:], "^$")
    else:
        expect(what, err.strip(), pattern)


def engine(which, node, value):
    """The command of an engine on the module whose knight_attacks returns
    value (an expression of the language) on every input."""
    if which == "python":
        return [sys.executable, "-c",
                "import sys; sys.path.insert(0, %r); from slidercheck_exec import serve; "
                "serve({'knight_attacks': lambda sq: %s})" % (PY_DIR, value)]
    return [node, "--input-type=module", "-e",
            "import { serve } from %s; serve({ knight_attacks: (sq) => %s });"
            % (json.dumps("file://" + os.path.abspath(JS_MODULE)), value)]


def batch_count(which, node):
    """A batch header claiming 4,294,967,295 records; stdin left open, so a
    module that waits for the records does not end."""
    frames = HELLO + struct.pack("<II", 0, 0xFFFFFFFF)
    one_line_error("%s: a batch of 4294967295 inputs" % which, engine(which, node, "0"), frames,
                   r"^slidercheck.exec: a batch of 4294967295 inputs, more than the hello's "
                   r"maximum of 4096$", close=False)


# Results of knight_attacks on a1 (sq 0): the value returned (an expression in
# Python, then in JavaScript) and the line wanted, or the u64 replied.
RESULTS = [
    ("1 << 64", "1n << 64n",
     r"knight_attacks\(sq=0\) returned bits above 63: 0x10000000000000000; mask the result to 64 bits"),
    ("(1 << 64) | 0x20400", "(1n << 64n) | 0x20400n", r"returned bits above 63: 0x10000000000020400;"),
    ("-1", "-1n", r"knight_attacks\(sq=0\) returned a negative value: -0x1; mask the result to 64 bits"),
    (None, "-1", r"knight_attacks\(sq=0\) returned a negative value: -0x1; mask the result"),
    ("1.5", "1.5", r"knight_attacks\(sq=0\) returned 1.5 \((a float\), not an int|number\), not a "
                   r"BigInt or a safe integer Number)$"),
    ("'132096'", "'132096'", r"knight_attacks\(sq=0\) returned (\"|')132096(\"|') \((a str|string)\)"),
    ("None", "undefined", r"knight_attacks\(sq=0\) returned (None|undefined) \("),
    (None, "2 ** 60", r"returned 1152921504606847000 \(number\), not a BigInt or a safe integer"),
    ("0x20400", "0x20400n", 0x20400),
    ("(1 << 64) - 1", "(1n << 64n) - 1n", (1 << 64) - 1),
    (None, "132096", 0x20400),  # a safe integer Number
]


def results(which, node):
    """Each RESULTS value replied to a batch of one input."""
    frames = HELLO + struct.pack("<IIB", 0, 1, 0)
    for py, js, want in RESULTS:
        value = py if which == "python" else js
        if value is None:
            continue
        what = "%s: knight_attacks returning %s" % (which, value)
        if isinstance(want, str):
            one_line_error(what, engine(which, node, value), frames, "^slidercheck.exec: .*" + want)
            continue
        rc, out, err = run(engine(which, node, value), frames)
        reply = struct.pack("<4sIQ", b"RSLT", 1, want)  # after the handshake
        expect(what, None if rc == 0 and out.endswith(reply)
               else "exit status %s, reply %r: %s" % (rc, out, err.strip()[-300:]), None)


def main():
    which = sys.argv[1]
    node = sys.argv[2] if which == "js" else None
    if which == "python":
        python_arity()
    else:
        js_arity(node)
    batch_count(which, node)
    results(which, node)
    for f in failures:
        print(f, file=sys.stderr)
    print("%s module: %d cases, %d failures" % (which, cases, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
