#!/bin/bash -eu
# Builds the engine's attack code and its slidercheck fuzz target with the
# flags ClusterFuzzLite / OSS-Fuzz set for the sanitizer being built ($CC,
# $CXX, $CFLAGS, $CXXFLAGS, $LIB_FUZZING_ENGINE), into $OUT/attacks_fuzzer,
# with its options, its seed corpus ($OUT/attacks_fuzzer_seed_corpus.zip) and
# its dictionary ($OUT/attacks_fuzzer.dict), which the target writes itself
# from slidercheck's kind table. Run from the engine's checkout; slidercheck
# is in $SRC/slidercheck.
set -eu  # (also when run as `bash build.sh`, which ignores the line above's flags)

# EDIT: the engine's attack code (C or C++) and its include folders.
ENGINE_SOURCES="src/attacks.c"
ENGINE_INCLUDES="-Isrc"
FUZZ_TARGET_SOURCE="fuzz/attacks_fuzzer.cpp"

slidercheck="$SRC/slidercheck"
build="$WORK/slidercheck-build"
generator="Unix Makefiles"
if command -v ninja >/dev/null 2>&1; then generator=Ninja; fi

# slidercheck's core and fuzz entry only, with the same flags (build type
# OssFuzz: no flags of its own). The fuzzing engine is linked below, not here.
cmake -S "$slidercheck" -B "$build" -G "$generator" \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCMAKE_BUILD_TYPE=OssFuzz \
  -DSLIDERCHECK_FUZZ_ENTRY_ONLY=ON
cmake --build "$build" --target slidercheck_fuzz_entry -j "${JOBS:-$(nproc)}"

# The engine's attack code, and the target.
objects=()
mkdir -p "$WORK/engine"
for source in $ENGINE_SOURCES; do
  object="$WORK/engine/$(basename "$source").o"
  case "$source" in
    *.c) $CC $CFLAGS $ENGINE_INCLUDES -c "$source" -o "$object" ;;
    *) $CXX $CXXFLAGS -std=c++20 $ENGINE_INCLUDES -c "$source" -o "$object" ;;
  esac
  objects+=("$object")
done
$CXX $CXXFLAGS -std=c++20 $ENGINE_INCLUDES -I"$slidercheck/include" \
  -c "$FUZZ_TARGET_SOURCE" -o "$WORK/engine/attacks_fuzzer.o"
# --whole-archive: the entry's static registration and LLVMFuzzerTestOneInput.
$CXX $CXXFLAGS "$WORK/engine/attacks_fuzzer.o" "${objects[@]}" \
  -Wl,--whole-archive "$build/fuzz/libslidercheck_fuzz_entry.a" -Wl,--no-whole-archive \
  "$build/libslidercheck_core.a" $LIB_FUZZING_ENGINE -o "$OUT/attacks_fuzzer"
printf '[libfuzzer]\nmax_len = 43\nuse_value_profile = 1\n' >"$OUT/attacks_fuzzer.options"
# Seed inputs for every kind and the dictionary, written by the target itself.
rm -rf "$WORK/seeds"
SLIDERCHECK_FUZZ_WRITE_SEEDS="$WORK/seeds" SLIDERCHECK_FUZZ_WRITE_DICT="$OUT/attacks_fuzzer.dict" \
  "$OUT/attacks_fuzzer"
rm -f "$OUT/attacks_fuzzer_seed_corpus.zip"
(cd "$WORK/seeds" && cmake -E tar cf "$OUT/attacks_fuzzer_seed_corpus.zip" --format=zip .)
echo "build.sh: $OUT/attacks_fuzzer"
