#!/usr/bin/env bash
# Measures the built-ins against our re-creations of the public formulations
# of Gigantua/Chess_Movegen (bench/public/probes.cpp), queen_attacks through a
# function pointer on random squares, everything built with -O3 -march=native
# (the bench preset, clang-14) into build/bench-public, all in ONE
# `slidercheck bench` run (its JSON report). Prints a markdown table:
# built-in, public formulation, M calls/s of each, built-in / public, and the
# built-in's own templates compiled into a plugin (bench/public/builtin_probe.cpp,
# placed as the probes are) against the same public row.
#
#   scripts/bench-public.sh [--write-docs] [--repetitions N] [--min-time S]
#
# --write-docs puts the table (with date and machine) into docs/bench.md
# between <!-- bench-public:begin --> and <!-- bench-public:end -->; the
# other options go to bench.
set -euo pipefail
cd "$(dirname "$0")/.."
write_docs=0
if [ "${1:-}" = --write-docs ]; then
  write_docs=1
  shift
fi
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
json=$("$build/slidercheck" bench "${plugins[@]}" "${builtins[@]}" --function queen_attacks \
  --repetitions 15 --min-time 0.1 --format json "$@")
table=$(
echo "| built-in | public formulation (our re-creation) | built-in M calls/s | public M calls/s | built-in / public | built-in's code as a plugin M calls/s | as a plugin / public |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: |"
# The rows of bench's JSON report (docs/bench-report.schema.json), M calls/s.
JSON="$json" python3 - "${pairs[@]}" <<'PY'
import json, os, sys
rate = {(r["function"], r["implementation"]): r["calls_per_second"] / 1e6
        for r in json.loads(os.environ["JSON"])["rows"]}
for pair in sys.argv[1:]:
    b, q = pair.split(":", 1)
    rb, rq = rate[("queen_attacks", b)], rate[("queen_attacks", q + ".so")]
    rp = rate[("queen_attacks", "builtin_" + b + ".so")]
    print("| `%s` | %s | %.1f | %.1f | **%.2f** | %.1f | %.2f |" % (b, q, rb, rq, rb / rq, rp, rp / rq))
PY
echo
echo "$(date -u +%F), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1)," \
  "clang-14 -O3 -march=native, one run"
)
echo
echo "$table"
if [ "$write_docs" = 1 ]; then
  TABLE="$table" python3 - docs/bench.md <<'PY'
import os, re, sys
path = sys.argv[1]
page = open(path).read()
begin, end = "<!-- bench-public:begin -->", "<!-- bench-public:end -->"
if begin not in page or end not in page:
    sys.exit(f"bench-public: {path} has no {begin} ... {end}")
head, rest = page.split(begin, 1)
tail = rest.split(end, 1)[1]
open(path, "w").write(head + begin + "\n" + os.environ["TABLE"] + "\n" + end + tail)
print(f"bench-public: wrote the table into {path}")
PY
fi
