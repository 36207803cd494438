# Included by the top CMakeLists.txt after the install rules (cmake/install.cmake)
# when SLIDERCHECK_TESTS is on and the example engine is built.
# cmake --install into a fresh prefix, its layout checked; then the prefix
# moved and everything run from there: --version, fuzz (the driver found
# relative to the command), pkg-config, find_package(slidercheck) by
# components, and the example engine configured, built and tested against it.
# A moved build tree's command and driver too.
set(install_test_fuzz)
if(TARGET slidercheck-fuzz AND TARGET correct_a1b1)
  set(install_test_fuzz -DPLUGIN=$<TARGET_FILE:correct_a1b1> -DEXE=$<TARGET_FILE:slidercheck>
      -DDRIVER=$<TARGET_FILE:slidercheck-fuzz>)
endif()
add_test(NAME examples.install_find_package
  COMMAND ${CMAKE_COMMAND}
          -DBUILD_DIR=${PROJECT_BINARY_DIR}
          -DSOURCE_DIR=${PROJECT_SOURCE_DIR}/examples/engine
          -DWORK_DIR=${PROJECT_BINARY_DIR}/examples/install_test
          -DGENERATOR=${CMAKE_GENERATOR}
          -DCXX=${CMAKE_CXX_COMPILER}
          -DCONFIG=$<CONFIG>
          -DCC=${CMAKE_C_COMPILER}
          -DLIBDIR=${CMAKE_INSTALL_LIBDIR}
          ${install_test_fuzz}
          -DMAN=$<TARGET_EXISTS:man_page>
          -P ${PROJECT_SOURCE_DIR}/examples/install_test.cmake)
set_tests_properties(examples.install_find_package PROPERTIES LABELS unit TIMEOUT 300
  PASS_REGULAR_EXPRESSION "PASS: install layout and relocation")

# The public face: exactly the public headers installed, each self-contained; a
# consumer with no C++ standard of its own; only public symbols exported
# (tests/examples/public_face.cmake).
find_program(SLIDERCHECK_NM NAMES llvm-nm-14 nm)
add_test(NAME examples.install_public_face
  COMMAND ${CMAKE_COMMAND}
          -DBUILD_DIR=${PROJECT_BINARY_DIR}
          -DWORK_DIR=${PROJECT_BINARY_DIR}/examples/public_face_test
          -DGENERATOR=${CMAKE_GENERATOR}
          -DCXX=${CMAKE_CXX_COMPILER}
          -DCC=${CMAKE_C_COMPILER}
          -DCONFIG=$<CONFIG>
          -DNM=${SLIDERCHECK_NM}
          -P ${PROJECT_SOURCE_DIR}/tests/examples/public_face.cmake)
set_tests_properties(examples.install_public_face PROPERTIES LABELS unit TIMEOUT 600
  PASS_REGULAR_EXPRESSION "PASS: the public face")
