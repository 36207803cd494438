"""Ctrl-C during `check --junit FILE --sarif FILE --format json > OUT`:
the checker dies of SIGINT (a shell's status 130), the --junit file is
well-formed XML that says the run was interrupted (a passing report there before
is replaced), the JSON on standard output parses (and fits the schema) and says
"interrupted", the --sarif file says so too (exit code 130), and no temporary
file is left beside the --junit and --sarif files.
With --finished KIND (two workers, SIGINT after 4 s, while another function
still runs): both reports also give KIND's passing result and count
"1 of 2 functions finished".

With --signal TERM (or HUP): that signal instead of SIGINT, and the reports'
exit code 128 + its number (143, 129), as a shell reports the checker's end.

usage: interrupt_reports.py SCHEMA SLIDERCHECK PLUGIN [--signal SIG] [--finished KIND]
                            [ARGS...]
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

OLD_PASSING = """<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="slidercheck" tests="1" failures="0" errors="0" time="1.000">
  <testsuite name="slidercheck check old" tests="1" failures="0" errors="0" skipped="0" time="1.000">
    <testcase classname="slidercheck.old" name="rook_attacks" time="1.000"/>
  </testsuite>
</testsuites>
"""


def sarif_failures(path, schema_path, code):
    """What is wrong with the --sarif file of an interrupted run: it must be
    SARIF 2.1.0 (its schema, when jsonschema is there) whose invocation ended
    with exit code code (130 for SIGINT), not successfully, saying it was interrupted."""
    try:
        with open(path, encoding="utf-8") as f:
            log = json.load(f)
    except (OSError, ValueError) as e:
        return [f"the --sarif file is not one JSON log: {e}"]
    print(f"{path}: {json.dumps(log['runs'][0]['invocations'])}")
    failures = []
    invocation = log["runs"][0]["invocations"][0]
    notes = " ".join(n["message"]["text"]
                     for n in invocation.get("toolExecutionNotifications", []))
    if invocation.get("exitCode") != code or invocation.get("executionSuccessful") is not False \
            or "interrupted" not in notes:
        failures.append("the --sarif file does not say the run was interrupted")
    try:
        import jsonschema  # pylint: disable=import-outside-toplevel
        with open(schema_path, encoding="utf-8") as f:
            jsonschema.validate(log, json.load(f))
    except ImportError:
        pass
    except jsonschema.ValidationError as e:  # pylint: disable=used-before-assignment
        failures.append(f"the --sarif file does not fit SARIF 2.1.0's schema: {e.message}")
    return failures


def main():
    schema_path, slidercheck, plugin = sys.argv[1:4]
    extra = sys.argv[4:]
    finished = None
    sig = signal.SIGINT
    if extra[:1] == ["--signal"]:
        sig, extra = getattr(signal, "SIG" + extra[1]), extra[2:]
    if extra[:1] == ["--finished"]:
        finished, extra = extra[1], extra[2:]
    failures = []
    with tempfile.TemporaryDirectory(prefix="interrupt-") as tmp:
        junit = os.path.join(tmp, "report.xml")
        with open(junit, "w", encoding="utf-8") as f:
            f.write(OLD_PASSING)
        pids = os.path.join(tmp, "pids")
        env = dict(os.environ, HOSTILE_PIDS=pids, HOSTILE_STATE=os.path.join(tmp, "state"))
        sarif = os.path.join(tmp, "report.sarif")
        command = [slidercheck, "check", plugin, "--junit", junit, "--sarif", sarif,
                   "--format", "json",
                   "--workers", "2" if finished else "1", "--quiet"] + extra
        print("$ " + " ".join(command) + " > out.json")
        with open(os.path.join(tmp, "out.json"), "wb") as out:
            proc = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.PIPE,
                                    start_new_session=True)
            start = time.monotonic()
            while not os.path.exists(pids) and time.monotonic() - start < 60:
                time.sleep(0.05)
            time.sleep(4 if finished else 0.5)
            proc.send_signal(sig)
            try:
                _, err = proc.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                _, err = proc.communicate()
                failures.append(f"did not end within 60 s of {sig.name}")
        print(err.decode(errors="replace") + f"exit status {proc.returncode}")
        if proc.returncode != -sig:
            failures.append(f"exit status {proc.returncode}, expected death by {sig.name} "
                            f"({128 + sig})")
        with open(junit, encoding="utf-8") as f:
            text = f.read()
        print(f"{junit}:\n{text}")
        try:
            root = ET.fromstring(text)
            errors = [e for e in root.iter("error") if e.get("type") == "interrupted"]
            if not errors or "interrupted" not in errors[0].get("message", ""):
                failures.append("the --junit file does not say the run was interrupted")
            if root.get("errors") in (None, "0"):
                failures.append("the --junit file counts no error: it could pass for a green run")
            if finished:
                cases = [c for c in root.iter("testcase") if c.get("name") == finished]
                if not cases or any(e.tag in ("failure", "error") for e in cases[0]):
                    failures.append(f"the --junit file has no passing testcase {finished}")
                if errors and "1 of 2 functions finished" not in errors[0].get("message", ""):
                    failures.append("the --junit file does not count 1 of 2 functions finished")
        except ET.ParseError as e:
            failures.append(f"the --junit file is not well-formed XML: {e}")
        failures += sarif_failures(sarif, os.path.join(os.path.dirname(schema_path),
                                                       "sarif-schema-2.1.0.json"), 128 + sig)
        left = [n for n in os.listdir(tmp) if n.startswith(("report.xml.", "report.sarif."))]
        if left:
            failures.append(f"temporary files left beside the --junit file: {left}")
        with open(os.path.join(tmp, "out.json"), encoding="utf-8") as f:
            out_text = f.read()
        print(f"out.json:\n{out_text}")
        try:
            report = json.loads(out_text)
            if report.get("outcome") != "interrupted":
                failures.append(f"the JSON report's outcome is {report.get('outcome')!r}")
            if report.get("exit_code") != 128 + sig:
                failures.append(f"the JSON report's exit_code is {report.get('exit_code')!r}, "
                                f"not {128 + sig}")
            if finished:
                results = {f.get("name"): f.get("result") for f in report.get("functions", [])}
                if results != {finished: "pass"}:
                    failures.append(f"the JSON report's functions are {results}, expected "
                                    f"{finished} passed and nothing else")
                if "1 of 2 functions finished" not in (report.get("error") or ""):
                    failures.append("the JSON report does not count 1 of 2 functions finished")
            try:
                import jsonschema  # pylint: disable=import-outside-toplevel
                with open(schema_path, encoding="utf-8") as f:
                    jsonschema.validate(report, json.load(f))
            except ImportError:
                print("(jsonschema missing: parsed only)")
            except jsonschema.ValidationError as e:  # pylint: disable=used-before-assignment
                failures.append(f"the JSON report does not fit the schema: {e.message}")
        except json.JSONDecodeError as e:
            failures.append(f"standard output is not one JSON report: {e}")
    for f in failures:
        print("FAIL: " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
