# Tests of `slidercheck fuzz` (label fuzz-engine): sample plugins built with
# -fsanitize=fuzzer-no-link (as docs/engine-fuzzing.md tells engine authors),
# each fuzzed for a bounded number of runs (no time assertion).
set(SAMPLES ${PROJECT_SOURCE_DIR}/tests/plugins)  # what sample_plugin (tests/plugin/tests.cmake) reads
set(SAMPLE_DIR ${CMAKE_BINARY_DIR}/plugin/samples)
# fuzz_sample(NAME SOURCE): the plugin SAMPLE_DIR/NAME.so with sanitizer coverage.
function(fuzz_sample name source)
  sample_plugin(${name} ${source})
  set_target_properties(${name} PROPERTIES
    COMPILE_OPTIONS "-Wall;-Wextra;-fsanitize=fuzzer-no-link")
endfunction()
fuzz_sample(fuzz_needle fuzz/needle.c)
fuzz_sample(fuzz_correct correct.c)
# Four distinct planted bugs in one engine (the findings-per-hour figure of
# docs/measurements.md, scripts/fuzz-planted.sh --plugin).
fuzz_sample(fuzz_catalogue fuzz/catalogue.c)
# ... and with ASan (+UBSan): a correct one, and one whose knight table is read
# one past its end at h8 (tests/plugins/sanitizer/knight_table.c: right values,
# so only the sanitizer sees it).
function(sanitized_fuzz_sample name source sanitizers)
  fuzz_sample(${name} ${source})
  set_target_properties(${name} PROPERTIES
    COMPILE_OPTIONS "-Wall;-Wextra;-g;-O1;-fsanitize=${sanitizers};-fsanitize=fuzzer-no-link"
    LINK_OPTIONS "-fsanitize=${sanitizers}")
endfunction()
sanitized_fuzz_sample(fuzz_san_correct correct.c address,undefined)
sanitized_fuzz_sample(fuzz_san_knight sanitizer/knight_table.c address)
set(samples ${SAMPLE_DIR})
set(work ${CMAKE_CURRENT_BINARY_DIR}/engine-tests)

# The needle passes the value checks...
check_test(needle_conforms 0 "rook_attacks .* pass@@result: CONFORMS"
           ${samples}/fuzz_needle.so --level standard PREFIX fuzz_engine TIMEOUT 300)
# ... and the fuzzer finds it from an empty corpus, shrunk, with check's
# reproduce command, which reproduces it. 200000 runs: it took at most
# 30000 in 10 seeds (docs/measurements.md).
add_test(NAME fuzz_engine.clean_needle_dir COMMAND ${CMAKE_COMMAND} -E rm -rf ${work}/needle)
check_test(finds_needle 1
  "has sanitizer coverage@@slidercheck: MISMATCH fuzz_needle.so::rook_attacks law=oracle@@--occ 0x7f3a9c0e55d21b86@@1 finding@@saved: .*/crash/finding-rook_attacks-[0-9a-f]+\\.txt"
  ${samples}/fuzz_needle.so --runs 200000 --jobs 1 --seed 1 --dir ${work}/needle
  COMMAND fuzz PREFIX fuzz_engine REPLAY_EXPECT 1 TIMEOUT 600)
# A correct plugin: no false alarm in the budget, with coverage...
check_test(correct_no_false_alarm 0 "has sanitizer coverage@@ 0 findings"
  ${samples}/fuzz_correct.so --runs 30000 --jobs 1 --law-sample 8 --dir ${work}/correct
  COMMAND fuzz PREFIX fuzz_engine TIMEOUT 600 NOT_REGEX "MISMATCH")
# ... and blind (no coverage in the plugin), said so, still fuzzed; two jobs.
check_test(correct_blind 0 "fuzzing blind@@ 0 findings"
  ${samples}/correct_a1b1.so --runs 5000 --jobs 2 --dir ${work}/blind
  COMMAND fuzz PREFIX fuzz_engine TIMEOUT 600 NOT_REGEX "MISMATCH")
# Conventions as check takes them: pawn kinds named side-relative (black's
# west is the board's east) are a mismatch when not declared, found within
# the budget, with a reproduce command that brings it back; declared by
# --pawn-sides or by the plugin's slidercheck_pawn_sides symbol, no finding
# (neither by the oracle nor by a law); a bad declaration is a one-line error.
add_test(NAME fuzz_engine.clean_sides_dirs COMMAND ${CMAKE_COMMAND} -E rm -rf
  ${work}/sides_undeclared ${work}/sides_option ${work}/sides_symbol ${work}/sides_bad)
