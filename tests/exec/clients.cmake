# `slidercheck kinds` and the --exec client modules (clients/python, clients/js),
# included from tests/exec/tests.cmake.
check_test(text 0 "^The function kinds@@between \\(shape multi_extra\\)\n  C: +uint64_t slidercheck_between\\(uint64_t sliders, uint64_t empty, uint64_t targets, int dir8\\);\n  record: +sliders u64 @0, empty u64 @8, targets u64 @16, dir8 u8 @24: 25 bytes; reply: u64 result@@squares_between \\(shape pair\\)\n[^\n]*\n  record: +a u8 @0, b u8 @1: 2 bytes"
  COMMAND kinds PREFIX kinds)
check_test(json 0 "\"name\": \"pawn_set_attacks\",\n +\"symbol\": \"slidercheck_pawn_set_attacks\"@@\"size\": 9"
  --format json COMMAND kinds PREFIX kinds)
check_test(bad_format 2 "^slidercheck: error: bad --format 'xml'" --format xml COMMAND kinds
  PREFIX kinds ONE_LINE 1)
set(layouts ${Python3_EXECUTABLE} ${EXEC_DIR}/client_layouts.py $<TARGET_FILE:slidercheck>
  ${PROJECT_SOURCE_DIR}/docs/kinds.schema.json)
if(Python3_Interpreter_FOUND)
  # The JSON against docs/kinds.schema.json, offsets and sizes adding up.
  add_test(NAME kinds.json_schema COMMAND ${layouts} none)
  add_test(NAME exec_clients.layouts_python
    COMMAND ${layouts} python ${PROJECT_SOURCE_DIR}/clients/python)
  set_tests_properties(kinds.json_schema exec_clients.layouts_python PROPERTIES LABELS unit
    TIMEOUT 60 PASS_REGULAR_EXPRESSION " 0 differences")
  set(py_module "${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/examples/exec/python/module_walker.py")
  check_test(module_python 0 "result: CONFORMS@@pawn_attacks +[0-9]+ .* pass@@ray_attacks +[0-9]+ .* pass"
    --exec ${py_module} --level quick TIMEOUT 300 PREFIX exec_clients)
  check_test(module_python_bug 1
    "MISMATCH .*::pawn_attacks@@reproduce: slidercheck check --exec '[^\n]*--bug' --function pawn_attacks --color black"
    --exec "${py_module} --bug" --level quick REPLAY_EXPECT 1 TIMEOUT 300 PREFIX exec_clients)
  # The module's own checks, alone (client_modules.py, also a batch count
  # above the hello's maximum) and as slidercheck reports them
  # (module_engine.py): a function of the wrong arity is refused in the
  # handshake with one line (exit 2), and a result outside 0..2^64-1 is not
  # masked but ends the client with one line naming the input, a CRASH on that
  # input that shows the line.
  add_test(NAME exec_clients.module_checks_python
    COMMAND ${Python3_EXECUTABLE} ${EXEC_DIR}/client_modules.py python)
  set_tests_properties(exec_clients.module_checks_python PROPERTIES LABELS unit TIMEOUT 120)
  set(py_engine "${Python3_EXECUTABLE} ${EXEC_DIR}/module_engine.py")
  check_test(python_arity 2
    "^slidercheck: error: the --exec command .* failed to start \\(status 1\\): slidercheck_exec: between takes \\(sliders, empty, targets, dir8\\) but between\\(\\) takes 2 arguments. kinds of 2 arguments: rook_attacks\\(occ, sq\\), "
    --exec "${py_engine} arity" --level quick ONE_LINE 1 MAX_SECONDS 30 PREFIX exec_clients)
  check_test(python_wide_result 3
    "CRASH .*::rook_attacks@@square: +h8 \\(63\\)@@slidercheck_exec: rook_attacks\\(occ=0x0000000000000000, sq=63\\) returned bits above 63: 0x17f80808080808080. mask the result to 64 bits"
    --exec "${py_engine} wide" --function rook_attacks --level quick REPLAY_EXPECT 3 PREFIX exec_clients)
  check_test(python_negative_result 3
    "CRASH .*::knight_attacks@@square: +a1 \\(0\\)@@slidercheck_exec: knight_attacks\\(sq=0\\) returned a negative value: -0xfffffffffffdfc00. mask the result to 64 bits"
    --exec "${py_engine} negative" --function knight_attacks --level quick REPLAY_EXPECT 3 PREFIX exec_clients)
  # Pawn sides as the moving side sees them: told to pass --pawn-sides relative
  # (no symbol to declare over a pipe), and, passed, they conform.
  check_test(python_relative_pawns 1
    "MISMATCH .*::pawn_(west|east)_attacks@@looks side-relative[^\n]*`--pawn-sides relative`, or export black's other side"
    --exec "${py_engine} relative_pawns" --level quick NOT_REGEX "slidercheck_pawn_sides" PREFIX exec_clients)
  # The interleaved calls across functions share arguments between kinds, but
  # never take a position outside the domain: checkers, which refuses a
  # position whose side not to move is in check, is called after attackers_by
  # with its own color kept.
  check_test(python_interleaved_domain 0 "checkers +[0-9]+ .* pass@@result: CONFORMS"
    --exec "${py_engine} domain_guard" --level quick TIMEOUT 300 PREFIX exec_clients)
  check_test(python_relative_pawns_declared 0 "pawn sides: +relative [^\n]*\\(from --pawn-sides\\)@@result: CONFORMS"
    --exec "${py_engine} relative_pawns" --pawn-sides relative --level quick PREFIX exec_clients)
