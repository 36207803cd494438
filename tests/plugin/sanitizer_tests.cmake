# Sanitizer-only bugs (tests/plugins/sanitizer): each sample passes
# every value check built plain, and built with a sanitizer is a finding (exit
# 1) with its sanitizer, error type, plugin frame (source line), input (shrunk
# in fresh processes) and a reproduce command that gives the same error; JSON
# (against the schema) and JUnit carry the fields. Included by tests.cmake.
set(SAN_SAMPLES ${SAMPLES}/sanitizer)

# sanitizer_finding_test(NAME TAG CHECKER COMPILER FLAGS KIND SANITIZER ERROR
#                        FRAME INPUT): builds SAN_SAMPLES/NAME.c with COMPILER and
# FLAGS (a ;-list) into SAMPLE_DIR/san_NAME_TAG.so and checks it with CHECKER
# (a slidercheck that can host it): the tests sanitizer_finding.NAME.TAG.*.
# FRAME and INPUT are regexes of the report's "plugin frame:" line and input lines.
function(sanitizer_finding_test name tag checker compiler flags kind sanitizer error frame input)
  set(so ${SAMPLE_DIR}/san_${name}_${tag}.so)
  add_custom_command(OUTPUT ${so}
    COMMAND ${compiler} ${flags} -g -O1 -shared -fPIC -I${PROJECT_SOURCE_DIR}/include
            -I${SAMPLES} -I${SAN_SAMPLES} -o ${so} ${SAN_SAMPLES}/${name}.c
    DEPENDS ${SAN_SAMPLES}/${name}.c ${SAN_SAMPLES}/knight_table.h ${SAMPLES}/walker.h VERBATIM)
  add_custom_target(san_${name}_${tag} DEPENDS ${so})
  add_dependencies(test_plugins san_${name}_${tag})
  set(test sanitizer_finding.${name}.${tag})
  set(signature "slidercheck: SANITIZER san_${name}_${tag}.so::${kind} ${sanitizer} ${error}")
  # The output's tail starts with the error line, never only ASan's legend.
  string(REPLACE "@@" ";" regexes
    "${signature}@@  plugin frame: +${frame}@@${input}@@result: SANITIZER ERROR FOUND@@plugin output [^\n]*\n    [^\n]*(ERROR: ${sanitizer}|runtime error: )")
  add_test(NAME ${test}.text
    COMMAND ${CMAKE_COMMAND} -DEXE=${checker} -DEXPECT=1 "-DREGEXES=${regexes}"
            "-DARGS=check;${so};--level;quick" -DREPLAY_EXPECT=1
            -P ${PROJECT_SOURCE_DIR}/tests/plugin/run_check.cmake)
  set(junit ${CMAKE_CURRENT_BINARY_DIR}/${test}.junit.xml)
  add_test(NAME ${test}.junit
    COMMAND ${CMAKE_COMMAND} -DEXE=${checker} -DEXPECT=1 "-DREGEXES=${signature}"
            "-DARGS=check;${so};--level;quick;--junit;${junit}" -DFILE=${junit}
            "-DFILE_REGEX=failures=\"1\" errors=\"0\".*<property name=\"error_type\" value=\"${error}\" ?/>.*<failure message=\"${sanitizer}: ${error} at [^\"]*\" type=\"sanitizer\">"
            -P ${PROJECT_SOURCE_DIR}/tests/plugin/run_check.cmake)
  set(tests ${test}.text ${test}.junit)
  if(Python3_Interpreter_FOUND AND no_jsonschema EQUAL 0)
    add_test(NAME ${test}.json
      COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
              ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json 1 ${checker} check ${so}
              --level quick --format json)
    set_tests_properties(${test}.json PROPERTIES
      PASS_REGULAR_EXPRESSION "\"sanitizer\": \\{[^}]*\"sanitizer\": \"${sanitizer}\",[^}]*\"error_type\": \"${error}\".*valid against")
    list(APPEND tests ${test}.json)
  endif()
  set_tests_properties(${tests} PROPERTIES LABELS unit TIMEOUT 120)
endfunction()

# sanitizer_sample(NAME KIND SANITIZER ERROR FRAME INPUT FLAGS...): NAME built
# plain conforms; built by clang with FLAGS it is a finding in the asan
# preset's checker, which has clang's static ASan+UBSan runtime.
function(sanitizer_sample name kind sanitizer error frame input)
  sample_plugin(san_${name}_plain sanitizer/${name}.c)
  check_test(${name}.plain 0 "result: CONFORMS" ${SAMPLE_DIR}/san_${name}_plain.so --level quick
    PREFIX sanitizer_finding)
  if(SLIDERCHECK_SANITIZE AND CMAKE_C_COMPILER_ID STREQUAL "Clang")
    sanitizer_finding_test(${name} clang $<TARGET_FILE:slidercheck> ${CMAKE_C_COMPILER} "${ARGN}"
      ${kind} ${sanitizer} ${error} "${frame}" "${input}")
  endif()
endfunction()

set(ubsan -fsanitize=undefined -fno-sanitize-recover=all)
set(h8 "square: +h8 \\(63\\)@@reproduce: slidercheck check [^\n]* --sq h8")
sanitizer_sample(knight_table knight_attacks AddressSanitizer global-buffer-overflow
  "slidercheck_knight_attacks at [^\n]*knight_table.c:[0-9]+" "${h8}" -fsanitize=address)
sanitizer_sample(shift_masked king_attacks UndefinedBehaviorSanitizer shift-exponent
  "[^\n]*shift_masked.c:[0-9]+" "${h8}" ${ubsan})
