# Included from bench/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are bench/'s) when SLIDERCHECK_TESTS is on.
function(public_probe_test name expect regex)
  add_test(NAME bench.public_${name}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:slidercheck> -DEXPECT=${expect} "-DREGEX=${regex}"
            "-DARGS=check;${PUBLIC_PROBE_DIR}/${name}.so;--level;quick"
            -P ${PROJECT_SOURCE_DIR}/tests/run_cli.cmake)
  set_tests_properties(bench.public_${name} PROPERTIES LABELS unit TIMEOUT 300)
endfunction()
foreach(probe IN LISTS PUBLIC_PROBES)
  public_probe_test(${probe} 0 "queen_attacks .* pass.*result: CONFORMS")
endforeach()
foreach(family IN LISTS PUBLIC_BUILTINS)
  public_probe_test(builtin_${family} 0 "queen_attacks .* pass.*result: CONFORMS")
endforeach()
public_probe_test(bitrotation_wrong 1 "MISMATCH bitrotation_wrong.so::")
