#!/usr/bin/env python3
"""SARIF, coverage and the CI example as a user gets them from the README's build.

Each scenario builds its sample plugin as docs/check.md and
docs/engine-fuzzing.md say, runs a slidercheck (the release build's, or the
asan build's) with its default options (two workers), checks what it wrote,
validates every SARIF log against SARIF 2.1.0's schema
(docs/sarif-schema-2.1.0.json), and pastes the reproduce commands the
report printed into a shell.

usage: ci_reports_test.py SCENARIO SLIDERCHECK SOURCE_DIR WORK_DIR
(as tests/release_build_test.py, whose helpers it uses). Prints PASS, or
FAIL and why (exit 1).
"""
import copy
import json
import os
import re
import shutil
import subprocess
import sys

import jsonschema
import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from release_build_test import CC, Failed, Run, expect, run_scenario  # noqa: E402


def schema(r):
    with open(os.path.join(r.src, "docs", "sarif-schema-2.1.0.json"), encoding="utf-8") as f:
        return json.load(f)


def valid_sarif(r, text, what):
    """Returns the SARIF log text, validated against SARIF 2.1.0's schema."""
    try:
        log = json.loads(text)
        jsonschema.validate(log, schema(r))
    except (ValueError, jsonschema.ValidationError) as e:
        raise Failed(f"{what}: not a valid SARIF 2.1.0 log: {e}\n{text[:4000]}")
    expect(log["version"] == "2.1.0" and len(log["runs"]) == 1, f"{what}: one run", text)
    return log


def read_sarif(r, name):
    with open(os.path.join(r.work, name), encoding="utf-8") as f:
        return valid_sarif(r, f.read(), name)


def copy_source(r, *names):
    """Copies tests/plugins/NAMES into WORK/src (a repository's sources)."""
    os.makedirs(os.path.join(r.work, "src"), exist_ok=True)
    for name in names:
        shutil.copy(os.path.join(r.samples, name), os.path.join(r.work, "src"))


def build_here(r, name, source, flags):
    """Builds WORK/src/SOURCE into WORK/NAME.so (-O1 -g), as a repository does."""
    subprocess.run([CC, "-shared", "-fPIC", "-O1", "-g", *flags,
                    "-I" + os.path.join(r.src, "include"), "-I" + r.samples,
                    "-I" + os.path.join(r.samples, "sanitizer"), "src/" + source,
                    "-o", name + ".so"], cwd=r.work, check=True)
    return name + ".so"


