# Sanitizers, crashes and fuzzing as the README's build gives them to a user
# (tests/release_build_test.py): each scenario run by the release build's
# slidercheck (the uninstrumented fixture, tests/sanitized_plugins.cmake) and
# by the asan build's, with default options (two workers), every reproduce
# command it prints pasted into a shell. Included by tests/sanitized_plugins.cmake.
set(release_build_scenarios two_workers crash_frame crash_at_load load_ubsan_init
    load_asan_constructor coverage_only log_path interleave_crash leak recovered_errors
    pawn_sides declared_contracts colors_beside_rank bits_apart crash_needs_history)
# slidercheck fuzz's driver is built with clang (its libFuzzer), as the fixture is.
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  list(APPEND release_build_scenarios fuzz_recipe fuzz_loads fuzz_coverage_reproduce
       fuzz_load_finding fuzz_two_bugs fuzz_conventions setsid_helper)
endif()
set(release_build_work ${CMAKE_CURRENT_BINARY_DIR}/release_build)
# scenario_tests(SCRIPT PREFIX WORK TAG EXE SCENARIO...): the tests
# PREFIX.TAG.SCENARIO, each tests/SCRIPT's scenario run by EXE in WORK/SCENARIO.
function(scenario_tests script prefix work tag exe)
  foreach(scenario ${ARGN})
    set(test ${prefix}.${tag}.${scenario})
    add_test(NAME ${test}
      COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/${script}
              ${scenario} ${exe} ${PROJECT_SOURCE_DIR} ${work}/${scenario})
    set_tests_properties(${test} PROPERTIES LABELS "sanitized" TIMEOUT 900
      PASS_REGULAR_EXPRESSION "PASS: ${scenario}"
      ENVIRONMENT "CC=${SANITIZED_CLANG};GCC=${SANITIZED_GCC}")
    if(tag STREQUAL "release")
      set_tests_properties(${test} PROPERTIES FIXTURES_REQUIRED uninstrumented_slidercheck)
    endif()
  endforeach()
endfunction()
# release_build_test(TAG EXE SCENARIO...): the tests release_build.TAG.SCENARIO.
function(release_build_test tag exe)
  scenario_tests(release_build_test.py release_build ${release_build_work}/${tag} ${tag} ${exe}
                 ${ARGN})
endfunction()
if(Python3_EXECUTABLE)
  # Only an uninstrumented checker preloads runtimes (given by path, too), and
  # runs a plain plugin with no sanitizer runtime at all.
  set(release_only runtime_path_odd fake_report)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    list(APPEND release_only fuzz_gcc_refused)  # the asan build refuses gcc's runtimes in check too
  endif()
  release_build_test(release ${SLIDERCHECK_UNINSTRUMENTED} ${release_build_scenarios}
    ${release_only})
  release_build_test(asan $<TARGET_FILE:slidercheck> ${release_build_scenarios})
endif()

# Blame and reproduce lines that are true (tests/true_reports_test.py), the
# same way: the tests true_reports.{release,asan}.SCENARIO. Only an
# uninstrumented checker preloads a runtime given by path; the coverage
# scenarios' samples are built by clang.
if(Python3_EXECUTABLE)
  set(true_reports_scenarios exec_go_panic exec_handshake_escapes reproduce_timeout
      crash_after_many_calls line_newline)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    list(APPEND true_reports_scenarios coverage_interrupted coverage_own_profile)
  endif()
  scenario_tests(true_reports_test.py true_reports ${release_build_work}/true_release release
                 ${SLIDERCHECK_UNINSTRUMENTED} ${true_reports_scenarios} runtime_path_relative)
  scenario_tests(true_reports_test.py true_reports ${release_build_work}/true_asan asan
                 $<TARGET_FILE:slidercheck> ${true_reports_scenarios})
endif()

# Batch entries (tests/batch_entry_test.py), the same way: the tests
# batch_entry.{release,asan}.SCENARIO.
if(Python3_EXECUTABLE)
  set(batch_entry_scenarios batch_crash_one batch_hang_one batch_wrong_one bench_batch)
  scenario_tests(batch_entry_test.py batch_entry ${release_build_work}/batch_release release
                 ${SLIDERCHECK_UNINSTRUMENTED} ${batch_entry_scenarios})
  scenario_tests(batch_entry_test.py batch_entry ${release_build_work}/batch_asan asan
                 $<TARGET_FILE:slidercheck> ${batch_entry_scenarios})
endif()

