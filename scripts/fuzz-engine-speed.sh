#!/usr/bin/env bash
# Measures `slidercheck fuzz`'s driver on a plugin beside the built-in
# differential_fuzzer, in the same run: REPS alternating runs of each, a fixed
# number of inputs per run (-runs=RUNS, one process, -seed=REP, an empty
# corpus, -use_value_profile=1 and -max_len=107 for both), and prints each
# run's exec/s (inputs over the process's wall time: libFuzzer's own exec/s
# rounds short runs to whole seconds), then the medians and their ratio.
#
# Usage: scripts/fuzz-engine-speed.sh [-n RUNS] [-r REPS] DRIVER PLUGIN DIFFERENTIAL_FUZZER
#   DRIVER               slidercheck-fuzz (e.g. build/asan/fuzz/slidercheck-fuzz)
#   PLUGIN               the plugin (e.g. build/asan/plugin/samples/fuzz_correct.so)
#   DIFFERENTIAL_FUZZER  a libFuzzer build's (e.g. build/fuzz/fuzz/differential_fuzzer)
#   -n RUNS  inputs per run (default 200000); -r REPS  runs of each (default 5)
# Exit status: 0 measured, 1 a run failed, 2 on misuse.
set -euo pipefail
runs=200000 reps=5
while getopts ":n:r:h" opt; do
  case "$opt" in
    n) runs=$OPTARG ;;
    r) reps=$OPTARG ;;
    h) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fuzz-engine-speed.sh: error: unknown option (see -h)" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -eq 3 && "$runs" =~ ^[1-9][0-9]*$ && "$reps" =~ ^[1-9][0-9]*$ ]] ||
  { echo "usage: $0 [-n RUNS] [-r REPS] DRIVER PLUGIN DIFFERENTIAL_FUZZER" >&2; exit 2; }
driver=$1 plugin=$2 differential=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-fuzz-speed.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# run NAME COMMAND...: one run on an empty corpus; prints its exec/s.
run() {
  local name=$1
  shift
  rm -rf "$tmp/corpus" && mkdir -p "$tmp/corpus"
  local start end
  start=$(date +%s.%N)
  "$@" -runs="$runs" -seed="$rep" -max_len=107 -use_value_profile=1 "$tmp/corpus" \
    >"$tmp/$name.log" 2>&1 || { tail -20 "$tmp/$name.log" >&2; echo "$name: the run failed" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v n="$runs" -v s="$start" -v e="$end" 'BEGIN { printf "%.0f\n", n / (e - s) }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "fuzz-engine-speed.sh: $reps runs of $runs inputs each; load average $(cut -d' ' -f1-3 /proc/loadavg)"
: >"$tmp/plugin.rates"
: >"$tmp/differential.rates"
for rep in $(seq "$reps"); do
  p=$(run plugin "$driver" --plugin="$plugin" --report-dir="$tmp")
  d=$(run differential "$differential")
  echo "  run $rep: slidercheck fuzz (plugin) $p exec/s, differential_fuzzer $d exec/s"
  echo "$p" >>"$tmp/plugin.rates"
  echo "$d" >>"$tmp/differential.rates"
done
mp=$(median <"$tmp/plugin.rates")
md=$(median <"$tmp/differential.rates")
echo "median: slidercheck fuzz on $(basename "$plugin") $mp exec/s," \
     "differential_fuzzer $md exec/s, ratio $(awk -v a="$mp" -v b="$md" 'BEGIN { printf "%.2f", a / b }')"
