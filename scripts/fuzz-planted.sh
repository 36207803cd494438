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
# With --plugin PLUGIN it measures findings per hour of `slidercheck fuzz` on
# an engine plugin with several distinct bugs instead (the test build's
# plugin/samples/fuzz_catalogue.so, tests/plugins/fuzz/catalogue.c): one run
# with fuzz's default options (two jobs), from an empty folder, for --budget
# seconds (default 600), its output lines timed as they come. It prints each
# distinct finding (a crash/signature-* file of the run) with the time from
# the start to its first meeting (when its saved input, or the first crash
# file of its signature, was written), the findings per hour of the budget,
# and the post-run time: from libFuzzer's last line to the summary line (the
# findings' replays and re-runs) and to the command's exit (the reports
# printed).
#
# Usage: scripts/fuzz-planted.sh [--binary PATH] [--only NAME] [--max-time S]
#                                [--needle-max-time S] [--workdir DIR]
#        scripts/fuzz-planted.sh --plugin PLUGIN [--budget S] [--slidercheck PATH]
#                                [--workdir DIR]
# Without --binary it builds the `fuzz` preset (clang-14, ASan+UBSan, libFuzzer).
# --slidercheck defaults to build/release/slidercheck (the README's build).
# Exit status: 0 when every required catch happened, 1 otherwise, 2 on misuse;
# with --plugin, 0 when the run found something, 1 when it found nothing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

binary=""
only=""
max_time=60
needle_max_time=300
workdir=""
plugin=""
budget=600
slidercheck="$root/build/release/slidercheck"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --max-time) max_time=$2; shift 2 ;;
    --needle-max-time) needle_max_time=$2; shift 2 ;;
    --workdir) workdir=$2; shift 2 ;;
    --plugin) plugin=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --slidercheck) slidercheck=$2; shift 2 ;;
    -h|--help) sed -n '2,38p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fuzz-planted.sh: error: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

# --plugin: distinct findings of one `slidercheck fuzz` run in a time budget.
plugin_findings() {
  [[ "$budget" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz-planted.sh: error: bad --budget '$budget'" >&2; exit 2; }
  [[ -x "$slidercheck" ]] || { echo "fuzz-planted.sh: error: no executable '$slidercheck'" >&2; exit 2; }
  [[ -f "$plugin" ]] || { echo "fuzz-planted.sh: error: no plugin '$plugin'" >&2; exit 2; }
  if [[ -z "$workdir" ]]; then
    workdir=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-fuzz-planted.XXXXXX")
    trap 'rm -rf "$workdir"' EXIT
  fi
  mkdir -p "$workdir"
  local dir="$workdir/run" log="$workdir/timed.log"
  rm -rf "$dir"
  echo "==> slidercheck fuzz $plugin --max-total-time $budget (load $(cut -d' ' -f1 /proc/loadavg))" >&2
  local start end status=0
  start=$EPOCHREALTIME
  local start_us=${start/./} now_us
  # Each output line prefixed with the seconds since the start (no process per line).
  { stdbuf -oL -eL "$slidercheck" fuzz "$plugin" --max-total-time "$budget" --dir "$dir" 2>&1 ||
      echo "exit status $?"; } |
    while IFS= read -r line; do
      now_us=${EPOCHREALTIME/./}
      now_us=$((10#$now_us - 10#$start_us))
      printf '%5d.%06d %s\n' $((now_us / 1000000)) $((now_us % 1000000)) "$line"
    done >"$log"
  end=$EPOCHREALTIME
  local wall last_fuzzer
  wall=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
  # libFuzzer's last line: its exit or final stats, else its last status line.
  last_fuzzer=$(grep -aE '^ *[0-9.]+ (INFO: exiting|stat::|Done [0-9]+ runs|#[0-9]+)' "$log" |
    tail -1 | awk '{ print $1 }')
  # The summary line: after the findings' replays, before their reports.
  local summary_at
  summary_at=$(grep -aE '^ *[0-9.]+ slidercheck fuzz: [0-9]+ runs' "$log" | tail -1 | awk '{ print $1 }')
  local rows=() file signature report input when
  shopt -s nullglob
  for file in "$dir"/crash/signature-*; do
    signature=$(sed -n 1p "$file")
    report=$(sed -n 2p "$file")
    input="$dir/crash/${report%.txt}"
    [[ "$report" == finding-crash-* ]] && input="$dir/crash/${report#finding-}" && input=${input%.txt}
    [[ -e "$input" ]] || input="$dir/crash/$report"
    local inputs=("$input")
    if [[ "$report" == finding-crash-* ]]; then
      # The crashes of the same signature, as the post-run triage named them.
      while IFS= read -r input; do inputs+=("$input"); done < <(grep -aF -- \
        ": the same finding as before ($signature)" "$log" | sed 's/^ *[0-9.]* *\([^:]*\):.*/\1/')
    fi
    when=$(stat -c %.3Y "${inputs[@]}" | sort -n | head -1)
    when=$(awk -v s="$start" -v t="$when" 'BEGIN { printf "%.1f", t - s }')
    rows+=("$(printf '%8ss  %s' "$when" "$signature")")
  done
  echo
  tail -n 3 "$log" | cut -c14-
  echo
  echo "Distinct findings of slidercheck fuzz $(basename "$plugin") in ${budget}s (default options):"
  printf '%9s  %s\n' found signature
  printf '%s\n' "${rows[@]+"${rows[@]}"}" | sort -n
  echo "  ${#rows[@]} distinct findings, $(awk -v n="${#rows[@]}" -v b="$budget" \
    'BEGIN { printf "%.0f", n * 3600 / b }') per hour of the budget"
  echo "  command: ${wall}s wall; libFuzzer's last line at $(printf "%.1f" "${last_fuzzer:-0}")s; after it, the" \
    "replays took $(awk -v l="${last_fuzzer:-0}" -v s="${summary_at:-0}" \
      'BEGIN { printf "%.1f", s - l }')s (to the summary line) and the exit came" \
    "$(awk -v l="${last_fuzzer:-0}" -v w="$wall" 'BEGIN { printf "%.1f", w - l }')s after it"
  [[ ${#rows[@]} -gt 0 ]]
}
if [[ -n "$plugin" ]]; then
  plugin_findings && exit 0 || exit 1
fi

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
    -max_total_time="$limit" -use_value_profile="$vp" -max_len=107 \
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
