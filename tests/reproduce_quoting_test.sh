#!/bin/sh
# The reproduce command a report prints runs as printed:
# a plugin whose path holds a quote, a backslash and spaces is checked, the
# `reproduce:` line of the text report and the "reproduce" string of the JSON
# report are pasted into sh -c, and each must replay the mismatch (exit 1).
# Usage: reproduce_quoting_test.sh SLIDERCHECK PLUGIN.so WORKDIR
set -u
exe=$1 plugin=$2 work=$3
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work/my engine's dir" || exit 1
odd="$work/my engine's dir/a\\b \"c\".so"
cp "$plugin" "$odd" || exit 1
bindir=$(dirname "$exe")
out=$("$exe" check "$odd" --level quick --quiet); rc=$?
[ $rc -eq 1 ] || fail "check: exit $rc, expected 1"
line=$(printf '%s\n' "$out" | sed -n 's/^ *reproduce: //p' | head -n 1)
[ -n "$line" ] || fail "no reproduce line in: $out"
printf "text: %s\n" "$line"
replay=$(PATH="$bindir:$PATH" sh -c "$line" 2>&1); rc=$?
[ $rc -eq 1 ] || fail "the pasted text command exits $rc, expected 1: $replay"
printf '%s\n' "$replay" | grep -q "MISMATCH" || fail "the pasted text command found no mismatch"
json=$("$exe" check "$odd" --level quick --quiet --format json)
line=$(printf '%s' "$json" | python3 -c 'import json,sys
r=json.load(sys.stdin)
print(next(f["counterexample"]["reproduce"] for f in r["functions"] if f.get("counterexample")))') ||
  fail "no reproduce string in the JSON report"
printf "json: %s\n" "$line"
replay=$(PATH="$bindir:$PATH" sh -c "$line" 2>&1); rc=$?
[ $rc -eq 1 ] || fail "the pasted JSON command exits $rc, expected 1: $replay"
echo "PASS"
