#!/usr/bin/env bash
# The main job: installs what is missing of what building and running
# slidercheck needs (install-deps.sh without --all: no test packages), builds the `release` preset
# (clang-14, Release) and runs `slidercheck verify`.
# Extra arguments go to `slidercheck verify`.
# Exit status: slidercheck's (or the failing step's).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

bash "$root/scripts/install-deps.sh"
(
  cd "$root"
  echo "==> cmake --preset release" >&2
  cmake --preset release
  echo "==> cmake --build --preset release --target slidercheck" >&2
  cmake --build --preset release --target slidercheck
)
# Run from the caller's directory, so that relative paths in the arguments work.
echo "==> build/release/slidercheck verify $*" >&2
exec "$root/build/release/slidercheck" verify "$@"
