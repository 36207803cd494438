# What check and bench report when a plugin misbehaves (a failure that does not
# come back, a damaged file, Ctrl-C, a bench error); included from tests/plugin/tests.cmake inside its hostile block (hostile_test,
# sc, schema and quick_bench are defined there).

# A diagnosis is offered only for a failure its own fresh process
# brings back. Wrong in the first process only, and wrong on 1 call in 1,000:
# found, but no explanation ("conforms if numbered ..." holds for a right one).
# The flaky one's replayed call history may fail again by chance (then the
# report says the failure needs the calls before it): either reason will do.
set(first_process_only_why "did not come back in a fresh process")
set(flaky_why "(did not come back in a fresh process|comes back only after the calls before it)")
foreach(p first_process_only flaky)
  set(args ${SAMPLE_DIR}/hostile_${p}.so --level quick --replay-dir {tmp})
  hostile_test(${p}_no_diagnosis --expect 1 --max-seconds 120
    --regex "diagnoses: skipped, the failure ${${p}_why}"
    --no-regex "conforms if numbered" --no-regex "results match the attacks"
    -- ${sc} check ${args})
  hostile_test(${p}_no_diagnosis_json --expect 1 --max-seconds 120 ${schema}
    --regex "\"diagnoses_skipped\": \"the failure ${${p}_why}"
    --no-regex "conforms if numbered"
    -- ${sc} check ${args} --format json)
endforeach()

# A file that is not a complete shared object for this machine is
# refused before dlopen, with exit 2 and what is wrong (not a crash while
# loading, nor glibc's "No such file or directory").
set(damaged_cut ${SAMPLE_DIR}/hostile_cut_1000.so)
set(damaged_arch ${SAMPLE_DIR}/hostile_other_machine.so)
add_custom_command(OUTPUT ${damaged_cut} ${damaged_arch}
  COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/damage_elf.py cut 1000
          $<TARGET_FILE:hostile_slow> ${damaged_cut}
  COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/damage_elf.py machine 183
          $<TARGET_FILE:hostile_slow> ${damaged_arch}
  DEPENDS hostile_slow ${HOSTILE}/damage_elf.py VERBATIM)
add_custom_target(hostile_damaged_plugins DEPENDS ${damaged_cut} ${damaged_arch})
add_dependencies(test_plugins hostile_damaged_plugins)
foreach(command check bench)
  set(extra --level quick)
  if(command STREQUAL "bench")
    set(extra ${quick_bench})
  endif()
  hostile_test(${command}_cut_so --expect 2 --max-seconds 60
    --regex "^slidercheck: error: cannot load plugin '.*hostile_cut_1000.so': not a loadable shared object: truncated \\("
    --no-regex "crashed"
    -- ${sc} ${command} ${damaged_cut} ${extra})
  hostile_test(${command}_other_machine_so --expect 2 --max-seconds 60
    --regex "^slidercheck: error: cannot load plugin '.*hostile_other_machine.so': not a loadable shared object: an ELF file for another machine \\(e_machine 183"
    --no-regex "No such file"
    -- ${sc} ${command} ${damaged_arch} ${extra})
endforeach()

# Ctrl-C with --junit FILE, --sarif FILE and --format json on standard output: all
# are well-formed and say interrupted; a passing --junit file there is replaced.
add_test(NAME hostile.interrupt_reports
  COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/interrupt_reports.py
          ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json ${sc}
          ${SAMPLE_DIR}/hostile_slow.so --level quick)
set_tests_properties(hostile.interrupt_reports PROPERTIES LABELS unit TIMEOUT 150)
# ... SIGTERM and SIGHUP: the reports' exit code is 128 + the signal's number
# (143, 129), as a shell gives the checker's status, not SIGINT's 130.
foreach(sig TERM HUP)
  add_test(NAME hostile.interrupt_reports_${sig}
    COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/interrupt_reports.py
            ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json ${sc}
            ${SAMPLE_DIR}/hostile_slow.so --signal ${sig} --level quick)
  set_tests_properties(hostile.interrupt_reports_${sig} PROPERTIES LABELS unit TIMEOUT 150)
endforeach()
# ... and they count what finished: with one function done (knight attacks)
# and one still running (rook attacks, a millisecond a call), both reports give
# the finished one's result and say 1 of 2 functions finished.
add_test(NAME hostile.interrupt_reports_count
  COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/interrupt_reports.py
          ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json ${sc}
          ${SAMPLE_DIR}/hostile_partly_slow.so --finished knight_attacks --level quick)
