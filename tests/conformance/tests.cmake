# The conformance library's failures (tests/conformance/run_wrong_engine.cmake).
add_executable(conformance_wrong_engine ${CMAKE_CURRENT_LIST_DIR}/wrong_engine.cpp)
target_link_libraries(conformance_wrong_engine PRIVATE slidercheck_conformance GTest::gtest_main)
add_test(NAME conformance.failure_report
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:conformance_wrong_engine>
          -P ${CMAKE_CURRENT_LIST_DIR}/run_wrong_engine.cmake)
set_tests_properties(conformance.failure_report PROPERTIES LABELS unit TIMEOUT 120)
# The position kinds through the library: a correct engine conforms, two wrong
# ones fail with their diagnoses (tests/conformance/position_test.cpp).
add_executable(conformance_position_tests ${CMAKE_CURRENT_LIST_DIR}/position_test.cpp)
target_link_libraries(conformance_position_tests PRIVATE slidercheck_conformance GTest::gtest_main)
target_include_directories(conformance_position_tests PRIVATE ${PROJECT_SOURCE_DIR})
gtest_discover_tests(conformance_position_tests TEST_PREFIX conformance.
  PROPERTIES LABELS unit DISCOVERY_TIMEOUT 60)
# An engine that declares its own-square contract, linked into the test: the
# library honours the declaration, an option overrides it.
add_executable(conformance_declared_engine ${CMAKE_CURRENT_LIST_DIR}/declared_engine.cpp)
target_link_libraries(conformance_declared_engine PRIVATE slidercheck_conformance GTest::gtest_main)
add_test(NAME conformance.declared_contract COMMAND conformance_declared_engine)
set_tests_properties(conformance.declared_contract PROPERTIES LABELS unit TIMEOUT 120)
