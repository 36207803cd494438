# Tests of `slidercheck check --exec` (docs/protocol.md), included from
# tests/plugin/tests.cmake (check_test, hostile_test, SAMPLES): the C client of
# tests/exec (correct, and its hostile modes), the Python and Java clients of
# examples/exec (correct, and with their planted bugs).
set(EXEC_DIR ${PROJECT_SOURCE_DIR}/tests/exec)

# The C client: a plain program (no sanitizers, as an engine would be built).
add_executable(exec_client ${EXEC_DIR}/client.c)
set_target_properties(exec_client PROPERTIES COMPILE_OPTIONS "-O2;-Wall;-Wextra"
  LINK_OPTIONS "" C_STANDARD 11 RUNTIME_OUTPUT_DIRECTORY ${SAMPLE_DIR})
add_dependencies(test_plugins exec_client)
set(exec_client ${SAMPLE_DIR}/exec_client)

check_test(exec_c_client 0 "result: CONFORMS@@numbering: +a1,b1 \\(from the --exec program's handshake\\)"
  --exec ${exec_client} --level quick)
check_test(exec_mapping_option 1 "MISMATCH@@reproduce: slidercheck check --exec [^\n]* --mapping a1,a2"
  --exec ${exec_client} --level quick --function rank_attacks --mapping a1,a2 REPLAY_EXPECT 1)
check_test(exec_not_found 2 "^slidercheck: error: cannot run --exec command .*no/such/engine"
  --exec ${CMAKE_CURRENT_BINARY_DIR}/no/such/engine ONE_LINE 1)
check_test(exec_crash_replay 3 "CRASH .*::rook_attacks@@square: +d4 \\(27\\)@@occ: +0x0000000000000000"
  --exec "${exec_client} crash" --function rook_attacks --level quick REPLAY_EXPECT 3)
# --xray-blockers reaches the --exec subject: engine-style x-rays (blockers =
# every occupied square) conform under the contract, are caught without it, and
# a wrong one is caught under it, its reproduce command carrying the option.
check_test(exec_xray_blockers_occupied 0
  "x-ray blockers: +occupied@@xray_rook_attacks .* pass@@xray_sliding_attacks .* pass@@result: CONFORMS"
  --exec "${exec_client} xray-occupied" --level quick --xray-blockers occupied
  --function xray_rook_attacks --function xray_sliding_attacks)
check_test(exec_xray_blockers_any 1 "MISMATCH .*::xray_rook_attacks"
  --exec "${exec_client} xray-occupied" --level quick --function xray_rook_attacks)
check_test(exec_xray_blockers_wrong 1
  "MISMATCH .*::xray_rook_attacks@@square: +a1 \\(0\\)@@reproduce: slidercheck check --exec '[^\n]*xray-occupied-wrong' --xray-blockers occupied --function xray_rook_attacks"
  --exec "${exec_client} xray-occupied-wrong" --level quick --xray-blockers occupied
  --function xray_rook_attacks REPLAY_EXPECT 1)
# The handshake declares the x-ray contract: checked under it, said so, and an
# option overrides it (the reproduce command carries the option).
check_test(exec_xray_blockers_declared 0
  "x-ray blockers: +occupied .*\\(from the --exec program's handshake\\)@@result: CONFORMS"
  --exec "${exec_client} xray-occupied-declared" --level quick --function xray_rook_attacks)
check_test(exec_xray_blockers_declared_overridden 1
  "x-ray blockers: +any .*\\(from --xray-blockers\\)@@MISMATCH .*::xray_rook_attacks@@reproduce: slidercheck check --exec '[^\n]*xray-occupied-declared' --xray-blockers any --function xray_rook_attacks"
  --exec "${exec_client} xray-occupied-declared" --level quick --xray-blockers any
  --function xray_rook_attacks REPLAY_EXPECT 1)
# The handshake declares the pair and pawn-squares contracts: a client wrong
# only outside them conforms under them, said so; each option overrides its
# contract (the reproduce command carries it); a value of none is refused.
check_test(exec_contracts_declared 0
  "pairs: +aligned .*\\(from the --exec program's handshake\\)@@pawn squares: +pawn .*\\(from the --exec program's handshake\\)@@squares_between .* pass@@pawn_attacks .* pass@@result: CONFORMS"
  --exec "${exec_client} contracts-declared" --level quick --function squares_between
  --function pawn_attacks)
check_test(exec_contracts_declared.json 0
  "\"pairs\": \"aligned\",@@\"pairs_source\": \"handshake\",@@\"pawn_squares\": \"pawn\",@@\"pawn_squares_source\": \"handshake\","
  --exec "${exec_client} contracts-declared" --level quick --function squares_between
  --function pawn_attacks --format json)
