#!/usr/bin/env bash
# Builds one fuzz target of the `fuzz` preset and prints its path.
#   scripts/build-fuzz-target.sh TARGET
# Exit status: 0 built, 2 the configure or the build failed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=${1:?usage: build-fuzz-target.sh TARGET}
cd "$root"
echo "==> cmake --preset fuzz" >&2
cmake --preset fuzz >/dev/null || exit 2
echo "==> cmake --build --preset fuzz --target $target" >&2
cmake --build --preset fuzz --target "$target" >/dev/null || exit 2
echo "$root/build/fuzz/fuzz/$target"
