# Tests of `slidercheck check`: sample plugins (tests/plugins), built as MODULE
# libraries without sanitizers (as an engine author's .so would be, also under
# the asan preset), each run with its exit status and report asserted.
set(SAMPLES ${PROJECT_SOURCE_DIR}/tests/plugins)
set(SAMPLE_DIR ${CMAKE_CURRENT_BINARY_DIR}/samples)

# sample_plugin(NAME SOURCE [DEFINES...]): the module SAMPLE_DIR/NAME.so.
function(sample_plugin name source)
  add_library(${name} MODULE ${SAMPLES}/${source})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/include ${SAMPLES})
  target_compile_definitions(${name} PRIVATE ${ARGN})
  # No sanitizers: a plain shared library, loaded into the (maybe sanitized) checker.
  set_target_properties(${name} PROPERTIES
    PREFIX "" OUTPUT_NAME ${name} LIBRARY_OUTPUT_DIRECTORY ${SAMPLE_DIR}
    COMPILE_OPTIONS "-Wall;-Wextra" LINK_OPTIONS "" C_VISIBILITY_PRESET hidden
    CXX_VISIBILITY_PRESET hidden C_STANDARD 11 CXX_STANDARD 20)
  add_dependencies(test_plugins ${name})
endfunction()

# check_test(NAME EXPECT "REGEX1@@REGEX2" ARGS... [KEYWORD value...]): runs
# slidercheck COMMAND ARGS (COMMAND check unless given; the test is check.NAME,
# or bench_command.NAME, or PREFIX.NAME); keywords FILE, FILE_REGEX,
# REPLAY_EXPECT, MAX_SECONDS, NOT_REGEX go to tests/plugin/run_check.cmake. Defined
# before bench/ and examples/ are read, which use it too.
function(check_test name expect regexes)
  cmake_parse_arguments(PARSE_ARGV 3 T "" "FILE;FILE_REGEX;REPLAY_EXPECT;MAX_SECONDS;TIMEOUT;ONE_LINE;COMMAND;NOT_REGEX;PREFIX;EXE" "")
  string(REPLACE "@@" ";" regex_list "${regexes}")
  if(NOT DEFINED T_COMMAND)
    set(T_COMMAND check)
  endif()
  set(arg_list ${T_COMMAND} ${T_UNPARSED_ARGUMENTS})
  set(prefix ${T_COMMAND})
  if(T_COMMAND STREQUAL "bench")
    set(prefix bench_command)  # bench.* are the Google Benchmark tests of bench/
  endif()
  if(DEFINED T_PREFIX)
    set(prefix ${T_PREFIX})
  endif()
  set(extra)
  foreach(key FILE FILE_REGEX REPLAY_EXPECT MAX_SECONDS ONE_LINE NOT_REGEX)
    if(DEFINED T_${key})
      list(APPEND extra "-D${key}=${T_${key}}")
    endif()
  endforeach()
  if(NOT DEFINED T_EXE)
    set(T_EXE $<TARGET_FILE:slidercheck>)  # EXE: another slidercheck (tests/sanitized_plugins.cmake)
  endif()
  add_test(NAME ${prefix}.${name}
    COMMAND ${CMAKE_COMMAND} -DEXE=${T_EXE} -DEXPECT=${expect}
            "-DREGEXES=${regex_list}" "-DARGS=${arg_list}" ${extra}
            -P ${PROJECT_SOURCE_DIR}/tests/plugin/run_check.cmake)
  if(NOT DEFINED T_TIMEOUT)
    set(T_TIMEOUT 120)
  endif()
  set_tests_properties(${prefix}.${name} PROPERTIES LABELS unit TIMEOUT ${T_TIMEOUT})
endfunction()

# Correct plugins in every numbering: told by the symbol, and by --mapping.
set(numberings "a1,b1:0:0:0" "a1,a2:0:0:1" "a8,b8:0:7:0" "a8,a7:0:7:1"
               "h1,g1:7:0:0" "h1,h2:7:0:1" "h8,g8:7:7:0" "h8,h7:7:7:1")
foreach(n IN LISTS numberings)
  string(REPLACE ":" ";" parts "${n}")
  list(GET parts 0 mapping)
  list(GET parts 1 file0)
  list(GET parts 2 rank0)
  list(GET parts 3 along)
  string(REPLACE "," "" tag "${mapping}")
  set(defs SQ0_FILE=${file0} SQ0_RANK=${rank0} ALONG_FILE=${along})
  sample_plugin(correct_${tag} correct.c ${defs})
  sample_plugin(correct_${tag}_symbol correct.c ${defs} "WITH_SYMBOL=\"${mapping}\"")
  set(mapping_regex "${mapping}")
  # The kinds a numbering can get wrong: the four lines and the directions
  # (rook, bishop and queen look the same in every numbering).
  set(kinds --function rank_attacks --function file_attacks --function diagonal_attacks
            --function antidiagonal_attacks --function between)
  check_test(correct.${tag}.symbol 0 "numbering: +${mapping_regex} \\(from the plugin's@@result: CONFORMS"
    ${SAMPLE_DIR}/correct_${tag}_symbol.so --level quick ${kinds})
  check_test(correct.${tag}.option 0 "numbering: +${mapping_regex} \\(from --mapping@@result: CONFORMS"
    ${SAMPLE_DIR}/correct_${tag}.so --mapping ${mapping} --level quick ${kinds})
endforeach()
# Every kind, in the numbering farthest from the default.
# The pair kind is loaded by its symbol and checked (4,096 pairs and random ones).
check_test(correct.squares_between 0 "squares_between +[0-9]+ .* pass@@1 functions@@result: CONFORMS"
  ${SAMPLE_DIR}/correct_a8b8_symbol.so --level quick --function squares_between)
# The leapers in a numbering with the ranks flipped: white still attacks towards
# rank 8 of the board (the checker never swaps colors).
check_test(correct.a8b8.leapers 0 "knight_set_attacks .* pass@@pawn_attacks .* pass@@pawn_set_attacks .* pass@@6 functions@@result: CONFORMS"
  ${SAMPLE_DIR}/correct_a8b8_symbol.so --level quick --function knight_attacks --function king_attacks
  --function pawn_attacks --function knight_set_attacks --function king_set_attacks
  --function pawn_set_attacks)
# Read in the default numbering, the same plugin's knights still conform (they
# look the same in every numbering) but its pawns attack the wrong way.
check_test(correct.a8b8.pawns_unmapped 1 "knight_set_attacks .* pass@@MISMATCH correct_a8b8.so::pawn_attacks law=oracle@@--color white --sq"
  ${SAMPLE_DIR}/correct_a8b8.so --mapping a1,b1 --level quick --function knight_set_attacks
  --function pawn_attacks)
