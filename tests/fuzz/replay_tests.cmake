# Included from fuzz/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR
# are fuzz/'s) when SLIDERCHECK_TESTS is on.
set(corpus ${PROJECT_SOURCE_DIR}/corpus)
set(artifacts ${CMAKE_CURRENT_BINARY_DIR}/artifacts/)
file(MAKE_DIRECTORY ${artifacts})
# The whole corpus, seeds and regressions, through the targets: no mismatch,
# no sanitizer report. differential_fuzzer as it fuzzes (the oracle on every
# input, the laws on a sample), laws_fuzzer with every law on every input.
foreach(target differential_fuzzer laws_fuzzer)
  string(REPLACE "_fuzzer" "" short ${target})
  add_test(NAME fuzz.replay.${short}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:${target}>
            "-DDIRS=${corpus}/differential;${corpus}/regressions"
            -DARGS=-artifact_prefix=${artifacts}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/replay.cmake)
endforeach()
# The replay can fail: the seeds hold edge squares, so the wrap bug crashes
# (the oracle comparison of the default mode catches it).
add_test(NAME fuzz.replay.planted_wrap_h_to_a
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:differential_planted_fuzzer>
          "-DDIRS=${corpus}/differential" -DARGS=-artifact_prefix=${artifacts}
          "-DEXPECT_CRASH=slidercheck: MISMATCH planted_wrap_h_to_a::[a-z_]+ law=oracle"
          -P ${CMAKE_CURRENT_SOURCE_DIR}/replay.cmake)
set_tests_properties(fuzz.replay.planted_wrap_h_to_a PROPERTIES
  ENVIRONMENT SLIDERCHECK_PLANTED=planted_wrap_h_to_a)
# The sampled laws can fail: a rook on e4 with its own square empty, where
# planted_own_bit agrees with the oracle; the own-bit law (every input
# sampled) sets the square and catches it. The oracle comparison alone must
# pass the same file, so the catch is the law's.
set(own_bit_seed ${corpus}/differential/blocker_a4-rook_attacks-e4)
add_test(NAME fuzz.replay.planted_own_bit_sampled_law
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:differential_planted_fuzzer>
          -DDIRS=${own_bit_seed} -DARGS=-artifact_prefix=${artifacts}
          "-DEXPECT_CRASH=slidercheck: MISMATCH planted_own_bit::rook_attacks law=own-bit"
          -P ${CMAKE_CURRENT_SOURCE_DIR}/replay.cmake)
set_tests_properties(fuzz.replay.planted_own_bit_sampled_law PROPERTIES ENVIRONMENT
  "SLIDERCHECK_PLANTED=planted_own_bit;SLIDERCHECK_FUZZ_LAW_SAMPLE=1")
add_test(NAME fuzz.replay.planted_own_bit_oracle_only
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:differential_planted_fuzzer>
          -DDIRS=${own_bit_seed} -DARGS=-artifact_prefix=${artifacts}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/replay.cmake)
set_tests_properties(fuzz.replay.planted_own_bit_oracle_only PROPERTIES ENVIRONMENT
  "SLIDERCHECK_PLANTED=planted_own_bit;SLIDERCHECK_FUZZ_CHECKS=oracle")
# The pair kinds' seeds catch their planted bugs: the edge square b = a8 is
# dropped, h1's east ray wraps onto b2's rank, the line lacks its edge, and
# the variants get the pair with no shared line wrong. The leapers' edge-file
# seeds catch the knight's and the pawns' wraps; the pawn-side, ray_through and shift_one kinds likewise
# (ray_through stopping at b, the one-sided pawns' and the shift's wraps), and
# ray_attacks' forward scan on a negative ray with two blockers.
foreach(case "planted_missing_edge;corners-squares_between-a1-a8;squares_between"
             "planted_wrap_h_to_a;wrap-squares_between-h1-b2;squares_between"
             "planted_line_missing_edge;corners-line_through-a1-a8;line_through"
             "planted_to_b_unaligned_empty;no_line-squares_between_to_b-e4-f6;squares_between_to_b"
             "planted_inclusive_unaligned_ends;no_line-squares_between_inclusive-e4-f6;squares_between_inclusive"
             "planted_knight_set_wrap;h_file-knight_set_attacks;knight_set_attacks"
             "planted_pawn_wrap;edge-pawn_attacks-white-a1;pawn_attacks"
             "planted_pawn_wrap;h_file-pawn_set_attacks-black;pawn_set_attacks"
             "planted_ray_stops_at_b;adjacent-ray_through-e4-f5;ray_through"
             "planted_pawn_side_wrap;a_file-pawn_west_attacks-white;pawn_west_attacks"
             "planted_pawn_side_wrap;h_file-pawn_east_attacks-black;pawn_east_attacks"
             "planted_pawn_side_wrap;edge_files-pawn_double_attacks-white;pawn_double_attacks"
             "planted_shift_wrap;h_file-shift_one-east;shift_one"
             "planted_ray_forward_scan;two_blockers-ray_attacks-e4-sout;ray_attacks"
             "planted_with_ends_unaligned_empty;no_line-squares_between_with_ends-e4-f6;squares_between_with_ends"
             "planted_to_b_aligned_unaligned_b;no_line-squares_between_to_b_aligned-e4-f6;squares_between_to_b_aligned"
             "planted_knight_shift_wrap;h_file-knight_shift-noEaEa;knight_shift"
             "planted_push_wrong_way;start-pawn_pushes-black;pawn_pushes"
             "planted_double_push_first_step;blocked-pawn_double_pushes-white;pawn_double_pushes"
             "planted_sees_to_occupied;capture-rook_sees-e4-e8;rook_sees"
             "planted_set_attacks_lowest;two_on_rank-rook_set_attacks;rook_set_attacks")
  list(GET case 0 planted)
  list(GET case 1 seed)
  list(GET case 2 kind)
  add_test(NAME fuzz.replay.${planted}_${kind}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:differential_planted_fuzzer>
            -DDIRS=${corpus}/differential/${seed} -DARGS=-artifact_prefix=${artifacts}
            "-DEXPECT_CRASH=slidercheck: MISMATCH ${planted}::${kind} law=oracle"
            -P ${CMAKE_CURRENT_SOURCE_DIR}/replay.cmake)
  set_tests_properties(fuzz.replay.${planted}_${kind} PROPERTIES
    ENVIRONMENT SLIDERCHECK_PLANTED=${planted} LABELS fuzz-regression)
