# Included from examples/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are examples/'s) when SLIDERCHECK_TESTS is on.
# cmake --install into a fresh prefix, then configure, build and test the
# example engine against it through find_package(slidercheck).
add_test(NAME examples.install_find_package
  COMMAND ${CMAKE_COMMAND}
          -DBUILD_DIR=${PROJECT_BINARY_DIR}
          -DSOURCE_DIR=${CMAKE_CURRENT_SOURCE_DIR}/engine
          -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/install_test
          -DGENERATOR=${CMAKE_GENERATOR}
          -DCXX=${CMAKE_CXX_COMPILER}
          -DCONFIG=$<CONFIG>
          -P ${CMAKE_CURRENT_SOURCE_DIR}/install_test.cmake)
set_tests_properties(examples.install_find_package PROPERTIES LABELS unit TIMEOUT 300)