check_test(correct.h8h7.all_kinds 0 "between .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/correct_h8h7_symbol.so --level quick)
# The pawn-side, double-pawn, ray_through, shift_one and ray_attacks kinds, in the default
# numbering and in one that mirrors the files (west stays the a-file of the board) and one
# that flips the ranks (white still attacks towards rank 8; shift_one's and ray_attacks'
# dir8 is a board direction).
set(new_kinds --function ray_through --function pawn_west_attacks --function pawn_east_attacks
              --function pawn_double_attacks --function shift_one --function ray_attacks)
foreach(tag a1b1 h1g1 a8b8)
  check_test(correct.${tag}.new_kinds 0 "ray_through .* pass@@pawn_west_attacks .* pass@@pawn_east_attacks .* pass@@pawn_double_attacks .* pass@@shift_one .* pass@@ray_attacks .* pass@@6 functions@@result: CONFORMS"
    ${SAMPLE_DIR}/correct_${tag}_symbol.so --level standard ${new_kinds})
endforeach()
# Read in the wrong numbering, shift_one's and ray_attacks' directions turn and they fail.
check_test(correct.h1g1.shift_unmapped 1 "MISMATCH correct_h1g1.so::shift_one"
  ${SAMPLE_DIR}/correct_h1g1.so --level quick --function shift_one)
check_test(correct.h1g1.ray_unmapped 1 "MISMATCH correct_h1g1.so::ray_attacks@@conforms if numbered h1,g1"
  ${SAMPLE_DIR}/correct_h1g1.so --level quick --function ray_attacks REPLAY_EXPECT 1)
# The classical approach's ray with a forward bit scan on the negative rays:
# caught on a negative ray, shrunk, explained, and its reproduce command replays.
check_test(planted_ray 1 "MISMATCH planted_ray_forward_scan::ray_attacks@@dir8: +[2-5] \\((soEa|sout|soWe|west)\\)@@the negative rays \\(soEa, sout, soWe, west\\) stop at their farthest blocker: a forward bit scan@@reproduce: slidercheck check --planted planted_ray_forward_scan --function ray_attacks[^\n]* --dir (soEa|sout|soWe|west) --occ 0x"
  --planted planted_ray_forward_scan --function ray_attacks --level quick REPLAY_EXPECT 1)
# Pawn sides named by the side's own left (black's swapped) are told so.
sample_plugin(diag_pawn_sides diag_pawn_sides.c)
check_test(diag.pawn_sides 1 "MISMATCH diag_pawn_sides.so::pawn_west_attacks@@color: +1 \\(black\\)@@looks side-relative: west is the side's left here[^\n]*`--pawn-sides relative` \\(or declare `slidercheck_pawn_sides` = \"relative\"\\)[^\n]*swap west and east for color 1"
  ${SAMPLE_DIR}/diag_pawn_sides.so --level quick --function pawn_west_attacks --function pawn_east_attacks
  NOT_REGEX "conforms if numbered")
check_test(diag.pawn_sides.json 1 "\"id\": \"side_relative_pawns\",[^}]*\"text\": \"looks side-relative"
  ${SAMPLE_DIR}/diag_pawn_sides.so --level quick --format json)
# Without the mapping, a plugin in another numbering is wrong (here the flip
# turns diagonals into antidiagonals); the report replays.
check_test(correct.a8b8.unmapped 1 "MISMATCH correct_a8b8.so::diagonal_attacks"
  ${SAMPLE_DIR}/correct_a8b8.so --level quick --function diagonal_attacks REPLAY_EXPECT 1)
# A wrong --mapping, with the mapping in the reproduce command.
check_test(correct.h8h7.wrong_mapping 1 "MISMATCH correct_h8h7.so::diagonal_attacks@@--mapping h1,h2 --function diagonal_attacks"
  ${SAMPLE_DIR}/correct_h8h7.so --mapping h1,h2 --function diagonal_attacks --level quick
  REPLAY_EXPECT 1)
# --mapping overrides the symbol.
check_test(correct.symbol_overridden 1 "numbering: +a1,b1 \\(from --mapping@@MISMATCH"
  ${SAMPLE_DIR}/correct_a8a7_symbol.so --mapping a1,b1 --level quick --function file_attacks)

# A correct C++ plugin with slidercheck_init (the classical approach).
sample_plugin(classical classical.cpp)
check_test(classical 0 "and slidercheck_init@@queen_attacks +[0-9]+ +[0-9.]+[kMG]?/s +pass@@result: CONFORMS"
  ${SAMPLE_DIR}/classical.so --level quick)

# A fast plugin with every kind (the one the checker's speed is measured on):
# conforms at the standard level, and bench measures every kind.
sample_plugin(fast fast.c)
target_compile_options(fast PRIVATE -O2)
check_test(fast 0 "and slidercheck_init@@between +[0-9]+ .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/fast.so)

# Built-ins and planted bugs go through the same path.
check_test(builtin 0 "result: CONFORMS" --builtin kogge_stone --level quick
  --function rank_attacks --function sliding_attacks)
check_test(planted 1 "MISMATCH planted_wrap_h_to_a::rank_attacks@@reproduce: slidercheck check --planted planted_wrap_h_to_a --function rank_attacks"
  --planted planted_wrap_h_to_a --function rank_attacks --level quick REPLAY_EXPECT 1)

# Wrong plugins: exit 1, the failing function named, the report replays.
sample_plugin(wrong_wrap wrong_wrap.c)
check_test(wrong_wrap 1 "MISMATCH wrong_wrap.so::rank_attacks@@file_attacks +[0-9]+ .* pass@@missing: @@extra: +a@@reproduce: slidercheck check "
  ${SAMPLE_DIR}/wrong_wrap.so REPLAY_EXPECT 1 NOT_REGEX "not deterministic|depends on earlier calls")
# A deterministic bug whose input fails alone: re-run twice in a fresh process,
# both calls made and equal (the second is not skipped after the first fails).
check_test(wrong_wrap.fails_alone.json 1 "\"fails_alone\": true,[^}]*\"nondeterministic\": false"
  ${SAMPLE_DIR}/wrong_wrap.so --level quick --format json)
sample_plugin(wrong_edge wrong_edge.c)
check_test(wrong_edge 1 "MISMATCH wrong_edge.so::bishop_attacks@@missing: +[a-h][18]|missing: +[ah][1-8]"
  ${SAMPLE_DIR}/wrong_edge.so REPLAY_EXPECT 1)
# Batch entries (plugin.h's SLIDERCHECK_BATCH_* macros): check calls each on
# the enumeration's cases; one wrong on one input is a finding of its own
# (law batch_entry), replayed by its reproduce command; one that writes past
# n faults on the guard page after the results (a crash, exit 3).
sample_plugin(batch_entry batch_entry.c)
check_test(batch_entry 0 "rook_attacks +[0-9]+ .* pass@@squares_between +[0-9]+ .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/batch_entry.so --level quick)
sample_plugin(batch_wrong_one batch_entry.c BATCH_WRONG_ONE)
check_test(batch_wrong_one 1 "MISMATCH batch_wrong_one.so::rook_attacks law=batch_entry@@square: +d4@@the batch entry slidercheck_rook_attacks_batch returned 0x0000000000000000 where the single call slidercheck_rook_attacks returns 0x08080808f7080808@@squares_between +[0-9]+ .* pass"
  ${SAMPLE_DIR}/batch_wrong_one.so --level quick REPLAY_EXPECT 1)
# A crash or hang inside a batch entry's call is bisected to its input (the
# call's cases through the entry one at a time, n = 1, in a fresh process):
# a crash (or timeout) finding of the function with that input, whose
# reproduce command crashes (hangs) again.
sample_plugin(batch_overrun batch_entry.c BATCH_OVERRUN)
check_test(batch_overrun 3 "rook_attacks +[0-9]+ .* CRASH@@CRASH batch_overrun.so::rook_attacks signal SIGSEGV@@batch entry: +slidercheck_rook_attacks_batch, in a call of [0-9]+ cases; called on each alone \\(n = 1\\) in a fresh process, this one did it again@@on this input \\(the call that crashed\\)"
  ${SAMPLE_DIR}/batch_overrun.so --level quick --function rook_attacks NOT_REGEX "input is unknown" REPLAY_EXPECT 3)
sample_plugin(batch_crash_one batch_entry.c BATCH_CRASH_ONE)
check_test(batch_crash_one 3 "batch entry: +slidercheck_rook_attacks_batch, in a call of [0-9]+ cases; called on each alone \\(n = 1\\) in a fresh process, this one did it again@@square: +d4@@occ: +0x0000000000000000"
  ${SAMPLE_DIR}/batch_crash_one.so --level quick --function rook_attacks NOT_REGEX "input is unknown" REPLAY_EXPECT 3)
sample_plugin(batch_hang_one batch_entry.c BATCH_HANG_ONE)
check_test(batch_hang_one 3 "TIMEOUT batch_hang_one.so::rook_attacks timeout@@batch entry: +slidercheck_rook_attacks_batch, in a call of [0-9]+ cases@@square: +d4@@occ: +0x0000000000000000"
  ${SAMPLE_DIR}/batch_hang_one.so --level quick --function rook_attacks --timeout 1 NOT_REGEX "input is unknown" REPLAY_EXPECT 3)
# --batch off: the entries are never called, every case a single call (the
# header says so): the plugin whose entry is wrong on one input conforms, its
# single calls being right; the JSON report says per function whether its
# entry was used, and its calls.
check_test(batch_off 0 "batch entries: +off \\(--batch off\\): [a-z_ ]*rook_attacks[a-z_ ]* have one, not called@@rook_attacks +[0-9]+ .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/batch_wrong_one.so --level quick --batch off)
check_test(batch_off.json 0 "\"batch\": \"off\"@@\"name\": \"rook_attacks\",[^}]*\"batch_entry\": {[^}]*\"used\": false,[^}]*\"calls\": 0"
  ${SAMPLE_DIR}/batch_wrong_one.so --level quick --batch off --format json)
check_test(batch_on.json 0 "\"batch\": \"on\"@@\"name\": \"rook_attacks\",[^}]*\"batch_entry\": {[^}]*\"used\": true,[^}]*\"calls\": [1-9]"
  ${SAMPLE_DIR}/batch_entry.so --level quick --format json)
check_test(bad_batch 2 "^slidercheck: error: bad --batch 'maybe' \\(want on or off\\)"
  ${SAMPLE_DIR}/batch_entry.so --batch maybe ONE_LINE 1)
check_test(batch 0 "rook_attacks +batch_entry.so +[0-9.]+ +[0-9.]+x +pointer@@rook_attacks +batch_entry.so +[0-9.]+ +[0-9.]+x +batch@@rook_attacks +magic +[0-9.]+ +[0-9.]+x[ a-z()-]+ batch@@cycles: "
  ${SAMPLE_DIR}/batch_entry.so --function rook_attacks --builtin magic --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
check_test(batch_json 0 "\"cycle_counter\": \"(perf|tsc)\"@@\"mode\": \"batch\"@@\"cycles_per_lookup\""
  ${SAMPLE_DIR}/batch_entry.so --function squares_between --builtin between_table --repetitions 1 --min-time 0.001 --inputs 256 --format json COMMAND bench)
check_test(dependent 0 "dependent: each call's first argument@@rook_attacks +magic +[0-9.]+ +1.00x \\(fastest built-in\\) +batch"
  --builtin magic --function rook_attacks --dependent --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
# bench draws its inputs within the pair domain and pawn squares (the option,
# else the plugin's declaration), and says so: plugins that abort outside
# their contract run to the end under it, and crash without it.
sample_plugin(aligned_pairs_abort aligned_pairs.c ABORT_OUTSIDE)
sample_plugin(aligned_pairs_abort_declared aligned_pairs.c ABORT_OUTSIDE DECLARE_ALIGNED)
sample_plugin(pawn_squares_abort pawn_squares.c ABORT_OUTSIDE)
sample_plugin(pawn_squares_abort_declared pawn_squares.c ABORT_OUTSIDE DECLARE_PAWN)
check_test(pairs_option 0 "pairs: +aligned: every pair kind's input drawn on two squares that share a rank, file or diagonal \\(a != b\\) \\(from --pairs\\)@@squares_between +aligned_pairs_abort.so"
  ${SAMPLE_DIR}/aligned_pairs_abort.so --builtin between_table --pairs aligned --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
check_test(pairs_declared 0 "pairs: +aligned: .*\\(from aligned_pairs_abort_declared.so's slidercheck_pairs\\)@@squares_between +aligned_pairs_abort_declared.so"
  ${SAMPLE_DIR}/aligned_pairs_abort_declared.so --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
check_test(pairs_without 3 "SIGABRT|abort"
  ${SAMPLE_DIR}/aligned_pairs_abort.so --repetitions 1 --min-time 0.001 --inputs 256 NOT_REGEX "pairs: " COMMAND bench)
check_test(pawn_squares_option 0 "pawn squares: pawn: pawn_attacks' inputs drawn on ranks 2 to 7 only \\(from --pawn-squares\\)@@pawn_attacks +pawn_squares_abort.so"
  ${SAMPLE_DIR}/pawn_squares_abort.so --pawn-squares pawn --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
check_test(pawn_squares_declared 0 "pawn squares: pawn: .*\\(from pawn_squares_abort_declared.so's slidercheck_pawn_squares\\)"
  ${SAMPLE_DIR}/pawn_squares_abort_declared.so --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
check_test(pawn_squares_without 3 "SIGABRT|abort"
  ${SAMPLE_DIR}/pawn_squares_abort.so --repetitions 1 --min-time 0.001 --inputs 256 COMMAND bench)
check_test(bad_mode 2 "^slidercheck: error: bad --mode 'fast' \\(want pointer, batch or both\\)"
  --builtin magic --mode fast ONE_LINE 1 COMMAND bench)
check_test(batch 0 "batch: +void slidercheck_rook_attacks_batch\\(const uint64_t \\*occ, const int \\*sq, uint64_t \\*out, size_t n\\)@@SLIDERCHECK_BATCH_SINGLE\\(rook_attacks, fn\\)"
  COMMAND kinds)
sample_plugin(wrong_off_line wrong_off_line.c)
check_test(wrong_off_line 1 "MISMATCH wrong_off_line.so::diagonal_attacks@@antidiagonal_attacks .* pass"
  ${SAMPLE_DIR}/wrong_off_line.so REPLAY_EXPECT 1)
sample_plugin(wrong_own_bit wrong_own_bit.c)
check_test(wrong_own_bit.any 1 "MISMATCH wrong_own_bit.so::rank_attacks@@fails only when the slider's own square is empty@@own square: +any"
  ${SAMPLE_DIR}/wrong_own_bit.so REPLAY_EXPECT 1)
check_test(wrong_own_bit.occupied 0 "own square: +occupied@@result: CONFORMS"
  ${SAMPLE_DIR}/wrong_own_bit.so --own-square occupied --level quick)
check_test(wrong_own_bit.empty 1 "own square: +empty@@MISMATCH wrong_own_bit.so::rank_attacks@@--own-square empty --function"
  ${SAMPLE_DIR}/wrong_own_bit.so --own-square empty REPLAY_EXPECT 1)

# Crashes and hangs: exit 3, the function and the input named; never hangs.
sample_plugin(crash crash.c)
# A crash in a replayed call sequence names the plugin's frame, as any crash does.
sample_plugin(crash_second_call crash_second_call.c)
check_test(sequence_crash_frame 3
  "CRASH crash_second_call.so::rook_attacks signal SIGSEGV@@plugin frame: +slidercheck_rook_attacks"
  ${SAMPLE_DIR}/crash_second_call.so --sequence ${SAMPLES}/crash_second_call.calls)
check_test(crash 3 "CRASH crash.so::rook_attacks signal SIGSEGV@@square: +e4@@bishop_attacks .* pass@@reproduce: slidercheck check "
  ${SAMPLE_DIR}/crash.so --level quick REPLAY_EXPECT 3)
sample_plugin(abort abort.c)
check_test(abort 3 "CRASH abort.so::file_attacks signal SIGABRT@@square: +h1"
  ${SAMPLE_DIR}/abort.so --level quick)
sample_plugin(hang hang.c)
check_test(hang 3 "TIMEOUT hang.so::bishop_attacks@@no return within 1 s@@square: +b2@@rank_attacks .* pass"
  ${SAMPLE_DIR}/hang.so --timeout 1 --level quick MAX_SECONDS 20 TIMEOUT 40)

# Unusable input: exit 2 with a one-line error.
sample_plugin(no_symbols no_symbols.c)
check_test(no_symbols 2 "^slidercheck: error: plugin '.*no_symbols.so' exports no slidercheck_"
  ${SAMPLE_DIR}/no_symbols.so ONE_LINE 1)
sample_plugin(init_fails init_fails.c)
check_test(init_fails 2 "^slidercheck: error: slidercheck_init\\(\\) of plugin .* returned 7"
  ${SAMPLE_DIR}/init_fails.so ONE_LINE 1)
sample_plugin(bad_mapping bad_mapping.c)
check_test(bad_mapping_symbol 2 "error: bad slidercheck_square_mapping \"a1,c3\""
  ${SAMPLE_DIR}/bad_mapping.so)
check_test(missing_file 2 "^slidercheck: error: cannot open plugin '.*nonexistent.so': No such file"
  ${SAMPLE_DIR}/nonexistent.so ONE_LINE 1)
check_test(not_a_library 2 "^slidercheck: error: cannot load plugin '.*walker.h': "
  ${SAMPLES}/walker.h ONE_LINE 1)
check_test(no_plugin 2 "error: check needs a plugin")
check_test(bad_mapping_option 2 "error: bad --mapping 'a1,c3'"
  ${SAMPLE_DIR}/correct_a1b1.so --mapping a1,c3)
check_test(bad_own_square 2 "error: bad --own-square 'sometimes'"
  ${SAMPLE_DIR}/correct_a1b1.so --own-square sometimes)
check_test(bad_level 2 "error: bad --level 'extreme'" ${SAMPLE_DIR}/correct_a1b1.so --level extreme ONE_LINE 1)
check_test(bad_timeout 2 "error: bad --timeout '0'" ${SAMPLE_DIR}/correct_a1b1.so --timeout 0)
# A timeout below the floor (0.01 s) would time out a correct engine: refused.
check_test(tiny_timeout 2 "error: bad --timeout '1e-300' \\(want seconds, at least 0.01 and at most 86400\\)"
  ${SAMPLE_DIR}/correct_a1b1.so --timeout 1e-300)
check_test(tiny_timeout 2 "error: bad --timeout '0.001' \\(want seconds, at least 0.01"
  ${SAMPLE_DIR}/correct_a1b1.so --timeout 0.001 COMMAND bench)
# Every file read is a regular file, bounded: an endless --sequence file fails fast (exit 2),
# not read at all.
check_test(sequence_endless 2 "error: cannot read --sequence file '/dev/zero': is a character device, not a regular file"
  ${SAMPLE_DIR}/correct_a1b1.so --sequence /dev/zero)
check_test(bad_format 2 "error: bad --format 'xml'" ${SAMPLE_DIR}/correct_a1b1.so --format xml)
check_test(bad_option 2 "error: unknown option for check: --frobnicate"
  ${SAMPLE_DIR}/correct_a1b1.so --frobnicate)
check_test(not_provided 2 "error: 'crash.so' does not provide queen_attacks"
  ${SAMPLE_DIR}/crash.so --function queen_attacks)

# Sharding: --shard I/N checks the units at positions I, I+N, ...; bad values
# are one-line errors. classical.so's 3 kinds are 4 units: the last, their
# interleaved calls.
check_test(shard 0 "shard: +1/2 \\(2 of 4 units\\)@@rook_attacks +[0-9]+ .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/classical.so --level quick --shard 1/2)
check_test(shard_empty 0 "shard: +5/8 \\(0 of 4 units\\)@@0 functions, 0 cases"
  ${SAMPLE_DIR}/classical.so --level quick --shard 5/8)
check_test(shard_finds_the_bug 1 "MISMATCH wrong_wrap.so::rank_attacks"
  ${SAMPLE_DIR}/wrong_wrap.so --level quick --shard 0/2)
foreach(bad "0/0" "3/2" "junk" "1/" "-1/2")
  string(MAKE_C_IDENTIFIER "${bad}" tag)
  check_test(bad_shard_${tag} 2 "^slidercheck: error: bad --shard '${bad}' \\(want I/N"
    ${SAMPLE_DIR}/classical.so --shard ${bad} ONE_LINE 1)
endforeach()

# `slidercheck bench`: the plugin beside the built-ins, every row present (no
# timing asserted); a plugin that will not load gives check's errors.
set(quick_bench --repetitions 1 --min-time 0.001 --inputs 256)
# Enough inputs that an occupancy of rand & rand (a square occupied one time
# in four) hits the one square and bit that abort.so and hang.so fail on.
set(quick_bench_hits --repetitions 1 --min-time 0.001 --inputs 4096)
check_test(plugin 0 "rook_attacks +classical.so +[0-9.]+ +[0-9.]+x@@bishop_attacks +classical.so +[0-9.]+ +[0-9.]+x@@queen_attacks +classical.so +[0-9.]+ +[0-9.]+x@@queen_attacks +hyperbola_quintessence +[0-9.]+ +[0-9.]+x@@queen_attacks +[a-z_]+ +[0-9.]+ +1.00x \\(fastest built-in\\)@@slidercheck_init called once"
  ${SAMPLE_DIR}/classical.so ${quick_bench} COMMAND bench)
check_test(builtins 0 "sliding_attacks +kogge_stone +[0-9.]+ +[0-9.]+x@@sliding_attacks +fill_by_subtraction \\(dir8 1 3 5 7\\) +[0-9.]+ +[0-9.]+x@@\\(fastest built-in\\)"
  --builtin kogge_stone --builtin fill_by_subtraction --function sliding_attacks ${quick_bench}
  COMMAND bench)
check_test(mapping 0 "numbering: +a8,b8@@rank_attacks +correct_a8b8_symbol.so +[0-9.]+"
  ${SAMPLE_DIR}/correct_a8b8_symbol.so --function rank_attacks --builtin subtraction ${quick_bench}
  COMMAND bench)
# --own-square: the own bit set (or cleared) in the inputs once,
# before timing; the plugin that aborts on an empty own square is measured only
# with it set.
sample_plugin(needs_own_bit needs_own_bit.c)
check_test(own_square 0 "own square: +occupied: the slider's own bit set in every single-slider@@rank_attacks +needs_own_bit.so +[0-9.]+@@rank_attacks +subtraction +[0-9.]+"
  ${SAMPLE_DIR}/needs_own_bit.so --own-square occupied --builtin subtraction ${quick_bench} COMMAND bench)
check_test(own_square_any 3 "^slidercheck: error: needs_own_bit.so::rank_attacks crashed while being measured"
  ${SAMPLE_DIR}/needs_own_bit.so ${quick_bench} COMMAND bench)
check_test(own_square_empty 3 "^slidercheck: error: needs_own_bit.so::rank_attacks crashed while being measured"
  ${SAMPLE_DIR}/needs_own_bit.so --own-square empty ${quick_bench} COMMAND bench)
check_test(bad_own_square 2 "^slidercheck: error: bad --own-square 'full' \\(want any, occupied or empty\\)"
  ${SAMPLE_DIR}/classical.so --own-square full ONE_LINE 1 COMMAND bench)
# --xray-blockers: the blockers made every occupied square once, before timing;
# the plugin that aborts on other blockers is measured only with it.
sample_plugin(needs_xray_occupied needs_xray_occupied.c)
check_test(xray_blockers 0 "x-ray: +blockers occupied: every occupied square a blocker@@xray_rook_attacks +needs_xray_occupied.so +[0-9.]+@@xray_rook_attacks +xray_one_lookup +[0-9.]+"
  ${SAMPLE_DIR}/needs_xray_occupied.so --xray-blockers occupied --builtin xray_one_lookup ${quick_bench} COMMAND bench)
check_test(xray_blockers_any 3 "^slidercheck: error: needs_xray_occupied.so::xray_rook_attacks crashed while being measured"
  ${SAMPLE_DIR}/needs_xray_occupied.so ${quick_bench} COMMAND bench)
check_test(xray_blockers_json 0 "\"xray_blockers\": \"occupied\""
  ${SAMPLE_DIR}/needs_xray_occupied.so --xray-blockers occupied ${quick_bench} --format json COMMAND bench)
check_test(bad_xray_blockers 2 "^slidercheck: error: bad --xray-blockers 'some' \\(want any or occupied\\)"
  ${SAMPLE_DIR}/classical.so --xray-blockers some ONE_LINE 1 COMMAND bench)
# --format json (docs/bench-report.schema.json; validated below when Python's
# jsonschema is there).
check_test(json 0 "\"schema\": \"slidercheck-bench-report/1\"@@\"implementation\": \"classical.so\"@@\"vs_fastest_builtin\": 1.0[,\n]"
  ${SAMPLE_DIR}/classical.so --function rook_attacks ${quick_bench} --format json COMMAND bench)
check_test(bad_format 2 "^slidercheck: error: bad --format 'xml' \\(want text or json\\)"
  ${SAMPLE_DIR}/classical.so --format xml ONE_LINE 1 COMMAND bench)
check_test(leapers 0 "knight_attacks +correct_a8b8_symbol.so +[0-9.]+@@pawn_attacks +leaper_shifts +[0-9.]+ +1.00x@@pawn_set_attacks +correct_a8b8_symbol.so +[0-9.]+"
  ${SAMPLE_DIR}/correct_a8b8_symbol.so --function knight_attacks --function pawn_attacks
  --function pawn_set_attacks --builtin leaper_shifts ${quick_bench} COMMAND bench)
check_test(missing_file 2 "^slidercheck: error: cannot open plugin '.*nonexistent.so': No such file"
  ${SAMPLE_DIR}/nonexistent.so ONE_LINE 1 COMMAND bench)
check_test(not_a_library 2 "^slidercheck: error: cannot load plugin '.*walker.h': "
  ${SAMPLES}/walker.h ONE_LINE 1 COMMAND bench)
check_test(no_symbols 2 "^slidercheck: error: plugin '.*no_symbols.so' exports no slidercheck_"
  ${SAMPLE_DIR}/no_symbols.so ONE_LINE 1 COMMAND bench)
check_test(init_fails 2 "^slidercheck: error: slidercheck_init\\(\\) of plugin .* returned 7"
  ${SAMPLE_DIR}/init_fails.so ONE_LINE 1 COMMAND bench)
check_test(bad_mapping_symbol 2 "^slidercheck: error: bad slidercheck_square_mapping \"a1,c3\""
  ${SAMPLE_DIR}/bad_mapping.so ONE_LINE 1 COMMAND bench)
check_test(bad_option 2 "^slidercheck: error: unknown option for bench: --frobnicate"
  ${SAMPLE_DIR}/classical.so --frobnicate ONE_LINE 1 COMMAND bench)
check_test(bad_builtin 2 "^slidercheck: error: unknown implementation 'nope'"
  --builtin nope ONE_LINE 1 COMMAND bench)
check_test(bad_repetitions 2 "^slidercheck: error: bad value for --repetitions: '0'"
  --repetitions 0 ONE_LINE 1 COMMAND bench)
check_test(not_provided 2 "^slidercheck: error: 'classical.so' provides none of those functions"
  ${SAMPLE_DIR}/classical.so --function between ONE_LINE 1 COMMAND bench)
check_test(crash 3 "^slidercheck: error: abort.so::file_attacks crashed while being measured"
  ${SAMPLE_DIR}/abort.so ${quick_bench_hits} COMMAND bench)
check_test(hang 3 "^slidercheck: error: hang.so::bishop_attacks did not return within 1 s"
  ${SAMPLE_DIR}/hang.so --timeout 1 ${quick_bench_hits} MAX_SECONDS 20 TIMEOUT 40 COMMAND bench)

# Several plugins in one bench run: each its rows, in the order
# given, then the built-ins; each its numbering; the second plugin's load
# errors and crashes are named.
check_test(several 0 "numbering: +classical.so: a1,b1 \\(slidercheck_init called once\\)@@numbering: +correct_a8b8_symbol.so: a8,b8@@rook_attacks +classical.so +[0-9.]+ +[0-9.]+x[^\n]*\nrook_attacks +correct_a8b8_symbol.so +[0-9.]+ +[0-9.]+x[^\n]*\nrook_attacks +magic +[0-9.]+@@rank_attacks +correct_a8b8_symbol.so"
  ${SAMPLE_DIR}/classical.so ${SAMPLE_DIR}/correct_a8b8_symbol.so --builtin magic --builtin subtraction
  ${quick_bench} COMMAND bench)
check_test(several_same_name 0 "rook_attacks +[^ ]*/samples/classical.so +[0-9.]+@@rook_attacks +[^ ]*/samples/../samples/classical.so +[0-9.]+"
  ${SAMPLE_DIR}/classical.so ${SAMPLE_DIR}/../samples/classical.so --function rook_attacks
  --builtin magic ${quick_bench} COMMAND bench)
check_test(several_second_init_fails 2 "^slidercheck: error: slidercheck_init\\(\\) of plugin '.*init_fails.so' returned 7"
  ${SAMPLE_DIR}/classical.so ${SAMPLE_DIR}/init_fails.so ONE_LINE 1 COMMAND bench)
check_test(several_second_crashes_at_load 3 "^slidercheck: error: the plugin '.*crash_at_load.so' crashed"
  ${SAMPLE_DIR}/classical.so ${SAMPLE_DIR}/crash_at_load.so ${quick_bench} COMMAND bench)
check_test(several_second_crashes 3 "^slidercheck: error: abort.so::file_attacks crashed while being measured"
  ${SAMPLE_DIR}/classical.so ${SAMPLE_DIR}/abort.so ${quick_bench_hits} COMMAND bench)
check_test(several_and_exec 2 "^slidercheck: error: give plugins or one --exec command, not both"
  ${SAMPLE_DIR}/classical.so --exec true ONE_LINE 1 COMMAND bench)

# Machine-readable reports.
check_test(json 1 "\"schema\": \"slidercheck-check-report/1\"@@\"outcome\": \"counterexample\"@@\"name\": \"rank_attacks\",[^\"]+\"result\": \"fail\""
  ${SAMPLE_DIR}/wrong_wrap.so --format json --level quick)
# The crashed testcase: the crash frame's properties (when addr2line finds the
# frame), its output, then the error.
check_test(junit 3 "CRASH crash.so::rook_attacks"
  ${SAMPLE_DIR}/crash.so --level quick --junit ${CMAKE_CURRENT_BINARY_DIR}/crash.junit.xml
  FILE ${CMAKE_CURRENT_BINARY_DIR}/crash.junit.xml
  FILE_REGEX "<testcase classname=\"slidercheck.crash.so\" name=\"rook_attacks\"[^>]*>[^<]*(<properties>([^<]*<property [^>]*>)*[^<]*</properties>[^<]*)?<system-out>[^<]*</system-out>[^<]*<error message=\"signal SIGSEGV\"")
# A --junit path that cannot be written is unusable input found before any
# checking: exit 2 at once (hang.so would take 20 s per hanging function).
check_test(junit_unwritable 2 "^slidercheck: error: cannot write --junit file '/proc/x.xml': "
  ${SAMPLE_DIR}/hang.so --timeout 20 --junit /proc/x.xml ONE_LINE 1 MAX_SECONDS 10 TIMEOUT 60)
check_test(junit_is_a_directory 2 "^slidercheck: error: cannot write --junit file '.*': is a directory"
  ${SAMPLE_DIR}/hang.so --timeout 20 --junit ${CMAKE_CURRENT_BINARY_DIR} ONE_LINE 1 MAX_SECONDS 10
  TIMEOUT 60)
# A device is no report file: /dev/full is refused before any checking (a
# --junit file that fails while being written after the run, on a full disk,
# keeps the finding: special_files.*.full_disk).
check_test(junit_write_fails 2
  "^slidercheck: error: cannot write --junit file '/dev/full': is a character device, not a regular file"
  ${SAMPLE_DIR}/wrong_wrap.so --level quick --junit /dev/full ONE_LINE 1)

# Hostile plugins (tests/plugins/hostile, docs/isolation.md): one per defect of
# the isolation fixed, each run by run_hostile.py, which asserts the exit status,
# an upper bound on the run's time (a hang, not a timing), that no process of the
# plugin is left behind, and the output.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  set(HOSTILE ${SAMPLES}/hostile)
  foreach(p init_once fork_sleeper second_load exit_in_call close_std_fds spin writes_fds chatty
          attack_cache repeat_differs slow mapping_at_page_end first_process_only flaky
          signals_parent channel partly_slow setsid_helper)
    sample_plugin(hostile_${p} hostile/${p}.c)
  endforeach()
  # hostile_test(NAME [run_hostile.py options...] -- slidercheck ARGS...)
  function(hostile_test name)
    add_test(NAME hostile.${name}
      COMMAND ${Python3_EXECUTABLE} ${HOSTILE}/run_hostile.py ${ARGN})
    set_tests_properties(hostile.${name} PROPERTIES LABELS unit TIMEOUT 150)
  endfunction()
  set(sc $<TARGET_FILE:slidercheck>)
  set(quick_bench --repetitions 1 --min-time 0.001 --inputs 256)
  set(schema --json ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json)
  # 1. init fails in the workers only (each runs it: init left a thread):
  # bounded retries, then exit 2 with the real code.
  hostile_test(init_fails_in_workers --expect 2 --env HOSTILE_THREAD=1
    --regex "^slidercheck: error: slidercheck_init\\(\\) of plugin .* returned 1 in a worker process \\(3 attempts"
    -- ${sc} check ${SAMPLE_DIR}/hostile_init_once.so --level quick)
  # ... and without the thread the workers are forked from the probe's state: init runs once.
  hostile_test(init_once_forked --expect 0 --regex "result: CONFORMS"
    --regex "init: +slidercheck_init ran once. every worker is forked from its state"
    -- ${sc} check ${SAMPLE_DIR}/hostile_init_once.so --level quick)
  # 8. ... and bench loads it once, in its child: measured, init called once.
  hostile_test(bench_init_once --expect 0 --regex "slidercheck_init called once"
    --regex "rook_attacks +hostile_init_once.so"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_init_once.so --function rook_attacks ${quick_bench})
  # 2. a forked sleeper holds the pipe: no stall, and it is killed with its group.
  hostile_test(fork_sleeper --expect 0 --max-seconds 60 --regex "result: CONFORMS"
    -- ${sc} check ${SAMPLE_DIR}/hostile_fork_sleeper.so --level quick)
  hostile_test(bench_fork_sleeper --expect 0 --max-seconds 60 --regex "rook_attacks +hostile_fork_sleeper.so"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_fork_sleeper.so --function rook_attacks ${quick_bench})
  # ... and a helper that left the group (setsid, a second fork) ends with the
  # run too: the checker is its reaper (plugin/descendants.h), also when interrupted.
  hostile_test(setsid_helper --expect 0 --max-seconds 60 --regex "result: CONFORMS"
    -- ${sc} check ${SAMPLE_DIR}/hostile_setsid_helper.so --level quick)
  hostile_test(setsid_helper_interrupted --signal INT --max-seconds 60 --env HOSTILE_SPIN=1
    -- ${sc} check ${SAMPLE_DIR}/hostile_setsid_helper.so --level quick --timeout 600)
  hostile_test(bench_setsid_helper --expect 0 --max-seconds 60 --regex "rook_attacks +hostile_setsid_helper.so"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_setsid_helper.so --function rook_attacks ${quick_bench})
  # 4. a load that hangs or crashes after the first: the load watchdog, bounded retries.
  hostile_test(second_load_hangs --expect 3 --max-seconds 60 --env HOSTILE_THREAD=1
    --regex "hung \\(timeout: no return within 1 s, the init deadline \\(--init-timeout\\)\\) while loading in a worker process \\(3 attempts"
    -- ${sc} check ${SAMPLE_DIR}/hostile_second_load.so --level quick --init-timeout 1)
  hostile_test(second_load_crashes --expect 3 --env HOSTILE_MODE=crash --env HOSTILE_THREAD=1
    --regex "crashed \\(signal SIGSEGV\\) while loading in a worker process"
    -- ${sc} check ${SAMPLE_DIR}/hostile_second_load.so --level quick)
  hostile_test(bench_second_load --expect 0 --max-seconds 60 --regex "rook_attacks +hostile_second_load.so"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_second_load.so --function rook_attacks ${quick_bench} --timeout 1)
  hostile_test(bench_second_load_crashes --expect 0 --env HOSTILE_MODE=crash
    --regex "rook_attacks +hostile_second_load.so"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_second_load.so --function rook_attacks ${quick_bench})
  # 5. bench: exit(0) while measured, fds 0-2 closed in init: exit 3 with the reason.
  hostile_test(bench_exit_in_call --expect 3
    --regex "^slidercheck: error: hostile_exit_in_call.so::rook_attacks ended while being measured \\(exit status 0\\)"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_exit_in_call.so ${quick_bench})
  hostile_test(bench_close_std_fds --expect 3
    --regex "^slidercheck: error: the plugin closed fd 0 \\(standard input\\) while loading or in slidercheck_init"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_close_std_fds.so ${quick_bench})
  hostile_test(close_std_fds --expect 3 --regex "the plugin closed fd 0 \\(standard input\\)"
    -- ${sc} check ${SAMPLE_DIR}/hostile_close_std_fds.so --level quick)
  # 7. the parent killed alone: its workers (and their groups) die with it.
  hostile_test(sigterm_parent --signal TERM --max-seconds 60
    -- ${sc} check ${SAMPLE_DIR}/hostile_spin.so --level quick --timeout 600)
  hostile_test(sigint_parent --signal INT --max-seconds 60
    -- ${sc} check ${SAMPLE_DIR}/hostile_spin.so --level quick --timeout 600)
  hostile_test(bench_sigterm_parent --signal TERM --max-seconds 60
    -- ${sc} bench ${SAMPLE_DIR}/hostile_spin.so ${quick_bench} --timeout 600)
  # 8. writes to fds 3-9 are not a crash.
  hostile_test(writes_fds --expect 0 --regex "result: CONFORMS"
    -- ${sc} check ${SAMPLE_DIR}/hostile_writes_fds.so --level quick)
  hostile_test(bench_writes_fds --expect 0 --regex "rook_attacks +hostile_writes_fds.so"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_writes_fds.so ${quick_bench})
  # 9. plugin output never reaches stdout: the JSON report stays valid; a crash
  # report shows the tail of it.
  hostile_test(chatty_json --expect 0 ${schema}
    -- ${sc} check ${SAMPLE_DIR}/hostile_chatty.so --level quick --format json)
  hostile_test(chatty_crash_json --expect 3 ${schema} --env HOSTILE_CRASH_AFTER=500
    -- ${sc} check ${SAMPLE_DIR}/hostile_chatty.so --level quick --format json)
  hostile_test(chatty_crash_text --expect 3 --env HOSTILE_CRASH_AFTER=500
    --regex "CRASH hostile_chatty.so::rook_attacks signal SIGABRT"
    --regex "plugin output \\(the last lines of its stdout and stderr\\):\n(    .*\n)*    about to crash"
    -- ${sc} check ${SAMPLE_DIR}/hostile_chatty.so --level quick)
  # 11. a failure that depends on earlier calls: said plainly, the worker's call
  # history cut down in fresh processes to a sequence written to a file, whose
  # command really fails (exit 1); the JSON says so too.
  hostile_test(attack_cache --expect 1 --max-seconds 120 --reproduce-sequence 1
    --regex "depends on earlier calls"
    --regex "a sequence of 2 calls fails from a fresh start \\(cut down from the worker's last [0-9]+ calls"
    --regex "sequence file: .*/hostile_attack_cache.so.rook_attacks.calls"
    -- ${sc} check ${SAMPLE_DIR}/hostile_attack_cache.so --level quick --replay-dir {tmp})
  hostile_test(attack_cache_json --expect 1 --max-seconds 120 ${schema}
    --regex "\"depends_on_earlier_calls\": true"
    -- ${sc} check ${SAMPLE_DIR}/hostile_attack_cache.so --level quick --format json --replay-dir {tmp})
  hostile_test(repeat_differs --expect 1 --max-seconds 120 --reproduce-sequence 1
    --regex "not deterministic: two calls on this input in one fresh process returned"
    --regex "depends on earlier calls"
    --regex "a sequence of 2 calls fails from a fresh start"
    -- ${sc} check ${SAMPLE_DIR}/hostile_repeat_differs.so --level quick --replay-dir {tmp})
  hostile_test(repeat_differs_json --expect 1 --max-seconds 120 ${schema}
    --regex "\"nondeterministic\": true"
    -- ${sc} check ${SAMPLE_DIR}/hostile_repeat_differs.so --level quick --format json --replay-dir {tmp})
  # 12. progress on standard error (a file here: plain lines), per function; --quiet: none.
  hostile_test(progress_lines --expect 0 --max-seconds 120
    --regex "^slidercheck: progress after [0-9]+ s: rook_attacks [0-9]+ (of ~[0-9]+ )?cases"
    -- ${sc} check ${SAMPLE_DIR}/hostile_slow.so --level quick --workers 1)
  hostile_test(progress_quiet --expect 0 --max-seconds 120 --no-regex "progress"
    --regex "result: CONFORMS"
    -- ${sc} check ${SAMPLE_DIR}/hostile_slow.so --level quick --workers 1 --quiet)
  # A mapping symbol that runs into an unreadable page: read safely, exit 2.
  hostile_test(mapping_at_page_end --expect 2
    --regex "^slidercheck: error: slidercheck_square_mapping in plugin '.*hostile_mapping_at_page_end.so' is not a string: no NUL byte within its first 24 readable bytes$"
    -- ${sc} check ${SAMPLE_DIR}/hostile_mapping_at_page_end.so --level quick)
  hostile_test(bench_mapping_at_page_end --expect 2
    --regex "^slidercheck: error: slidercheck_square_mapping in plugin .* is not a string"
    -- ${sc} bench ${SAMPLE_DIR}/hostile_mapping_at_page_end.so ${quick_bench})
  # Diagnoses only for a failure that comes back, damaged files, Ctrl-C, bench errors.
  include(${CMAKE_CURRENT_LIST_DIR}/hostile_reports_tests.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/interleave_tests.cmake)
  # The plugin stops, kills or signals its parent (or the parent's
  # group): the parent is the worker's supervisor, not the checker, which
  # resumes it, or reports the worker's death; never hangs, never dies.
  set(sp ${SAMPLE_DIR}/hostile_signals_parent.so)
  hostile_test(stop_parent_in_call --expect 0 --max-seconds 60 --env HOSTILE_MODE=stop_call
    --regex "result: CONFORMS" -- ${sc} check ${sp} --level quick)
  hostile_test(stop_parent_in_init --expect 0 --max-seconds 60 --env HOSTILE_MODE=stop_init
    --regex "result: CONFORMS" -- ${sc} check ${sp} --level quick)
  hostile_test(kill_parent_in_call --expect 3 --max-seconds 60 --env HOSTILE_MODE=kill_call
    --regex "CRASH hostile_signals_parent.so::rook_attacks the plugin killed its parent process, slidercheck's supervisor \\(signal SIGKILL\\)"
    -- ${sc} check ${sp} --level quick)
  hostile_test(term_parent_group --expect 3 --max-seconds 60 --env HOSTILE_MODE=term_group
    --regex "CRASH hostile_signals_parent.so::rook_attacks signal SIGTERM"
    -- ${sc} check ${sp} --level quick)
  hostile_test(bench_stop_parent_in_call --expect 0 --max-seconds 60 --env HOSTILE_MODE=stop_call
    --regex "rook_attacks +hostile_signals_parent.so" -- ${sc} bench ${sp} ${quick_bench})
  hostile_test(bench_stop_parent_in_init --expect 0 --max-seconds 60 --env HOSTILE_MODE=stop_init
    --regex "rook_attacks +hostile_signals_parent.so" -- ${sc} bench ${sp} ${quick_bench})
  hostile_test(bench_kill_parent_in_call --expect 3 --max-seconds 60 --env HOSTILE_MODE=kill_call
    --regex "^slidercheck: error: the plugin killed its parent process, slidercheck's supervisor \\(signal SIGKILL\\) while measured"
    --no-regex "pext|xray"
    -- ${sc} bench ${sp} ${quick_bench})
  hostile_test(bench_term_parent_group --expect 3 --max-seconds 60 --env HOSTILE_MODE=term_group
    --regex "hostile_signals_parent.so::rook_attacks crashed while being measured \\(signal SIGTERM\\)"
    -- ${sc} bench ${sp} ${quick_bench})
  # The plugin closes or writes to the worker's channel (fd 10),
  # at load or in a call: said so, never a crash at load or a built-in's fault.
  set(ch ${SAMPLE_DIR}/hostile_channel.so)
  foreach(mode close_load write_load close_call write_call write_exit_call)
    hostile_test(channel_${mode} --expect 3 --max-seconds 60 --env HOSTILE_MODE=${mode}
      --regex "the plugin closed or wrote to slidercheck's channel \\(fd 10\\)"
      --no-regex "exited with status|skipped" -- ${sc} check ${ch} --level quick)
    hostile_test(channel_${mode}_json --expect 3 --max-seconds 60 --env HOSTILE_MODE=${mode} ${schema}
      --regex "closed or wrote to slidercheck's channel \\(fd 10\\)"
      -- ${sc} check ${ch} --level quick --format json)
    hostile_test(bench_channel_${mode} --expect 3 --max-seconds 60 --env HOSTILE_MODE=${mode}
      --regex "^slidercheck: error: the plugin closed or wrote to slidercheck's channel \\(fd 10\\)"
      --no-regex "pext|provides none|exit status" -- ${sc} bench ${ch} ${quick_bench})
  endforeach()
endif()

# Unit tests of the adapter: numberings, own-square contract, in-process checks.
find_package(GTest REQUIRED)
include(GoogleTest)
add_executable(plugin_unit_tests ${SAMPLES}/adapter_test.cpp)
target_link_libraries(plugin_unit_tests PRIVATE slidercheck_conformance GTest::gtest_main)
gtest_discover_tests(plugin_unit_tests TEST_PREFIX "plugin." PROPERTIES LABELS unit
  DISCOVERY_TIMEOUT 60)

# The JSON reports validate against docs/check-report.schema.json (when Python's
# jsonschema module is there to check them).
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  execute_process(COMMAND ${Python3_EXECUTABLE} -c "import jsonschema"
                  RESULT_VARIABLE no_jsonschema OUTPUT_QUIET ERROR_QUIET)
  if(no_jsonschema EQUAL 0)
    foreach(case "pass;0;correct_a1b1.so;--function;rook_attacks" "fail;1;wrong_own_bit.so"
                 "crash;3;crash.so" "timeout;3;hang.so;--timeout;1"
                 "leaper_fail;1;correct_a8b8.so;--mapping;a1,b1;--function;pawn_set_attacks"
                 "pawn_sides;1;diag_pawn_sides.so"
                 "pawn_sides_relative;0;diag_pawn_sides.so;--pawn-sides;relative"
                 "bits_apart;0;bits_apart.so;--mapping;a8,b8;--bit-mapping;h1,g1"
                 "bits_apart_auto;0;bits_apart.so;--mapping;auto"
                 "new_kinds;0;correct_h1g1_symbol.so;--function;ray_through;--function;shift_one"
                 "ray_fail;1;correct_h1g1.so;--function;ray_attacks"
                 "batch_entry;0;batch_entry.so" "batch_wrong;1;batch_wrong_one.so"
                 "batch_off;0;batch_wrong_one.so;--batch;off")
      list(POP_FRONT case name expect plugin)
      add_test(NAME check.json_schema.${name}
        COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
                ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json ${expect}
                $<TARGET_FILE:slidercheck> check ${SAMPLE_DIR}/${plugin} --level quick
                --format json ${case})
      set_tests_properties(check.json_schema.${name} PROPERTIES LABELS unit TIMEOUT 60)
    endforeach()
    # check --format sarif against SARIF 2.1.0's own schema (vendored as
    # docs/sarif-schema-2.1.0.json): a pass, a counterexample, a crash, a timeout.
    foreach(case "pass;0;correct_a1b1.so;--function;rook_attacks" "fail;1;wrong_wrap.so"
                 "crash;3;crash.so" "timeout;3;hang.so;--timeout;1")
      list(POP_FRONT case name expect plugin)
      add_test(NAME check.sarif_schema.${name}
        COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
                ${PROJECT_SOURCE_DIR}/docs/sarif-schema-2.1.0.json ${expect}
                $<TARGET_FILE:slidercheck> check ${SAMPLE_DIR}/${plugin} --level quick
                --format sarif ${case})
      set_tests_properties(check.sarif_schema.${name} PROPERTIES LABELS unit TIMEOUT 60)
    endforeach()
    # bench --format json against docs/bench-report.schema.json: two plugins and
    # built-ins, and --exec.
    foreach(case "plugins;${SAMPLE_DIR}/fast.so;${SAMPLE_DIR}/correct_a8b8.so;--builtin;magic"
                 "exec;--exec;${SAMPLE_DIR}/exec_client;--builtin;kogge_stone")
      list(POP_FRONT case name)
      add_test(NAME bench_command.json_schema.${name}
        COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
                ${PROJECT_SOURCE_DIR}/docs/bench-report.schema.json 0
                $<TARGET_FILE:slidercheck> bench ${case} --function rook_attacks
                --function sliding_attacks --repetitions 1 --min-time 0.001 --inputs 256
                --format json)
      set_tests_properties(bench_command.json_schema.${name} PROPERTIES LABELS unit TIMEOUT 60)
    endforeach()
  endif()
endif()

# The renderers are total (any byte gives valid JSON, XML and one-line text), and
# the reports after a load failure count it.
add_executable(report_render_tests ${SAMPLES}/report_render_test.cpp)
target_link_libraries(report_render_tests PRIVATE slidercheck_plugin slidercheck_conformance
  nlohmann_json::nlohmann_json GTest::gtest_main)
if(Python3_Interpreter_FOUND)
  target_compile_definitions(report_render_tests PRIVATE
    SLIDERCHECK_PYTHON3="${Python3_EXECUTABLE}")
endif()
gtest_discover_tests(report_render_tests TEST_PREFIX "report." PROPERTIES LABELS unit
  DISCOVERY_TIMEOUT 60)

# Hostile strings in real runs: a plugin path with non-UTF-8, ESC, a newline and
# XML's specials; a mapping symbol with a newline and ESC; a crash while loading.
if(Python3_Interpreter_FOUND)
  add_test(NAME check.hostile_names
    COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/hostile_names.py $<TARGET_FILE:slidercheck>
            ${SAMPLE_DIR}/wrong_wrap.so ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json)
  set_tests_properties(check.hostile_names PROPERTIES LABELS unit TIMEOUT 120)
endif()
sample_plugin(bad_mapping_hostile bad_mapping.c HOSTILE_MAPPING)
check_test(bad_mapping_hostile 2
  "^slidercheck: error: bad slidercheck_square_mapping \"a1.n.x1b.2J,c3.xff\""
  ${SAMPLE_DIR}/bad_mapping_hostile.so ONE_LINE 1)
sample_plugin(crash_at_load crash_at_load.c)
check_test(crash_at_load.junit 3 "the plugin crashed \\(signal SIGSEGV\\) while loading"
  ${SAMPLE_DIR}/crash_at_load.so --junit ${CMAKE_CURRENT_BINARY_DIR}/crash_at_load.junit.xml
  FILE ${CMAKE_CURRENT_BINARY_DIR}/crash_at_load.junit.xml
  FILE_REGEX "<testsuites name=\"slidercheck\" tests=\"1\" failures=\"0\" errors=\"1\"[^>]*>.*<error message=\"the plugin crashed \\(signal SIGSEGV\\) while loading")
check_test(crash_at_load.text 3 "0 functions, 0 cases@@result: CRASH OR TIMEOUT"
  ${SAMPLE_DIR}/crash_at_load.so)
if(Python3_Interpreter_FOUND AND no_jsonschema EQUAL 0)
  add_test(NAME check.json_schema.crash_at_load
    COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
            ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json 3
            $<TARGET_FILE:slidercheck> check ${SAMPLE_DIR}/crash_at_load.so --format json)
  set_tests_properties(check.json_schema.crash_at_load PROPERTIES LABELS unit TIMEOUT 60)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/linkage_tests.cmake)

# Diagnoses, --mapping auto and the x-ray contract.
include(${CMAKE_CURRENT_LIST_DIR}/diagnose_tests.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/conventions_tests.cmake)

# `slidercheck check --exec` (docs/protocol.md): its clients and hostile twins.
include(${PROJECT_SOURCE_DIR}/tests/exec/tests.cmake)

# A reproduce command runs as printed whatever the plugin's path holds (quotes,
# backslashes, spaces): pasted into sh -c, text and JSON alike.
add_test(NAME check.reproduce_quoting
  COMMAND ${PROJECT_SOURCE_DIR}/tests/reproduce_quoting_test.sh $<TARGET_FILE:slidercheck>
          ${SAMPLE_DIR}/wrong_off_line.so ${CMAKE_CURRENT_BINARY_DIR}/reproduce-quoting)
set_tests_properties(check.reproduce_quoting PROPERTIES LABELS unit TIMEOUT 120)
# Plugins built with a sanitizer whose runtime the sanitized checker (the asan
# preset: clang's static ASan+UBSan) cannot host beside its own (gcc's libasan,
# clang's shared ASan runtime; tests/plugins/correct.c): refused before dlopen
# with one line that says an unsanitized slidercheck is needed (plugin/sanitizers.h;
# tests/sanitized_plugins.cmake checks them with one). A clang-built plugin
# whose runtime it has loads in process.
# Sanitized plugins in an uninstrumented slidercheck (a fixture build), and
# sanitized_plugin.
include(${PROJECT_SOURCE_DIR}/tests/sanitized_plugins.cmake)
# The client libraries (clients/), by both slidercheck builds.
include(${PROJECT_SOURCE_DIR}/tests/clients/tests.cmake)
# The sanitizer-only bugs: found with their input by the asan
# preset's checker (clang-built) and by the uninstrumented one (gcc-built).
include(${CMAKE_CURRENT_LIST_DIR}/sanitizer_tests.cmake)
find_program(GCC_FOR_SAMPLES NAMES gcc)
# sanitized_sample(TAG COMPILER RUNTIME_REGEX FLAGS...): SANITIZED_DIR/sanitized_TAG.so
# and its check and bench tests (RUNTIME_REGEX "": it conforms).
function(sanitized_sample tag compiler runtime)
  set(out ${SANITIZED_DIR}/sanitized_${tag}.so)
  sanitized_plugin(sanitized_${tag} ${compiler} ${SAMPLES}/correct.c ${ARGN})
  if(runtime STREQUAL "")
    check_test(sanitizer.${tag} 0 "result: CONFORMS" ${out} --level quick)
    return()
  endif()
  check_test(sanitizer.${tag} 2
    "^slidercheck: error: plugin '.*sanitized_${tag}.so' was built with AddressSanitizer \\([a-z]+'s runtime, ${runtime}\\), which this sanitized slidercheck cannot load beside its own runtime: check it with an unsanitized slidercheck"
    ${out} --level quick ONE_LINE 1)
  check_test(sanitizer.${tag} 2
    "^slidercheck: error: plugin '.*sanitized_${tag}.so' was built with AddressSanitizer"
    ${out} ${quick_bench} COMMAND bench ONE_LINE 1)
endfunction()
if(GCC_FOR_SAMPLES AND CMAKE_C_COMPILER_ID STREQUAL "Clang" AND SLIDERCHECK_SANITIZE)
  sanitized_sample(gcc_asan ${GCC_FOR_SAMPLES} "libasan\\.so\\.[0-9]+" -fsanitize=address)
  sanitized_sample(clang_shared_asan ${CMAKE_C_COMPILER} "libclang_rt\\.asan-x86_64\\.so"
    -fsanitize=address -shared-libasan)
  sanitized_sample(clang_asan_in_process ${CMAKE_C_COMPILER} "" -fsanitize=address,undefined)
endif()

# The position kinds' sample plugins (tests/plugins/position_*.c), checked by
# the asan build here; as a user builds and runs them (the release build too,
# every reproduce command pasted): tests/position.cmake.
sample_plugin(position_correct position_correct.c)
check_test(position.correct 0 "attackers_to +[0-9]+ .* pass@@pin_mask +[0-9]+ .* pass@@9 functions@@result: CONFORMS"
  ${SAMPLE_DIR}/position_correct.so --level quick)
check_test(position.bad_fen 2 "^slidercheck: error: --fen 'rnbqkbnr/ppp/8 w' is not a FEN"
  ${SAMPLE_DIR}/position_correct.so --function checkers --fen "rnbqkbnr/ppp/8 w" --color white ONE_LINE 1)
check_test(position.outside_domain 2 "outside the domain of checkers: white has 2 kings"
  ${SAMPLE_DIR}/position_correct.so --function checkers --fen "4k3/8/8/8/8/8/8/3KK3 w - - 0 1" --color white ONE_LINE 1)
foreach(bug pawns_forward no_king queen_as_rook occ_ignored occ_masks_pieces stockfish_pinned
    pinned_both color_swapped keep_snipers)
  sample_plugin(position_bug_${bug} position_bug_${bug}.c)
endforeach()
check_test(position.bug.pawns_forward 1 "MISMATCH position_bug_pawns_forward.so::attackers_to@@the pawns attack the wrong way@@reproduce: slidercheck check [^\n]* --fen '"
  ${SAMPLE_DIR}/position_bug_pawns_forward.so --level quick REPLAY_EXPECT 1)
check_test(position.bug.stockfish_pinned 1 "MISMATCH position_bug_stockfish_pinned.so::pinned@@rather than true pins"
  ${SAMPLE_DIR}/position_bug_stockfish_pinned.so --level quick --function pinned REPLAY_EXPECT 1)
# The position kinds over --exec, through the Python client module: 8-word records.
if(Python3_EXECUTABLE)
  set(position_py "${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/examples/exec/python/position_walker.py")
  check_test(position.exec_python 0 "checkers +[0-9]+ .* pass@@pin_mask +[0-9]+ .* pass@@result: CONFORMS"
    --exec ${position_py} --level quick --function checkers --function pin_mask TIMEOUT 900)
  check_test(position.exec_python_bug 1 "MISMATCH [^\n]*::pinned@@counts a lone piece of either color@@reproduce: slidercheck check --exec [^\n]* --function pinned --fen '"
    --exec "${position_py} --bug" --level quick --function pinned TIMEOUT 900 REPLAY_EXPECT 1)
endif()
