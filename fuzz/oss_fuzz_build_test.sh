#!/usr/bin/env bash
# The ctests of the OSS-Fuzz / ClusterFuzzLite build (label ossfuzz-build).
#
#   oss_fuzz_build_test.sh build DIR TARGET...
#     Runs .clusterfuzzlite/build.sh (which runs scripts/oss-fuzz-build.sh) with
#     the environment OSS-Fuzz's libFuzzer+ASan build sets, no Docker: CC, CXX,
#     CFLAGS, CXXFLAGS, LIB_FUZZING_ENGINE, and SRC, WORK, OUT as fresh
#     temporary folders outside the checkout, removed at the end unless
#     KEEP=1 ($SRC/slidercheck is a link to this checkout, where the
#     Dockerfile's COPY puts it; DIR is not used). Then checks that every compile command of the build used exactly
#     those flags (no build type's -O2 or -g of its own), and runs
#     fuzz/check_oss_fuzz_out.sh on $OUT for the TARGETs: each one present, its
#     three companion files there, every seed run, a short fuzzing run clean.
#
#   oss_fuzz_build_test.sh rejects DIR TARGET...
#     Shows the check can fail: builds a complete $OUT of stand-in targets (shell
#     scripts answering like libFuzzer), asserts the check passes it, then
#     asserts it fails, with the right message, on copies with one target, one
#     companion file missing, an empty seed zip, an options file without its
#     section, a target that crashes on its seeds, one that skips them, and one
#     with too few coverage counters.
# Exit status: 0 pass, 1 fail.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
check="$root/fuzz/check_oss_fuzz_out.sh"

[[ $# -ge 3 ]] || { echo "usage: $0 build|rejects DIR TARGET..." >&2; exit 1; }
mode=$1
dir=$2
shift 2
targets=("$@")
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

fail() { echo "oss_fuzz_build_test.sh: FAIL: $*" >&2; exit 1; }

if [[ "$mode" == build ]]; then
  # What OSS-Fuzz sets for `--sanitizer address --engine libfuzzer`.
  . "$root/fuzz/oss_fuzz_env.sh"
  # Outside the checkout: a build tree inside the folder $SRC/slidercheck
  # links to would be reached through the link, which confuses CMake.
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-ossfuzz.XXXXXX")
  [[ "${KEEP:-}" == 1 ]] || trap 'rm -rf "$tmp"' EXIT
  echo "oss_fuzz_build_test.sh: SRC, WORK and OUT under $tmp"
  export SRC="$tmp/src" WORK="$tmp/work" OUT="$tmp/out"
  export JOBS=${JOBS:-2}
  mkdir -p "$OUT" "$SRC" "$WORK"
  ln -s "$root" "$SRC/slidercheck"
  (cd "$SRC/slidercheck" && bash "$SRC/slidercheck/.clusterfuzzlite/build.sh") ||
    fail "the build failed"

  # Every compile command carries CXXFLAGS, and no optimisation or debug level
  # of a CMake build type.
  commands="$WORK/slidercheck-fuzz-build/compile_commands.json"
  [[ -s "$commands" ]] || fail "no $commands"
  count=0
  while read -r line; do
    count=$((count + 1))
    [[ "$line" == *"$flags"* ]] || fail "a compile command without \$CXXFLAGS: $line"
    for own in -O2 -O3 " -g " -DNDEBUG; do
      [[ "$line" != *"$own"* ]] || fail "a compile command with '$own' of its own: $line"
    done
  done < <(grep '"command"' "$commands")
  [[ $count -gt 0 ]] || fail "no compile commands in $commands"
  echo "oss_fuzz_build_test.sh: $count compile commands, each with \$CXXFLAGS and nothing else"

  RUNS=${RUNS:-2000} "$check" "$OUT" "${targets[@]}" || fail "the check of \$OUT failed"
  echo "oss_fuzz_build_test.sh: PASS"
  exit 0
fi

[[ "$mode" == rejects ]] || fail "unknown mode '$mode'"

# A stand-in for a libFuzzer binary: its "Loaded" line (150 counters), one
# "Executed" line per file argument. FAKE=crash exits 1 with a sanitizer-style
# line, FAKE=skip executes nothing, FAKE=bare reports 7 counters.
make_fake() {
  cat >"$1" <<'EOF'
#!/bin/sh
if [ "${FAKE:-}" = crash ]; then echo "==1==ERROR: AddressSanitizer: stand-in crash" >&2; exit 1; fi
counters=150
if [ "${FAKE:-}" = bare ]; then counters=7; fi
echo "INFO: Loaded 1 modules   ($counters inline 8-bit counters): $counters [0x1, 0x2), "
for a in "$@"; do
  case "$a" in -*) ;; *) if [ -f "$a" ] && [ "${FAKE:-}" != skip ]; then echo "Executed $a in 0 ms"; fi ;; esac
done
exit 0
EOF
  chmod +x "$1"
}

