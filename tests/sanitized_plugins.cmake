# Sanitized plugins (docs/isolation.md, "Sanitized plugins"): a
# plugin built with ASan and/or UBSan, by clang (static or -shared-libasan
# runtime) or gcc, checked and measured with no extra flag. The asan preset's
# own slidercheck (clang ASan+UBSan, static) loads clang-built plugins in
# process; an uninstrumented slidercheck, built here as a fixture, runs every
# kind in an exec'd worker with the plugin's runtime preloaded. Included from
# tests/plugin/tests.cmake (check_test, SAMPLES, SAMPLE_DIR).
#
# For other tests (the sanitizer-only bugs of tests/plugins/sanitizer/):
#   SLIDERCHECK_UNINSTRUMENTED   the uninstrumented slidercheck's path
#   SANITIZED_DIR                where sanitized_plugin puts its libraries
#   sanitized_plugin(NAME COMPILER SOURCE [FLAGS...])
#       builds SANITIZED_DIR/NAME.so from SOURCE (C, or C++20 for .cpp) with
#       COMPILER and FLAGS (e.g. -fsanitize=address), -O1 -g, the project's
#       include/ and tests/plugins/ on the include path
#   sanitized_check_test(NAME EXPECT REGEXES ARGS... [check_test keywords])
#       check_test run by the uninstrumented slidercheck, as sanitized.NAME,
#       after the fixture built it

find_program(SANITIZED_CLANG NAMES clang-14 clang)
find_program(SANITIZED_CLANGXX NAMES clang++-14 clang++)
find_program(SANITIZED_GCC NAMES gcc-12 gcc)
find_program(SANITIZED_GXX NAMES g++-12 g++)
set(SANITIZED_DIR ${CMAKE_CURRENT_BINARY_DIR}/sanitized)
set(SLIDERCHECK_UNINSTRUMENTED_DIR ${PROJECT_BINARY_DIR}/tests/uninstrumented)
set(SLIDERCHECK_UNINSTRUMENTED ${SLIDERCHECK_UNINSTRUMENTED_DIR}/slidercheck)

function(sanitized_plugin name compiler source)
  set(out ${SANITIZED_DIR}/${name}.so)
  set(std)
  if(source MATCHES "\\.cpp$")
    set(std -std=c++20)
  endif()
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${SANITIZED_DIR}
    COMMAND ${compiler} ${std} ${ARGN} -shared -fPIC -O1 -g -fvisibility=hidden
            -I${PROJECT_SOURCE_DIR}/include -I${PROJECT_SOURCE_DIR}/tests/plugins -o ${out} ${source}
    DEPENDS ${source} VERBATIM)
  add_custom_target(sanitized_plugin_${name} DEPENDS ${out})
  add_dependencies(test_plugins sanitized_plugin_${name})
endfunction()

function(sanitized_check_test name expect regexes)
  check_test(${name} ${expect} "${regexes}" ${ARGN} EXE ${SLIDERCHECK_UNINSTRUMENTED}
    PREFIX sanitized)
  set_tests_properties(sanitized.${name} PROPERTIES FIXTURES_REQUIRED uninstrumented_slidercheck
    LABELS sanitized)
endfunction()

if(CMAKE_GENERATOR MATCHES "Ninja" AND SANITIZED_CLANG AND SANITIZED_GCC)
  include(${CMAKE_CURRENT_LIST_DIR}/sanitized_plugin_tests.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/release_build.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/position.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/kind_plugins.cmake)
endif()
