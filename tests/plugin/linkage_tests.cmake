# Tests of symbol inspection at load (plugin/elf_symbols.h) and of
# slidercheck_prepare: included by tests.cmake (sample_plugin, check_test).

# C++ linkage: functions without extern "C" are one-line errors that name the
# fix, whether their mangled names are exported, hidden, or the library stripped.
set(cxx_regex "^slidercheck: error: plugin '.*/SO' defines slidercheck_rook_attacks, slidercheck_bishop_attacks with C\\+\\+ linkage \\(mangled, e.g. _Z24slidercheck_rook_attacksmi\\).*declare them extern \"C\" or include slidercheck/plugin.h")
sample_plugin(cxx_mangled cxx_mangled.cpp DEFAULT_VISIBILITY)
sample_plugin(cxx_mangled_hidden cxx_mangled.cpp)
sample_plugin(cxx_mangled_stripped cxx_mangled.cpp DEFAULT_VISIBILITY)
target_link_options(cxx_mangled_stripped PRIVATE -s)
foreach(so cxx_mangled cxx_mangled_hidden cxx_mangled_stripped)
  string(REPLACE "SO" "${so}.so" regex "${cxx_regex}")
  check_test(linkage.${so} 2 "${regex}" ${SAMPLE_DIR}/${so}.so ONE_LINE 1)
endforeach()
check_test(linkage.cxx_mangled 2 "^slidercheck: error: plugin .* with C\\+\\+ linkage"
  ${SAMPLE_DIR}/cxx_mangled.so ONE_LINE 1 COMMAND bench)
# The same error in the machine-readable reports.
check_test(linkage.cxx_mangled.json 2
  "\"outcome\": \"unusable\"@@\"error\": \"plugin '[^\"]*' defines slidercheck_rook_attacks, slidercheck_bishop_attacks with C\\+\\+ linkage"
  ${SAMPLE_DIR}/cxx_mangled.so --format json)
if(Python3_Interpreter_FOUND AND no_jsonschema EQUAL 0)
  add_test(NAME check.json_schema.unusable
    COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
            ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json 2
            $<TARGET_FILE:slidercheck> check ${SAMPLE_DIR}/cxx_mangled.so --format json)
  set_tests_properties(check.json_schema.unusable PROPERTIES LABELS unit TIMEOUT 60)
endif()
check_test(linkage.cxx_mangled.junit 2 "with C\\+\\+ linkage"
  ${SAMPLE_DIR}/cxx_mangled.so --junit ${CMAKE_CURRENT_BINARY_DIR}/cxx_mangled.junit.xml
  FILE ${CMAKE_CURRENT_BINARY_DIR}/cxx_mangled.junit.xml
  FILE_REGEX "<testcase classname=\"slidercheck.cxx_mangled.so\" name=\"load\"[^>]*>[^<]*<error message=\"plugin [^\"]* with C\\+\\+ linkage[^\"]*\" type=\"unusable\"")

# A slidercheck_square_mapping that is not exported: internal linkage (a C++
# const), or hidden. An error naming the fix, not a check in the wrong numbering.
sample_plugin(cxx_local_mapping cxx_local_mapping.cpp)
sample_plugin(cxx_hidden_mapping cxx_local_mapping.cpp EXTERN_MAPPING)
foreach(so cxx_local_mapping cxx_hidden_mapping)
  check_test(linkage.${so} 2
    "^slidercheck: error: plugin '.*/${so}.so' defines slidercheck_square_mapping but does not export it .*define it as SLIDERCHECK_EXPORT const char slidercheck_square_mapping"
    ${SAMPLE_DIR}/${so}.so ONE_LINE 1)
  # --mapping overrides the symbol: no error, and the plugin conforms in a8,b8.
  check_test(linkage.${so}.mapping_option 0 "numbering: +a8,b8 \\(from --mapping@@result: CONFORMS"
    ${SAMPLE_DIR}/${so}.so --mapping a8,b8 --level quick)
endforeach()
# The other declared conventions, not exported: the same error, unless the
# option that overrides them is given.
sample_plugin(cxx_local_pawn_sides cxx_local_mapping.cpp PAWN_SIDES)
check_test(linkage.cxx_local_pawn_sides 2
  "^slidercheck: error: plugin '.*/cxx_local_pawn_sides.so' defines slidercheck_pawn_sides but does not export it [^
]*so its pawn sides would be ignored: define it as SLIDERCHECK_EXPORT const char slidercheck_pawn_sides"
  ${SAMPLE_DIR}/cxx_local_pawn_sides.so ONE_LINE 1)