endif()
find_program(NODE NAMES node nodejs)
if(NODE AND Python3_Interpreter_FOUND)
  add_test(NAME exec_clients.layouts_js
    COMMAND ${layouts} js ${PROJECT_SOURCE_DIR}/clients/js/slidercheck-exec.mjs ${NODE})
  set_tests_properties(exec_clients.layouts_js PROPERTIES LABELS unit TIMEOUT 60
    PASS_REGULAR_EXPRESSION " 0 differences")
  add_test(NAME exec_clients.module_checks_js
    COMMAND ${Python3_EXECUTABLE} ${EXEC_DIR}/client_modules.py js ${NODE})
  set_tests_properties(exec_clients.module_checks_js PROPERTIES LABELS unit TIMEOUT 120)
endif()
if(NODE)
  set(js_walker "${NODE} ${PROJECT_SOURCE_DIR}/examples/exec/js/walker.mjs")
  check_test(module_js 0 "result: CONFORMS@@squares_between +[0-9]+ .* pass@@knight_attacks +[0-9]+ .* pass"
    --exec ${js_walker} --level quick TIMEOUT 300 PREFIX exec_clients)
  check_test(module_js_bug 1
    "MISMATCH .*::bishop_attacks@@reproduce: slidercheck check --exec '[^\n]*walker.mjs --bug' --function bishop_attacks"
    --exec "${js_walker} --bug" --level quick REPLAY_EXPECT 1 TIMEOUT 300 PREFIX exec_clients)
  # The module's own checks as slidercheck reports them (module_engine.mjs): a
  # function of the wrong arity, or one named after an Object.prototype
  # property, is refused in the handshake with one line (exit 2); a result that
  # is a string, or outside 0..2^64-1, ends the client with one line naming the
  # input, a CRASH on that input that shows the line.
  set(js_engine "${NODE} ${EXEC_DIR}/module_engine.mjs")
  check_test(js_arity 2
    "^slidercheck: error: the --exec command .* failed to start \\(status 1\\): slidercheck-exec: between takes \\(sliders, empty, targets, dir8\\) but between\\(\\) takes 2 arguments. kinds of 2 arguments: rook_attacks\\(occ, sq\\), "
    --exec "${js_engine} arity" --level quick ONE_LINE 1 MAX_SECONDS 30 PREFIX exec_clients)
  check_test(js_prototype_kind 2
    "^slidercheck: error: the --exec command .* failed to start \\(status 1\\): slidercheck-exec: unknown kind toString. the kinds: rook_attacks\\(occ, sq\\), "
    --exec "${js_engine} prototype" --level quick ONE_LINE 1 MAX_SECONDS 30 PREFIX exec_clients)
  check_test(js_string_result 3
    "CRASH .*::rook_attacks@@slidercheck-exec: rook_attacks\\(occ=0x0000000000000000, sq=0\\) returned .72340172838076926. \\(string\\), not a BigInt or a safe integer Number"
    --exec "${js_engine} string" --function rook_attacks --level quick REPLAY_EXPECT 3 PREFIX exec_clients)
  check_test(js_wide_result 3
    "CRASH .*::rook_attacks@@square: +h8 \\(63\\)@@slidercheck-exec: rook_attacks\\(occ=0x0000000000000000, sq=63\\) returned bits above 63: 0x17f80808080808080. mask the result to 64 bits"
    --exec "${js_engine} wide" --function rook_attacks --level quick REPLAY_EXPECT 3 PREFIX exec_clients)
  check_test(js_negative_result 3
    "CRASH .*::knight_attacks@@square: +a1 \\(0\\)@@slidercheck-exec: knight_attacks\\(sq=0\\) returned a negative value: -0xfffffffffffdfc00. mask the result to 64 bits"
    --exec "${js_engine} negative" --function knight_attacks --level quick REPLAY_EXPECT 3 PREFIX exec_clients)
