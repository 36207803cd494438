#!/usr/bin/env bash
# The overnight fuzzing run: N libFuzzer workers on the differential target,
# sharing one corpus folder outside the source tree, each with the target's
# default checks (every built-in against the oracle on every input, every law
# on a sample of the inputs). Odd workers run with -use_value_profile=1, which
# finds needle inputs that plain coverage misses (the planted needle's catch
# times, with and without it: docs/measurements.md; scripts/fuzz-planted.sh).
# SLIDERCHECK_FUZZ_CHECKS in the environment overrides the checks of every
# worker (oracle, sampled or all).
#
# Usage: scripts/fuzz-overnight.sh [-j WORKERS] [-t SECONDS] [-o DIR] [-b BINARY]
#                                  [-- LIBFUZZER_OPTIONS...]
#        scripts/fuzz-overnight.sh -p PLUGIN [-s SLIDERCHECK] [-i SECONDS] [-j WORKERS]
#                                  [-t SECONDS] [-o DIR] [-- FUZZ_OPTIONS...]
#   -j WORKERS  workers (default: the number of cores); odd ones use value profile
#   -t SECONDS  -max_total_time of each worker (default 28800, eight hours)
#   -o DIR      output folder (default $SLIDERCHECK_FUZZ_DIR or $HOME/slidercheck-fuzz):
#                 DIR/corpus     the corpus: new entries go here (seeds are read
#                                from corpus/differential and corpus/regressions)
#                 DIR/artifacts  crashes, and minimised copies (minimized-crash-...)
#                 DIR/logs/RUN   one log per worker
#   -b BINARY   a fuzz target (differential_fuzzer, laws_fuzzer); default: build the `fuzz` preset
#               (clang-14, ASan+UBSan, libFuzzer) and use its differential_fuzzer
#   -p PLUGIN   instead, fuzz an engine plugin as a user does: `slidercheck fuzz
#               PLUGIN --jobs WORKERS --max-total-time SECONDS --dir DIR
#               FUZZ_OPTIONS...` (its default options otherwise; DIR/corpus is
#               its corpus, DIR/fuzz.log its output), sampling every -i SECONDS
#               (default 60) the corpus size (files in DIR/corpus), libFuzzer's
#               latest cov and ft and the load average (and once more at its
#               end), printed at the end as the corpus-growth table (minutes
#               since the start); then its exit status
#   -s SLIDERCHECK  the slidercheck of -p (default build/release/slidercheck)
# Ctrl-C stops the workers early and still prints the summary.
#
# At the end each new crash is minimised (-minimize_crash=1), replayed for its
# signature ("slidercheck: MISMATCH impl::function law=..."), and printed with
# the commands that reproduce it. The summary gives the executions, exec/s,
# coverage (libFuzzer's cov and ft), the corpus size and the findings.
# Exit status: 0 with no findings, 1 with findings, 2 on misuse or build errors.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

workers=$(nproc)
seconds=28800
out="${SLIDERCHECK_FUZZ_DIR:-$HOME/slidercheck-fuzz}"
binary=""
plugin=""
slidercheck="$root/build/release/slidercheck"
interval=60
usage() { sed -n '2,39p' "$0" | sed 's/^# \{0,1\}//'; }
while getopts ":j:t:o:b:p:s:i:h" opt; do
  case "$opt" in
    j) workers=$OPTARG ;;
    t) seconds=$OPTARG ;;
    o) out=$OPTARG ;;
    b) binary=$OPTARG ;;
    p) plugin=$OPTARG ;;
    s) slidercheck=$OPTARG ;;
    i) interval=$OPTARG ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ "${1:-}" == "--" ]] && shift
