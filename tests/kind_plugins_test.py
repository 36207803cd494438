#!/usr/bin/env python3
"""The kinds engines write against for their move generators and check
evasions, as a user meets them: tests/plugins/correct.c (every kind right) and
tests/plugins/wrong_new_kinds.c (each kind with one slip) built as a user
builds them, checked by a slidercheck (the release build's, or the asan
build's) with its default options (two workers) at --level quick; every
reproduce command a report prints is pasted into a shell.

usage: kind_plugins_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
Prints PASS, or FAIL and why (exit 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import block_of, expect, run_scenario  # noqa: E402

# Each kind wrong_new_kinds.c gets wrong, and its diagnosis's words (the kind
# whose definition the slip meets).
ROWS = [
    ("squares_between_with_ends", "conforms as squares_between_inclusive"),
    ("squares_between_to_b_aligned", "conforms as squares_between_to_b"),
    ("knight_shift", "input: x a square of the set"),
    ("pawn_pushes", "shifted the wrong way for black"),
    ("pawn_double_pushes", "did not require the first step empty"),
    ("rook_sees", "conforms as queen_sees"),
    ("bishop_sees", "does not see"),
    ("queen_sees", "neither 0 nor 1: the answer is a truth value"),
    ("rook_set_attacks", "input: S slider, s slider on an empty square"),
    ("bishop_set_attacks", "input: S slider, s slider on an empty square"),
    ("queen_set_attacks", "conforms as rook_set_attacks"),
]


def correct(r):
    """A correct C plugin of every kind of the rows conforms in each."""
    so = r.build("correct", "correct.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 0 and "result: CONFORMS" in out, f"exit {status}", out)
    for kind, _ in ROWS:
        expect(re.search(r"\n" + kind + r" +[0-9]+ .* pass", out), kind + " not passed", out)


def planted(r):
    """Each kind's slip is found at --level quick, the diagnosis names the
    kind it meets instead, and its reproduce command, pasted into a shell, fails the same way."""
    so = r.build("wrong_new_kinds", "wrong_new_kinds.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 1, f"exit {status}", out)
    for kind, words in ROWS:
        block = block_of(out, so, kind)
        expect(block is not None, f"no finding of {kind}", out)
        expect(words in block, f"{kind}: no diagnosis '{words}'", block)
        expect(re.search(r"reproduce: slidercheck check \S+ --function " + kind + r" ", block),
               f"{kind}: no reproduce command", block)
        r.paste_reproduce(block, 1)


SCENARIOS = {f.__name__: f for f in [correct, planted]}

if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