set_tests_properties(fuzz_engine.clean_sides_dirs PROPERTIES FIXTURES_SETUP fuzz_sides_dirs)
check_test(pawn_sides_undeclared 1 "slidercheck: MISMATCH diag_pawn_sides.so::pawn_(east|west)_attacks law=oracle"
  ${samples}/diag_pawn_sides.so --runs 50000 --jobs 1 --seed 1 --dir ${work}/sides_undeclared
  COMMAND fuzz PREFIX fuzz_engine REPLAY_EXPECT 1 TIMEOUT 600)
check_test(pawn_sides_option 0 " 0 findings"
  ${samples}/diag_pawn_sides.so --pawn-sides relative --runs 50000 --jobs 1 --seed 1
  --law-sample 1 --dir ${work}/sides_option
  COMMAND fuzz PREFIX fuzz_engine TIMEOUT 600 NOT_REGEX "MISMATCH")
check_test(pawn_sides_symbol 0 " 0 findings"
  ${samples}/pawn_sides_declared.so --runs 50000 --jobs 1 --seed 1 --law-sample 1
  --dir ${work}/sides_symbol
  COMMAND fuzz PREFIX fuzz_engine TIMEOUT 600 NOT_REGEX "MISMATCH")
check_test(pawn_sides_bad_option 2 "bad --pawn-sides 'left' \\(want board or relative\\)"
  ${samples}/diag_pawn_sides.so --pawn-sides left COMMAND fuzz PREFIX fuzz_engine)
check_test(pawn_sides_bad_symbol 2 "bad slidercheck_pawn_sides \"left\""
  ${samples}/pawn_sides_bad.so --runs 100 --jobs 1 --dir ${work}/sides_bad
  COMMAND fuzz PREFIX fuzz_engine)
set_tests_properties(fuzz_engine.pawn_sides_undeclared fuzz_engine.pawn_sides_option
  fuzz_engine.pawn_sides_symbol fuzz_engine.pawn_sides_bad_symbol
  PROPERTIES FIXTURES_REQUIRED fuzz_sides_dirs)
# Sanitized plugins: a correct one gives no false alarm in the budget; the
# sanitizer-only bug is found, and its crash re-run as check runs it: check's
# finding (the error, the plugin frame, the input), saved, with a reproduce
# command that brings it back (REPLAY_EXPECT).
check_test(sanitized_no_false_alarm 0 "has sanitizer coverage@@ 0 findings"
  ${samples}/fuzz_san_correct.so --runs 20000 --jobs 1 --law-sample 8 --dir ${work}/san_correct
  COMMAND fuzz PREFIX fuzz_engine TIMEOUT 600 NOT_REGEX "MISMATCH|SANITIZER")
add_test(NAME fuzz_engine.clean_san_knight_dir COMMAND ${CMAKE_COMMAND} -E rm -rf ${work}/san_knight)
check_test(sanitizer_finding 1
  "re-running .*/crash/crash-[0-9a-f]+( \\(the call law [a-z-]+ made\\))? as check does@@slidercheck fuzz: .* 1 finding @@slidercheck: SANITIZER fuzz_san_knight.so::knight_attacks AddressSanitizer global-buffer-overflow@@plugin frame: +slidercheck_knight_attacks at [^\n]*knight_table.c:[0-9]+@@square: +h8 \\(63\\)@@reproduce: slidercheck check [^\n]* --sq h8@@saved: .*/crash/finding-crash-[0-9a-f]+\\.txt"
  ${samples}/fuzz_san_knight.so --runs 200000 --jobs 1 --seed 1 --dir ${work}/san_knight
  COMMAND fuzz PREFIX fuzz_engine REPLAY_EXPECT 1 TIMEOUT 600)
