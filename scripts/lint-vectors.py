#!/usr/bin/env python3
"""Lints slidercheck's conformance vectors against their JSON Schema (Python stdlib only).

usage: lint-vectors.py [--schema SCHEMA] PATH

PATH is the directory written by `slidercheck vectors --out DIR` (it reads
DIR/slider_attacks_test.json and, by default, DIR/vectors.schema.json) or a
vector file (the schema is then looked up beside it, or given with --schema).

Checks the file against the schema with a small validator for the keywords the
schema uses ($ref, type, const, enum, required, properties,
additionalProperties, propertyNames, items, minItems, uniqueItems, pattern,
minimum, maximum, oneOf), then what a schema cannot say: numberOfTests equals
the number of tests, tcIds are 1..N in order, every flag is one of the notes,
one group per function kind and every kind present, "square" names "sq", "a" and
"b" name "a_index" and "b_index",
"direction" names "dir8", and x-ray blockers are a subset of occ.

Exit status: 0 clean, 1 problems found (one line each), 2 unusable input.
"""
import json
import os
import re
import sys

VECTORS_FILE = "slider_attacks_test.json"
SCHEMA_FILE = "vectors.schema.json"
KINDS = ["rook_attacks", "bishop_attacks", "queen_attacks", "rank_attacks", "file_attacks",
         "diagonal_attacks", "antidiagonal_attacks", "xray_rook_attacks", "xray_bishop_attacks",
         "sliding_attacks", "xray_sliding_attacks", "between", "squares_between",
         "line_through", "squares_between_to_b", "squares_between_inclusive", "knight_attacks",
         "king_attacks", "pawn_attacks", "knight_set_attacks", "king_set_attacks",
         "pawn_set_attacks", "ray_through", "pawn_west_attacks", "pawn_east_attacks",
         "pawn_double_attacks", "shift_one", "ray_attacks", "attackers_to", "attackers_by",
         "is_attacked", "checkers", "pinned", "pinners", "blockers_for_king", "check_mask",
         "pin_mask", "squares_between_with_ends", "squares_between_to_b_aligned",
         "knight_shift", "pawn_pushes", "pawn_double_pushes", "rook_sees", "bishop_sees",
         "queen_sees", "rook_set_attacks", "bishop_set_attacks", "queen_set_attacks"]
DIRECTIONS = ["noEa", "east", "soEa", "sout", "soWe", "west", "noWe", "nort"]
MAX_PROBLEMS = 50

TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
}
KNOWN_KEYWORDS = {"$schema", "$id", "$defs", "$ref", "title", "description", "type", "const",
                  "enum", "required", "properties", "additionalProperties", "propertyNames",
                  "items", "minItems", "uniqueItems", "pattern", "minimum", "maximum", "oneOf"}


class Validator:
    """Validates JSON values against the subset of JSON Schema 2020-12 the schema uses."""

    def __init__(self, schema):
        self.root = schema
        self.check_keywords(schema, "#")

    def check_keywords(self, node, where):
        """Refuses a schema that uses a keyword this validator would silently skip."""
        if not isinstance(node, dict):
            raise ValueError(f"{where}: a schema must be an object")
        unknown = set(node) - KNOWN_KEYWORDS
        if unknown:
            raise ValueError(f"{where}: schema keyword(s) this lint does not know: "
                             f"{', '.join(sorted(unknown))}")
        for key in ("properties", "$defs"):
            for name, sub in node.get(key, {}).items():
                self.check_keywords(sub, f"{where}/{key}/{name}")
        for key in ("items", "propertyNames", "additionalProperties"):
            if isinstance(node.get(key), dict):
                self.check_keywords(node[key], f"{where}/{key}")
        for i, sub in enumerate(node.get("oneOf", [])):
            self.check_keywords(sub, f"{where}/oneOf/{i}")

    def resolve(self, ref):
        if not ref.startswith("#/"):
            raise ValueError(f"unsupported $ref {ref}")
        node = self.root
        for part in ref[2:].split("/"):
            node = node[part]
        return node

    def errors(self, value, schema, path):
        """Yields (path, message) for every way value breaks schema."""
        if "$ref" in schema:
            yield from self.errors(value, self.resolve(schema["$ref"]), path)
        if "type" in schema and not TYPES[schema["type"]](value):
            yield path, f"expected {schema['type']}, got {type(value).__name__}"
            return
        if "const" in schema and value != schema["const"]:
            yield path, f"expected {json.dumps(schema['const'])}"
        if "enum" in schema and value not in schema["enum"]:
            yield path, f"{json.dumps(value)} is not one of {schema['enum']}"
        if "pattern" in schema and isinstance(value, str) and not re.search(schema["pattern"], value):
            yield path, f"{json.dumps(value)} does not match {schema['pattern']}"
        if "minimum" in schema and TYPES["integer"](value) and value < schema["minimum"]:
            yield path, f"{value} is below {schema['minimum']}"
        if "maximum" in schema and TYPES["integer"](value) and value > schema["maximum"]:
            yield path, f"{value} is above {schema['maximum']}"
        if isinstance(value, dict):
            for key in schema.get("required", []):
                if key not in value:
                    yield path, f"missing field '{key}'"
            properties = schema.get("properties", {})
            extra = schema.get("additionalProperties", True)
            for key, item in value.items():
                if "propertyNames" in schema:
                    yield from self.errors(key, schema["propertyNames"], f"{path}.{key}(name)")
                if key in properties:
                    yield from self.errors(item, properties[key], f"{path}.{key}")
                elif extra is False:
                    yield path, f"unexpected field '{key}'"
                elif isinstance(extra, dict):
                    yield from self.errors(item, extra, f"{path}.{key}")
        if isinstance(value, list):
            if len(value) < schema.get("minItems", 0):
                yield path, f"fewer than {schema['minItems']} items"
            if schema.get("uniqueItems") and len({json.dumps(v) for v in value}) != len(value):
                yield path, "repeated items"
            if "items" in schema:
                for i, item in enumerate(value):
                    yield from self.errors(item, schema["items"], f"{path}[{i}]")
        if "oneOf" in schema:
            results = [list(self.errors(value, branch, path)) for branch in schema["oneOf"]]
            passing = [r for r in results if not r]
            if len(passing) != 1:
                if not passing:  # report the closest branch
                    yield from min(results, key=len)
                else:
                    yield path, f"matches {len(passing)} of the oneOf branches"


