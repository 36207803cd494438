#!/bin/bash -eu
# Builds every fuzz target into $OUT, each with its _seed_corpus.zip, .dict and
# .options, from $CC, $CXX, $CFLAGS, $CXXFLAGS and $LIB_FUZZING_ENGINE.
"$SRC/slidercheck/scripts/oss-fuzz-build.sh"
