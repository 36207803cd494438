# Replays corpus folders through a fuzz target (libFuzzer or the standalone
# driver): every file under DIRS (README files skipped), once each; an entry of
# DIRS that is a file is replayed itself.
#   cmake -DEXE=target -DDIRS="dir1;dir2" [-DARGS="-opt=..."] [-DEXPECT_CRASH=regex]
#         -P replay.cmake
# Without EXPECT_CRASH the target must exit 0; with it, the target must fail
# and its output must match the regex (a planted bug's crash signature).
cmake_minimum_required(VERSION 3.22)
set(files)
foreach(dir IN LISTS DIRS)
  if(IS_DIRECTORY "${dir}")
    file(GLOB_RECURSE found LIST_DIRECTORIES false "${dir}/*")
    list(APPEND files ${found})
  elseif(EXISTS "${dir}")
    list(APPEND files "${dir}")
  else()
    message(FATAL_ERROR "replay: no such file or folder: ${dir}")
  endif()
endforeach()
list(FILTER files EXCLUDE REGEX "/README[^/]*$")
list(SORT files)
list(LENGTH files count)
if(count EQUAL 0)
  message(FATAL_ERROR "replay: no inputs under ${DIRS}")
endif()
message(STATUS "replay: ${count} inputs through ${EXE}")
execute_process(COMMAND "${EXE}" ${ARGS} ${files}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "MISMATCH[^\n]*" signatures "${out}${err}")
if(DEFINED EXPECT_CRASH)
  if(status EQUAL 0 OR NOT "${out}${err}" MATCHES "${EXPECT_CRASH}")
    message("${out}${err}")
    message(FATAL_ERROR "replay: expected a crash matching '${EXPECT_CRASH}', got exit ${status}")
  endif()
  message(STATUS "replay: crashed as expected: ${signatures}")
elseif(NOT status EQUAL 0)
  message("${out}${err}")
  message(FATAL_ERROR "replay: ${EXE} failed (${status}) on the corpus")
else()
  message(STATUS "replay: all ${count} inputs passed")
endif()
