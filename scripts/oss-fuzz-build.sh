#!/usr/bin/env bash
# Builds every fuzz target the way OSS-Fuzz and ClusterFuzzLite expect, into $OUT:
#   $OUT/<target>                   linked with $LIB_FUZZING_ENGINE
#   $OUT/<target>_seed_corpus.zip   corpus/differential and corpus/regressions
#   $OUT/<target>.dict              corpus/differential.dict
#   $OUT/<target>.options           [libfuzzer] max_len = 107
# The targets are the ones fuzz/CMakeLists.txt lists in SLIDERCHECK_FUZZ_TARGETS
# (differential_fuzzer, laws_fuzzer).
#
# It reads only the environment those builders set: CC, CXX, CFLAGS, CXXFLAGS
# (the sanitizer and -fsanitize=fuzzer-no-link flags come from there; nothing
# is added but the coverage allowlist, fuzz/instrumented.txt), LIB_FUZZING_ENGINE
# (e.g. -fsanitize=fuzzer), OUT, and WORK for the build tree (default: a
# temporary folder). JOBS sets the build's parallelism (default: nproc).
# .clusterfuzzlite/build.sh calls it; to run it by hand, see docs/fuzzing.md
# ("Running the build locally").
# Exit status: 0 built, 1 the build failed, 2 missing environment.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)  # physical: $SRC may be a link

die() { echo "oss-fuzz-build.sh: error: $*" >&2; exit 2; }
for name in CC CXX LIB_FUZZING_ENGINE OUT; do
  [[ -n "${!name:-}" ]] || die "\$$name is not set (see the comment at the top of this script)"
done
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
if [[ -n "${WORK:-}" ]]; then
  build="$WORK/slidercheck-fuzz-build"
else
  build=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-fuzz-build.XXXXXX")
fi
generator="Unix Makefiles"
if command -v ninja >/dev/null 2>&1; then generator=Ninja; fi

# A build type of our own has no flags of its own: CFLAGS/CXXFLAGS are all.
(
  set -x
  cmake -S "$root" -B "$build" -G "$generator" \
    -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
    -DCMAKE_C_FLAGS="${CFLAGS:-}" -DCMAKE_CXX_FLAGS="${CXXFLAGS:-}" \
    -DCMAKE_BUILD_TYPE=OssFuzz -DSLIDERCHECK_TESTS=OFF \
    -DSLIDERCHECK_FUZZ_ENGINE="$LIB_FUZZING_ENGINE"
  cmake --build "$build" --target fuzz_targets -j "${JOBS:-$(nproc)}"
) || { echo "oss-fuzz-build.sh: error: the build failed" >&2; exit 1; }

list="$build/fuzz/fuzz_targets.txt"
[[ -s "$list" ]] || { echo "oss-fuzz-build.sh: error: no target list $list" >&2; exit 1; }

# The seed corpus, flat: the seeds and the regression inputs (README skipped).
seeds=$(mktemp -d "${TMPDIR:-/tmp}/slidercheck-seeds.XXXXXX")
trap 'rm -rf "$seeds"' EXIT
for dir in "$root/corpus/differential" "$root/corpus/regressions"; do
  for file in "$dir"/*; do
    base=$(basename "$file")
    [[ -f "$file" && "$base" != README* ]] || continue
    [[ ! -e "$seeds/$base" ]] || { echo "oss-fuzz-build.sh: error: two seeds named $base" >&2; exit 1; }
    cp "$file" "$seeds/$base"
  done
done

while read -r target path; do
  [[ -n "$target" ]] || continue
  cp "$path" "$OUT/$target"
  rm -f "$OUT/${target}_seed_corpus.zip"
  (cd "$seeds" && cmake -E tar cf "$OUT/${target}_seed_corpus.zip" --format=zip -- *)
  cp "$root/corpus/differential.dict" "$OUT/$target.dict"
  printf '[libfuzzer]\nmax_len = 107\n' >"$OUT/$target.options"
  echo "oss-fuzz-build.sh: $OUT/$target (+ _seed_corpus.zip, .dict, .options)"
done <"$list"
