#!/usr/bin/env python3
"""Runs a vector consumer on a deliberately broken copy of the vectors.

usage: vectors_mutate_test.py MUTATION EXPECTED_EXIT REGEX VECTORS_DIR COMMAND...

Copies VECTORS_DIR (written by `slidercheck vectors`) to a temporary directory,
breaks its vector file as MUTATION says, runs COMMAND with that directory as its
last argument, and fails unless COMMAND exits EXPECTED_EXIT with output matching
REGEX. MUTATION "none" leaves the copy intact.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

VECTORS_FILE = "slider_attacks_test.json"


def first_test(doc, function):
    group = next(g for g in doc["testGroups"] if g["function"] == function)
    return group["tests"][0]


def break_vectors(doc, mutation):
    if mutation == "none":
        return
    if mutation == "missing_field":  # a test without its expected result
        del first_test(doc, "queen_attacks")["expected"]
    elif mutation == "bad_hex":
        first_test(doc, "rook_attacks")["occ"] = "0x00000000000000zz"
    elif mutation == "short_hex":
        first_test(doc, "sliding_attacks")["empty"] = "0xff"
    elif mutation == "wrong_count":
        doc["numberOfTests"] += 1
    elif mutation == "dropped_test":  # numberOfTests no longer matches, tcIds skip
        next(g for g in doc["testGroups"] if g["function"] == "between")["tests"].pop(0)
    elif mutation == "unknown_flag":
        first_test(doc, "bishop_attacks")["flags"].append("NoSuchFlag")
    elif mutation == "blockers_not_subset":
        t = first_test(doc, "xray_rook_attacks")
        t["blockers"] = f"{int(t['occ'], 16) ^ (1 << 63):#018x}"
    elif mutation == "missing_group":
        doc["testGroups"] = [g for g in doc["testGroups"] if g["function"] != "file_attacks"]
        doc["numberOfTests"] = sum(len(g["tests"]) for g in doc["testGroups"])
    elif mutation == "wrong_square_name":
        first_test(doc, "rank_attacks")["square"] = "h8"
    elif mutation == "wrong_pair_square_name":
        first_test(doc, "squares_between")["b"] = "h8"
    elif mutation == "wrong_expected":  # well-formed, but one bit of one result is wrong
        t = next(g for g in doc["testGroups"] if g["function"] == "between")["tests"][5]
        t["expected"] = f"{int(t['expected'], 16) ^ (1 << 36):#018x}"
    else:
        sys.exit(f"unknown mutation {mutation}")


def main():
    mutation, expected_exit, regex, source = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    command = sys.argv[5:]
    with tempfile.TemporaryDirectory(prefix="slidercheck-vectors-") as tmp:
        for name in os.listdir(source):
            shutil.copy(os.path.join(source, name), tmp)
        path = os.path.join(tmp, VECTORS_FILE)
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        break_vectors(doc, mutation)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
        run = subprocess.run(command + [tmp], capture_output=True, text=True, check=False)
    output = run.stdout + run.stderr
    print(output[-4000:])
    if run.returncode != expected_exit:
        sys.exit(f"FAIL: {mutation}: exit status {run.returncode}, expected {expected_exit}")
    if not re.search(regex, output):
        sys.exit(f"FAIL: {mutation}: output does not match {regex!r}")
    print(f"ok: {mutation}: exit {expected_exit}, output matches {regex!r}")


if __name__ == "__main__":
    main()
