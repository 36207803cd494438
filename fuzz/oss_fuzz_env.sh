# What OSS-Fuzz and ClusterFuzzLite set for `--sanitizer address --engine
# libfuzzer` (clang-14 here): sourced by the tests that run a build.sh as they do.
flags="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
flags="$flags -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CC=clang-14 CXX=clang++-14 CFLAGS="$flags" CXXFLAGS="$flags"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer SANITIZER=address FUZZING_ENGINE=libfuzzer
