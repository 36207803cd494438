# Included from examples/rust/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are examples/rust/'s) when SLIDERCHECK_TESTS is on.
# A Rust cdylib exporting the C ABI, built by cargo (when there is one) into the
# build tree and checked; the test is skipped with a message without cargo.
add_test(NAME examples.rust
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/cargo_check.sh $<TARGET_FILE:slidercheck>
          ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/cargo)
set_tests_properties(examples.rust PROPERTIES LABELS unit TIMEOUT 600 SKIP_RETURN_CODE 77)
# The skip path, whatever this machine has: no cargo gives exit 77 and the message.
add_test(NAME examples.rust.skip_without_cargo
  COMMAND ${CMAKE_COMMAND} -DEXE=env -DEXPECT=77
          "-DREGEX=^cargo not found \\(/nonexistent/cargo\\): skipping the Rust example"
          "-DARGS=CARGO=/nonexistent/cargo;sh;${CMAKE_CURRENT_SOURCE_DIR}/cargo_check.sh;$<TARGET_FILE:slidercheck>;${CMAKE_CURRENT_SOURCE_DIR};${CMAKE_CURRENT_BINARY_DIR}/cargo"
          -P ${PROJECT_SOURCE_DIR}/tests/run_cli.cmake)
set_tests_properties(examples.rust.skip_without_cargo PROPERTIES LABELS unit)
