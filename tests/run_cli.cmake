# Runs EXE with ARGS (a ;-list) and fails unless it exits EXPECT and its output
# (stdout and stderr) matches REGEX. With STDOUT_FILE, the standard output goes
# to that file instead (for example /dev/full) and only stderr is matched.
if(DEFINED STDOUT_FILE)
  execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc OUTPUT_FILE ${STDOUT_FILE}
                  ERROR_VARIABLE err)
  set(out "")
else()
  execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
message("${out}${err}")
if(NOT rc STREQUAL EXPECT)
  message(FATAL_ERROR "exit status ${rc}, expected ${EXPECT}")
endif()
if(NOT "${out}${err}" MATCHES "${REGEX}")
  message(FATAL_ERROR "output does not match: ${REGEX}")
endif()
