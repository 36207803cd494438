#!/usr/bin/env bash
# Measures the built-ins against our re-creations of the public formulations
# of Gigantua/Chess_Movegen (bench/public/probes.cpp), queen_attacks through a
# function pointer on random squares (or, with --mode batch, through each one's
# batch entry: plugin.h's batch loop around its inline queen, the built-ins'
# made by the same macro), everything built with -O3 -march=native
# (the bench preset, clang-14) into build/bench-public, all in ONE
# `slidercheck bench` run (its JSON report). Prints a markdown table:
# built-in, public formulation, M calls/s of each, built-in / public, and the
# built-in's own templates compiled into a plugin (bench/public/builtin_probe.cpp,
# placed as the probes are) against the same public row.
#
#   scripts/bench-public.sh [--write-docs] [--runs N] [--mode pointer|batch] [--repetitions N] [--min-time S]
#
# --runs N (default 1) makes N such runs, each its own bench process (its own
# address layout), and shows per pair the median of the N runs' ratios with
# their range. Every run also measures a second copy of one public probe
# (magic_copy.so, the same file under another name) against the first: the
# ratio identical code gets, the noise floor of one run's ratio.
# --mode (default pointer) is the mode whose rows are compared; the table
# also gives the built-in's cycles per queen lookup (bench's cycle counter).
# --write-docs puts the table (with date and machine) into docs/bench.md
# between <!-- bench-public:begin --> and <!-- bench-public:end --> (with
# --mode batch: <!-- bench-public-batch:begin --> ... -end -->); the other
# options go to bench.
set -euo pipefail
cd "$(dirname "$0")/.."
write_docs=0
runs=1
mode=pointer
while [ $# -gt 0 ]; do
  case "$1" in
    --write-docs) write_docs=1 ;;
    --mode)
      mode="${2:?--mode needs pointer or batch}"
      [[ "$mode" =~ ^(pointer|batch)$ ]] || { echo "bench-public: bad --mode '$mode'" >&2; exit 2; }
      shift ;;
    --runs)
      runs="${2:?--runs needs a count}"
      [[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench-public: bad --runs '$runs'" >&2; exit 2; }
      shift ;;
    *) break ;;
  esac
  shift
done
build=build/bench-public
if [ ! -f "$build/build.ninja" ]; then
  cmake --preset bench -B "$build" >/dev/null
fi
# built-in:probe pairs, in the order of the issue's table.
pairs=(
  obstruction_difference:obstruction_diff
  kogge_stone:kogge_stone
  magic:magic
  pext:pext
  xray_one_lookup:kindergarten
  hyperbola_quintessence:hyperbola
  reverse_bitboards:bitrotation
  subtraction:slide_arithm
)
targets=(slidercheck)
plugins=()
builtins=()
for p in "${pairs[@]}"; do
  targets+=("probe_${p#*:}" "probe_builtin_${p%%:*}")
  plugins+=("$build/bench/public/${p#*:}.so" "$build/bench/public/builtin_${p%%:*}.so")
  builtins+=(--builtin "${p%%:*}")
done
nice -n 10 cmake --build "$build" -j2 --target "${targets[@]}" >/dev/null
cp "$build/bench/public/magic.so" "$build/bench/public/magic_copy.so"
plugins+=("$build/bench/public/magic_copy.so")
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
for ((run = 1; run <= runs; run++)); do
  "$build/slidercheck" bench "${plugins[@]}" "${builtins[@]}" --function queen_attacks \
    --mode "$mode" --repetitions 15 --min-time 0.1 --format json "$@" >"$reports/$run.json"
done
table=$(
echo "| built-in | public formulation (our re-creation) | built-in M calls/s | public M calls/s | built-in / public | range of $runs run(s) | built-in's code as a plugin M calls/s | as a plugin / public | built-in cycles per lookup |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
# The rows of bench's JSON reports (docs/bench-report.schema.json), M calls/s:
# per run a ratio from that run's rows; per pair the median over the runs.
python3 - "$reports" "$runs" "$mode" "${pairs[@]}" <<'PY'
import json, os, statistics, sys
folder, runs, mode, pairs = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
rates, cycles, counter = [], [], "?"
for run in range(1, runs + 1):
    with open(os.path.join(folder, f"{run}.json")) as f:
        report = json.load(f)
    counter = report["cycle_counter"]
    rows = [r for r in report["rows"]
            if r["function"] == "queen_attacks" and r["mode"] == mode]
    rates.append({r["implementation"]: r["calls_per_second"] / 1e6 for r in rows})
    cycles.append({r["implementation"]: r["cycles_per_lookup"]["median"] for r in rows})
def median(values):
    return statistics.median(values)
def row(label, public, mine, public_name, plugin=None):
    ratios = [r[mine] / r[public] for r in rates]
    cells = ["`%s`" % label if plugin else label, public_name,
             "%.1f" % median([r[mine] for r in rates]), "%.1f" % median([r[public] for r in rates]),
             "**%.2f**" % median(ratios), "%.2f-%.2f" % (min(ratios), max(ratios))]
    if plugin:
        cells += ["%.1f" % median([r[plugin] for r in rates]),
                  "%.2f" % median([r[plugin] / r[public] for r in rates]),
                  "%.2f" % median([c[mine] for c in cycles])]
    else:
        cells += ["", "", ""]
    print("| " + " | ".join(cells) + " |")
for pair in pairs:
    b, q = pair.split(":", 1)
    row(b, q + ".so", b, q, "builtin_" + b + ".so")
row("magic (a copy of the public probe)", "magic.so", "magic_copy.so", "magic: identical code")
print()
print("mode %s; cycles: %s" % (mode, "CPU cycles (perf events)" if counter == "perf"
                               else "time-stamp counter ticks (no perf cycle counter)"))
PY
echo
echo "$(date -u "+%F %H:%M UTC"), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1)," \
  "clang-14 -O3 -march=native, $runs run(s), load average $(cut -d' ' -f1-3 /proc/loadavg)"
)
echo
echo "$table"
if [ "$write_docs" = 1 ]; then
  marker=bench-public
  [ "$mode" = batch ] && marker=bench-public-batch
  TABLE="$table" python3 - docs/bench.md "$marker" <<'PY'
import os, re, sys
path, marker = sys.argv[1], sys.argv[2]
page = open(path).read()
begin, end = f"<!-- {marker}:begin -->", f"<!-- {marker}:end -->"
if begin not in page or end not in page:
    sys.exit(f"bench-public: {path} has no {begin} ... {end}")
head, rest = page.split(begin, 1)
tail = rest.split(end, 1)[1]
open(path, "w").write(head + begin + "\n" + os.environ["TABLE"] + "\n" + end + tail)
print(f"bench-public: wrote the table into {path}")
PY
fi
