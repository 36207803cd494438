#!/usr/bin/env python3
"""A plugin path with bytes that are not UTF-8, ESC, a newline, quotes and XML's
specials: every report must still be valid.

usage: hostile_names.py SLIDERCHECK PLUGIN.so SCHEMA

Copies PLUGIN.so (one that fails: exit 1) to such a path and checks that the
JSON report parses (and validates against SCHEMA when jsonschema is there), the
JUnit file is well-formed XML with the failure counted, the text report is UTF-8
with the bytes shown escaped, and the one-line error of a missing file is one
line.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NAME = b"p\xff\x1b[31m\n\"<&>'.so"


def run(args, expected_exit):
    done = subprocess.run(args, capture_output=True, check=False)
    if done.returncode != expected_exit:
        sys.stdout.buffer.write(done.stdout + done.stderr)
        sys.exit(f"exit status {done.returncode}, expected {expected_exit}: {args!r}")
    return done


def main():
    slidercheck, plugin, schema_path = sys.argv[1:4]
    with tempfile.TemporaryDirectory(prefix="slidercheck-hostile-") as tmp:
        path = os.path.join(os.fsencode(tmp), NAME)
        shutil.copyfile(plugin, path)
        junit = os.path.join(tmp, "report.xml")
        base = [os.fsencode(slidercheck), b"check", path, b"--level", b"quick"]

        done = run(base + [b"--format", b"json", b"--junit", os.fsencode(junit)], 1)
        report = json.loads(done.stdout.decode("utf-8"))  # strict UTF-8
        assert report["outcome"] == "counterexample", report["outcome"]
        assert "\x1b[31m\n" in report["plugin"], report["plugin"]
        try:
            import jsonschema
        except ImportError:
            jsonschema = None
        if jsonschema:
            with open(schema_path, encoding="utf-8") as f:
                jsonschema.validate(report, json.load(f))
        root = ET.parse(junit).getroot()
        assert root.get("failures") == "1", ET.tostring(root)[:300]

        done = run(base, 1)
        text = done.stdout.decode("utf-8")
        assert "\x1b" not in text, "raw ESC in the text report"
        assert "slidercheck check " in text and "p\\xff\\x1b[31m\\n\"<&>'.so" in text, text[:400]

        done = run([os.fsencode(slidercheck), b"check", path + b".missing"], 2)
        err = done.stderr.decode("utf-8")
        assert err.count("\n") == 1 and err.endswith("\n"), repr(err)
        assert "\x1b" not in err and "p\\xff\\x1b[31m\\n" in err, repr(err)
    print("hostile names: JSON, JUnit, text and the one-line error are all valid")


if __name__ == "__main__":
    main()
