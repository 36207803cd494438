# Runs EXE ARGS with --workers 1 and with --workers 2 (the default): both must
# exit EXPECT with the same report, but for times and rates (the workers share
# each function's enumeration in parts: plan.h, split_kind_tasks).
foreach(w 1 2)
  execute_process(COMMAND ${EXE} ${ARGS} --workers ${w} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(NOT rc STREQUAL "${EXPECT}")
    message(FATAL_ERROR "--workers ${w}: exit ${rc}, want ${EXPECT}\n${out}\n${err}")
  endif()
  string(REPLACE " --workers 1" "" out "${out}")
  string(REGEX REPLACE "[0-9.]+[kMG]?/s|[0-9]+\\.[0-9]+" "T" out "${out}")
  string(REGEX REPLACE " +" " " out "${out}")
  set(report_${w} "${out}")
endforeach()
if(PLANT)  # the comparison shown to fail: one line more in the second report
  string(APPEND report_2 "planted\n")
endif()
if(NOT report_1 STREQUAL report_2)
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/same_report.1.txt "${report_1}")
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/same_report.2.txt "${report_2}")
  message(FATAL_ERROR "the reports of one and two workers differ (same_report.1.txt, .2.txt)")
endif()
message(STATUS "one and two workers: the same report")
