# The hostile inputs and environments of `slidercheck fuzz` (included by
# engine_tests.cmake, where fuzz_scenario, fuzz_sample and sanitized_fuzz_sample
# are defined): its exit statuses, libFuzzer's own flags, the files it
# replays, unusable plugins, empty option values, closed descriptors, a full
# disk, findings that need earlier calls and the time triage takes.
#
# fuzz_scenario_both(NAME ARGS...): the scenario fuzz_engine.NAME, run by the
# asan build's slidercheck, and fuzz_engine.release.NAME, run by the release
# build's (the uninstrumented fixture, tests/sanitized_plugins.cmake), as a
# user runs it; "{sc}" in ARGS is the slidercheck binary.
set(release_sc ${PROJECT_BINARY_DIR}/tests/uninstrumented/slidercheck)
function(fuzz_scenario_both name)
  string(REPLACE "{sc}" "${sc}" asan_args "${ARGN}")
  fuzz_scenario(${name} ${asan_args})
  string(REPLACE "{sc}" "${release_sc}" release_args "${ARGN}")
  fuzz_scenario(release.${name} ${release_args})
  set_tests_properties(fuzz_engine.release.${name} PROPERTIES
    FIXTURES_REQUIRED uninstrumented_slidercheck LABELS "sanitized;fuzz-engine")
endfunction()
set(correct ${samples}/fuzz_correct.so)

# SIGINT, SIGTERM and SIGHUP: 128 + the signal's number (the release build's
# slidercheck too; engine_tests.cmake runs the asan build's).
add_test(NAME fuzz_engine.release.interrupt_summary
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/engine/interrupt_test.sh ${release_sc} ${correct}
          ${work}/release_interrupt)
set_tests_properties(fuzz_engine.release.interrupt_summary PROPERTIES
  LABELS "sanitized;fuzz-engine" TIMEOUT 300 PASS_REGULAR_EXPRESSION "PASS"
  FIXTURES_REQUIRED uninstrumented_slidercheck)
# A signal while the seeds are written, with --sarif: an interruption (its
# status) with a well-formed SARIF log, not "cannot write the seeds".
foreach(sig "INT;130" "TERM;143")
  list(GET sig 0 name)
  list(GET sig 1 status)
  fuzz_scenario_both(sarif_early_${name} --expect ${status} --signal "${name}:{work}/dir"
    --sarif-file {work}/f.sarif --no-regex "cannot write the seeds"
    -- {sc} fuzz ${correct} --sarif {work}/f.sarif --dir {work}/dir --max-total-time 60)
endforeach()
# A signal while a replayed input's call runs (it never returns) is an
# interruption, not the plugin crashing or hanging.
fuzz_sample(fuzz_hangs fuzz/hangs.c)
string(REPEAT "00" 40 zeros40)
fuzz_scenario_both(replay_signal --expect 143 --write-file "{work}/in=${zeros40}000000"
  --signal "TERM:{work}/tmp/slidercheck-replay.*" --no-regex "crashed or hung"
  -- {sc} fuzz ${samples}/fuzz_hangs.so {work}/in)

# libFuzzer's own flags after --: one that slidercheck's options set
# (-timeout=0 would let a hang run unseen: never exit 0), a -dict that is
# not there, a word that is no flag, a memory limit the driver alone
# exceeds, an -exact_artifact_path that is no file to write: exit 2, one
# line, no folder, the plugin not blamed.
set(flag_cases
  "timeout0|fuzz_hangs.so|-timeout=0|is set by slidercheck fuzz itself: use --timeout"
  "dict_missing|fuzz_correct.so|-dict={work}/missing.dict|cannot read '.*/missing.dict'"
  "word|fuzz_correct.so|word|libFuzzer flag 'word' after -- is not one"
  "rss_limit|fuzz_correct.so|-rss_limit_mb=1|below 512 MB"
  "exact_artifact_dir|fuzz_crash_one_call.so|-exact_artifact_path={work}|is a directory")
foreach(c ${flag_cases})
  string(REPLACE "|" ";" c "${c}")
  list(GET c 0 name)
  list(GET c 1 plugin)
  list(GET c 2 flag)
  list(GET c 3 regex)
  fuzz_scenario_both(libfuzzer_flag_${name} --expect 2 --max-lines 1 --regex "${regex}"
    --no-regex "crashed|hung on" --missing {work}/dir
    -- {sc} fuzz ${samples}/${plugin} --max-total-time 5 --dir {work}/dir -- ${flag})
endforeach()

