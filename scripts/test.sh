#!/usr/bin/env bash
# The test command: installs what is missing, builds the `asan` preset
# (clang-14, ASan+UBSan, no recovery) and runs the default ctest set
# (everything but the slow `exhaustive-queen` label) on all cores.
# Extra arguments go to ctest, e.g. `scripts/test.sh -L unit`.
# Exit status: ctest's (or the failing step's).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh
echo "==> cmake --preset asan" >&2
cmake --preset asan
echo "==> cmake --build --preset asan" >&2
cmake --build --preset asan
echo "==> ctest --preset asan -j $(nproc) $*" >&2
exec ctest --preset asan -j "$(nproc)" "$@"
