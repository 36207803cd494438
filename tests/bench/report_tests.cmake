# Included from bench/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are bench/'s) when SLIDERCHECK_TESTS is on.
function(bench_report_test name expected_exit regex)
  add_test(NAME bench.report_${name}
    COMMAND ${CMAKE_COMMAND} -DEXE=${Python3_EXECUTABLE} -DEXPECT=${expected_exit}
            "-DREGEX=${regex}" "-DARGS=${PROJECT_SOURCE_DIR}/scripts/bench-report.py;${ARGN}"
            -P ${PROJECT_SOURCE_DIR}/tests/run_cli.cmake)
  set_tests_properties(bench.report_${name} PROPERTIES LABELS unit)
endfunction()
bench_report_test(table 0 "[|] `magic` [|] [0-9]+ [|] [0-9]+ [|]"
  ${PROJECT_SOURCE_DIR}/bench/results/epyc-2core.json --print)
bench_report_test(not_benchmark_json 2 "bench-report: error: .* is not Google Benchmark JSON"
  ${PROJECT_SOURCE_DIR}/CMakePresets.json --print)
# The page the table goes to (docs/bench.md) has the markers: written into a copy.
configure_file(${PROJECT_SOURCE_DIR}/docs/bench.md ${CMAKE_CURRENT_BINARY_DIR}/bench-page-copy.md
               COPYONLY)
bench_report_test(docs_page 0 "bench-report: wrote the table into .*bench-page-copy.md"
  ${PROJECT_SOURCE_DIR}/bench/results/epyc-2core.json --page ${CMAKE_CURRENT_BINARY_DIR}/bench-page-copy.md
  --svg ${CMAKE_CURRENT_BINARY_DIR}/bench-page-copy.svg)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/no-markers.md "# A page without the bench-table markers\n")
bench_report_test(no_markers 2 "bench-report: error: .* has no <!-- bench-table:begin -->"
  ${PROJECT_SOURCE_DIR}/bench/results/epyc-2core.json --page ${CMAKE_CURRENT_BINARY_DIR}/no-markers.md
  --svg ${CMAKE_CURRENT_BINARY_DIR}/bench-report-test.svg)