# Inputs to replay that are not files: one line naming it, exit 2, nothing
# made; a directory's files are replayed, nothing written into it.
fuzz_scenario_both(replay_fifo --expect 2 --max-lines 1 --fifo {work}/fifo
  --regex "cannot replay '.*/fifo': it is a FIFO" --missing {work}/slidercheck-fuzz-corpus
  -- {sc} fuzz ${correct} {work}/fifo)
foreach(dev zero null)
  fuzz_scenario_both(replay_dev_${dev} --expect 2 --max-lines 1
    --regex "cannot replay '/dev/${dev}': it is a character device"
    -- {sc} fuzz ${correct} /dev/${dev})
endforeach()
string(REPEAT "00" 43 zeros43)
fuzz_scenario_both(replay_dir --write-file "{work}/in/a=${zeros43}"
  --write-file "{work}/in/b=${zeros43}" --regex "/in/a: no finding" --regex "/in/b: no finding"
  --regex "^slidercheck fuzz: replayed 2 files: 0 findings, 0 crashes" --files-in {work}/in=2
  --missing {work}/slidercheck-fuzz-corpus
  -- {sc} fuzz ${correct} {work}/in)

# Unusable plugins: one line (exit 2), no folder left; a FIFO is not opened
# (it would block for ever).
fuzz_sample(fuzz_no_symbols fuzz/no_symbols.c)
set(unusable_plugins
  "fifo|{work}/p.so|--fifo|{work}/p.so|is a FIFO"
  "directory|{work}|--exists|{work}|is a directory"
  "dev_null|/dev/null|--exists|/dev/null|is a character device"
  "empty|{work}/p.so|--write-file|{work}/p.so=|empty file"
  "script|{work}/p.so|--write-file|{work}/p.so=23212f62696e2f73680a|not a loadable shared object"
  "truncated|{work}/p.so|--copy|${correct}={work}/p.so:2000|not a loadable shared object"
  "elf32|{work}/p.so|--copy|${correct}={work}/p.so@4=01|not a loadable shared object"
  "arm64|{work}/p.so|--copy|${correct}={work}/p.so@18=b700|not a loadable shared object"
  "no_symbols|${samples}/fuzz_no_symbols.so|--exists|${samples}/fuzz_no_symbols.so|slidercheck_")
foreach(c ${unusable_plugins})
  string(REPLACE "|" ";" c "${c}")
  list(GET c 0 name)
  list(GET c 1 plugin)
  list(GET c 2 make)
  list(GET c 3 what)
  list(GET c 4 regex)
  fuzz_scenario_both(unusable_${name} --expect 2 --max-lines 1 --regex "${regex}"
    --missing {work}/slidercheck-fuzz-corpus ${make} ${what}
    -- {sc} fuzz ${plugin} --max-total-time 5)
endforeach()
# ... and with --sarif: a well-formed log saying why, not a 0-byte file.
fuzz_scenario_both(unusable_sarif --expect 2 --regex "cannot read plugin"
  --sarif-file {work}/f.sarif
  -- {sc} fuzz {work}/missing.so --sarif {work}/f.sarif)

# An option given an empty value is not an option left out: one line, exit 2.
foreach(option runs max-total-time seed dir mapping sarif)
  fuzz_scenario_both(empty_value_${option} --expect 2 --max-lines 1
    --regex "empty value for --${option}" --missing {work}/slidercheck-fuzz-corpus
    -- {sc} fuzz ${correct} --${option} {empty})
endforeach()

# --runs N is exactly N inputs, fewer than the seeds too.
fuzz_scenario_both(runs_below_seeds --regex "^slidercheck fuzz: 5 runs, .* 0 findings"
  -- {sc} fuzz ${correct} --runs 5 --dir {work}/dir)
# Standard input closed by the user: a correct plugin's normal run.
fuzz_scenario_both(stdin_closed --close-stdin --regex "^slidercheck fuzz: 2000 runs, .* 0 findings"
  -- {sc} fuzz ${correct} --runs 2000 --dir {work}/dir)
# A full disk (a small tmpfs of the test's own, where it can be mounted):
# one line naming the cause (exit 2), not an abnormal end of the driver nor
# a load finding blamed on the plugin, saved as a 0-byte report.
foreach(p correct closes_fds)
  fuzz_scenario_both(full_disk_${p} --expect 2 --tmpfs {work}/full:1m
    --regex "^slidercheck: error: .*no space left on the device of .*/full/dir"
    --no-regex "ended abnormally|saved: .*finding-load"
    -- {sc} fuzz ${samples}/fuzz_${p}.so --runs 20000 --dir {work}/full/dir)
