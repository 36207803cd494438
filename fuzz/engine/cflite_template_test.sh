#!/usr/bin/env bash
# The ClusterFuzzLite template (examples/clusterfuzzlite) as far as this
# machine allows (no Docker): its .clusterfuzzlite/build.sh run with the
# environment OSS-Fuzz's libFuzzer+ASan build sets (as fuzz/oss_fuzz_build_test.sh
# does), with $SRC/engine a copy of the template and $SRC/slidercheck this
# checkout; then
#   - the build writes the seed zip and the dictionary of every kind;
#   - the target runs RUNS inputs (default 20000) with no finding;
#   - rebuilt with the example engine's planted bug (-DATTACKS_PLANTED_BUG in
#     CFLAGS), it finds it within PLANTED_RUNS inputs (default 200000), with
#     check's report and its reproduce commands, aborting through the frames
#     named for the kind and the law, and saves the report; the reproduce
#     line for the fuzz build, pasted into a shell, finds it again;
#   - built as OSS-Fuzz's UBSan leg (unsigned-integer-overflow reported), the
#     target runs RUNS inputs with no runtime error from slidercheck's code.
# Exit status: 0 pass, 1 fail. KEEP=1 keeps the temporary folder.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fail() { echo "cflite_template_test.sh: FAIL: $*" >&2; exit 1; }

. "$root/fuzz/oss_fuzz_env.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-cflite.XXXXXX")
[[ "${KEEP:-}" == 1 ]] || trap 'rm -rf "$tmp"' EXIT
export SRC="$tmp/src" WORK="$tmp/work" OUT="$tmp/out" JOBS=${JOBS:-2}
mkdir -p "$SRC" "$WORK" "$OUT"
cp -a "$root/examples/clusterfuzzlite" "$SRC/engine"
ln -s "$root" "$SRC/slidercheck"

build() { (cd "$SRC/engine" && bash .clusterfuzzlite/build.sh) >"$tmp/build.log" 2>&1 ||
  { tail -40 "$tmp/build.log"; fail "build.sh failed"; }; }
build
[[ -x "$OUT/attacks_fuzzer" && -s "$OUT/attacks_fuzzer.options" ]] || fail "no \$OUT/attacks_fuzzer"
echo "cflite_template_test.sh: built $OUT/attacks_fuzzer"
grep -q 'word0=' "$OUT/attacks_fuzzer.dict" || fail "no dictionary"
python3 - "$OUT/attacks_fuzzer_seed_corpus.zip" <<'PY' || fail "no seed zip with every kind"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
assert any("seed-rook_attacks-" in n for n in names) and any("seed-shift_one-" in n for n in names), names[:5]
print(f"cflite_template_test.sh: seed zip: {len(names)} inputs")
PY
# The fuzz-entry build needs a compiler and libFuzzer alone: it looked for no
# package (no CLI11, nlohmann-json, pugixml, fmt, GoogleTest or Z3) ...
grep -E '^(CLI11|nlohmann_json|pugixml|fmt|GTest|Z3)_DIR|^SLIDERCHECK_Z3' \
  "$WORK/slidercheck-build/CMakeCache.txt" && fail "the fuzz-entry build looked for a package"
# ... and configures with every find_package an error, as on a machine without them.
echo 'macro(find_package name)
  message(FATAL_ERROR "the fuzz-entry-only build looked for the package ${name}")
endmacro()' >"$tmp/no_packages.cmake"
cmake -S "$root" -B "$tmp/entry-only" -DSLIDERCHECK_FUZZ_ENTRY_ONLY=ON \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_PROJECT_INCLUDE_BEFORE="$tmp/no_packages.cmake" >"$tmp/entry-only.log" 2>&1 ||
  { tail -20 "$tmp/entry-only.log"; fail "the fuzz-entry-only configure needs a package"; }
echo "cflite_template_test.sh: the fuzz-entry-only build looks for no package"