def semantic_errors(doc):
    """Yields (path, message) for what the schema cannot express."""
    groups = doc.get("testGroups") if isinstance(doc, dict) else None
    if not isinstance(groups, list):
        return
    notes = doc.get("notes") if isinstance(doc.get("notes"), dict) else {}
    total, functions, tc_id_reported = 0, [], False
    for g, group in enumerate(groups):
        if not isinstance(group, dict) or not isinstance(group.get("tests"), list):
            continue
        function = group.get("function")
        functions.append(function)
        for t, test in enumerate(group["tests"]):
            total += 1
            if not isinstance(test, dict):
                continue
            path = f"$.testGroups[{g}].tests[{t}]"
            if test.get("tcId") != total and not tc_id_reported:
                tc_id_reported = True  # once: one gap shifts every later id
                yield path, f"tcId {test.get('tcId')} where {total} was expected (1..N in order)"
            for flag in test.get("flags", []) if isinstance(test.get("flags"), list) else []:
                if flag not in notes:
                    yield path, f"flag '{flag}' is not defined in notes"
            sq, square = test.get("sq"), test.get("square")
            if isinstance(sq, int) and isinstance(square, str) and 0 <= sq < 64:
                name = "abcdefgh"[sq % 8] + str(sq // 8 + 1)
                if square != name:
                    yield path, f"square '{square}' but sq {sq} is {name}"
            for key in ("a", "b"):
                index, name_given = test.get(key + "_index"), test.get(key)
                if isinstance(index, int) and isinstance(name_given, str) and 0 <= index < 64:
                    name = "abcdefgh"[index % 8] + str(index // 8 + 1)
                    if name_given != name:
                        yield path, f"{key} '{name_given}' but {key}_index {index} is {name}"
            d, direction = test.get("dir8"), test.get("direction")
            if isinstance(d, int) and 0 <= d < 8 and direction != DIRECTIONS[d]:
                yield path, f"direction '{direction}' but dir8 {d} is {DIRECTIONS[d]}"
            words = test.get("pos")
            if isinstance(words, list) and len(words) != 8:
                yield path, f"pos has {len(words)} words, not 8"
            elif isinstance(words, list):
                try:
                    w = [int(x, 16) for x in words]
                    types = 0
                    for t in w[2:]:
                        if types & t:
                            yield path, "pos: two type sets overlap"
                        types |= t
                    if w[0] & w[1] or types != w[0] | w[1]:
                        yield path, "pos is not well-formed (colors overlap, or unions differ)"
                except (TypeError, ValueError):
                    pass  # bad hex: the schema reports it
            try:
                if "occ" in test and "blockers" in test and \
                        int(test["blockers"], 16) & ~int(test["occ"], 16):
                    yield path, "blockers is not a subset of occ"
            except (TypeError, ValueError):
                pass  # bad hex: the schema reports it
    if doc.get("numberOfTests") != total:
        yield "$.numberOfTests", f"says {doc.get('numberOfTests')} but the file has {total} tests"
    for kind in KINDS:
        if functions.count(kind) != 1:
            yield "$.testGroups", f"{functions.count(kind)} groups for {kind} (want exactly 1)"


def main(argv):
    args = argv[1:]
    schema_path = None
    if len(args) >= 2 and args[0] == "--schema":
        schema_path, args = args[1], args[2:]
    if len(args) != 1 or args[0].startswith("-"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    path = args[0]
    vectors_path = os.path.join(path, VECTORS_FILE) if os.path.isdir(path) else path
    schema_path = schema_path or os.path.join(os.path.dirname(vectors_path), SCHEMA_FILE)
    loaded = []
    for what in (vectors_path, schema_path):
        try:
            with open(what, encoding="utf-8") as f:
                loaded.append(json.load(f))
        except (OSError, ValueError) as e:
            print(f"lint-vectors: error: {what}: {e}", file=sys.stderr)
            return 2
    doc, schema = loaded
    try:
        validator = Validator(schema)
        problems = list(validator.errors(doc, schema, "$")) + list(semantic_errors(doc))
    except (ValueError, KeyError) as e:
        print(f"lint-vectors: error: {schema_path}: {e}", file=sys.stderr)
        return 2
    for where, message in problems[:MAX_PROBLEMS]:
        print(f"lint-vectors: {vectors_path}: {where}: {message}")
    if len(problems) > MAX_PROBLEMS:
        print(f"lint-vectors: ... and {len(problems) - MAX_PROBLEMS} more problems")
    if problems:
        print(f"lint-vectors: {len(problems)} problem(s) in {vectors_path}")
        return 1
    tests = doc["numberOfTests"]
    print(f"lint-vectors: {vectors_path}: {tests} tests in {len(doc['testGroups'])} groups, clean")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