endforeach()
# libFuzzer's warnings about a runtime the driver does not need and about
# the driver's own options are not printed.
fuzz_scenario_both(no_noise --regex "^slidercheck fuzz: .* 0 findings"
  --no-regex "Failed to find function" --no-regex "ignores flags that start with"
  -- {sc} fuzz ${correct} --max-total-time 3 --dir {work}/dir)

# A halting UBSan error records its call as it happens, as ASan's does
# (crashed-inputs), so the fork-mode children after it skip that call.
sanitized_fuzz_sample(fuzz_san_shift sanitizer/shift_masked.c undefined)
set_property(TARGET fuzz_san_shift APPEND PROPERTY COMPILE_OPTIONS "-fno-sanitize-recover=all")
fuzz_scenario_both(ubsan_recorded --expect 1 --bound 280 --exists {work}/dir/crash/crashed-inputs
  --regex "UndefinedBehaviorSanitizer shift-exponent" --regex "^slidercheck fuzz: .* 1 finding "
  -- {sc} fuzz ${samples}/fuzz_san_shift.so --max-total-time 20 --triage-time 60 --dir {work}/dir)
# ... and a sanitizer's halt the triage does not reach is reported from that
# record, with its sanitizer and error type; so is AddressSanitizer's.
fuzz_scenario_both(ubsan_recorded_untriaged --expect 3 --bound 200 --reproduce 1
  --regex "^slidercheck: SANITIZER fuzz_san_shift.so::king_attacks UndefinedBehaviorSanitizer shift-exponent$"
  --regex "^  plugin frame: +[a-z_]+ at [^\n]*shift_masked.c:[0-9]+"
  --regex "^  on this input \\(the call that crashed\\): --sq h8$"
  -- {sc} fuzz ${samples}/fuzz_san_shift.so --max-total-time 10 --triage-time 0 --dir {work}/dir)
fuzz_scenario_both(asan_recorded_untriaged --expect 3 --bound 200 --reproduce 1
  --regex "^slidercheck: SANITIZER fuzz_san_knight.so::knight_attacks AddressSanitizer global-buffer-overflow$"
  --regex "^  plugin frame: +slidercheck_knight_attacks at [^\n]*knight_table.c:[0-9]+"
  --regex "^  on this input \\(the call that crashed\\): --sq h8$"
  -- {sc} fuzz ${samples}/fuzz_san_knight.so --max-total-time 10 --triage-time 0 --dir {work}/dir)

# A crash and a hang that need earlier calls (the 500th call of a process):
# said so, the history cut down to a sequence by check, counted as a
# finding, whose reproduce command fails from a fresh start.
fuzz_sample(fuzz_late_crash fuzz/late_crash.c)
fuzz_scenario_both(late_crash --expect 3 --bound 280 --reproduce-sequence 3
  --regex "the fuzzing process crashed on it, and it does not crash alone"
  --regex "its call sequence: slidercheck check .*fuzz_late_crash.so .*--function rook_attacks --replay-dir"
  --regex "crashes from a fresh start" --regex "^slidercheck fuzz: .* 1 finding "
  --no-regex "the plugin crashed or hung on an input"
  -- {sc} fuzz ${samples}/fuzz_late_crash.so --runs 60 --jobs 1 --dir {work}/dir)
# A hang at the 3000th call the same: check cuts the history down to a
# sequence that hangs from a fresh start, counted as a finding, whose
# reproduce command does not exit 0 (3: it hangs again).
fuzz_sample(fuzz_late_hang fuzz/late_crash.c)
target_compile_definitions(fuzz_late_hang PRIVATE LATE_HANG LATE_CALL=3000)
fuzz_scenario_both(late_hang --expect 3 --bound 280 --reproduce-sequence 3
  --regex "the fuzzing process hung on it, and it does not hang alone"
  --regex "its call sequence: slidercheck check .*fuzz_late_hang.so .*--function rook_attacks --replay-dir"
  --regex "this input alone: .* \\(does not hang in a fresh process\\)"
  --regex "hangs from a fresh start" --regex "^slidercheck fuzz: .* 1 finding "
  --no-regex "no-crash-in-a-replay" --no-regex "the plugin crashed or hung on an input"
  -- {sc} fuzz ${samples}/fuzz_late_hang.so --runs 300 --jobs 1 --timeout 2 --dir {work}/dir)
