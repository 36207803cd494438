# The client libraries of clients/ (tests/clients/clients_test.py), included
# from tests/plugin/tests.cmake after tests/sanitized_plugins.cmake (the
# fixture of the release build's slidercheck). Each language's walker is built
# with its toolchain and checked by the release build's slidercheck and the
# asan build's, default options; a scenario whose toolchain is missing is
# skipped (exit 77) with a message naming the package.
if(NOT Python3_EXECUTABLE)
  return()
endif()
set(clients_work ${CMAKE_CURRENT_BINARY_DIR}/clients)
# clients_test(TAG EXE SCENARIO...): the tests clients.TAG.SCENARIO.
function(clients_test tag exe)
  foreach(scenario ${ARGN})
    set(test clients.${tag}.${scenario})
    add_test(NAME ${test}
      COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/clients/clients_test.py
              ${scenario} ${exe} ${PROJECT_SOURCE_DIR} ${clients_work}/${tag}/${scenario})
    set_tests_properties(${test} PROPERTIES LABELS unit TIMEOUT 600 SKIP_RETURN_CODE 77)
    if(tag STREQUAL "release")
      set_tests_properties(${test} PROPERTIES FIXTURES_REQUIRED uninstrumented_slidercheck
        LABELS sanitized)
    endif()
  endforeach()
endfunction()
set(clients_scenarios go java csharp rust python_package js_package action)
clients_test(asan $<TARGET_FILE:slidercheck> ${clients_scenarios} versions layouts)
if(DEFINED SLIDERCHECK_UNINSTRUMENTED_FIXTURE AND TARGET slidercheck)
  clients_test(release ${SLIDERCHECK_UNINSTRUMENTED} ${clients_scenarios})
  # The Python and JavaScript worked examples (the asan build's checks of them
  # are exec_clients.module_*), by the release build's slidercheck: each
  # conforms, and its planted bug is found, the reproduce command replayed.
  set(walkers "python:${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/examples/exec/python/module_walker.py:pawn_attacks")
  find_program(CLIENTS_NODE NAMES node nodejs)
  if(CLIENTS_NODE)
    list(APPEND walkers "js:${CLIENTS_NODE} ${PROJECT_SOURCE_DIR}/examples/exec/js/walker.mjs:bishop_attacks")
  endif()
  # The interleaved calls keep positions inside the domain (the asan build's
  # check is exec_clients.python_interleaved_domain), by the release build.
  check_test(interleaved_domain 0 "checkers +[0-9]+ .* pass@@result: CONFORMS"
    --exec "${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/exec/module_engine.py domain_guard"
    --level quick EXE ${SLIDERCHECK_UNINSTRUMENTED} PREFIX clients.release TIMEOUT 300)
  set_tests_properties(clients.release.interleaved_domain PROPERTIES
    FIXTURES_REQUIRED uninstrumented_slidercheck LABELS sanitized)
  foreach(w IN LISTS walkers)
    string(REPLACE ":" ";" parts "${w}")
    list(GET parts 0 lang)
    list(GET parts 1 command)
    list(GET parts 2 buggy)
    check_test(${lang}_walker 0 "result: CONFORMS" --exec "${command}" --level quick
      EXE ${SLIDERCHECK_UNINSTRUMENTED} PREFIX clients.release TIMEOUT 300)
    check_test(${lang}_walker_bug 1 "MISMATCH [^\n]*::${buggy}@@reproduce: slidercheck check --exec '[^\n]*--bug' --function ${buggy}"
      --exec "${command} --bug" --level quick --function ${buggy} REPLAY_EXPECT 1
      EXE ${SLIDERCHECK_UNINSTRUMENTED} PREFIX clients.release TIMEOUT 300)
    set_tests_properties(clients.release.${lang}_walker clients.release.${lang}_walker_bug
      PROPERTIES FIXTURES_REQUIRED uninstrumented_slidercheck LABELS sanitized)
  endforeach()
endif()

# docs/install.md's two package tables against scripts/install-deps.sh's
# lists, and the comparison shown failing on a table missing a package.
set(install_deps_docs ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/clients/install_deps_docs.py
  ${PROJECT_SOURCE_DIR}/scripts/install-deps.sh ${PROJECT_SOURCE_DIR}/docs/install.md)
add_test(NAME install_deps.docs_in_sync COMMAND ${install_deps_docs})
add_test(NAME install_deps.docs_missing_package COMMAND ${install_deps_docs} cargo)
set_tests_properties(install_deps.docs_in_sync PROPERTIES LABELS unit
  PASS_REGULAR_EXPRESSION "^in sync")
set_tests_properties(install_deps.docs_missing_package PROPERTIES LABELS unit
  PASS_REGULAR_EXPRESSION "cargo: installed for the tests, not in [^\n]*install.md's table for the tests")

# docs/protocol.md's worked examples are the files they show, and the
# comparison fails on a file that differs.
add_test(NAME clients.docs_examples
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/clients/docs_examples.py
          ${PROJECT_SOURCE_DIR})
add_test(NAME clients.docs_examples_differs
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/clients/docs_examples.py
          ${PROJECT_SOURCE_DIR} "# a planted line")
set_tests_properties(clients.docs_examples clients.docs_examples_differs PROPERTIES LABELS unit)
set_tests_properties(clients.docs_examples_differs PROPERTIES
  PASS_REGULAR_EXPRESSION "listing of [^\n]* differs from the file")

# The build with only what building slidercheck needs (scripts/install-deps.sh
# without --all, scripts/verify.sh): without GoogleTest a first configure
# succeeds, the tests off, and says so.
set(no_gtest_dir ${CMAKE_CURRENT_BINARY_DIR}/configure_without_gtest)
add_test(NAME install_deps.configure_without_gtest
  COMMAND sh -c "rm -rf \"$1\" && \"$2\" -S \"$3\" -B \"$1\" -G Ninja -DCMAKE_DISABLE_FIND_PACKAGE_GTest=TRUE -DCMAKE_C_COMPILER=\"$4\" -DCMAKE_CXX_COMPILER=\"$5\" && grep -x 'SLIDERCHECK_TESTS:BOOL=OFF' \"$1/CMakeCache.txt\""
          sh ${no_gtest_dir} ${CMAKE_COMMAND} ${PROJECT_SOURCE_DIR} ${CMAKE_C_COMPILER}
          ${CMAKE_CXX_COMPILER})
set_tests_properties(install_deps.configure_without_gtest PROPERTIES LABELS unit TIMEOUT 300
  PASS_REGULAR_EXPRESSION "GoogleTest not found: the tests are off.*\nSLIDERCHECK_TESTS:BOOL=OFF"
  FAIL_REGULAR_EXPRESSION "CMake Error")