# SARIF, coverage and the CI example (tests/ci_reports_test.py), the same way:
# the release build's slidercheck and the asan build's, default options. Its
# samples are built by clang (coverage: -fprofile-instr-generate); it needs
# Python's jsonschema and yaml modules (python3-jsonschema, python3-yaml).
if(Python3_EXECUTABLE AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  execute_process(COMMAND ${Python3_EXECUTABLE} -c "import jsonschema, yaml"
                  RESULT_VARIABLE no_ci_modules OUTPUT_QUIET ERROR_QUIET)
  if(no_ci_modules EQUAL 0)
    foreach(tag release asan)
      set(exe $<TARGET_FILE:slidercheck>)
      if(tag STREQUAL "release")
        set(exe ${SLIDERCHECK_UNINSTRUMENTED})
      endif()
      scenario_tests(ci_reports_test.py ci_reports ${release_build_work}/ci_${tag} ${tag} ${exe}
                     sarif_check check_coverage fuzz_sarif_coverage signatures github_actions)
    endforeach()
  endif()
endif()

# slidercheck_init once per plugin load, and the init deadline
# (tests/init_once_test.py), the same way: the release build's slidercheck and
# the asan build's, default options, every reproduce command pasted.
if(Python3_EXECUTABLE)
  set(init_once_scenarios slow_init init_thread init_deadline)
  scenario_tests(init_once_test.py init_once ${release_build_work}/init_release release
                 ${SLIDERCHECK_UNINSTRUMENTED} ${init_once_scenarios})
  scenario_tests(init_once_test.py init_once ${release_build_work}/init_asan asan
                 $<TARGET_FILE:slidercheck> ${init_once_scenarios})
  # Progress lines of an --exec check (tests/exec_progress_test.py).
  scenario_tests(exec_progress_test.py exec_progress ${release_build_work}/progress_release
                 release ${SLIDERCHECK_UNINSTRUMENTED} exec_progress)
  scenario_tests(exec_progress_test.py exec_progress ${release_build_work}/progress_asan asan
                 $<TARGET_FILE:slidercheck> exec_progress)
endif()

# A plugin that writes over slidercheck's memory, and an --exec program whose
# replies miscount their results (tests/overwrite_test.py), the same way: the release build's slidercheck and the asan build's, default
# options, every reproduce command pasted.
if(Python3_EXECUTABLE)
  set(overwrite_scenarios init_overrun init_overwrite init_overwrite_hang counter call_overwrite
      sequence forged_count exec_miscount bench)
  scenario_tests(overwrite_test.py overwrite ${release_build_work}/overwrite_release release
                 ${SLIDERCHECK_UNINSTRUMENTED} ${overwrite_scenarios})
  scenario_tests(overwrite_test.py overwrite ${release_build_work}/overwrite_asan asan
                 $<TARGET_FILE:slidercheck> ${overwrite_scenarios})
endif()

# Files that are not files, a full disk, empty option values, a low limit of
# file descriptors, and paths holding any bytes (tests/special_files_test.py),
# the same way: the release build's slidercheck and the asan build's. The full
# disk is a tmpfs the test mounts (root): without one it is skipped (exit 77).
if(Python3_EXECUTABLE)
  set(special_files_scenarios not_files empty_values full_disk fd_limit odd_paths)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    list(APPEND special_files_scenarios coverage_sources)  # clang's -fprofile-instr-generate
  endif()
  foreach(tag release asan)
    set(exe $<TARGET_FILE:slidercheck>)
    if(tag STREQUAL "release")
      set(exe ${SLIDERCHECK_UNINSTRUMENTED})
    endif()
    scenario_tests(special_files_test.py special_files ${release_build_work}/files_${tag} ${tag}
                   ${exe} ${special_files_scenarios})
    set_tests_properties(special_files.${tag}.full_disk PROPERTIES SKIP_RETURN_CODE 77
                         SKIP_REGULAR_EXPRESSION "SKIP: ")
  endforeach()
endif()

# Reports that show the engine's own line (tests/own_line_test.py), the same
# way: each finding's own worker's output, the inline chain of its plugin
# frame, the header of a plugin whose init never ends and of an --exec
# program, the wordings, the handshake timeout, the workers' working folder,
# and --coverage's grouping.
if(Python3_EXECUTABLE)
  set(own_line_scenarios worker_output inline_chain init_timeout_header exec_headers
      interleaved_first_call shift_board swapped_lines handshake_timeout working_directory)
  find_program(OWN_LINE_LLVM_COV NAMES llvm-cov-14 llvm-cov)
  if(OWN_LINE_LLVM_COV AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    list(APPEND own_line_scenarios coverage_grouped)  # clang's -fprofile-instr-generate
  endif()
  scenario_tests(own_line_test.py own_line ${release_build_work}/own_line_release release
                 ${SLIDERCHECK_UNINSTRUMENTED} ${own_line_scenarios})
  scenario_tests(own_line_test.py own_line ${release_build_work}/own_line_asan asan
                 $<TARGET_FILE:slidercheck> ${own_line_scenarios})
endif()
