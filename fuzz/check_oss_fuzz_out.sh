#!/usr/bin/env bash
# Checks an OSS-Fuzz style $OUT folder: for every target named,
#   - OUT/<target> is an executable,
#   - OUT/<target>_seed_corpus.zip, OUT/<target>.dict and OUT/<target>.options
#     exist and are not empty; the options file has a [libfuzzer] section;
#   - the zip unpacks (cmake -E tar) to at least one input;
#   - the target runs every unpacked input once (libFuzzer's "Executed ..." line
#     for each, exit status 0) with the dictionary loaded, and then fuzzes from
#     them for RUNS executions (default 2000) without a crash;
#   - it has at least 100 coverage counters (libFuzzer's "INFO: Loaded ...
#     counters" line), the threshold below which OSS-Fuzz's bad-build check
#     calls a target partly instrumented.
# Usage: fuzz/check_oss_fuzz_out.sh OUT TARGET...
# Exit status: 0 all good, 1 problems (one line each on stderr), 2 misuse.
set -uo pipefail

[[ $# -ge 2 ]] || { echo "usage: $0 OUT TARGET..." >&2; exit 2; }
out=$1
shift
[[ -d "$out" ]] || { echo "check_oss_fuzz_out.sh: error: no folder $out" >&2; exit 2; }
runs=${RUNS:-2000}
work=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-oss-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

problems=0
problem() {
  echo "check_oss_fuzz_out.sh: $*" >&2
  problems=$((problems + 1))
}

for target in "$@"; do
  exe="$out/$target"
  if [[ ! -f "$exe" || ! -x "$exe" ]]; then
    problem "$target: missing target $exe"
    continue
  fi
  missing=0
  for companion in "${target}_seed_corpus.zip" "$target.dict" "$target.options"; do
    if [[ ! -s "$out/$companion" ]]; then
      problem "$target: missing companion file $out/$companion"
      missing=1
    fi
  done
  [[ $missing -eq 0 ]] || continue
  if ! grep -q '^\[libfuzzer\]' "$out/$target.options"; then
    problem "$target: $target.options has no [libfuzzer] section"
  fi

  seeds="$work/$target/seeds"
  mkdir -p "$seeds"
  if ! (cd "$seeds" && cmake -E tar xf "$out/${target}_seed_corpus.zip") 2>"$work/$target/unzip.log"; then
    problem "$target: ${target}_seed_corpus.zip does not unpack: $(head -1 "$work/$target/unzip.log")"
    continue
  fi
  mapfile -t inputs < <(find "$seeds" -type f | sort)
  if [[ ${#inputs[@]} -eq 0 ]]; then
    problem "$target: ${target}_seed_corpus.zip holds no inputs"
    continue
  fi

  # Every seed once, with the dictionary parsed.
  log="$work/$target/replay.log"
  "$exe" -dict="$out/$target.dict" "${inputs[@]}" >"$log" 2>&1
  status=$?
  executed=$(grep -c '^Executed .* in ' "$log")
  if [[ $status -ne 0 ]]; then
    problem "$target: failed (exit $status) on its seed corpus: $(grep -m1 -E 'MISMATCH|ERROR|error' "$log")"
  elif [[ $executed -ne ${#inputs[@]} ]]; then
    problem "$target: ran $executed of the ${#inputs[@]} seed inputs"
  else
    echo "check_oss_fuzz_out.sh: $target: ${#inputs[@]} seed inputs passed"
  fi

  # A short fuzzing run from the seeds, with the dictionary and max_len.
  fresh="$work/$target/corpus"
  mkdir -p "$fresh"
  log="$work/$target/fuzz.log"
  if ! "$exe" -dict="$out/$target.dict" -max_len=107 -runs="$runs" -artifact_prefix="$work/$target/" \
      "$fresh" "$seeds" >"$log" 2>&1; then
    problem "$target: crashed within $runs fuzzing runs: $(grep -m1 -E 'MISMATCH|ERROR' "$log")"
  else
    echo "check_oss_fuzz_out.sh: $target: $runs fuzzing runs passed"
  fi
  edges=$(sed -n 's/^INFO: Loaded [0-9]* modules* *(\([0-9]*\) .*counters).*/\1/p' "$log" | head -1)
  if [[ -z "$edges" || "$edges" -lt 100 ]]; then
    problem "$target: ${edges:-no} coverage counters (fewer than 100: not built for libFuzzer with coverage?)"
  else
    echo "check_oss_fuzz_out.sh: $target: $edges coverage counters"
  fi
done

if [[ $problems -ne 0 ]]; then
  echo "check_oss_fuzz_out.sh: $problems problem(s) in $out" >&2
  exit 1
fi
echo "check_oss_fuzz_out.sh: $out: every target and companion file is in order"