check_test(exec_pairs_declared_overridden 1
  "pairs: +all .*\\(from --pairs\\)@@MISMATCH .*::squares_between@@reproduce: slidercheck check --exec '[^\n]*contracts-declared' --pairs all --function squares_between"
  --exec "${exec_client} contracts-declared" --level quick --pairs all
  --function squares_between REPLAY_EXPECT 1)
check_test(exec_pawn_squares_declared_overridden 1
  "pawn squares: +all .*\\(from --pawn-squares\\)@@MISMATCH .*::pawn_attacks@@reproduce: slidercheck check --exec '[^\n]*contracts-declared' --pawn-squares all --function pawn_attacks"
  --exec "${exec_client} contracts-declared" --level quick --pawn-squares all
  --function pawn_attacks REPLAY_EXPECT 1)
check_test(exec_bad_contract_declared 2
  "^slidercheck: error: bad contract \"own-square=any pairs=some\" in the --exec command's handshake \\(want .*pairs=all or pairs=aligned, pawn-squares=all or pawn-squares=pawn\\)"
  --exec "${exec_client} bad-contract-declared" --level quick ONE_LINE 1)

# Python: the standard library only.
if(Python3_Interpreter_FOUND)
  set(py_walker "${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/examples/exec/python/walker.py")
  check_test(exec_python 0 "result: CONFORMS@@squares_between +[0-9]+ .* pass"
    --exec ${py_walker} --level quick TIMEOUT 300)
  check_test(exec_python_bug 1
    "MISMATCH .*::rank_attacks@@missing: h1@@reproduce: slidercheck check --exec '[^\n]*--bug' --function rank_attacks"
    --exec "${py_walker} --bug" --level quick REPLAY_EXPECT 1 TIMEOUT 300)
  # The workers share each function's enumeration in parts: one worker and two
  # give the same report, the planted bugs' mismatches and reproduce commands
  # included (exec_python_bug pastes them, with two workers).
  add_test(NAME check.exec_workers_same_report
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:slidercheck> -DEXPECT=1
            "-DARGS=check;--exec;${py_walker} --bug;--level;quick"
            -P ${EXEC_DIR}/same_report.cmake)
  set_tests_properties(check.exec_workers_same_report PROPERTIES LABELS unit TIMEOUT 300)
endif()
add_test(NAME check.exec_workers_same_report_pass
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:slidercheck> -DEXPECT=0
          "-DARGS=check;--exec;${exec_client};--level;quick" -P ${EXEC_DIR}/same_report.cmake)
set_tests_properties(check.exec_workers_same_report_pass PROPERTIES LABELS unit TIMEOUT 300)
# The comparison fails on reports that differ (a line planted in the second).
add_test(NAME check.exec_workers_same_report_differs
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:slidercheck> -DEXPECT=1 -DPLANT=1
          "-DARGS=check;--exec;${exec_client};--level;quick;--function;rank_attacks;--mapping;a1,a2"
          -P ${EXEC_DIR}/same_report.cmake)
set_tests_properties(check.exec_workers_same_report_differs PROPERTIES LABELS unit TIMEOUT 300
  PASS_REGULAR_EXPRESSION "the reports of one and two workers differ")

# Java: whatever JDK Debian packages (default-jdk-headless); skipped without one.
find_program(JAVAC javac)
find_program(JAVA java)
if(JAVAC AND JAVA)
  set(java_out ${CMAKE_CURRENT_BINARY_DIR}/exec_java)
  add_custom_command(OUTPUT ${java_out}/Walker.class
    COMMAND ${JAVAC} -d ${java_out} ${PROJECT_SOURCE_DIR}/examples/exec/java/Walker.java
    DEPENDS ${PROJECT_SOURCE_DIR}/examples/exec/java/Walker.java VERBATIM)
  add_custom_target(exec_java_walker ALL DEPENDS ${java_out}/Walker.class)
  check_test(exec_java 0 "result: CONFORMS" --exec "${JAVA} -cp ${java_out} Walker" --level quick
    TIMEOUT 300)
  check_test(exec_java_bug 1 "MISMATCH .*::bishop_attacks@@reproduce: slidercheck check --exec"
    --exec "${JAVA} -cp ${java_out} Walker --bug" --level quick REPLAY_EXPECT 1 TIMEOUT 300)
else()
  foreach(t exec_java exec_java_bug)
    add_test(NAME check.${t} COMMAND ${CMAKE_COMMAND} -E echo
      "skipped: no javac/java (install default-jdk-headless, see scripts/install-deps.sh)")
    set_tests_properties(check.${t} PROPERTIES LABELS unit SKIP_REGULAR_EXPRESSION "skipped: ")
  endforeach()
