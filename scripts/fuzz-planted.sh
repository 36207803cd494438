#!/usr/bin/env bash
# How long the differential fuzz target takes to catch each planted bug.
#
# Runs `differential_planted_fuzzer` once per planted implementation, from an
# empty corpus (the seeds would hand it the edge positions), with the
# dictionary, and reports the time and the executions to the first crash:
#   - planted_wrap_h_to_a, planted_missing_edge, planted_own_bit,
#     planted_off_line: the target's default checks (the oracle on every
#     input, the laws on a sample), without value profile, at most --max-time
#     seconds each (default 60); each must be caught.
#   - planted_needle: default checks with -use_value_profile=1, as the
#     overnight runner's value-profile workers run, at most --needle-max-time
#     seconds (default 300); it must be caught.
# Unless --only is given, it also runs, for comparison only (no catch
# required): every other bug with the oracle comparison alone
# (SLIDERCHECK_FUZZ_CHECKS=oracle), and the needle without value profile, and
# with value profile and the oracle alone or every law on every input.
#
# Usage: scripts/fuzz-planted.sh [--binary PATH] [--only NAME] [--max-time S]
#                                [--needle-max-time S] [--workdir DIR]
# Without --binary it builds the `fuzz` preset (clang-14, ASan+UBSan, libFuzzer).
# Exit status: 0 when every required catch happened, 1 otherwise, 2 on misuse.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

binary=""
only=""
max_time=60
needle_max_time=300
workdir=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --max-time) max_time=$2; shift 2 ;;
    --needle-max-time) needle_max_time=$2; shift 2 ;;
    --workdir) workdir=$2; shift 2 ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fuzz-planted.sh: error: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

if [[ -z "$binary" ]]; then
  binary=$(bash "$root/scripts/build-fuzz-target.sh" differential_planted_fuzzer) || exit 2
fi
[[ -x "$binary" ]] || { echo "fuzz-planted.sh: error: no executable '$binary'" >&2; exit 2; }

if [[ -z "$workdir" ]]; then
  workdir=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-fuzz-planted.XXXXXX")
  trap 'rm -rf "$workdir"' EXIT
fi
mkdir -p "$workdir"

export ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0"
status=0
rows=()

# run NAME VALUE_PROFILE MAX_TIME CHECKS REQUIRED
run() {
  local name=$1 vp=$2 limit=$3 checks=$4 required=$5
  local dir="$workdir/$name-vp$vp-$checks"
  rm -rf "$dir" && mkdir -p "$dir/corpus"
  echo "==> $name, -use_value_profile=$vp, checks=$checks, at most ${limit}s" >&2
  local start end
  start=$(date +%s.%N)
  SLIDERCHECK_PLANTED=$name SLIDERCHECK_FUZZ_CHECKS=$checks "$binary" \
    -max_total_time="$limit" -use_value_profile="$vp" -max_len=43 \
    -dict="$root/corpus/differential.dict" -print_final_stats=1 \
    -artifact_prefix="$dir/" "$dir/corpus" >"$dir/log" 2>&1 || true
  end=$(date +%s.%N)
  local seconds execs signature result
  seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
  signature=$(grep -m1 -o "slidercheck: MISMATCH $name::[^ ]* law=[^ ]*" "$dir/log" || true)
  if [[ -n "$signature" ]]; then
    result="caught"
  else
    result="missed"
    signature="-"
    if [[ "$required" == yes ]]; then status=1; fi
  fi
  [[ "$required" == yes ]] || result="$result (info)"
  rows+=("$(printf '%-21s %-5s %-7s %-14s %8ss %10s  %s' "$name" "$vp" "$checks" "$result" \
    "$seconds" "${execs:-?}" "${signature#slidercheck: MISMATCH }")")
  echo "    $result after ${seconds}s, ${execs:-?} execs: ${signature#slidercheck: }" >&2
}

plain=(planted_wrap_h_to_a planted_missing_edge planted_own_bit planted_off_line)
for name in "${plain[@]}"; do
  if [[ -z "$only" || "$only" == "$name" ]]; then
    run "$name" 0 "$max_time" sampled yes
    [[ -n "$only" ]] || run "$name" 0 "$max_time" oracle no
  fi
done
if [[ -z "$only" || "$only" == planted_needle ]]; then
  [[ -n "$only" ]] || run planted_needle 0 "$max_time" sampled no
  run planted_needle 1 "$needle_max_time" sampled yes
  [[ -n "$only" ]] || run planted_needle 1 "$needle_max_time" oracle no
  [[ -n "$only" ]] || run planted_needle 1 "$needle_max_time" all no
fi
if [[ ${#rows[@]} -eq 0 ]]; then
  echo "fuzz-planted.sh: error: no planted implementation named '$only'" >&2
  exit 2
fi

echo
echo "Planted-bug catch times of the differential fuzz target (empty corpus, with dictionary):"
printf '%-21s %-5s %-7s %-14s %9s %10s  %s\n' planted vp checks result time execs \
  "signature (impl::function law)"
printf '%s\n' "${rows[@]}"
exit $status
