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
  check_test(module_python 0 "result: CONFORMS@@pawn_attacks +[0-9]+ .* pass"
    --exec ${py_module} --level quick TIMEOUT 300 PREFIX exec_clients)
  check_test(module_python_bug 1
    "MISMATCH .*::pawn_attacks@@reproduce: slidercheck check --exec '[^\n]*--bug' --function pawn_attacks --color black"
    --exec "${py_module} --bug" --level quick REPLAY_EXPECT 1 TIMEOUT 300 PREFIX exec_clients)
endif()
find_program(NODE NAMES node nodejs)
if(NODE AND Python3_Interpreter_FOUND)
  add_test(NAME exec_clients.layouts_js
    COMMAND ${layouts} js ${PROJECT_SOURCE_DIR}/clients/js/slidercheck-exec.mjs ${NODE})
  set_tests_properties(exec_clients.layouts_js PROPERTIES LABELS unit TIMEOUT 60
    PASS_REGULAR_EXPRESSION " 0 differences")
endif()
if(NODE)
  set(js_walker "${NODE} ${PROJECT_SOURCE_DIR}/examples/exec/js/walker.mjs")
  check_test(module_js 0 "result: CONFORMS@@squares_between +[0-9]+ .* pass@@knight_attacks +[0-9]+ .* pass"
    --exec ${js_walker} --level quick TIMEOUT 300 PREFIX exec_clients)
  check_test(module_js_bug 1
    "MISMATCH .*::bishop_attacks@@reproduce: slidercheck check --exec '[^\n]*walker.mjs --bug' --function bishop_attacks"
    --exec "${js_walker} --bug" --level quick REPLAY_EXPECT 1 TIMEOUT 300 PREFIX exec_clients)
else()
  foreach(t layouts_js module_js module_js_bug)
    add_test(NAME exec_clients.${t} COMMAND ${CMAKE_COMMAND} -E echo
      "skipped: no node (install nodejs, see scripts/install-deps.sh)")
    set_tests_properties(exec_clients.${t} PROPERTIES LABELS unit SKIP_REGULAR_EXPRESSION "skipped: ")
  endforeach()
endif()