set_tests_properties(fuzz_engine.clean_san_knight_dir PROPERTIES FIXTURES_SETUP fuzz_san_knight_dir)
set_tests_properties(fuzz_engine.sanitizer_finding PROPERTIES FIXTURES_REQUIRED fuzz_san_knight_dir)
# Each of the catalogue's four bugs is real: check fails exactly those four
# functions, and the two right ones pass.
check_test(catalogue_four_bugs 1
  "MISMATCH fuzz_catalogue.so::rank_attacks@@MISMATCH fuzz_catalogue.so::bishop_attacks@@MISMATCH fuzz_catalogue.so::file_attacks@@MISMATCH fuzz_catalogue.so::diagonal_attacks@@queen_attacks .* pass@@knight_attacks .* pass"
  ${samples}/fuzz_catalogue.so --level quick PREFIX fuzz_engine TIMEOUT 300)
# A plugin that will not load is check's one-line error, exit 2.
check_test(missing_plugin 2 "cannot read plugin"
  ${work}/no-such.so COMMAND fuzz PREFIX fuzz_engine)
set_tests_properties(fuzz_engine.clean_needle_dir PROPERTIES FIXTURES_SETUP fuzz_needle_dir)
set_tests_properties(fuzz_engine.finds_needle PROPERTIES FIXTURES_REQUIRED fuzz_needle_dir)
foreach(t needle_conforms clean_needle_dir finds_needle correct_no_false_alarm correct_blind
          pawn_sides_undeclared pawn_sides_option pawn_sides_symbol pawn_sides_bad_option
          pawn_sides_bad_symbol clean_sides_dirs
          missing_plugin sanitized_no_false_alarm clean_san_knight_dir sanitizer_finding
          catalogue_four_bugs)
  set_property(TEST fuzz_engine.${t} APPEND PROPERTY LABELS fuzz-engine)
endforeach()
# SIGINT, SIGTERM, SIGHUP, with one fuzzing process and in fork mode: exit
# 130 with the summary, no process and no libFuzzer folder left.
add_test(NAME fuzz_engine.interrupt_summary
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/engine/interrupt_test.sh $<TARGET_FILE:slidercheck>
          ${samples}/fuzz_correct.so ${work}/interrupt)
set_tests_properties(fuzz_engine.interrupt_summary PROPERTIES
  LABELS "unit;fuzz-engine" TIMEOUT 300 PASS_REGULAR_EXPRESSION "PASS")
