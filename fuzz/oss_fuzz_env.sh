# What OSS-Fuzz and ClusterFuzzLite set for `--sanitizer address --engine
# libfuzzer` (clang-14 here): sourced by the tests that run a build.sh as they do.
flags="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
flags="$flags -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CC=clang-14 CXX=clang++-14 CFLAGS="$flags" CXXFLAGS="$flags"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer SANITIZER=address FUZZING_ENGINE=libfuzzer
# ... and for `--sanitizer undefined` (ubsan_flags: source this, then set
# CFLAGS and CXXFLAGS to it): unsigned-integer-overflow reported, not fatal,
# as OSS-Fuzz builds it.
ubsan_checks="array-bounds,bool,builtin,enum,float-divide-by-zero,function,integer-divide-by-zero"
ubsan_checks="$ubsan_checks,null,object-size,return,returns-nonnull-attribute,shift"
ubsan_checks="$ubsan_checks,signed-integer-overflow,unreachable,vla-bound,vptr"
ubsan_flags="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
ubsan_flags="$ubsan_flags -fsanitize=$ubsan_checks,unsigned-integer-overflow"
ubsan_flags="$ubsan_flags -fno-sanitize-recover=$ubsan_checks -fsanitize=fuzzer-no-link"