endforeach()
# The committed seeds are the generator's output.
add_test(NAME fuzz.seeds_up_to_date
  COMMAND ${CMAKE_COMMAND} -DMAKE_SEEDS=$<TARGET_FILE:make_seeds>
          -DCORPUS=${corpus}/differential -DDICT=${corpus}/differential.dict
          -DWORK=${CMAKE_CURRENT_BINARY_DIR}/seeds_check
          -P ${CMAKE_CURRENT_SOURCE_DIR}/seeds_check.cmake)
# A bad checks setting is a one-line error (exit 2), not a silent default.
foreach(bad "SLIDERCHECK_FUZZ_CHECKS=everything" "SLIDERCHECK_FUZZ_LAW_SAMPLE=0")
  string(REGEX REPLACE "=.*" "" variable "${bad}")
  add_test(NAME fuzz.rejects_${variable}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:differential_fuzzer> -DDIRS=${own_bit_seed}
            "-DEXPECT_CRASH=slidercheck: error: ${variable} must be"
            -P ${CMAKE_CURRENT_SOURCE_DIR}/replay.cmake)
  set_tests_properties(fuzz.rejects_${variable} PROPERTIES ENVIRONMENT "${bad}"
    LABELS fuzz-regression)
endforeach()
set_tests_properties(fuzz.replay.differential fuzz.replay.laws fuzz.replay.planted_wrap_h_to_a
  fuzz.replay.planted_own_bit_sampled_law fuzz.replay.planted_own_bit_oracle_only
  fuzz.seeds_up_to_date PROPERTIES LABELS fuzz-regression)
# The standalone driver: an unreadable file is an error, a FIFO is read.
if(NOT SLIDERCHECK_LIBFUZZER)
  add_test(NAME fuzz.standalone_rejects_unreadable
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/standalone_test.sh unreadable
            $<TARGET_FILE:differential_fuzzer> ${CMAKE_CURRENT_BINARY_DIR}/standalone-unreadable)
  add_test(NAME fuzz.standalone_reads_fifo
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/standalone_test.sh fifo
            $<TARGET_FILE:differential_fuzzer> ${CMAKE_CURRENT_BINARY_DIR}/standalone-fifo
            ${own_bit_seed})
  set_tests_properties(fuzz.standalone_rejects_unreadable fuzz.standalone_reads_fifo PROPERTIES
    LABELS "fuzz-regression;unit" TIMEOUT 60)
endif()

# The OSS-Fuzz / ClusterFuzzLite build (labels ossfuzz-build and slow-build:
# a nested build of minutes, outside the default set; `scripts/test.sh --all`
# runs it): .clusterfuzzlite/build.sh with OSS-Fuzz's libFuzzer+ASan environment
# (clang-14), no Docker, then every target over its seed corpus and its three
# companion files checked; and the check shown to fail on broken $OUT folders.
find_program(SLIDERCHECK_CLANG14 clang++-14)
if(SLIDERCHECK_CLANG14)
  add_test(NAME fuzz.ossfuzz_build
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/oss_fuzz_build_test.sh build
            ${CMAKE_CURRENT_BINARY_DIR}/ossfuzz ${SLIDERCHECK_FUZZ_TARGETS})
  set_tests_properties(fuzz.ossfuzz_build PROPERTIES LABELS "ossfuzz-build;slow-build"
    TIMEOUT 1200)
else()
  message(STATUS "slidercheck: clang++-14 not found: no fuzz.ossfuzz_build test")
endif()
add_test(NAME fuzz.ossfuzz_check_rejects_broken_out
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/oss_fuzz_build_test.sh rejects
          ${CMAKE_CURRENT_BINARY_DIR}/ossfuzz-rejects ${SLIDERCHECK_FUZZ_TARGETS})
set_tests_properties(fuzz.ossfuzz_check_rejects_broken_out PROPERTIES LABELS ossfuzz-build)

if(SLIDERCHECK_LIBFUZZER)
  # Time to catch each planted bug from an empty corpus: minutes, opt-in
  # (label fuzz-planted). The needle runs with -use_value_profile=1.
  foreach(planted planted_wrap_h_to_a planted_missing_edge planted_own_bit planted_off_line
                  planted_needle)
    add_test(NAME fuzz.planted.${planted}
      COMMAND ${PROJECT_SOURCE_DIR}/scripts/fuzz-planted.sh
              --binary $<TARGET_FILE:differential_planted_fuzzer> --only ${planted})
    set_tests_properties(fuzz.planted.${planted} PROPERTIES LABELS fuzz-planted TIMEOUT 900)
  endforeach()
endif()
