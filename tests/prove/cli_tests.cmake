# Included from prove/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are prove/'s) when SLIDERCHECK_TESTS is on.
# The command line of prove: exit codes and one-line errors.
function(prove_cli_test name expected_exit regex)
  add_test(NAME cli.prove_${name}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:slidercheck> -DEXPECT=${expected_exit}
            "-DREGEX=${regex}" "-DARGS=${ARGN}" -P ${PROJECT_SOURCE_DIR}/tests/run_cli.cmake)
  set_tests_properties(cli.prove_${name} PROPERTIES LABELS unit)
endfunction()
prove_cli_test(one_suite 0 "hyperbola_quintessence +rank_attacks +64/64 squares"
  prove --impl hyperbola_quintessence --function rank_attacks)
prove_cli_test(bad_impl 2 "slidercheck: error: unknown implementation 'nope'" prove --impl nope)
prove_cli_test(bad_kind 2 "slidercheck: error: unknown function kind" prove --function nope)
prove_cli_test(not_provided 2 "slidercheck: error: nothing to prove"
  prove --impl fill_by_subtraction --function rook_attacks)
prove_cli_test(missing_value 2 "slidercheck: error: option --impl needs a value" prove --impl)
prove_cli_test(bad_option 2 "slidercheck: error: unknown option for prove" prove --frobnicate)
prove_cli_test(help 0 "Usage: slidercheck prove" prove --help)
# Integers are decimal and whole: " 5" and "0x10" are errors (the hand parser took " 5").
prove_cli_test(jobs_blank 2 "slidercheck: error: bad value for --jobs: ' 5'" prove --jobs " 5")
prove_cli_test(timeout_hex 2 "slidercheck: error: bad value for --timeout: '0x10'"
  prove --timeout 0x10)
