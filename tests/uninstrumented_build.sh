#!/usr/bin/env bash
# Builds an uninstrumented slidercheck (the fixture of the sanitized-plugin
# tests, tests/sanitized_plugins.cmake): a checker without sanitizers, which
# runs a sanitized plugin in an exec'd worker with the plugin's runtime
# preloaded (docs/isolation.md). The asan preset's own slidercheck cannot.
#
#   uninstrumented_build.sh SOURCE_DIR BUILD_DIR CC CXX [LAUNCHER]
#     Configures BUILD_DIR from SOURCE_DIR (Release, SLIDERCHECK_SANITIZE=OFF,
#     SLIDERCHECK_TESTS=OFF, Ninja, the compilers CC and CXX, the compiler
#     launcher LAUNCHER if given, e.g. ccache) and builds the slidercheck
#     target only; an existing BUILD_DIR is built again (incrementally).
# Exit status: 0 built, 1 failed.
set -euo pipefail
[[ $# -ge 4 ]] || { echo "usage: $0 SOURCE_DIR BUILD_DIR CC CXX [LAUNCHER]" >&2; exit 1; }
src=$1 dir=$2 cc=$3 cxx=$4 launcher=${5:-}

fail() { echo "uninstrumented_build.sh: FAIL: $*" >&2; exit 1; }

launch=()
[[ -z "$launcher" ]] || launch=(-DCMAKE_C_COMPILER_LAUNCHER="$launcher" -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher")
mkdir -p "$dir"
cmake -S "$src" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSLIDERCHECK_SANITIZE=OFF \
  -DSLIDERCHECK_TESTS=OFF -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" "${launch[@]}" \
  >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log" >&2; fail "the configure failed"; }
cmake --build "$dir" --target slidercheck -j "${JOBS:-2}" >"$dir.build.log" 2>&1 ||
  { tail -40 "$dir.build.log" >&2; fail "the build of slidercheck failed"; }
if nm -D "$dir/slidercheck" 2>/dev/null | grep -q ' __asan_init$'; then
  fail "$dir/slidercheck has the ASan runtime in it"
fi
echo "uninstrumented_build.sh: built $dir/slidercheck (Release, no sanitizers)"
