#!/usr/bin/env bash
# Measures the fuzz targets' speed: libFuzzer's own exec/s over a fixed-length
# run from the seed corpus (corpus/differential and corpus/regressions, with the
# dictionary and -max_len=107, new inputs going to a fresh folder), one process
# at a time, for each build folder given:
#   differential_fuzzer   default checks: every built-in against the oracle on
#                         every input, every law on a sample of the inputs
#   differential_fuzzer   SLIDERCHECK_FUZZ_CHECKS=oracle: no laws at all
#   laws_fuzzer           every law on every input
# Besides libFuzzer's exec/s (wall clock) it prints the process's CPU time and
# executions per CPU second, which a loaded machine disturbs less, and the load
# average before each run.
#
# Usage: scripts/fuzz-speed.sh [-t SECONDS] [BUILD_DIR...]
#   -t SECONDS  -max_total_time of each run (default 60)
#   BUILD_DIR   a libFuzzer build folder (SLIDERCHECK_FUZZ=ON); default: build
#               two, build/fuzz-plain (clang-14, RelWithDebInfo, no sanitizer)
#               and the `fuzz` preset (build/fuzz: ASan+UBSan), and measure both
# New inputs go under $TMPDIR (default /dev/shm when it exists, else /tmp).
# Exit status: 0 measured, 2 on misuse or build errors.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

seconds=60
while getopts ":t:h" opt; do
  case "$opt" in
    t) seconds=$OPTARG ;;
    h) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fuzz-speed.sh: error: unknown option (see -h)" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz-speed.sh: error: bad -t '$seconds'" >&2; exit 2; }

dirs=("$@")
if [[ ${#dirs[@]} -eq 0 ]]; then
  (
    cd "$root"
    set -x
    cmake -S . -B build/fuzz-plain -G Ninja -DCMAKE_C_COMPILER=clang-14 \
      -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSLIDERCHECK_FUZZ=ON \
      -DSLIDERCHECK_TESTS=OFF >/dev/null
    cmake --build build/fuzz-plain --target differential_fuzzer laws_fuzzer >/dev/null
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz --target differential_fuzzer laws_fuzzer >/dev/null
  ) || exit 2
  dirs=("$root/build/fuzz-plain" "$root/build/fuzz")
fi
for dir in "${dirs[@]}"; do
  for target in differential_fuzzer laws_fuzzer; do
    [[ -x "$dir/fuzz/$target" ]] || { echo "fuzz-speed.sh: error: no $dir/fuzz/$target" >&2; exit 2; }
  done
done

tmp=${TMPDIR:-}
[[ -n "$tmp" ]] || { [[ -d /dev/shm && -w /dev/shm ]] && tmp=/dev/shm || tmp=/tmp; }
work=$(mktemp -d "$tmp/slidercheck-fuzz-speed.XXXXXX")
trap 'rm -rf "$work"' EXIT
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0"

# Prints the children's user+system CPU seconds in bash's `times` output $1.
children_cpu() {
  tail -1 "$1" | awk '{
    n = 0
    for (i = 1; i <= 2; i++) { split($i, p, /m|s/); n += p[1] * 60 + p[2] }
    printf "%.2f", n }'
}

rows=()
# run BUILD_DIR TARGET CHECKS
run() {
  local dir=$1 target=$2 checks=$3
  local corpus="$work/corpus-$RANDOM$RANDOM" log="$work/log"
  mkdir -p "$corpus"
  local load before after
  load=$(cut -d' ' -f1 /proc/loadavg)
  echo "==> $(basename "$dir") $target checks=$checks: ${seconds}s (load $load)" >&2
  times >"$work/times-before"  # in this shell: a $(...) subshell has no children
  env ${checks:+SLIDERCHECK_FUZZ_CHECKS=$checks} "$dir/fuzz/$target" -max_total_time="$seconds" \
    -max_len=107 -dict="$root/corpus/differential.dict" -print_final_stats=1 \
    -artifact_prefix="$work/" "$corpus" "$root/corpus/differential" "$root/corpus/regressions" \
    >"$log" 2>&1 || { tail -5 "$log" >&2; echo "fuzz-speed.sh: error: the run failed" >&2; exit 1; }
  times >"$work/times-after"
  before=$(children_cpu "$work/times-before")
  after=$(children_cpu "$work/times-after")
  local execs rate cpu
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cpu=$(awk -v a="$before" -v b="$after" 'BEGIN { printf "%.1f", b - a }')
  rows+=("$(printf '%-12s %-20s %-8s %11s %10s %7s %12s %5s' "$(basename "$dir")" "$target" \
    "${checks:-default}" "$execs" "$rate" "$cpu" \
    "$(awk -v e="$execs" -v c="$cpu" 'BEGIN { printf "%d", (c > 0 ? e / c : 0) }')" "$load")")
  rm -rf "$corpus"
}

for dir in "${dirs[@]}"; do
  run "$dir" differential_fuzzer ""
  run "$dir" differential_fuzzer oracle
  run "$dir" laws_fuzzer ""
done

echo
echo "Fuzz target speed, ${seconds}s per run from the seeds ($(nproc) cores):"
printf '%-12s %-20s %-8s %11s %10s %7s %12s %5s\n' build target checks execs exec/s cpu-s \
  "execs/cpu-s" load
printf '%s\n' "${rows[@]}"