# Hostile plugins and environments, each run by scenario_test.py, which
# checks the exit status and the output, a bound on the run's time that only a
# hang exceeds, that no process of the run is left (none whose command line
# names its folder), and that nothing is left in TMPDIR.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  set(sc $<TARGET_FILE:slidercheck>)
  # fuzz_scenario(NAME [scenario_test.py options...] -- slidercheck ARGS...)
  function(fuzz_scenario name)
    add_test(NAME fuzz_engine.${name}
      COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/engine/scenario_test.py
              --work ${work}/${name} ${ARGN})
    set_tests_properties(fuzz_engine.${name} PROPERTIES LABELS "unit;fuzz-engine" TIMEOUT 300)
  endfunction()
  # A helper process the plugin starts (sleeping 10 minutes, holding the
  # driver's standard error open) neither holds the run open nor outlives it:
  # one process, and fork mode (a helper in each child).
  fuzz_sample(fuzz_lingering_helper fuzz/lingering_helper.c)
  fuzz_scenario(lingering_helper --bound 120 --regex "^slidercheck fuzz: 2000 runs, .* 0 findings"
    -- ${sc} fuzz ${samples}/fuzz_lingering_helper.so --runs 2000 --jobs 1 --dir {work}/dir)
  fuzz_scenario(lingering_helper_fork --bound 120 --regex "^slidercheck fuzz: .* 0 findings"
    -- ${sc} fuzz ${samples}/fuzz_lingering_helper.so --max-total-time 3 --jobs 2 --dir {work}/dir)
  # A plain crash on one call, in fork mode: recorded by the child that met
  # it, skipped by the children after it, so the run leaves a crash file or
  # two, not one per child, and one finding.
  fuzz_sample(fuzz_crash_one_call fuzz/crash_one_call.c)
  fuzz_scenario(crash_one_call_fork --expect 3 --bound 200
    --regex "^slidercheck: CRASH fuzz_crash_one_call.so::rook_attacks signal SIGSEGV"
    --no-regex "(?s)(the same finding as before.*){5}"
    --exists {work}/dir/crash/crashed-inputs
    -- ${sc} fuzz ${samples}/fuzz_crash_one_call.so --max-total-time 20 --jobs 2 --dir {work}/dir)
  # ... and a helper that leaves the driver's process group (setsid, a second
  # fork) is ended with the run as well (plugin/descendants.h): one process, fork mode.
  set(run_hostile ${PROJECT_SOURCE_DIR}/tests/plugins/hostile/run_hostile.py)
  add_test(NAME fuzz_engine.setsid_helper COMMAND ${Python3_EXECUTABLE} ${run_hostile}
    --expect 0 --max-seconds 120 --regex "^slidercheck fuzz: 2000 runs, .* 0 findings"
    -- ${sc} fuzz ${samples}/hostile_setsid_helper.so --runs 2000 --jobs 1 --dir {tmp}/dir)
  add_test(NAME fuzz_engine.setsid_helper_fork COMMAND ${Python3_EXECUTABLE} ${run_hostile}
    --expect 0 --max-seconds 120 --regex "^slidercheck fuzz: .* 0 findings"
    -- ${sc} fuzz ${samples}/hostile_setsid_helper.so --max-total-time 3 --jobs 2 --dir {tmp}/dir)
  set_tests_properties(fuzz_engine.setsid_helper fuzz_engine.setsid_helper_fork
    PROPERTIES LABELS "unit;fuzz-engine" TIMEOUT 300)
  # A job still inside a slow call (90 s, within --timeout) when the time
  # budget is spent: the run is stopped a few seconds past the budget as
  # libFuzzer stops (SIGINT), and ends as a spent budget does (exit 0, its
  # summary), not as an abnormal end of the driver.
  fuzz_sample(fuzz_slow_call fuzz/slow_call.c)
  fuzz_scenario(budget_overrun --bound 60 --regex "^slidercheck fuzz: .* 0 findings"
    --regex "the time budget is spent" --no-regex "ended abnormally"
    -- ${sc} fuzz ${samples}/fuzz_slow_call.so --max-total-time 3 --timeout 300
    --dir {work}/dir)
  # A corpus file far larger than an input (sparse: no disk used) is moved
  # aside with a warning, never read: fork mode (the default --jobs 2) would
  # read it whole, and the driver's malloc limit (or ulimit -v) would end the
  # run as a crash on the empty input, blamed on the plugin.
  set(oversized_checks
    --sparse-file {work}/dir/corpus/huge:3221225472
    --regex "^slidercheck fuzz: warning: .*/dir/corpus/huge is 3221225472 bytes, too large to be a fuzz input.*: moved aside to .*/dir/oversized/huge$"
    --regex "^slidercheck fuzz: [1-9][0-9]* runs, .* 0 findings" --no-regex "crash-|crashed"
    --exists {work}/dir/oversized/huge --missing {work}/dir/corpus/huge)
  fuzz_scenario(oversized_corpus_file ${oversized_checks}
    -- ${sc} fuzz ${samples}/fuzz_correct.so --max-total-time 4 --dir {work}/dir)
  if(NOT SLIDERCHECK_SANITIZE)  # (a sanitizer's shadow memory needs more address space)
    fuzz_scenario(oversized_corpus_file_address_limit ${oversized_checks}
      --address-space-kb 2097152
      -- ${sc} fuzz ${samples}/fuzz_correct.so --max-total-time 4 --dir {work}/dir)
  endif()
  # A plugin that closes every file descriptor while loading ends the driver
  # silently: the load re-run as check says why, with the command.
  fuzz_sample(fuzz_closes_fds fuzz/closes_fds.c)
  fuzz_scenario(closes_fds --expect 3 --regex "re-running the load as check does: slidercheck check .*fuzz_closes_fds.so"
    --regex "slidercheck: the plugin closed .* while loading"
    --regex "^slidercheck fuzz: 0 runs, .* 1 finding "
    --regex "reproduce: slidercheck check .*fuzz_closes_fds.so .*--level quick" --reproduce 3
    -- ${sc} fuzz ${samples}/fuzz_closes_fds.so --max-total-time 30 --dir {work}/dir)
  # -fsanitize=fuzzer as a plugin's flag: clang leaves libFuzzer out of a
  # shared library (its hooks undefined)...
  fuzz_sample(fuzz_fuzzer_flag correct.c)
  set_target_properties(fuzz_fuzzer_flag PROPERTIES
    COMPILE_OPTIONS "-Wall;-Wextra;-fsanitize=fuzzer" LINK_OPTIONS "-fsanitize=fuzzer")
  # ... and with libFuzzer linked in all the same (its hooks defined in the plugin).
  fuzz_sample(fuzz_libfuzzer_inside correct.c)
  set_target_properties(fuzz_libfuzzer_inside PROPERTIES
    COMPILE_OPTIONS "-Wall;-Wextra;-fsanitize=fuzzer"
    LINK_OPTIONS "-fsanitize=fuzzer;-Wl,--whole-archive;${libfuzzer_no_main};-Wl,--no-whole-archive")
  # Both are instrumented, and their counters reach the driver: "cov:" counts
  # the plugin's edges (a blind run shows none).
  foreach(p fuzzer_flag libfuzzer_inside)
    fuzz_scenario(coverage_${p} --regex "has sanitizer coverage" --no-regex "fuzzing blind"
      --regex "cov: ([2-9][0-9]|[1-9][0-9][0-9]+) "
      -- ${sc} fuzz ${samples}/fuzz_${p}.so --runs 5000 --jobs 1 --dir {work}/dir)
  endforeach()
  # A failure that needs earlier calls (wrong from the 500th call on): the
  # finding's one-input reproduce command passes, the report says so, and
  # check's call sequence, found and cut down, fails from a fresh start.
  fuzz_sample(fuzz_late_wrong fuzz/late_wrong.c)
  fuzz_scenario(late_wrong_sequence --expect 1 --reproduce 0 --reproduce-sequence 1
    --regex "slidercheck: MISMATCH fuzz_late_wrong.so::rook_attacks"
    --regex "does not come back alone: slidercheck check .* passes in a fresh process"
    --regex "its call sequence: slidercheck check .*fuzz_late_wrong.so .*--function rook_attacks"
    --regex "depends on earlier calls" --regex "sequence file: .*/dir/crash/"
    --regex "^slidercheck fuzz: .* 1 finding "
    -- ${sc} fuzz ${samples}/fuzz_late_wrong.so --runs 3000 --jobs 1 --dir {work}/dir)
  # --runs N runs N inputs, in one process (the default --jobs 2 is not used;
  # a --jobs given is said to be unused).
  fuzz_scenario(runs_exact --regex "^slidercheck fuzz: 3000 runs, .* 0 findings" "--no-regex=-fork="
    -- ${sc} fuzz ${samples}/fuzz_correct.so --runs 3000 --dir {work}/dir)
  fuzz_scenario(runs_with_jobs --regex "^slidercheck fuzz: 3000 runs, .* 0 findings"
    --regex "--runs 3000: one fuzzing process \\(--jobs 2 unused\\)"
    -- ${sc} fuzz ${samples}/fuzz_correct.so --runs 3000 --jobs 2 --dir {work}/dir)
  # Two distinct bugs (tests/plugins/fuzz/two_bugs.c): bishop_attacks wrong on
  # many inputs, and an AddressSanitizer error in rook_attacks. One run finds
  # both and goes on: each saved and reported once, the summary counting two,
  # and every reproduce command, pasted into a shell, brings its finding back.
  # One fuzzing process (restarted after the crash) and fork mode.
  sanitized_fuzz_sample(fuzz_two_bugs fuzz/two_bugs.c address)
  set(two_bugs_checks --expect 1
    --regex "slidercheck: SANITIZER fuzz_two_bugs.so::rook_attacks AddressSanitizer global-buffer-overflow"
    --regex "plugin frame: +slidercheck_rook_attacks at [^\n]*two_bugs.c:[0-9]+"
    --regex "^slidercheck fuzz: .* 2 findings "
    --count "1=^  saved: .*/dir/crash/finding-bishop_attacks-[0-9a-f]+\\.txt$"
    --count "1=^  saved: .*/dir/crash/finding-crash-[0-9a-f]+\\.txt$"
    --reproduce-all 1)
  # (The driver's own report of a finding, printed when first met: once. In
  # fork mode the children's output is libFuzzer's to keep.)
  fuzz_scenario(two_bugs_one_process ${two_bugs_checks} --bound 280 --count "1=^slidercheck: FINDING$"
    -- ${sc} fuzz ${samples}/fuzz_two_bugs.so --runs 200000 --jobs 1 --seed 1 --dir {work}/dir)
  # (Fork mode: 30 s of fuzzing, and a triage window of its own that a
  # loaded machine's sanitized re-runs and shrinking fit in; the default
  # quarter of the budget may leave a crash file untriaged, a recorded
  # finding then: fuzz_engine.asan_recorded_untriaged.)
  fuzz_scenario(two_bugs_fork ${two_bugs_checks} --bound 280
    -- ${sc} fuzz ${samples}/fuzz_two_bugs.so --max-total-time 90 --triage-time 60
       --dir {work}/dir)
  # A crash reached only through a law's derived call: the input (rook a1,
  # occupancy {h8}) is fine, the own-bit law's call (a1 added) reads past the
  # table. Replayed as a file, the call that crashed is what check re-runs.
  string(REPEAT "00" 32 zeros32)
  set(rook_a1_h8 "0000000000000000000080${zeros32}")
  set(bishop_a1_rank8 "01000000000000000000FF${zeros32}")
  set(rook_a1_empty "000000${zeros32}0000000000000000")
  fuzz_scenario(replay_law_call --expect 1 --write-file "{work}/own_bit=${rook_a1_h8}"
    --regex "re-running the call that crashed on .*/own_bit \\(the call law own-bit made\\) as check does: slidercheck check .*fuzz_two_bugs.so .*--function rook_attacks --sq a1 --occ 0x8000000000000001"
    --regex "slidercheck: SANITIZER fuzz_two_bugs.so::rook_attacks AddressSanitizer global-buffer-overflow"
    --regex "^slidercheck fuzz: replayed 1 file: 1 finding, 0 crashes" --reproduce-all 1
    --missing {work}/slidercheck-fuzz-corpus
    -- ${sc} fuzz ${samples}/fuzz_two_bugs.so {work}/own_bit --law-sample 1)
  # Replaying a mismatch's input and a passing one.
  fuzz_scenario(replay_files --expect 1 --write-file "{work}/bishop=${bishop_a1_rank8}"
    --write-file "{work}/pass=${rook_a1_empty}"
    --regex "/bishop:" --regex "slidercheck: MISMATCH fuzz_two_bugs.so::bishop_attacks"
    --regex "/pass: no finding" --regex "^slidercheck fuzz: replayed 2 files: 1 finding, 0 crashes"
    --reproduce-all 1
    -- ${sc} fuzz ${samples}/fuzz_two_bugs.so {work}/bishop {work}/pass)
  # A replayed file whose position is malformed, or outside the domain (two
  # white kings), is one line and exit 2, never skipped; a game-like one is
  # checked (the position kinds' walker plugin: no finding).
  fuzz_sample(fuzz_position_correct position_correct.c)
  string(REPEAT "00" 42 zeros42)
  string(REPEAT "00" 40 zeros40)
  set(checkers_header "1F${zeros42}")
  fuzz_scenario(replay_malformed_position --expect 2 --max-lines 1
    --write-file "{work}/malformed=${checkers_header}01"
    --regex "^slidercheck: error: cannot replay '.*/malformed': the fuzz input's position \\(checkers\\) is not well-formed"
    -- ${sc} fuzz ${samples}/fuzz_position_correct.so {work}/malformed)
  fuzz_scenario(replay_position_outside_domain --expect 2 --max-lines 1
    --write-file "{work}/two_kings=${checkers_header}18000000000000000000000000000010${zeros40}1800000000000010"
    --regex "^slidercheck: error: cannot replay '.*/two_kings': the fuzz input's position \\(checkers\\) is white has 2 kings"
    -- ${sc} fuzz ${samples}/fuzz_position_correct.so {work}/two_kings)
  fuzz_scenario(replay_position_game_like --expect 0
    --write-file "{work}/kings=${checkers_header}10000000000000000000000000000010${zeros40}1000000000000010"
    --regex "/kings: no finding" --regex "^slidercheck fuzz: replayed 1 file: 0 findings, 0 crashes"
    -- ${sc} fuzz ${samples}/fuzz_position_correct.so {work}/kings)
  # The seeds and the dictionary of every kind are used by default, inputs
  # are 107 bytes; flags after -- reach libFuzzer (a dictionary of one word).
  fuzz_scenario(seeds_and_dict --regex "seed corpus: files: [0-9]+ min: 107b max: 107b"
    --regex "Dictionary: [1-9][0-9] entries" --regex "^slidercheck fuzz: 2000 runs, .* 0 findings"
    --exists {work}/dir/seeds/seed-rook_attacks-1 --exists {work}/dir/seeds/seed-shift_one-1
    --exists {work}/dir/slidercheck.dict
    -- ${sc} fuzz ${samples}/fuzz_correct.so --runs 2000 --dir {work}/dir)
  fuzz_scenario(libfuzzer_flags --write-file "{work}/one.dict=6b773d225c7866665c786666220a"
    --regex "Dictionary: 1 entries" --regex "^slidercheck fuzz: 2000 runs, .* 0 findings"
    -- ${sc} fuzz ${samples}/fuzz_correct.so --runs 2000 --dir {work}/dir -- -dict={work}/one.dict)
  fuzz_scenario(libfuzzer_flag_without_dashes --expect 2
    --regex "unknown option for fuzz: -only_ascii=1"
    -- ${sc} fuzz ${samples}/fuzz_correct.so --runs 2000 -only_ascii=1)
  # --merge minimises the corpus in place.
  fuzz_scenario(merge
    --setup "${sc} fuzz ${samples}/fuzz_correct.so --runs 3000 --jobs 1 --dir {work}/dir"
    --regex "^slidercheck fuzz: merged: corpus [1-9][0-9]* inputs -> [1-9][0-9]* inputs \\(.*/dir/corpus\\)"
    --exists {work}/dir/corpus --missing {work}/dir/corpus.merged --missing {work}/dir/corpus.old
    -- ${sc} fuzz ${samples}/fuzz_correct.so --merge --dir {work}/dir)
  # A bad option is one line, exit 2, and makes no folder.
  foreach(bad "jobs;0" "runs;x" "mapping;a1,h8" "law-sample;0" "timeout;0" "seed;x")
    list(GET bad 0 option)
    list(GET bad 1 value)
    fuzz_scenario(bad_option_${option} --expect 2 "--regex=--${option}"
      --missing {work}/slidercheck-fuzz-corpus
      -- ${sc} fuzz ${samples}/fuzz_correct.so --${option} ${value})
  endforeach()
  include(${CMAKE_CURRENT_LIST_DIR}/hardening_tests.cmake)