set_tests_properties(hostile.interrupt_reports_count PROPERTIES LABELS unit TIMEOUT 150)

# Bench --format json writes a well-formed report with the error on
# exit 2 (a file that will not load) and exit 3 (a call that ends the process).
set(bench_schema --json ${PROJECT_SOURCE_DIR}/docs/bench-report.schema.json)
hostile_test(bench_json_unusable --expect 2 ${bench_schema}
  --regex "\"outcome\": \"unusable\"" --regex "\"error\": \"cannot load plugin '.*hostile_cut_1000.so'"
  -- ${sc} bench ${damaged_cut} ${quick_bench} --format json)
hostile_test(bench_json_crash --expect 3 ${bench_schema}
  --regex "\"outcome\": \"crash\"" --regex "\"error\": \"hostile_exit_in_call.so::rook_attacks ended while being measured"
  -- ${sc} bench ${SAMPLE_DIR}/hostile_exit_in_call.so ${quick_bench} --format json)

# A failure that needs the calls before it: the sequence comes back, the
# single input does not; no explanation, and the report says why.
hostile_test(repeat_differs_no_diagnosis --expect 1 --max-seconds 120
  --regex "diagnoses: skipped, the failure comes back only after the calls before it"
  --no-regex "conforms if numbered"
  -- ${sc} check ${SAMPLE_DIR}/hostile_repeat_differs.so --level quick --replay-dir {tmp})

# The plugin acts on slidercheck's own processes from inside one call (on a
# rook on d4 alone: the report must name that input), then goes on.
foreach(p kill_supervisor traceme stop_checker)
  sample_plugin(hostile_${p} hostile/${p}.c)
endforeach()
set(on_d4 --regex "square: +d4 \\(27\\)" --regex "occ: +0x0000000000000000$")
# hostile_repeat(NAME RUNS [run_hostile.py options...] -- slidercheck ARGS...):
# a test whose every one of RUNS runs must pass (repeat.py).
function(hostile_repeat name runs)
  add_test(NAME hostile.${name}
    COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/repeat.py ${runs} ${ARGN})
  set_tests_properties(hostile.${name} PROPERTIES LABELS unit TIMEOUT 600)
endfunction()
# It kills its supervisor (kill(getppid(), SIGKILL)): the call that did it is
# named in every run, however long the worker would have run on.
hostile_repeat(kill_supervisor_names_call 5 --expect 3 --max-seconds 60
  --regex "CRASH hostile_kill_supervisor.so::rook_attacks the plugin killed its parent process, slidercheck's supervisor \\(signal SIGKILL\\)"
  ${on_d4} -- ${sc} check ${SAMPLE_DIR}/hostile_kill_supervisor.so --level quick)
# It makes the supervisor its tracer (PTRACE_TRACEME), then crashes: the
# crash's signal and input, not the supervisor's view of a stopped worker.
foreach(mode init call)
  hostile_test(traceme_${mode} --expect 3 --max-seconds 60 --env HOSTILE_MODE=${mode}
    --regex "CRASH hostile_traceme.so::rook_attacks signal SIGSEGV" ${on_d4}
    --no-regex "exited with status" -- ${sc} check ${SAMPLE_DIR}/hostile_traceme.so --level quick)
endforeach()
# It stops the checker (SIGSTOP to its worker's grandparent): the check ends
# promptly, the function named with the call (kill(checker): the call that
# sent it, in every run; kill(-checker), its group: the call in progress when
# a supervisor found the checker stopped).
hostile_repeat(stop_checker 3 --expect 3 --max-seconds 30 --env HOSTILE_MODE=pid
  --regex "CRASH hostile_stop_checker.so::rook_attacks the plugin stopped slidercheck \\(SIGSTOP\\)"
  ${on_d4} -- ${sc} check ${SAMPLE_DIR}/hostile_stop_checker.so --level quick)
hostile_test(stop_checker_group --expect 3 --max-seconds 30 --env HOSTILE_MODE=group
  --regex "CRASH hostile_stop_checker.so::rook_attacks the plugin stopped slidercheck \\(SIGSTOP\\)"
  --regex "on this input" -- ${sc} check ${SAMPLE_DIR}/hostile_stop_checker.so --level quick)