def line_of(r, source, text):
    """The number of the first line of WORK/src/SOURCE holding text."""
    with open(os.path.join(r.work, "src", source), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if text in line:
                return number
    raise Failed(f"{text} not in {source}")


def in_function(r, got, source, definition):
    """Whether got (uri, base, line) is src/SOURCE relative to SRCROOT, at the
    line that defines the function or one of the two after it (the first line
    of its body, when a helper was inlined into its first instruction)."""
    line = line_of(r, source, definition)
    return got[:2] == ("src/" + source, "SRCROOT") and line <= got[2] <= line + 2


def result_of(log, rule):
    found = [x for x in log["runs"][0]["results"] if x["ruleId"] == rule]
    expect(len(found) == 1, f"not one result of rule {rule}", json.dumps(log, indent=1))
    return found[0]


def place(result):
    """(uri, uriBaseId, startLine) of a result's first location."""
    physical = result["locations"][0]["physicalLocation"]
    artifact = physical["artifactLocation"]
    return (artifact["uri"], artifact.get("uriBaseId"),
            physical.get("region", {}).get("startLine"))


def sarif_check(r):
    """check --sarif: a mismatch at its exported function's line (read from
    the plugin's debug info), sanitizer errors and a crash at their plugin
    frames, each under its own rule, with fingerprints that do not change
    between runs; --format sarif the same on standard output; a log the
    schema rejects is rejected."""
    copy_source(r, "wrong_wrap.c", "walker.h", "crash_frame.c", "sanitizer/two_functions.c",
                "sanitizer/knight_table.h")
    so = build_here(r, "wrong_wrap", "wrong_wrap.c", [])
    status, out = r.slidercheck("check", so, "--sarif", "out.sarif", "--junit", "out.xml")
    expect(status == 1 and "result: " in out, f"exit {status}, not 1 with the text report", out)
    log = read_sarif(r, "out.sarif")
    found = result_of(log, "mismatch/rank_attacks/oracle")
    expect(in_function(r, place(found), "wrong_wrap.c", "slidercheck_rank_attacks("),
           f"mismatch placed at {place(found)}", json.dumps(found))
    expect(found["locations"][0]["logicalLocations"][0]["name"] == "slidercheck_rank_attacks" and
           "rank_attacks" in found["message"]["text"], "the mismatch's function or message",
           json.dumps(found))
    fingerprint = found["partialFingerprints"]["slidercheckSignature/v1"]
    r.paste_reproduce(out, 1)

    status, out = r.slidercheck("check", so, "--format", "sarif", "--quiet")
    expect(status == 1, f"--format sarif: exit {status}", out)
    again = result_of(valid_sarif(r, out, "--format sarif"), "mismatch/rank_attacks/oracle")
    expect(again["partialFingerprints"]["slidercheckSignature/v1"] == fingerprint,
           "the fingerprint changed between two runs", out)

    so = build_here(r, "two_functions", "two_functions.c", ["-fsanitize=address"])
    status, out = r.slidercheck("check", so, "--sarif", "asan.sarif")
    expect(status == 1, f"sanitizer: exit {status}", out)
    log = read_sarif(r, "asan.sarif")
    for rule, line in [("sanitizer/stack-buffer-overflow", 17),
                       ("sanitizer/global-buffer-overflow", 13)]:
        got = place(result_of(log, rule))
        expect(got == ("src/two_functions.c", "SRCROOT", line), f"{rule} at {got}", out)

    so = build_here(r, "crash_frame", "crash_frame.c", [])
    status, out = r.slidercheck("check", so, "--sarif", "crash.sarif")
    expect(status == 3, f"crash: exit {status}", out)
    got = place(result_of(read_sarif(r, "crash.sarif"), "crash/SIGSEGV"))
    expect(got == ("src/crash_frame.c", "SRCROOT", 11), f"crash at {got}", out)

    # The schema test can fail: a log without its version, or with a level
    # SARIF does not define, is rejected.
    base = read_sarif(r, "asan.sarif")
    for break_it in [lambda x: x.pop("version"),
                     lambda x: x["runs"][0]["results"][0].update(level="fatal")]:
        broken = copy.deepcopy(base)
        break_it(broken)
        try:
            jsonschema.validate(broken, schema(r))
        except jsonschema.ValidationError:
            continue
        raise Failed("the schema accepted a broken log")
    status, out = r.slidercheck("check", so, "--format", "sarif-2")
    expect(status == 2 and "want text, json or sarif" in out, f"bad format: exit {status}", out)


def check_coverage(r):
    """check --coverage: the plugin's own lines and branches, per function;
    the guard no check reaches named with its line, its branch never taken;
    the HTML written; an uninstrumented plugin refused in one line."""
    copy_source(r, "coverage_gap.c", "wrong_wrap.c", "walker.h")
    so = build_here(r, "coverage_gap", "coverage_gap.c",
                    ["-fprofile-instr-generate", "-fcoverage-mapping"])
    status, out = r.slidercheck("check", so, "--coverage", "--coverage-html", "html")
    expect(status == 0 and "result: CONFORMS" in out, f"exit {status}, not 0", out)
    guard = line_of(r, "coverage_gap.c", "unreachable guard")
    expect(re.search(r"\nslidercheck_rook_attacks +\d+ +\d+ +[\d.]+% +\d+ +1 ", out),
           "no per-function line with one line missed", out)
    expect(re.search(rf"lines never reached: {guard + 1}\n", out) and
           re.search(rf"{guard} \(condition 2: true side\) \| +if \(sq < 0 \|\| sq > 63\)", out),
           f"the guard (line {guard}) is not named", out)
    expect(re.search(r"\(\d+ process profiles merged\)", out), "no profiles merged", out)
    expect(os.path.exists(os.path.join(r.work, "html", "index.html")), "no HTML", out)
    status, out = r.slidercheck("check", so, "--coverage", "--format", "sarif", "--quiet")
    expect(status == 0 and "lines never reached" in out, f"with SARIF: exit {status}", out)
    plain = build_here(r, "wrong_wrap", "wrong_wrap.c", [])
    status, out = r.slidercheck("check", plain, "--coverage")
    expect(status == 2 and "carries no coverage profile runtime" in out,
           f"uninstrumented: exit {status}", out)


def fuzz_sarif_coverage(r):
    """fuzz --sarif --coverage: the finding as a SARIF result at its
    function's line, and the corpus's coverage; --format sarif puts the log
    alone on standard output."""
    copy_source(r, "fuzz/needle.c", "walker.h")
    so = build_here(r, "needle", "needle.c", ["-fsanitize=fuzzer-no-link",
                                              "-fprofile-instr-generate", "-fcoverage-mapping"])
    tmp = os.path.join(r.work, "tmp")
    os.makedirs(tmp)
    status, out = r.slidercheck("fuzz", so, "--max-total-time", "90", "--triage-time", "60",
                                "--seed", "1", "--sarif",
                                "fuzz.sarif", "--coverage", env={"TMPDIR": tmp})
    expect(status == 1 and "MISMATCH needle.so::rook_attacks" in out, f"exit {status}", out)
    # Nothing left behind: no profile folder, no default.profraw.
    left = os.listdir(tmp) + [f for f in os.listdir(r.work) if f.endswith(".profraw")]
    expect(not left, f"left behind: {left}", out)
    found = result_of(read_sarif(r, "fuzz.sarif"), "mismatch/rook_attacks/oracle")
    expect(in_function(r, place(found), "needle.c", "slidercheck_rook_attacks("),
           f"at {place(found)}", out)
    expect("coverage: running the corpus once" in out and
           re.search(r"slidercheck_rook_attacks +\d+", out), "no coverage report", out)
    r.paste_reproduce(out, 1)
    p = subprocess.run([r.sc, "fuzz", so, "--max-total-time", "90", "--triage-time", "60",
                        "--seed", "1", "--dir", "second", "--format", "sarif"], cwd=r.work,
                       capture_output=True, text=True, timeout=900)
    expect(p.returncode == 1, f"--format sarif: exit {p.returncode}", p.stdout + p.stderr)
    result_of(valid_sarif(r, p.stdout, "fuzz --format sarif"), "mismatch/rook_attacks/oracle")
    profiles = [f for f in os.listdir(r.work) if f.endswith(".profraw")]
    expect(not profiles, f"profiles left in the working folder: {profiles}")


def signature_files(r, folder):
    """{fingerprint: signature} of the signature-FINGERPRINT files of a fuzz
    run's crash folder (each file's first line is its signature)."""
    crash = os.path.join(r.work, folder, "crash")
    found = {}
    for name in os.listdir(crash):
        if name.startswith("signature-"):
            with open(os.path.join(crash, name), encoding="utf-8") as f:
                found[name[len("signature-"):]] = f.readline().rstrip("\n")
    return found


def one_signature(r, so, rule, status, check_args, fuzz_args):
    """The finding of rule: check's SARIF result, fuzz's SARIF result and
    fuzz's signature file agree on its signature and fingerprint (check's
    exit status: status; fuzz's: 1 or 3)."""
    code, out = r.slidercheck("check", so, *check_args, "--format", "sarif", "--quiet")
    expect(code == status, f"check: exit {code}, not {status}", out)
    checked = result_of(valid_sarif(r, out, "check --format sarif"), rule)
    fingerprint = checked["partialFingerprints"]["slidercheckSignature/v1"]
    signature = checked["properties"]["signature"]
    folder = "fuzz-" + so[:-3]
    code, out = r.slidercheck("fuzz", so, "--seed", "1", "--dir", folder, "--sarif",
                              folder + ".sarif", *fuzz_args)
    expect(code in (1, 3), f"fuzz: exit {code}", out)
    log = read_sarif(r, folder + ".sarif")
    fuzzed = [x for x in log["runs"][0]["results"]
              if x["partialFingerprints"]["slidercheckSignature/v1"] == fingerprint and
              x["properties"]["signature"] == signature]
    expect(len(fuzzed) == 1,
           f"{rule}: check's SARIF says {fingerprint} ({signature}), fuzz's says " +
           str([(x["ruleId"], x["partialFingerprints"], x["properties"].get("signature"))
                for x in log["runs"][0]["results"]]), out)
    files = signature_files(r, folder)
    expect(files.get(fingerprint) == signature,
           f"{rule}: no signature-{fingerprint} file saying '{signature}' in {folder}/crash: "
           f"{files}", out)
    print(f"{rule}: {signature} -> {fingerprint} in check, fuzz and {folder}/crash")


def signatures(r):
    """One bug, one signature: a wrong answer, a sanitizer's error and a
    plain crash each get the same signature text and fingerprint from
    check's SARIF, from fuzz's SARIF and from fuzz's de-duplication (its
    signature-* file)."""
    copy_source(r, "wrong_wrap.c", "walker.h", "sanitizer/knight_table.c",
                "sanitizer/knight_table.h", "crash_frame.c")
    so = build_here(r, "wrong_wrap", "wrong_wrap.c", ["-fsanitize=fuzzer-no-link"])
    one_signature(r, so, "mismatch/rank_attacks/oracle", 1, [], ["--runs", "20000"])
    so = build_here(r, "knight", "knight_table.c",
                    ["-fsanitize=address", "-fsanitize=fuzzer-no-link"])
    one_signature(r, so, "sanitizer/global-buffer-overflow", 1,
                  ["--function", "knight_attacks"], ["--runs", "200000", "--jobs", "1"])
    so = build_here(r, "crash_frame", "crash_frame.c", ["-fsanitize=fuzzer-no-link"])
    one_signature(r, so, "crash/SIGSEGV", 3, [], ["--runs", "20000"])


def github_actions(r):
    """examples/ci/github-actions.yml: every step's commands run in order in a
    repository holding a wrong plugin (the install step aside: slidercheck is
    the one under test), slidercheck's action by its script (scripts/action.sh); the check fails on it and writes SARIF and JUnit,
    the fuzzing run finds it, and the files the upload steps name exist."""
    with open(os.path.join(r.src, "examples", "ci", "github-actions.yml"),
              encoding="utf-8") as f:
        workflow = yaml.safe_load(f)
    os.makedirs(os.path.join(r.work, "src"))
    shutil.copy(os.path.join(r.samples, "wrong_wrap.c"),
                os.path.join(r.work, "src", "slidercheck_plugin.c"))
    shutil.copy(os.path.join(r.samples, "walker.h"), os.path.join(r.work, "src"))
    env = dict(os.environ, **{k: str(v) for k, v in workflow["env"].items()})
    env.update(PATH=os.path.dirname(r.sc) + os.pathsep + os.environ["PATH"],
               CPATH=os.path.join(r.src, "include"), FUZZ_SECONDS="20")
    # The wrong plugin fails the check and the fuzzing run; every other step passes.
    failing = {"Check": 1, "Fuzz": 1}
    for job_name, job in workflow["jobs"].items():
        for step in job["steps"]:
            name = step.get("name", step.get("uses", ""))
            action = step.get("uses", "").split("@")[0].endswith("/slidercheck")
            if action:
                # slidercheck's action, as the runner runs it (action.yml):
                # its inputs as INPUT_* variables, given the slidercheck under test.
                step_env = dict(env, INPUT_SLIDERCHECK=r.sc, **{
                    "INPUT_" + k.upper().replace("-", "_"): str(v)
                    for k, v in step.get("with", {}).items()})
                command = f"bash {r.src}/scripts/action.sh"
            if "run" in step and name != "Install slidercheck" or action:
                if not action:
                    command, step_env = step["run"].replace("clang-14", CC), env
                p = subprocess.run(["bash", "-e", "-c", command], cwd=r.work, env=step_env,
                                   capture_output=True, text=True, timeout=900)
                out = p.stdout + p.stderr
                expect(p.returncode == failing.get(name, 0),
                       f"{job_name}: step '{name}' exited {p.returncode}", out)
                print(f"ran {job_name}: {name} (exit {p.returncode})")
                if name in failing:
                    r.paste_reproduce(out, 1)
            for key in ("sarif_file", "report_paths"):
                path = step.get("with", {}).get(key)
                if path:
                    expect(os.path.exists(os.path.join(r.work, path)),
                           f"{job_name}: '{name}' uploads {path}, which was not written")
                    if key == "sarif_file":
                        log = read_sarif(r, path)
                        expect(log["runs"][0]["results"], f"{path}: no result")
    expect("security-events" in workflow["jobs"]["check"]["permissions"],
           "the check job cannot upload SARIF")


SCENARIOS = {f.__name__: f for f in [sarif_check, check_coverage, fuzz_sarif_coverage,
                                      signatures, github_actions]}


def main():
    run_scenario(SCENARIOS, __doc__)


if __name__ == "__main__":
    main()