endif()
# The ClusterFuzzLite template's build.sh, as OSS-Fuzz runs it (no Docker),
# and its target on the example engine: clean, then its planted bug found (a
# nested build of minutes: label slow-build, outside the default set).
if(SLIDERCHECK_CLANG14)
  add_test(NAME fuzz_engine.cflite_template
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/engine/cflite_template_test.sh)
  set_tests_properties(fuzz_engine.cflite_template PROPERTIES
    LABELS "ossfuzz-build;fuzz-engine;slow-build" TIMEOUT 1200)
endif()
# A sanitizer error in the plugin (ASan, clang's static runtime, which the
# sanitized driver supplies): the sanitizer's error line, libFuzzer's crash
# file re-run as check runs it, and check's finding: exit 1, the frame in the
# plugin with its source line.
if(SLIDERCHECK_SANITIZE)
  fuzz_sample(fuzz_oob_knight fuzz/oob_knight.c)
  set_target_properties(fuzz_oob_knight PROPERTIES
    COMPILE_OPTIONS "-Wall;-Wextra;-g;-fsanitize=address,fuzzer-no-link")
  # (A fresh folder: a crash met before is a known crash there, skipped.)
  add_test(NAME fuzz_engine.clean_oob_dir COMMAND ${CMAKE_COMMAND} -E rm -rf ${work}/oob)
  set_tests_properties(fuzz_engine.clean_oob_dir PROPERTIES FIXTURES_SETUP fuzz_oob_dir
    LABELS fuzz-engine)
  check_test(oob_knight_asan 1
    "ERROR: AddressSanitizer: global-buffer-overflow@@re-running .*/crash/crash-[0-9a-f]+( \\(the call law [a-z-]+ made\\))? as check does@@slidercheck: SANITIZER fuzz_oob_knight.so::knight_attacks AddressSanitizer global-buffer-overflow@@plugin frame: +slidercheck_knight_attacks at [^\n]*oob_knight.c:11"
    ${samples}/fuzz_oob_knight.so --runs 100000 --jobs 1 --seed 1 --dir ${work}/oob
    COMMAND fuzz PREFIX fuzz_engine TIMEOUT 600)
  set_property(TEST fuzz_engine.oob_knight_asan APPEND PROPERTY LABELS fuzz-engine)
  set_tests_properties(fuzz_engine.oob_knight_asan PROPERTIES FIXTURES_REQUIRED fuzz_oob_dir)
endif()