extra=("$@")
[[ "$workers" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz-overnight.sh: error: bad -j '$workers'" >&2; exit 2; }
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz-overnight.sh: error: bad -t '$seconds'" >&2; exit 2; }

out=$(realpath -m "$out")
case "$out/" in
  "$root"/*) echo "fuzz-overnight.sh: error: -o $out is inside the source tree; use a folder outside it" >&2
             exit 2 ;;
esac
mkdir -p "$out"

# -p: `slidercheck fuzz PLUGIN` with the corpus sampled every $interval seconds.
if [[ -n "$plugin" ]]; then
  [[ "$interval" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz-overnight.sh: error: bad -i '$interval'" >&2; exit 2; }
  [[ -x "$slidercheck" ]] || { echo "fuzz-overnight.sh: error: no executable '$slidercheck'" >&2; exit 2; }
  log="$out/fuzz.log"
  echo "==> slidercheck fuzz $plugin --jobs $workers --max-total-time $seconds --dir $out" >&2
  echo "    output $log, corpus sampled every ${interval}s" >&2
  start=$(date +%s)
  "$slidercheck" fuzz "$plugin" --jobs "$workers" --max-total-time "$seconds" --dir "$out" \
    ${extra[@]+"${extra[@]}"} >"$log" 2>&1 &
  fuzz_pid=$!
  trap 'kill -INT "$fuzz_pid" 2>/dev/null || true' INT TERM
  samples=()
  # sample: one row of the table, at the seconds since the start.
  sample() {
    local covline
    # (libFuzzer's status lines before the summary: --coverage's corpus run comes after it)
    covline=$(sed '/^slidercheck fuzz: [0-9]* runs/q' "$log" | grep -aE '^#[0-9]+.*cov: [0-9]+' |
      tail -1 || true)
    samples+=("$(printf '%7s %8s %7s %8s %6s' \
      "$(awk -v s="$(($(date +%s) - start))" 'BEGIN { printf "%.1f", s / 60 }')" \
      "$(find "$out/corpus" -type f 2>/dev/null | wc -l)" \
      "$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$covline")" \
      "$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$covline")" "$(cut -d' ' -f1 /proc/loadavg)")")
  }
  next=$((start + interval))
  while kill -0 "$fuzz_pid" 2>/dev/null; do
    sleep 1
    if (($(date +%s) >= next)); then
      sample
      next=$((next + interval))
    fi
  done
  status=0
  wait "$fuzz_pid" || status=$?
  trap - INT TERM
  sample
  tail -n 40 "$log"
  echo
  echo "Corpus growth of slidercheck fuzz $(basename "$plugin") ($workers jobs, $(( $(date +%s) - start ))s wall, exit status $status):"
  printf '%7s %8s %7s %8s %6s\n' minute corpus cov ft load
  printf '%s\n' "${samples[@]}"
  exit "$status"
fi

if [[ -z "$binary" ]]; then
  binary=$(bash "$root/scripts/build-fuzz-target.sh" differential_fuzzer) || exit 2
fi
[[ -x "$binary" ]] || { echo "fuzz-overnight.sh: error: no executable '$binary'" >&2; exit 2; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

run_id=$(date +%Y%m%d-%H%M%S)
logs="$out/logs/$run_id"
mkdir -p "$out/corpus" "$out/artifacts" "$logs"
marker="$logs/.started"
touch "$marker"
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0"

echo "==> $workers workers for ${seconds}s each: $binary" >&2
echo "    corpus $out/corpus, artifacts $out/artifacts, logs $logs" >&2
pids=()
for ((i = 0; i < workers; i++)); do
  vp=$((i % 2))
  checks=${SLIDERCHECK_FUZZ_CHECKS:-default}
  "$binary" -max_total_time="$seconds" -use_value_profile="$vp" -max_len=107 \
    -dict="$root/corpus/differential.dict" -print_final_stats=1 -reload=1 \
    -artifact_prefix="$out/artifacts/" ${extra[@]+"${extra[@]}"} \
    "$out/corpus" "$root/corpus/differential" "$root/corpus/regressions" \
    >"$logs/worker-$i.log" 2>&1 &
  pids+=($!)
  echo "    worker $i: pid ${pids[-1]}, -use_value_profile=$vp, checks=$checks, log worker-$i.log" >&2
done
stop() {
  echo "==> stopping the workers" >&2
  for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
}
trap stop INT TERM
start=$(date +%s)
for pid in "${pids[@]}"; do wait "$pid" || true; done
trap - INT TERM
wall=$(( $(date +%s) - start ))
((wall > 0)) || wall=1

# Returns the crash signature in the replay log $1.
signature_of() {
  grep -o 'slidercheck: MISMATCH .*' "$1" | tail -1 ||
    grep -m1 -oE 'ERROR: [A-Za-z]+Sanitizer: .*|runtime error: .*|libFuzzer: .*' "$1" ||
    echo "(no signature)"
}

# Findings: crashes written during this run, one per signature, minimised and
# replayed.
findings=()
declare -A seen=()
duplicates=0
shopt -s nullglob
for crash in "$out"/artifacts/{crash,leak,timeout,oom}-*; do
  [[ "$crash" -nt "$marker" ]] || continue
  base=$(basename "$crash")
  "$binary" "$crash" >"$logs/replay-$base.log" 2>&1 || true
  signature=$(signature_of "$logs/replay-$base.log")
  if [[ -n "${seen[$signature]:-}" ]]; then
    duplicates=$((duplicates + 1))
    continue
  fi
  seen[$signature]=1
  minimized="$out/artifacts/minimized-$base"
  echo "==> minimising $base ($signature)" >&2
  "$binary" -minimize_crash=1 -max_total_time=60 -exact_artifact_path="$minimized" "$crash" \
    >"$logs/minimize-$base.log" 2>&1 || true
  if [[ -s "$minimized" ]]; then
    "$binary" "$minimized" >"$logs/replay-minimized-$base.log" 2>&1 || true
    replay_log="$logs/replay-minimized-$base.log"
  else
    minimized="$crash"  # nothing smaller crashes (e.g. the empty input)
    replay_log="$logs/replay-$base.log"
  fi
  final=$(signature_of "$replay_log")
  if [[ "$final" != "$signature" && -n "${seen[$final]:-}" ]]; then
    duplicates=$((duplicates + 1))
    continue
  fi
  seen[$final]=1
  replay=$(grep -m1 -o 'slidercheck replay .*' "$replay_log" || true)
  finding="$final"$'\n'"      input:  $minimized"
  finding+=$'\n'"      rerun:  ${SLIDERCHECK_PLANTED:+SLIDERCHECK_PLANTED=$SLIDERCHECK_PLANTED }$binary $minimized"
  [[ -z "$replay" ]] || finding+=$'\n'"      replay: $replay"
  findings+=("$finding")
done

# Summary from the workers' logs.
total_execs=0
max_cov=0
max_ft=0
echo
echo "Summary of fuzz run $run_id ($workers workers, ${wall}s wall):"
printf '  %-7s %-3s %12s %9s %7s %8s  %s\n' worker vp execs exec/s cov ft status
for ((i = 0; i < workers; i++)); do
  log="$logs/worker-$i.log"
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  covline=$(grep -E '^#[0-9]+.*cov: [0-9]+' "$log" | tail -1 || true)
  cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$covline")
  ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$covline")
  if grep -q 'slidercheck: MISMATCH\|ERROR: .*Sanitizer\|runtime error\|deadly signal' "$log"; then
    state="crashed"
  elif grep -q '^Done ' "$log"; then
    state="done"
  else
    state="stopped"
  fi
  total_execs=$((total_execs + ${execs:-0}))
  ((${cov:-0} > max_cov)) && max_cov=${cov:-0}
  ((${ft:-0} > max_ft)) && max_ft=${ft:-0}
  printf '  %-7s %-3s %12s %9s %7s %8s  %s\n' "$i" "$((i % 2))" "${execs:-?}" "${rate:-?}" \
    "${cov:-?}" "${ft:-?}" "$state"
done
corpus_size=$(find "$out/corpus" -type f | wc -l)
echo "  executions: $total_execs in ${wall}s, $((total_execs / wall)) exec/s over all workers"
echo "  coverage:   cov $max_cov, ft $max_ft (the highest of any worker: libFuzzer's edges and features)"
echo "  corpus:     $corpus_size inputs in $out/corpus"
if [[ ${#findings[@]} -eq 0 ]]; then
  echo "  findings:   none"
  exit 0
fi
echo "  findings:   ${#findings[@]} distinct signatures ($duplicates more crashes repeat them)"
for f in "${findings[@]}"; do echo "    $f"; done
echo "  Add each minimised input to corpus/regressions/ once fixed (see its README)."
exit 1
