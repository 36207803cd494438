# Asks Ninja (NINJA, build folder DIR) what building TARGET runs, from scratch,
# and fails unless sample plugins, examples and tests are among it exactly
# when EXPECT is "some" ("none": the tool alone, as `--target slidercheck`).
execute_process(COMMAND ${NINJA} -C ${DIR} -t commands ${TARGET} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ninja -t commands ${TARGET} failed (${rc}): ${err}")
endif()
string(REGEX MATCHALL "[^ ]*(tests|examples|bench)/[^ ]*\\.(c|cpp)" sources "${out}")
list(REMOVE_DUPLICATES sources)
list(LENGTH sources count)
message("${TARGET}: ${count} sources of tests, examples or benchmarks")
if(EXPECT STREQUAL "none" AND count GREATER 0)
  list(SUBLIST sources 0 5 first)
  message(FATAL_ERROR "--target ${TARGET} builds test or example sources: ${first}")
elseif(EXPECT STREQUAL "some" AND count EQUAL 0)
  message(FATAL_ERROR "--target ${TARGET} builds no test or example sources")
endif()
message("PASS")
