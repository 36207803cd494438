# Included from bench/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are bench/'s) when SLIDERCHECK_TESTS is on.
# Smoke: every benchmark runs (a tiny min time); no timing is asserted.
add_test(NAME bench.smoke
  COMMAND attacks_bench --benchmark_min_time=0.000001 --benchmark_format=json)
set_tests_properties(bench.smoke PROPERTIES LABELS unit
  PASS_REGULAR_EXPRESSION "pointer/ray_walker/between")