else()
  foreach(t layouts_js module_js module_js_bug module_checks_js js_arity js_prototype_kind
            js_string_result js_wide_result js_negative_result)
    add_test(NAME exec_clients.${t} COMMAND ${CMAKE_COMMAND} -E echo
      "skipped: no node (install nodejs, see scripts/install-deps.sh)")
    set_tests_properties(exec_clients.${t} PROPERTIES LABELS unit SKIP_REGULAR_EXPRESSION "skipped: ")
  endforeach()
endif()

# The --exec client checks, each shown failing without its check:
# a handshake missing its error text is named at once (not a hang after --timeout);
check_test(exec_handshake_missing_error 2
  "^slidercheck: error: --exec command .* does not speak the protocol .*: its handshake stopped after the contract text: the error text \\(a u32 byte count, then the bytes\\) is missing"
  --exec "${exec_client} no-error-text" --function rook_attacks --level quick MAX_SECONDS 4 ONE_LINE 1)
# a client declaring between (25-byte records) but reading squares_between's
# 2-byte records is told so, with the kind it answers as;
check_test(exec_record_size 3
  "CRASH .*::between it reads 2-byte records, not between's 25-byte records \\(sliders u64, empty u64, targets u64, dir8 u8\\), and answers as squares_between \\(a u8, b u8\\)"
  --exec "${exec_client} between-as-pair" --level quick)
# --workers N runs N children at once (the client is right only in company);
if(Python3_Interpreter_FOUND)
  set(rendezvous "${Python3_EXECUTABLE} ${EXEC_DIR}/rendezvous_client.py ${CMAKE_CURRENT_BINARY_DIR}/rendezvous")
  check_test(exec_workers_2 0 "rook_attacks .* pass@@rank_attacks .* pass@@result: CONFORMS"
    --exec ${rendezvous} --level quick --workers 2 TIMEOUT 300)
  check_test(exec_workers_1 1 "MISMATCH .*::rook_attacks"
    --exec ${rendezvous} --level quick --workers 1 TIMEOUT 300)
endif()
# --mapping auto and the diagnoses run for --exec too.
check_test(exec_mapping_auto 0
  "numbering: +a1,b1 \\(from --mapping auto; conforms numbered a1,b1\\)@@result: CONFORMS"
  --exec ${exec_client} --mapping auto --function rank_attacks --level quick TIMEOUT 300)
check_test(exec_diagnosis_numbering 1
  "MISMATCH .*::rank_attacks@@diagnoses .*@@conforms if numbered a1,b1: declare the numbering a1,b1 in the handshake"
  --exec ${exec_client} --mapping a1,a2 --function rank_attacks --level quick)
