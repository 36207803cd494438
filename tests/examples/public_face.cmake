# The installed package's public face (docs/install.md: the public headers and
# their versions). Installs BUILD_DIR into WORK_DIR/prefix, then:
#  - include/slidercheck/ holds exactly the public headers, and each one
#    compiles alone against the prefix (C++20; plugin.h also as C99);
#  - a consumer that sets no C++ standard (CXX's default, C++14 for clang-14)
#    builds with find_package(slidercheck COMPONENTS conformance fuzz_entry):
#    a conformance test (run: it passes) and a shared library that links both
#    libraries;
#  - the fuzz entry refuses a function registered for a kind of another type
#    (exit 2, one line);
#  - that shared library exports, of slidercheck's symbols, only the public
#    API's (nm -D), and the public API's functions are among them; the same
#    listing of a library with a planted default-visibility function of
#    slidercheck's namespace names that function.
# Prints "PASS: the public face" at the end.
cmake_minimum_required(VERSION 3.22)  # IN_LIST, in a script run with -P
file(REMOVE_RECURSE ${WORK_DIR})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()
set(config ${CONFIG})
if(NOT config)
  set(config RelWithDebInfo)
endif()
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/prefix --config ${config})
set(prefix ${WORK_DIR}/prefix)

# Exactly the public headers.
set(public batch.h conformance.h fuzz_entry.h plugin.h types.h version.h)
file(GLOB_RECURSE installed RELATIVE ${prefix}/include ${prefix}/include/*)
list(SORT installed)
set(want)
foreach(header IN LISTS public)
  list(APPEND want slidercheck/${header})
endforeach()
if(NOT installed STREQUAL want)
  message(FATAL_ERROR "installed headers: ${installed}\nwant exactly: ${want}")
endif()
message("installed headers: ${installed}")

# Each compiles alone, with only the prefix's include folder.
foreach(header IN LISTS public)
  file(WRITE ${WORK_DIR}/alone/${header}.cpp "#include <slidercheck/${header}>\n")
  run(${CXX} -std=c++20 -fsyntax-only -Wall -Wextra -Werror -I${prefix}/include
      ${WORK_DIR}/alone/${header}.cpp)
endforeach()
file(WRITE ${WORK_DIR}/alone/plugin.c "#include <slidercheck/plugin.h>\n"
     "#if SLIDERCHECK_ABI_VERSION < 1\n#error no ABI version\n#endif\n")
run(${CC} -std=c99 -fsyntax-only -Wall -Wextra -Werror -I${prefix}/include
    ${WORK_DIR}/alone/plugin.c)

# A consumer that sets no C++ standard.
file(WRITE ${WORK_DIR}/consumer/CMakeLists.txt [=[
cmake_minimum_required(VERSION 3.22)
project(consumer LANGUAGES CXX)
if(DEFINED CMAKE_CXX_STANDARD)
  message(FATAL_ERROR "the consumer must set no C++ standard")
endif()
find_package(slidercheck REQUIRED COMPONENTS conformance fuzz_entry)
find_package(GTest REQUIRED)
add_executable(consumer_test consumer_test.cpp)
target_link_libraries(consumer_test PRIVATE slidercheck::conformance GTest::gtest_main)
add_library(consumer_face SHARED face.cpp)
target_link_libraries(consumer_face PRIVATE slidercheck::conformance slidercheck::fuzz_entry)
add_executable(consumer_misdeclared misdeclared.cpp)
target_link_libraries(consumer_misdeclared PRIVATE slidercheck::fuzz_entry)
add_library(planted_leak STATIC leak.cpp)
set_target_properties(planted_leak PROPERTIES POSITION_INDEPENDENT_CODE ON)
add_library(consumer_leak SHARED face.cpp)
target_link_libraries(consumer_leak PRIVATE -Wl,--whole-archive planted_leak -Wl,--no-whole-archive
                                            slidercheck::conformance slidercheck::fuzz_entry)
]=])
file(WRITE ${WORK_DIR}/consumer/leak.cpp [=[
namespace slidercheck {
int internal_leak() { return 1; }
}  // namespace slidercheck
]=])
file(WRITE ${WORK_DIR}/consumer/misdeclared.cpp [=[
#include <slidercheck/fuzz_entry.h>
#include "rook.h"
// A rook's function registered as the knight's, whose type is Bitboard(int).
SLIDERCHECK_FUZZ_ENTRY(slidercheck::fuzz_entry::Engine{
    .functions = slidercheck::fuzz_entry::Functions{}.set(slidercheck::Kind::knight_attacks, &rook)});
int main() { return 0; }
]=])
file(WRITE ${WORK_DIR}/consumer/rook.h [=[
#include <cstdint>
inline std::uint64_t walk(std::uint64_t occ, int sq, int df, int dr) {
  std::uint64_t out = 0;
  for (int f = sq % 8 + df, r = sq / 8 + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
    out |= std::uint64_t{1} << (8 * r + f);
    if (occ >> (8 * r + f) & 1) break;
  }
  return out;
}
inline std::uint64_t rook(std::uint64_t occ, int sq) {
  return walk(occ, sq, 1, 0) | walk(occ, sq, -1, 0) | walk(occ, sq, 0, 1) | walk(occ, sq, 0, -1);
}
]=])
file(WRITE ${WORK_DIR}/consumer/consumer_test.cpp [=[
#include <slidercheck/conformance.h>
#include <slidercheck/plugin.h>
#include "rook.h"
static_assert(SLIDERCHECK_LIBRARY_VERSION >= 100, "the library's version macro");
static_assert(SLIDERCHECK_ABI_VERSION >= 1, "the ABI's version macro");
SLIDERCHECK_CONFORMANCE_TEST(Consumer, {.rook_attacks = rook});
]=])
file(WRITE ${WORK_DIR}/consumer/face.cpp [=[
#include <slidercheck/conformance.h>
#include <slidercheck/fuzz_entry.h>
#include "rook.h"
bool consumer_checks() {
  const auto results = slidercheck::conformance::check("consumer", {.rook_attacks = rook});
  return !results.empty() && results[0].status == slidercheck::ResultStatus::pass &&
         slidercheck::conformance::describe(results[0]).empty();
}
bool consumer_registers() {
  return slidercheck::fuzz_entry::register_engine(
      {.functions = slidercheck::fuzz_entry::Functions{}.set(slidercheck::Kind::rook_attacks, &rook)});
}
]=])
run(${CMAKE_COMMAND} -S ${WORK_DIR}/consumer -B ${WORK_DIR}/consumer/build -G ${GENERATOR}
    -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_BUILD_TYPE=${config} -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/consumer/build)
run(${WORK_DIR}/consumer/build/consumer_test)
if(NOT run_output MATCHES "\\[  PASSED  \\] 1 test")
  message(FATAL_ERROR "the consumer's conformance test:\n${run_output}")
endif()
message("a consumer without a C++ standard: built, its conformance test passed")

# The fuzz entry checks each function's type against its kind's when it is
# registered: a misdeclared one exits 2 with one line.
execute_process(COMMAND ${WORK_DIR}/consumer/build/consumer_misdeclared RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(want_error "^slidercheck: error: knight_attacks: the function's type B\\(Bi\\) does not fit the kind's B\\(i\\) [^\n]*\n$")
if(NOT rc EQUAL 2 OR NOT err MATCHES "${want_error}")
  message(FATAL_ERROR "a misdeclared function: exit ${rc}, stderr:\n${err}")
endif()
message("a misdeclared function: exit 2, ${err}")

# What a shared library of the consumer exports of slidercheck's: only the
# public API (and what the consumer's own code instantiates from the public
# headers). Sets leaked and found_public.
function(exported_symbols library target)
  run(${NM} -DC --defined-only ${WORK_DIR}/consumer/build/${library})
  string(REPLACE "\n" ";" exported "${run_output}")
  file(GLOB_RECURSE own_objects ${WORK_DIR}/consumer/build/CMakeFiles/${target}.dir/*.o)
  run(${NM} -C --defined-only ${own_objects})
  string(REPLACE "\n" ";" own "${run_output}")
  set(own_names)
  foreach(line IN LISTS own)
    if(line MATCHES "^[0-9a-f]* [A-Za-z] (.*)$")
      list(APPEND own_names "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  # (A function that returns a std::string carries the tag [abi:cxx11].)
  set(public_api "^slidercheck::(conformance::(check|describe|register_tests|Functions::provides)|PrintTo|fuzz_entry::(register_engine|write_seeds|test_one_input))(\\[abi:cxx11\\])?\\(")
  set(leaked)
  set(found_public)
  foreach(line IN LISTS exported)
    if(NOT line MATCHES "^[0-9a-f]* [A-Za-z] (.*)$")
      continue()
    endif()
    set(name "${CMAKE_MATCH_1}")
    if(NOT name MATCHES "slidercheck")
      continue()
    endif()
    if(name MATCHES "${public_api}")
      list(APPEND found_public "${name}")
    elseif(NOT name IN_LIST own_names)
      list(APPEND leaked "${name}")
    endif()
  endforeach()
  set(leaked "${leaked}" PARENT_SCOPE)
  set(found_public "${found_public}" PARENT_SCOPE)
endfunction()
exported_symbols(libconsumer_face.so consumer_face)
if(leaked)
  list(JOIN leaked "\n  " leaked_text)
  message(FATAL_ERROR "libconsumer_face.so exports slidercheck's internals:\n  ${leaked_text}")
endif()
foreach(function conformance::check conformance::describe fuzz_entry::register_engine)
  if(NOT found_public MATCHES "slidercheck::${function}(\\[abi:cxx11\\])?\\(")
    message(FATAL_ERROR "libconsumer_face.so does not export slidercheck::${function}")
  endif()
endforeach()
list(LENGTH found_public n)
message("libconsumer_face.so exports ${n} public symbols of slidercheck and no other")
# The listing shown failing: a library of slidercheck's namespace compiled
# with default visibility (as the archives were before) leaks its function.
exported_symbols(libconsumer_leak.so consumer_leak)
if(NOT leaked MATCHES "slidercheck::internal_leak\\(\\)")
  message(FATAL_ERROR "a planted leak is not found: ${leaked}")
endif()
message("a planted leak is found: ${leaked}")
message("PASS: the public face")