complete="$dir/complete"
rm -rf "$dir"/complete "$dir"/case-* "$dir"/empty "$dir"/seeds
mkdir -p "$complete" "$dir/seeds"
printf 'seed one' >"$dir/seeds/one"
printf 'seed two' >"$dir/seeds/two"
for target in "${targets[@]}"; do
  make_fake "$complete/$target"
  (cd "$dir/seeds" && cmake -E tar cf "$complete/${target}_seed_corpus.zip" --format=zip -- one two)
  cp "$root/corpus/differential.dict" "$complete/$target.dict"
  printf '[libfuzzer]\nmax_len = 107\n' >"$complete/$target.options"
done

"$check" "$complete" "${targets[@]}" >"$dir/complete.log" 2>&1 ||
  { cat "$dir/complete.log" >&2; fail "the check rejects a complete \$OUT"; }
echo "oss_fuzz_build_test.sh: a complete \$OUT passes"

first=${targets[0]}
last=${targets[${#targets[@]}-1]}
cases=0
# expect_rejected NAME REGEX [FAKE] -- COMMAND...: COMMAND breaks a copy of the
# complete $OUT (in $case_out); the check must exit 1 with a line matching REGEX.
expect_rejected() {
  local name=$1 regex=$2 fake=$3
  shift 4
  case_out="$dir/case-$name"
  cp -a "$complete" "$case_out"
  "$@"
  local status=0
  FAKE=$fake "$check" "$case_out" "${targets[@]}" >"$dir/case-$name.log" 2>&1 || status=$?
  if [[ $status -ne 1 ]] || ! grep -Eq "$regex" "$dir/case-$name.log"; then
    cat "$dir/case-$name.log" >&2
    fail "$name: expected exit 1 and '$regex', got exit $status"
  fi
  echo "oss_fuzz_build_test.sh: rejected as expected: $name: $(grep -E -m1 "$regex" "$dir/case-$name.log")"
  cases=$((cases + 1))
}
expect_rejected missing_target "$last: missing target" "" -- rm -f "$dir/case-missing_target/$last"
expect_rejected missing_options "$first: missing companion file .*$first\.options" "" -- \
  rm -f "$dir/case-missing_options/$first.options"
expect_rejected missing_dict "$last: missing companion file .*$last\.dict" "" -- \
  rm -f "$dir/case-missing_dict/$last.dict"
expect_rejected missing_seed_zip "$first: missing companion file .*${first}_seed_corpus\.zip" "" -- \
  rm -f "$dir/case-missing_seed_zip/${first}_seed_corpus.zip"
mkdir -p "$dir/empty/nothing"
expect_rejected empty_seed_zip "$first: ${first}_seed_corpus\.zip holds no inputs" "" -- \
  bash -c "cd '$dir/empty' && rm '$dir/case-empty_seed_zip/${first}_seed_corpus.zip' &&
           cmake -E tar cf '$dir/case-empty_seed_zip/${first}_seed_corpus.zip' --format=zip -- nothing"
expect_rejected options_without_section "$last: $last\.options has no \[libfuzzer\] section" "" -- \
  bash -c "printf 'max_len = 107\n' > '$dir/case-options_without_section/$last.options'"
expect_rejected crashing_target "$first: failed \(exit 1\) on its seed corpus" crash -- true
expect_rejected skipping_target "$first: ran 0 of the 2 seed inputs" skip -- true
expect_rejected uninstrumented_target "$first: 7 coverage counters \(fewer than 100" bare -- true
echo "oss_fuzz_build_test.sh: PASS ($cases broken \$OUT folders rejected)"
