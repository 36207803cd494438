# The tests of sanitized plugins in an uninstrumented slidercheck (included by
# tests/sanitized_plugins.cmake, which defines what they use).
# The fixture: an uninstrumented slidercheck (Release, no sanitizers, no tests).
add_test(NAME sanitized.uninstrumented_build
  COMMAND bash ${PROJECT_SOURCE_DIR}/tests/uninstrumented_build.sh ${PROJECT_SOURCE_DIR}
          ${SLIDERCHECK_UNINSTRUMENTED_DIR} ${CMAKE_C_COMPILER} ${CMAKE_CXX_COMPILER}
          "${CMAKE_CXX_COMPILER_LAUNCHER}")
set_tests_properties(sanitized.uninstrumented_build PROPERTIES
  FIXTURES_SETUP uninstrumented_slidercheck LABELS "build;sanitized" TIMEOUT 1800)
set(SLIDERCHECK_UNINSTRUMENTED_FIXTURE uninstrumented_slidercheck)

# A correct plugin under each sanitizer and runtime: it conforms.
set(correct ${SAMPLES}/correct.c)
sanitized_plugin(correct_clang_asan ${SANITIZED_CLANG} ${correct} -fsanitize=address)
sanitized_plugin(correct_clang_shared_asan ${SANITIZED_CLANG} ${correct} -fsanitize=address
  -shared-libasan)
sanitized_plugin(correct_clang_ubsan ${SANITIZED_CLANG} ${correct} -fsanitize=undefined)
sanitized_plugin(correct_gcc_asan_ubsan ${SANITIZED_GCC} ${correct} -fsanitize=address,undefined)
foreach(tag clang_asan clang_shared_asan clang_ubsan gcc_asan_ubsan)
  sanitized_check_test(correct.${tag} 0 "result: CONFORMS"
    ${SANITIZED_DIR}/correct_${tag}.so --level quick NOT_REGEX "ERROR: AddressSanitizer")
endforeach()

# The examples, as their authors would build them under sanitizers.
set(examples_src ${PROJECT_SOURCE_DIR}/examples)
foreach(variant "clang;${SANITIZED_CLANGXX}" "gcc;${SANITIZED_GXX}")
  list(GET variant 0 tag)
  list(GET variant 1 cxx)
  if(NOT cxx)
    continue()
  endif()
  sanitized_plugin(stockfish_style_${tag} ${cxx} ${examples_src}/stockfish_style/plugin.cpp
    -fsanitize=address,undefined)
  sanitized_plugin(rotated_${tag} ${cxx} ${examples_src}/rotated/rotated.cpp
    -fsanitize=address,undefined)
  sanitized_check_test(examples.stockfish_style.${tag} 0 "and slidercheck_init@@result: CONFORMS"
    ${SANITIZED_DIR}/stockfish_style_${tag}.so --level quick --timeout 60 TIMEOUT 300)
  sanitized_check_test(examples.rotated.${tag} 0
    "slidercheck_prepare\\)@@queen_attacks +[0-9]+ .* pass@@result: CONFORMS"
    ${SANITIZED_DIR}/rotated_${tag}.so --level quick --timeout 60 TIMEOUT 300)
endforeach()

# bench measures a sanitized plugin (in its exec'd child).
sanitized_check_test(bench.gcc_asan_ubsan 0 "rook_attacks +correct_gcc_asan_ubsan\\.so +[0-9.]+"
  ${SANITIZED_DIR}/correct_gcc_asan_ubsan.so --builtin kogge_stone --function rook_attacks
  --repetitions 1 --inputs 64 --min-time 0.001 COMMAND bench)

