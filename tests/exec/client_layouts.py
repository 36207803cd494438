#!/usr/bin/env python3
"""Compares a client module's record layouts with `slidercheck kinds --format json`
(the kind and shape tables), and checks that JSON itself: its schema, and each
kind's offsets and size adding up.

    client_layouts.py SLIDERCHECK SCHEMA [python MODULE_DIR | js MODULE.mjs NODE]

Exit 0 when every kind slidercheck knows is in the module with the same
arguments, types and size; 1 otherwise, with each difference on stderr. Kinds
the module knows that this slidercheck does not are listed, not an error (a
module may be newer than the binary).
"""
import json
import subprocess
import sys


def kinds_json(sc):
    out = subprocess.run([sc, "kinds", "--format", "json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def module_table(which, args):
    if which == "python":
        sys.path.insert(0, args[0])
        import slidercheck_exec as m
        return {k: [(f, "u64" if f in m.BITBOARDS else "u64[8]" if f == "pos" else "u8")
                    for f in v] for k, v in m.KINDS.items()}
    module, node = args
    script = ("import(process.argv[1]).then(m => console.log(JSON.stringify("
              "Object.fromEntries(Object.entries(m.KINDS).map(([k, v]) => "
              "[k, v.map(f => [f, m.BITBOARDS.has(f) ? 'u64' : f === 'pos' ? 'u64[8]' : 'u8'])])))))")
    out = subprocess.run([node, "-e", script, module], check=True, capture_output=True,
                         text=True).stdout
    return {k: [tuple(f) for f in v] for k, v in json.loads(out).items()}


def main():
    sc, schema_path, which, *rest = sys.argv[1:]
    data = kinds_json(sc)
    errors = []
    try:
        import jsonschema
        with open(schema_path) as f:
            jsonschema.validate(data, json.load(f))
    except ImportError:
        print("note: no jsonschema module: the schema is not checked", file=sys.stderr)
    except Exception as e:  # jsonschema.ValidationError
        errors.append("slidercheck kinds --format json does not validate: %s" % e)
    table = module_table(which, rest) if which != "none" else {}
    for kind in data["kinds"]:
        at = 0
        for field in kind["record"]["fields"]:
            if field["offset"] != at:
                errors.append("%s: %s at offset %d, want %d" % (kind["name"], field["name"],
                                                                field["offset"], at))
            at += field["bytes"]
        if at != kind["record"]["size"]:
            errors.append("%s: fields take %d bytes, size says %d" % (kind["name"], at,
                                                                      kind["record"]["size"]))
        if which == "none":
            continue
        want = [(f["name"], f["type"]) for f in kind["record"]["fields"]]
        got = table.get(kind["name"])
        if got is None:
            errors.append("%s module: no kind %s (slidercheck's record: %s)" % (which, kind["name"], want))
        elif got != want:
            errors.append("%s module: %s's record is %s, slidercheck's is %s" % (which, kind["name"], got, want))
    extra = sorted(set(table) - {k["name"] for k in data["kinds"]})
    if extra:
        print("note: the %s module knows kinds this slidercheck does not: %s" % (which, " ".join(extra)))
    for e in errors:
        print(e, file=sys.stderr)
    print("%d kinds compared, %d differences" % (len(data["kinds"]), len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