sanitizer_sample(signed_overflow rook_attacks UndefinedBehaviorSanitizer signed-integer-overflow
  "[^\n]*signed_overflow.c:[0-9]+"
  "shrunk: +from [0-9]+ to 1 pieces@@occ: +0x8000000000000000@@reproduce: slidercheck check [^\n]* --occ 0x8000000000000000"
  ${ubsan})
# UBSan as users run it, without a stack trace to symbolize (the test presets
# ask for one): each of the shrinker's fresh processes takes milliseconds.
foreach(compiler clang gcc)
  foreach(t text junit json)
    if(TEST sanitizer_finding.signed_overflow.${compiler}.${t})
      set_tests_properties(sanitizer_finding.signed_overflow.${compiler}.${t} PROPERTIES
        ENVIRONMENT "UBSAN_OPTIONS=halt_on_error=1")
    endif()
  endforeach()
endforeach()
sanitizer_sample(cache_use_after_free king_attacks AddressSanitizer heap-use-after-free
  "slidercheck_king_attacks at [^\n]*cache_use_after_free.c:[0-9]+" "${h8}" -fsanitize=address)

# gcc-built variants need a checker without a sanitizer runtime of its own
# (gcc's libasan must come first): SLIDERCHECK_UNINSTRUMENTED is the path of
# one (built by a ctest fixture, named by SLIDERCHECK_UNINSTRUMENTED_FIXTURE).
if(SLIDERCHECK_UNINSTRUMENTED_FIXTURE AND GCC_FOR_SAMPLES)
  foreach(s "knight_table;knight_attacks;AddressSanitizer;global-buffer-overflow;slidercheck_knight_attacks at [^\n]*knight_table.c:[0-9]+;${h8};-fsanitize=address"
            "shift_masked;king_attacks;UndefinedBehaviorSanitizer;shift-exponent;[^\n]*shift_masked.c:[0-9]+;${h8};${ubsan}"
            "signed_overflow;rook_attacks;UndefinedBehaviorSanitizer;signed-integer-overflow;[^\n]*signed_overflow.c:[0-9]+;occ: +0x8000000000000000;${ubsan}"
            "cache_use_after_free;king_attacks;AddressSanitizer;heap-use-after-free;slidercheck_king_attacks at [^\n]*cache_use_after_free.c:[0-9]+;${h8};-fsanitize=address")
    list(POP_FRONT s name kind sanitizer error frame input)
    sanitizer_finding_test(${name} gcc ${SLIDERCHECK_UNINSTRUMENTED} ${GCC_FOR_SAMPLES} "${s}"
      ${kind} ${sanitizer} ${error} "${frame}" "${input}")
    if(SLIDERCHECK_UNINSTRUMENTED_FIXTURE)
      foreach(t text junit json)
        if(TEST sanitizer_finding.${name}.gcc.${t})
          set_tests_properties(sanitizer_finding.${name}.gcc.${t} PROPERTIES
            FIXTURES_REQUIRED ${SLIDERCHECK_UNINSTRUMENTED_FIXTURE})
        endif()
      endforeach()
    endif()
  endforeach()
endif()

# An --exec client built with ASan (a program: its own runtime, whatever the
# checker's): the report is read from its stderr, the batch bisected to h8.
function(sanitizer_exec_test tag compiler)
  set(exe ${SAMPLE_DIR}/san_exec_knight_table_${tag})
  add_custom_command(OUTPUT ${exe}
    COMMAND ${compiler} ${ARGN} -g -O1 -I${SAMPLES} -I${SAN_SAMPLES} -o ${exe} ${SAN_SAMPLES}/exec_knight_table.c
    DEPENDS ${SAN_SAMPLES}/exec_knight_table.c ${SAN_SAMPLES}/knight_table.h ${SAMPLES}/walker.h VERBATIM)
  add_custom_target(san_exec_knight_table_${tag} DEPENDS ${exe})
  add_dependencies(test_plugins san_exec_knight_table_${tag})
  if(tag STREQUAL "plain")
    check_test(exec_knight_table.plain 0 "result: CONFORMS" --exec ${exe} --level quick
      PREFIX sanitizer_finding)
  else()
    check_test(exec_knight_table.${tag} 1
      "slidercheck: SANITIZER [^\n]*::knight_attacks AddressSanitizer global-buffer-overflow@@plugin frame: +knight_attacks at [^\n]*exec_knight_table.c:[0-9]+@@square: +h8 \\(63\\)@@reproduce: slidercheck check --exec [^\n]* --function knight_attacks --sq h8@@program output [^\n]*\n    ==[0-9]+==ERROR: AddressSanitizer@@result: SANITIZER ERROR FOUND"
      --exec ${exe} --level quick REPLAY_EXPECT 1 PREFIX sanitizer_finding)
  endif()
endfunction()
sanitizer_exec_test(plain ${CMAKE_C_COMPILER})
if(CMAKE_C_COMPILER_ID STREQUAL "Clang")
  sanitizer_exec_test(clang ${CMAKE_C_COMPILER} -fsanitize=address)
endif()
if(GCC_FOR_SAMPLES)
  sanitizer_exec_test(gcc ${GCC_FOR_SAMPLES} -fsanitize=address)
endif()

# The sanitizer runtime's report as data (plugin/runtime_report.h): read from
# ASan's API in a child that makes a bad access (in a sanitized build; skipped
# without the API), and the text parser as its fallback.
add_executable(runtime_report_tests ${SAMPLES}/runtime_report_test.cpp)
target_include_directories(runtime_report_tests PRIVATE ${PROJECT_SOURCE_DIR}/plugin)
target_link_libraries(runtime_report_tests PRIVATE slidercheck_plugin GTest::gtest_main)
gtest_discover_tests(runtime_report_tests TEST_PREFIX "sanitizer." PROPERTIES LABELS unit
  DISCOVERY_TIMEOUT 60)
