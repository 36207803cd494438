#!/usr/bin/env python3
"""The position kinds as a user meets them: the sample plugins of
tests/plugins/position_*.c built as a user builds them, checked by a
slidercheck (the release build's, or the asan build's) with its default
options (two workers) at --level quick; every reproduce command a report
prints is pasted into a shell.

usage: position_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
Prints PASS, or FAIL and why (exit 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import Failed, block_of, expect, run_scenario  # noqa: E402

KINDS = ["attackers_to", "attackers_by", "is_attacked", "checkers", "pinned", "pinners",
         "blockers_for_king", "check_mask", "pin_mask"]

# Each planted slip: its source, a function it must fail, and its diagnosis's words.
BUGS = [
    ("position_bug_pawns_forward.c", "attackers_to", "the pawns attack the wrong way"),
    ("position_bug_no_king.c", "attackers_to", "the kings are left out"),
    ("position_bug_queen_as_rook.c", "attackers_to", "a queen attacks as a rook only"),
    ("position_bug_occ_ignored.c", "attackers_to", "the occupancy override is ignored"),
    ("position_bug_occ_masks_pieces.c", "attackers_to", "applied to the piece sets too"),
    ("position_bug_stockfish_pinned.c", "pinned",
     "follows Stockfish's blocker definition rather than true pins"),
    ("position_bug_pinned_both.c", "pinned", "counts a lone piece of either color"),
    ("position_bug_color_swapped.c", "checkers", "the color argument is read as the other side"),
    ("position_bug_color_swapped.c", "is_attacked", "--attacked-color attacked"),
    ("position_bug_keep_snipers.c", "blockers_for_king", "--king-blockers keep-snipers"),
]


def correct(r):
    """A correct C plugin of every position kind conforms."""
    so = r.build("position_correct", "position_correct.c", [])
    status, out = r.slidercheck("check", so, "--level", "quick")
    expect(status == 0 and "result: CONFORMS" in out, f"exit {status}", out)
    for kind in KINDS:
        expect(re.search(r"\n" + kind + r" +[0-9]+ .* pass", out), kind + " not passed", out)


def planted(r):
    """Each planted slip is found at --level quick: a shrunk position drawn as a
    board, its FEN, the diagnosis that names the cause, and a reproduce
    command that, pasted into a shell, fails the same way."""
    built = {}
    for source, kind, words in BUGS:
        name = source[:-2]
        if name not in built:
            so = r.build(name, source, [])
            built[name] = r.slidercheck("check", so, "--level", "quick")
        status, out = built[name]
        so = name + ".so"
        expect(status == 1, f"{name}: exit {status}", out)
        block = block_of(out, so, kind)
        expect(block is not None, f"{name}: no finding of {kind}", out)
        expect(re.search(r"  fen: +[1-8pnbrqkPNBRQK/]+ [wb] - - 0 1\n", block),
               f"{name}: no FEN", block)
        pieces = re.search(r"pieces: +([0-9]+)", block)
        expect(pieces and int(pieces.group(1)) <= 5, f"{name}: not shrunk", block)
        expect(words in block, f"{name} {kind}: no diagnosis '{words}'", block)
        expect(re.search(r"reproduce: slidercheck check \S+ --function " + kind +
                         r" --fen '[^']+'", block), f"{name}: no --fen reproduce", block)
        r.paste_reproduce(block, 1)


def bad_input(r):
    """A malformed --fen or --position, or a position outside the domain: one
    line, exit 2, the plugin never called."""
    so = r.build("position_correct", "position_correct.c", [])
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    cases = [
        (["--function", "checkers", "--fen", "rnbqkbnr/ppp/8 w", "--color", "white"], "not a FEN"),
        (["--function", "checkers", "--position", "0x1,0x2", "--color", "white"],
         "not 8 comma-separated words"),
        (["--function", "checkers", "--position", "0x1,0x1,0,0,0,0,0,0x1", "--color", "white"],
         "not a well-formed position"),
        (["--function", "checkers", "--fen", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "--color", "black"],
         "outside the domain"),
        (["--function", "checkers", "--fen", "4k3/8/8/8/8/8/8/4K2P w - - 0 1", "--color",
          "white"], "pawn stands on rank 1 or 8"),
        (["--function", "checkers", "--fen", "4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "--color",
          "white"], "is in check"),
        (["--function", "checkers", "--fen", start, "--color", "white", "--positions", "all"],
         "bad --positions"),
    ]
    for args, words in cases:
        status, out = r.slidercheck("check", so, *args)
        expect(status == 2 and words in out and len(out.strip().splitlines()) == 1,
               f"{args}: exit {status}", out)
    # The same pawn on rank 8 in every well-formed position: conforms.
    status, out = r.slidercheck("check", so, "--function", "checkers", "--fen",
                                "4k3/8/8/8/8/8/8/4K2P w - - 0 1", "--color", "white",
                                "--positions", "any")
    expect(status == 0, f"--positions any: exit {status}", out)
    status, out = r.slidercheck("check", so, "--function", "pinned", "--fen", start,
                                "--color", "black")
    expect(status == 0, f"a replayed FEN: exit {status}", out)


SCENARIOS = {f.__name__: f for f in [correct, planted, bad_input]}

if __name__ == "__main__":
    run_scenario(SCENARIOS, __doc__)
