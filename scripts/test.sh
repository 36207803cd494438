#!/usr/bin/env bash
# The test command: installs what is missing (install-deps.sh --all: the
# tests' packages and toolchains too), builds the `asan` preset
# (clang-14, ASan+UBSan, no recovery) and runs the default ctest set on all
# cores: every label but `slow-build` (the nested builds of minutes: the
# OSS-Fuzz and ClusterFuzzLite builds, the full build without the plugin
# module), `exhaustive-queen` and `fuzz-planted` (docs/testing.md).
#
#   scripts/test.sh [CTEST ARGS]        the default set, e.g. `scripts/test.sh -L unit`
#   scripts/test.sh --all [CTEST ARGS]  every label: the asan build's tests with
#                                       slow-build (ctest preset asan-all), then
#                                       exhaustive-queen on the release build
# Exit status: ctest's (or the failing step's); with --all, the first failure's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

all=0
if [[ "${1:-}" == --all ]]; then
  all=1
  shift
fi

bash scripts/install-deps.sh --all
# ccache, when installed, for the build and the nested builds of the tests (a
# first configure takes the launcher from these; an existing cache keeps its own).
if command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER:-ccache}
  export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
fi
# SLIDERCHECK_TESTS=ON: a build folder first configured without GoogleTest
# (tests off by default then) gets them now.
echo "==> cmake --preset asan -DSLIDERCHECK_TESTS=ON" >&2
cmake --preset asan -DSLIDERCHECK_TESTS=ON
echo "==> cmake --build --preset asan" >&2
cmake --build --preset asan
if [[ $all -eq 0 ]]; then
  echo "==> ctest --preset asan -j $(nproc) $*" >&2
  exec ctest --preset asan -j "$(nproc)" "$@"
fi

status=0
echo "==> ctest --preset asan-all -j $(nproc) $*" >&2
ctest --preset asan-all -j "$(nproc)" "$@" || status=$?
echo "==> cmake --preset release -DSLIDERCHECK_TESTS=ON && cmake --build --preset release" >&2
cmake --preset release -DSLIDERCHECK_TESTS=ON
cmake --build --preset release
echo "==> ctest --preset exhaustive-queen -j $(nproc) $*" >&2
ctest --preset exhaustive-queen -j "$(nproc)" "$@" || { rc=$?; [[ $status -ne 0 ]] || status=$rc; }
exit "$status"
