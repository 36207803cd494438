# The interleaved calls across kinds (check/plan/interleave.h), included
# from tests/plugin/tests.cmake inside its hostile block (hostile_test, sc and schema
# are defined there).

# squares_between and line_through share one memo slot keyed on (a, b): each
# conforms on its own; only the interleaved calls show it. The report names the
# wrong function, says it is wrong only after calls of another, and cuts the
# calls down to a --sequence file whose command really fails (exit 1).
sample_plugin(shared_memo shared_memo.c)
hostile_test(interleave.shared_memo --expect 1 --max-seconds 120 --reproduce-sequence 1
  --regex "MISMATCH shared_memo.so::(squares_between|line_through) law=interleaved"
  --regex "wrong only after calls of another function"
  --regex "a sequence of 2 calls fails from a fresh start"
  --regex "interleaved: +[0-9]+ calls of 2 functions"
  -- ${sc} check ${SAMPLE_DIR}/shared_memo.so --level quick --replay-dir {tmp})
hostile_test(interleave.shared_memo_json --expect 1 --max-seconds 120 ${schema}
  --regex "\"interleaved_calls\": [1-9][0-9]*"
  --regex "\"law\": \"interleaved\""
  -- ${sc} check ${SAMPLE_DIR}/shared_memo.so --level quick --format json --replay-dir {tmp})
# Correct subjects conform with the phase run (a plugin of every kind, a
# built-in); one function checked: no phase.
check_test(interleave.correct 0 "interleaved: 20000 calls of 39 functions in one process@@result: CONFORMS"
  ${SAMPLE_DIR}/correct_a1b1.so --level quick)
check_test(interleave.builtin 0 "interleaved: 20000 calls of [0-9]+ functions in one process@@result: CONFORMS"
  --builtin kogge_stone --level quick)
check_test(interleave.one_function 0 "result: CONFORMS"
  ${SAMPLE_DIR}/shared_memo.so --function line_through --level quick NOT_REGEX "interleaved")