endif()

# The hostile twins of tests/plugins/hostile (docs/isolation.md): each mode of the
# C client must give a clear exit 3 (or 2 before any input), name the input
# where there is one, end in bounded time, leave no process behind, and keep the
# JSON report valid.
if(Python3_Interpreter_FOUND)
  set(one --function rook_attacks --level quick --timeout 1)
  foreach(t "crash;3;it ended \\(signal SIGSEGV\\)"
            "hang;3;timeout: the batch's reply did not come within 1 s"
            "noise;3;does not start with \\\"RSLT\\\": it began \\\"found it"
            "exit-early;3;it ended \\(exit status 0\\)"
            "garbage;3;does not start with \\\"RSLT\\\""
            "short;3;4 of 8 bytes")
    list(POP_FRONT t mode expect regex)
    hostile_test(exec_${mode} --expect ${expect} --max-seconds 90 --regex "${regex}"
      --regex "reproduce: slidercheck check --exec '[^']*client ${mode}' --timeout 1 --function rook_attacks --sq"
      -- ${sc} check --exec "${exec_client} ${mode}" ${one})
    hostile_test(exec_${mode}_json --expect ${expect} --max-seconds 90 ${schema}
      -- ${sc} check --exec "${exec_client} ${mode}" ${one} --format json)
  endforeach()
  hostile_test(exec_garbage_handshake --expect 2 --max-seconds 30
    --regex "^slidercheck: error: --exec command .* does not speak the protocol .*: its handshake does not start with \"SLCK\": it began \"Hello! I am \""
    -- ${sc} check --exec "${exec_client} garbage-handshake" ${one})
  hostile_test(exec_init_fails --expect 2 --max-seconds 30
    --regex "^slidercheck: error: the --exec command .* failed to start \\(status 1\\): cannot open the tables file"
    -- ${sc} check --exec "${exec_client} init-fails" ${one})
  hostile_test(exec_sigterm_parent --signal TERM --max-seconds 60
    -- ${sc} check --exec "${exec_client} hang" --level quick --timeout 600)
endif()

# bench --exec: the engine's functions through its pipe beside the built-ins.
check_test(exec 0 "rook_attacks +[^\n]*exec_client +[0-9.]+ +[0-9.]+x@@in batches of 4096"
  --exec ${exec_client} --function rook_attacks --builtin magic --repetitions 1 --min-time 0.001
  --inputs 256 COMMAND bench)
check_test(exec_exit_early 3 "^slidercheck: error: [^\n]*exec_client exit-early::rook_attacks ended while being measured \\(it ended \\(exit status 0\\)"
  --exec "${exec_client} exit-early" --function rook_attacks --repetitions 1 --min-time 0.001
  --inputs 256 COMMAND bench)

# The records and the protocol page (every kind of the table, with its shape).
add_executable(exec_protocol_tests ${EXEC_DIR}/protocol_test.cpp)
target_include_directories(exec_protocol_tests PRIVATE ${PROJECT_SOURCE_DIR}/plugin)
target_link_libraries(exec_protocol_tests PRIVATE slidercheck_plugin GTest::gtest_main)
target_compile_definitions(exec_protocol_tests PRIVATE
  SLIDERCHECK_PROTOCOL_MD="${PROJECT_SOURCE_DIR}/docs/protocol.md")
gtest_discover_tests(exec_protocol_tests TEST_PREFIX "exec_protocol." PROPERTIES LABELS unit
  DISCOVERY_TIMEOUT 60)

# The merge of an --exec check's task ends: each result held to the plan's count.
add_executable(exec_merge_tests ${EXEC_DIR}/exec_merge_test.cpp)
target_include_directories(exec_merge_tests PRIVATE ${PROJECT_SOURCE_DIR}/plugin ${PROJECT_SOURCE_DIR})
target_link_libraries(exec_merge_tests PRIVATE slidercheck_plugin GTest::gtest_main)
gtest_discover_tests(exec_merge_tests TEST_PREFIX "exec_merge." PROPERTIES LABELS unit
  DISCOVERY_TIMEOUT 60)

# `slidercheck kinds` (text and JSON, from the kind and shape tables) and the
# client modules of clients/ (docs/protocol.md): their record layouts against
# slidercheck kinds --format json, and a correct and a planted-wrong client on
# each module (JavaScript skipped without node: Debian's nodejs, installed by
# scripts/install-deps.sh).
include(${EXEC_DIR}/clients.cmake)