# A runtime that cannot be found (no compiler on PATH): one line, exit 2,
# naming the runtime and the flag; the same runtime given by the flag works.
add_test(NAME sanitized.runtime_not_found
  COMMAND ${CMAKE_COMMAND} -E env PATH=${SANITIZED_DIR}/no-compilers
          ${CMAKE_COMMAND} -DEXE=${SLIDERCHECK_UNINSTRUMENTED} -DEXPECT=2
          "-DREGEXES=^slidercheck: error: plugin '.*correct_clang_asan\\.so' was built with AddressSanitizer \\(clang's runtime, libclang_rt\\.asan-[a-z0-9_]+\\.so\\), and its runtime was not found .*: give it with --sanitizer-runtime PATH"
          "-DARGS=check;${SANITIZED_DIR}/correct_clang_asan.so;--level;quick" -DONE_LINE=1
          -P ${PROJECT_SOURCE_DIR}/tests/plugin/run_check.cmake)
execute_process(COMMAND ${SANITIZED_CLANG} -print-file-name=libclang_rt.asan-x86_64.so
  OUTPUT_VARIABLE clang_asan_runtime OUTPUT_STRIP_TRAILING_WHITESPACE)
add_test(NAME sanitized.runtime_given
  COMMAND ${CMAKE_COMMAND} -E env PATH=${SANITIZED_DIR}/no-compilers
          ${CMAKE_COMMAND} -DEXE=${SLIDERCHECK_UNINSTRUMENTED} -DEXPECT=0 "-DREGEXES=result: CONFORMS"
          "-DARGS=check;${SANITIZED_DIR}/correct_clang_asan.so;--level;quick;--sanitizer-runtime;${clang_asan_runtime}"
          -P ${PROJECT_SOURCE_DIR}/tests/plugin/run_check.cmake)
set_tests_properties(sanitized.runtime_not_found sanitized.runtime_given PROPERTIES
  FIXTURES_REQUIRED uninstrumented_slidercheck LABELS sanitized TIMEOUT 120)

# --sanitizer-runtime that is no runtime: one line, exit 2.
sanitized_check_test(runtime_wrong_file 2
  "^slidercheck: error: --sanitizer-runtime '.*README\\.md' is not a sanitizer runtime"
  ${SANITIZED_DIR}/correct_clang_asan.so --sanitizer-runtime ${PROJECT_SOURCE_DIR}/README.md
  ONE_LINE 1)
sanitized_check_test(runtime_missing_file 2
  "^slidercheck: error: --sanitizer-runtime '/nonexistent/libasan\\.so': No such file"
  ${SANITIZED_DIR}/correct_clang_asan.so --sanitizer-runtime /nonexistent/libasan.so ONE_LINE 1)

# A failure's reproduce command carries --sanitizer-runtime: pasted as printed
# (REPLAY_EXPECT), still without a compiler on PATH, it finds the same failure.
sanitized_plugin(wrong_off_line_clang_asan ${SANITIZED_CLANG} ${SAMPLES}/wrong_off_line.c
  -fsanitize=address)
add_test(NAME sanitized.reproduce_carries_runtime
  COMMAND ${CMAKE_COMMAND} -E env PATH=${SANITIZED_DIR}/no-compilers
          ${CMAKE_COMMAND} -DEXE=${SLIDERCHECK_UNINSTRUMENTED} -DEXPECT=1
          "-DREGEXES=MISMATCH wrong_off_line_clang_asan\\.so::diagonal_attacks;reproduce: slidercheck check [^\n]*--sanitizer-runtime [^\n]*libclang_rt\\.asan"
          "-DARGS=check;${SANITIZED_DIR}/wrong_off_line_clang_asan.so;--level;quick;--function;diagonal_attacks;--sanitizer-runtime;${clang_asan_runtime}"
          -DREPLAY_EXPECT=1 -P ${PROJECT_SOURCE_DIR}/tests/plugin/run_check.cmake)
set_tests_properties(sanitized.reproduce_carries_runtime PROPERTIES
  FIXTURES_REQUIRED uninstrumented_slidercheck LABELS sanitized TIMEOUT 120)