mkdir -p "$tmp/corpus" "$tmp/crash"
"$OUT/attacks_fuzzer" -runs="${RUNS:-20000}" -seed=1 -max_len=107 -use_value_profile=1 \
  -artifact_prefix="$tmp/crash/" "$tmp/corpus" >"$tmp/clean.log" 2>&1 ||
  { tail -40 "$tmp/clean.log"; fail "the correct engine gave a finding"; }
grep -q "Done ${RUNS:-20000} runs" "$tmp/clean.log" || { tail "$tmp/clean.log"; fail "no 'Done N runs'"; }
echo "cflite_template_test.sh: the correct engine: ${RUNS:-20000} runs, no finding"

CFLAGS="$flags -DATTACKS_PLANTED_BUG" build
rm -rf "$tmp/corpus"/* "$tmp/crash"/*
status=0
SLIDERCHECK_FUZZ_REPORT_DIR="$tmp/crash" "$OUT/attacks_fuzzer" -runs="${PLANTED_RUNS:-200000}" \
  -seed=1 -max_len=107 -use_value_profile=1 -artifact_prefix="$tmp/crash/" "$tmp/corpus" \
  >"$tmp/planted.log" 2>&1 || status=$?
sed -n '/slidercheck: FINDING/,/reproduce:/p' "$tmp/planted.log"
[[ $status -ne 0 ]] || fail "the planted bug was not found in ${PLANTED_RUNS:-200000} runs"
grep -q "slidercheck: MISMATCH attacks::rook_attacks law=" "$tmp/planted.log" ||
  { tail -40 "$tmp/planted.log"; fail "no mismatch report for rook_attacks"; }
grep -q "reproduce: slidercheck check attacks --function rook_attacks --sq a1" "$tmp/planted.log" ||
  fail "no reproduce command"
ls "$tmp/crash"/finding-rook_attacks-*.txt >/dev/null 2>&1 || fail "no saved report"
grep -E "stat::number_of_executed_units|Done|#[0-9]+" "$tmp/planted.log" | tail -1
grep -q "in slidercheck::fuzz_entry::wrong::rook_attacks" "$tmp/planted.log" ||
  fail "no frame wrong::rook_attacks in the stack"
grep -q "in slidercheck::fuzz_entry::by_law::oracle" "$tmp/planted.log" ||
  fail "no frame by_law::oracle in the stack"
# The reproduce line for the fuzz build, pasted into a shell with the crash file.
line=$(grep -o 'reproduce in this fuzz build: .*CRASH_FILE' "$tmp/planted.log" | head -1 |
  sed 's/^reproduce in this fuzz build: //')
[[ -n "$line" ]] || fail "no reproduce line for the fuzz build"
crash=$(ls "$tmp/crash"/crash-* | head -1)
status=0
(eval "${line/CRASH_FILE/$crash}") >"$tmp/again.log" 2>&1 || status=$?
[[ $status -ne 0 ]] && grep -q "slidercheck: MISMATCH attacks::rook_attacks" "$tmp/again.log" ||
  { tail -20 "$tmp/again.log"; fail "$line did not find it again"; }
echo "cflite_template_test.sh: $line: found again"

# OSS-Fuzz's UBSan leg: nothing reported from slidercheck's code.
CFLAGS="$ubsan_flags" CXXFLAGS="$ubsan_flags" SANITIZER=undefined build
rm -rf "$tmp/corpus"/* "$tmp/crash"/*
"$OUT/attacks_fuzzer" -runs="${RUNS:-20000}" -seed=1 -max_len=107 -use_value_profile=1 \
  -artifact_prefix="$tmp/crash/" "$tmp/corpus" >"$tmp/ubsan.log" 2>&1 ||
  { tail -40 "$tmp/ubsan.log"; fail "the UBSan leg gave a finding"; }
if grep "runtime error" "$tmp/ubsan.log" | grep -q -e "$root/" -e "$SRC/slidercheck/"; then
  grep "runtime error" "$tmp/ubsan.log" | sort -u | head; fail "UBSan reports from slidercheck's code"
fi
echo "cflite_template_test.sh: the UBSan leg: ${RUNS:-20000} runs, no report from slidercheck's code"
echo "cflite_template_test.sh: PASS"