check_test(linkage.cxx_local_pawn_sides.option 0 "result: CONFORMS"
  ${SAMPLE_DIR}/cxx_local_pawn_sides.so --pawn-sides relative --level quick)
sample_plugin(cxx_local_bit_mapping cxx_local_mapping.cpp BIT_MAPPING)
check_test(linkage.cxx_local_bit_mapping 2
  "^slidercheck: error: plugin '.*/cxx_local_bit_mapping.so' defines slidercheck_bit_mapping but does not export it [^
]*so its numbering of bits would be ignored"
  ${SAMPLE_DIR}/cxx_local_bit_mapping.so ONE_LINE 1)
check_test(linkage.cxx_local_bit_mapping.option 0 "result: CONFORMS"
  ${SAMPLE_DIR}/cxx_local_bit_mapping.so --bit-mapping a8,b8 --level quick)
# An extern "C" function with hidden visibility (no SLIDERCHECK_EXPORT).
sample_plugin(hidden_function hidden_function.c)
check_test(linkage.hidden_function 2
  "^slidercheck: error: plugin '.*/hidden_function.so' defines slidercheck_rank_attacks, .* but does not export them \\(a local or hidden symbol\\): put SLIDERCHECK_EXPORT"
  ${SAMPLE_DIR}/hidden_function.so ONE_LINE 1)

# The ELF reader itself: real libraries, every truncation, corrupt bytes.
add_executable(elf_symbols_tests ${SAMPLES}/elf_symbols_test.cpp ${SAMPLES}/elf_check_test.cpp)
target_include_directories(elf_symbols_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(elf_symbols_tests PRIVATE slidercheck_plugin GTest::gtest_main)
target_compile_definitions(elf_symbols_tests PRIVATE SAMPLE_DIR="${SAMPLE_DIR}"
  SAMPLE_SOURCES="${SAMPLES}")
add_dependencies(elf_symbols_tests cxx_mangled cxx_mangled_hidden correct_a1b1)
gtest_discover_tests(elf_symbols_tests TEST_PREFIX "plugin." PROPERTIES LABELS unit
  DISCOVERY_TIMEOUT 60)

# slidercheck_prepare(occ) is called before each single-slider and x-ray call
# with that call's occ, in the engine's numbering and under the own-square
# contract: a plugin that reads only the prepared occ conforms; without the
# export (NO_PREPARE) it is wrong.
sample_plugin(needs_prepare needs_prepare.c)
sample_plugin(needs_prepare_h8h7 needs_prepare.c SQ0_FILE=7 SQ0_RANK=7 ALONG_FILE=1
  "WITH_SYMBOL=\"h8,h7\"")
sample_plugin(needs_prepare_missing needs_prepare.c NO_PREPARE)
check_test(prepare.called 0 "functions: .* \\(and slidercheck_prepare\\)@@queen_attacks +[0-9]+ .* pass@@xray_rook_attacks +[0-9]+ .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/needs_prepare.so --level quick)
check_test(prepare.mapping 0 "numbering: +h8,h7@@diagonal_attacks +[0-9]+ .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/needs_prepare_h8h7.so --level quick)
check_test(prepare.own_square 0 "own square: +empty@@result: CONFORMS"
  ${SAMPLE_DIR}/needs_prepare_h8h7.so --level quick --own-square empty)
check_test(prepare.json 0 "\"has_prepare\": true"
  ${SAMPLE_DIR}/needs_prepare.so --level quick --format json --function rank_attacks)
check_test(prepare.missing 1 "MISMATCH needs_prepare_missing.so::"
  ${SAMPLE_DIR}/needs_prepare_missing.so --level quick)
check_test(prepare.replay 0 "agrees with the oracle"
  ${SAMPLE_DIR}/needs_prepare.so --function rank_attacks --sq d4 --occ 0x0000000022000000)
check_test(prepare 0 "slidercheck_prepare called before each@@rank_attacks +needs_prepare.so +[0-9.]+@@xray_rook_attacks +needs_prepare.so +[0-9.]+"
  ${SAMPLE_DIR}/needs_prepare.so ${quick_bench} COMMAND bench)
