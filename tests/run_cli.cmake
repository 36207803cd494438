# Runs EXE with ARGS (a ;-list) and fails unless it exits EXPECT and its output
# (stdout and stderr) matches REGEX.
execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc STREQUAL EXPECT)
  message(FATAL_ERROR "exit status ${rc}, expected ${EXPECT}")
endif()
if(NOT "${out}${err}" MATCHES "${REGEX}")
  message(FATAL_ERROR "output does not match: ${REGEX}")
endif()
