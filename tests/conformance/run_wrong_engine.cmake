# Runs the wrong engine's GoogleTest binary EXE and asserts its failures read
# as `slidercheck check`'s: at the user's line, with the kind, the input,
# expected and actual, and a reproduce command, which is then run (pasted into
# a shell) and must fail the same way; enums print by name.
function(run_and_match command)
  execute_process(COMMAND sh -c "${command}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  set(out "${out}${err}")
  message("$ ${command}\n${out}")
  if(rc EQUAL 0)
    message(FATAL_ERROR "exit status 0: the wrong engine passed")
  endif()
  foreach(regex
      "wrong_engine\\.cpp:3[01]: Failure"
      "WrongEngine\\.rook_attacks: fail \\(level quick, numbering a1,b1\\)"
      "expected: +0x[0-9a-f]+"
      "actual: +0x[0-9a-f]+"
      "input: +slidercheck::Input\\{\\.kind = slidercheck::Kind::rook_attacks"
      "reproduce: [^\n]*--gtest_filter=WrongEngine\\.rook_attacks")
    if(NOT out MATCHES "${regex}")
      message(FATAL_ERROR "output does not match: ${regex}")
    endif()
  endforeach()
  foreach(regex "conformance\\.cpp" "byte object")
    if(out MATCHES "${regex}")
      message(FATAL_ERROR "output matches: ${regex}")
    endif()
  endforeach()
  set(output "${out}" PARENT_SCOPE)
endfunction()

run_and_match("'${EXE}' --gtest_filter=WrongEngine.*")
if(NOT output MATCHES "reproduce: ([^\n]*)\n")
  message(FATAL_ERROR "no reproduce command")
endif()
run_and_match("${CMAKE_MATCH_1}")

execute_process(COMMAND ${EXE} --gtest_filter=WrongEngineStatus.* OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT "${out}${err}" MATCHES "Which is: fail")
  message(FATAL_ERROR "the status is not printed by name:\n${out}${err}")
endif()
message("PASS")
