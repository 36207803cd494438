#!/usr/bin/env bash
# The checker's overhead, in one run: for every kind the fast sample
# plugin (tests/plugins/fast.c, built as plugin/samples/fast.so) provides, the
# cases/s of `slidercheck check` on one worker (per function: cases / seconds
# from the JSON report) beside the calls/s `slidercheck bench` measures for the
# same plugin, and the ratio check / bench; RUNS runs of each (default 3), taken
# in turn, and the median of each figure. The goal is a ratio of at least 0.8
# for every kind; rows under it are flagged. Results go in docs/measurements.md
# by hand, with the date and the machine.
#
# usage: scripts/check-overhead.sh [BUILD_DIR]   (default: build/release,
#        configured with the release preset; the targets below are built)
# env:   LEVEL (default standard), PLUGIN (default BUILD_DIR/plugin/samples/fast.so),
#        RUNS (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
level=${LEVEL:-standard}
runs=${RUNS:-3}
if [[ ! -f $build/CMakeCache.txt ]]; then
  echo "check-overhead: $build is not configured (cmake --preset release)" >&2
  exit 2
fi
cmake --build "$build" --target slidercheck fast >/dev/null
sc=$build/slidercheck
plugin=${PLUGIN:-$build/plugin/samples/fast.so}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

for ((i = 0; i < runs; ++i)); do
  "$sc" check "$plugin" --level "$level" --workers 1 --format json --quiet >"$dir/check.$i.json"
  # bench over the same kinds (one built-in beside it; only the plugin's rows are read).
  kinds=$(python3 -c '
import json, sys
print(" ".join("--function " + f["name"] for f in json.load(open(sys.argv[1]))["functions"]
               if f["cases"] > 0))' "$dir/check.$i.json")
  # shellcheck disable=SC2086
  "$sc" bench "$plugin" $kinds --builtin hyperbola_quintessence --format json >"$dir/bench.$i.json"
done

echo "check --level $level --workers 1 vs bench, $(basename "$plugin"), median of $runs runs" \
  "($(date -u +%F), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1))"
echo
python3 - "$dir" "$runs" "$(basename "$plugin")" <<'PY'
import json, statistics, sys
dir, runs, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
reports = [json.load(open("%s/check.%d.json" % (dir, i))) for i in range(runs)]
bench = {}  # kind: [calls/s per run]
for i in range(runs):
    for row in json.load(open("%s/bench.%d.json" % (dir, i)))["rows"]:
        if row["implementation"] == name and row.get("mode", "pointer") == "pointer":
            bench.setdefault(row["function"], []).append(row["calls_per_second"])
print("| function | check cases | check M cases/s | bench M calls/s | check / bench |")
print("| --- | ---: | ---: | ---: | ---: |")
low = total = 0
for f in reports[0]["functions"]:
    if f["cases"] == 0:
        continue
    total += 1
    rates = [g["cases"] / g["seconds"] for r in reports for g in r["functions"]
             if g["name"] == f["name"] and g["seconds"] > 0]
    rate = statistics.median(rates)
    b = statistics.median(bench[f["name"]]) if f["name"] in bench else 0
    ratio = rate / b if b else float("nan")
    flag = " **< 0.8**" if b and ratio < 0.8 else ""
    low += bool(flag)
    print("| %s | %s | %.1f | %s | %.2f%s |" % (
        f["name"], format(f["cases"], ","), rate / 1e6, "%.1f" % (b / 1e6) if b else "-",
        ratio, flag))
print()
print("%d of %d functions under 0.8" % (low, total))
PY