# Every reproduce line of a finding carries the run's call timeout (fuzz's
# --timeout, 10 s unless given; check's own default is 5 s), the driver's
# report of the mismatch as well as the replay's and the sequence's (the
# input alone passes: the plugin goes wrong after many calls).
fuzz_scenario_both(reproduce_timeout --expect 1 --bound 280 --reproduce 0 --reproduce-sequence 1
  --count "3=^  reproduce: slidercheck check .*fuzz_late_wrong.so --timeout 7 "
  --no-regex "^  reproduce: slidercheck check (?!.*--timeout 7 )"
  -- {sc} fuzz ${samples}/fuzz_late_wrong.so --runs 5000 --jobs 1 --timeout 7 --dir {work}/dir)
# A crash that comes back only in the fuzz driver (check's workers pass it):
# "the plugin crashed or hung on an input" with the driver's command, which,
# pasted into a shell, crashes again: exit status 1 where the driver has
# ASan (its SEGV report), 77 where it has not (libFuzzer's deadly signal).
fuzz_sample(fuzz_driver_only_crash fuzz/driver_only_crash.c)
fuzz_scenario_both(driver_only_crash --expect 3 --bound 280 --reproduce-driver 1,77
  --regex "the plugin crashed or hung on an input: .*/dir/crash/crash-"
  -- {sc} fuzz ${samples}/fuzz_driver_only_crash.so --runs 200000 --jobs 1 --dir {work}/dir)
# -exact_artifact_path=FILE after --: libFuzzer writes the crash there; it
# is triaged from there, kept, and counted.
fuzz_scenario_both(exact_artifact --expect 3 --bound 280 --exists {work}/x
  --regex "^slidercheck: CRASH fuzz_crash_one_call.so::rook_attacks signal SIGSEGV"
  --regex "^slidercheck fuzz: .* 1 finding "
  -- {sc} fuzz ${samples}/fuzz_crash_one_call.so --runs 200000 --jobs 1 --dir {work}/dir
     -- -exact_artifact_path={work}/x)
# A full disk where the driver saves a mismatch (its crash folder a tmpfs
# of one page, which the finding's signature fills): one line, exit 2, and no
# part of the finding left (the folder listed from inside the mount).
fuzz_scenario_both(full_disk_finding --expect 2 --bound 280 --tmpfs {work}/dir/crash:4k
  --regex "^slidercheck-fuzz: error: cannot write the finding .*/dir/crash/finding-rook_attacks-[0-9a-f]+.txt: No space left on device"
  --regex "^left: *$" --no-regex "^slidercheck fuzz: " --no-regex "saved: "
  -- sh -c "\"$0\" fuzz ${samples}/fuzz_late_wrong.so --runs 5000 --jobs 1 --dir {work}/dir\ns=$?\necho left: $(ls {work}/dir/crash | grep -v '^crashed-inputs$')\nexit $s" {sc})
# The triage of the crash files (each replayed, then checked) ends with the
# time budget and its window (1 s here): what it did not reach is said to be left.
fuzz_scenario_both(triage_budget --expect 3 --bound 120
  --regex "crash files? left untriaged: the time for triage \\(1 s after the fuzzing, --triage-time\\) is spent.*replay them: slidercheck fuzz "
  -- {sc} fuzz ${samples}/fuzz_late_crash.so --max-total-time 4 --triage-time 1 --dir {work}/dir)
# A crash the triage does not reach (no triage at all: --triage-time 0) is
# still a finding, from the fuzzing process's record of the call: its
# function, the signal, the call, and the check command that re-runs it
# (pasted: it crashes, exit 3).
fuzz_scenario_both(recorded_untriaged --expect 3 --bound 200 --reproduce 3
  --regex "^slidercheck: CRASH fuzz_crash_one_call.so::rook_attacks signal SIGSEGV$"
  --regex "^  plugin frame: +slidercheck_rook_attacks at [^\n]*crash_one_call.c:[0-9]+"
  --regex "^  on this input \\(the call that crashed\\): --sq a1 --occ "
  --regex "^  not re-run: the triage \\(0 s after the fuzzing, --triage-time\\) ended before check re-ran it"
  --regex "^slidercheck fuzz: .* 1 finding .* left untriaged$"
  -- {sc} fuzz ${samples}/fuzz_crash_one_call.so --max-total-time 10 --triage-time 0 --jobs 2
     --dir {work}/dir)
# Without --triage-time, the triage's window is a quarter of the budget
# (here 2 s of 8), with no floor: what it does not reach is said in the
# summary line too.
fuzz_scenario_both(triage_share --expect 3 --bound 120
  --regex "^slidercheck fuzz: .* [0-9]+ crash files? left untriaged$"
  --regex "crash files? left untriaged: the time for triage \\(2 s after the fuzzing, --triage-time\\) is spent"
  -- {sc} fuzz ${samples}/fuzz_late_crash.so --max-total-time 8 --dir {work}/dir)
