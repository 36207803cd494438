# Included from prove/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are prove/'s) when SLIDERCHECK_TESTS is on.
find_package(GTest REQUIRED)
include(GoogleTest)
# The symbolic intrinsics and oracle against the concrete ones; planted-bug proofs.
add_executable(prove_tests tests/symbolic_test.cpp tests/planted_proof_test.cpp
tests/leapers_proof_test.cpp tests/sym_position_test.cpp)
target_link_libraries(prove_tests PRIVATE slidercheck_prove GTest::gtest_main)
gtest_discover_tests(prove_tests TEST_FILTER "Symbolic*"
  PROPERTIES LABELS unit DISCOVERY_TIMEOUT 60)
gtest_discover_tests(prove_tests TEST_FILTER "PlantedProof*"
  PROPERTIES LABELS proof DISCOVERY_TIMEOUT 60)
# Everything: every built-in x every kind x every square (or direction), but
# the position kinds' built-ins, whose proofs take several times the rest
# (docs/measurements.md) and are their own test below.
set(position_families position_modified_occupancy position_one_lookup position_snipers)
set(skip_positions)
set(only_positions)
foreach(family IN LISTS position_families)
  list(APPEND skip_positions --skip-impl ${family})
  list(APPEND only_positions --impl ${family})
endforeach()
add_test(NAME proof.all COMMAND slidercheck prove ${skip_positions})
set_tests_properties(proof.all PROPERTIES LABELS proof TIMEOUT 600)
# The position kinds' built-ins: every kind, color and square, 64 king squares a
# query; about 17 CPU-minutes, so outside the default set (scripts/test.sh --all).
add_test(NAME proof.positions COMMAND slidercheck prove ${only_positions})
set_tests_properties(proof.positions PROPERTIES LABELS "proof;slow-build" TIMEOUT 7200
  PASS_REGULAR_EXPRESSION "everything proved equal to the oracle")
# The ray kind's built-in alone (the classical approach's bit scans): every
# square and direction, in seconds.
add_test(NAME proof.classical_rays COMMAND slidercheck prove --impl classical_rays)
set_tests_properties(proof.classical_rays PROPERTIES LABELS proof TIMEOUT 300
  PASS_REGULAR_EXPRESSION "classical_rays +ray_attacks +512/512 rays[^\n]* proved")
