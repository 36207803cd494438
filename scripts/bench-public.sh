#!/usr/bin/env bash
# Measures the built-ins against our re-creations of the public formulations
# of Gigantua/Chess_Movegen (bench/public/probes.cpp), queen_attacks through a
# function pointer on random squares, everything built with -O3 -march=native
# (the bench preset, clang-14) into build/bench-public, all in ONE
# `slidercheck bench` run. Prints the raw bench output, then a markdown table:
# built-in, public formulation, M calls/s of each, built-in / public.
#
#   scripts/bench-public.sh [--repetitions N] [--min-time S]   (passed to bench)
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/bench-public
if [ -f /work/notes/ccache.env ]; then source /work/notes/ccache.env; fi
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
  targets+=("probe_${p#*:}")
  plugins+=("$build/bench/public/${p#*:}.so")
  builtins+=(--builtin "${p%%:*}")
done
nice -n 10 cmake --build "$build" -j2 --target "${targets[@]}" >/dev/null
out=$("$build/slidercheck" bench "${plugins[@]}" "${builtins[@]}" --function queen_attacks "$@")
echo "$out"
echo
echo "| built-in | public formulation (our re-creation) | built-in M calls/s | public M calls/s | built-in / public |"
echo "| --- | --- | ---: | ---: | ---: |"
for p in "${pairs[@]}"; do
  b=${p%%:*} q=${p#*:}
  rb=$(awk -v n="$b" '$1 == "queen_attacks" && $2 == n {print $3}' <<<"$out")
  rq=$(awk -v n="$q.so" '$1 == "queen_attacks" && $2 == n {print $3}' <<<"$out")
  ratio=$(awk -v a="$rb" -v b="$rq" 'BEGIN {printf "%.2f", a / b}')
  echo "| \`$b\` | $q | $rb | $rq | $ratio |"
done
echo
echo "$(date -u +%F), $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1)," \
  "clang-14 -O3 -march=native, one run"
