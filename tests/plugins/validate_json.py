"""Runs slidercheck with the given arguments and validates its JSON report
(and the report's exit_code, when it has one).

usage: validate_json.py SCHEMA EXPECTED_EXIT SLIDERCHECK ARGS...
"""
import json
import subprocess
import sys

import jsonschema


def main():
    schema_path, expected_exit, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    print(run.stdout + run.stderr)
    if run.returncode != expected_exit:
        sys.exit(f"exit status {run.returncode}, expected {expected_exit}")
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    report = json.loads(run.stdout)
    jsonschema.validate(report, schema)
    if "exit_code" in report and report["exit_code"] != expected_exit:
        sys.exit(f"exit_code {report['exit_code']} in the report, expected {expected_exit}")
    print("valid against", schema_path)


if __name__ == "__main__":
    main()
