# Diagnoses after a failure (one plugin per explanation, tests/plugins/diag_*.c;
# the hint asserted in the text and the JSON report, and the wrong ones absent),
# --mapping auto and "numbering: not observable", and the engine-style x-ray
# contract --xray-blockers occupied. Included by tests.cmake (check_test).
set(other_numberings "conforms if numbered (a1,b1|a1,a2|a8,b8|a8,a7|h1,g1|h1,h2|h8,h7)")
set(own_note "fails only when the slider's own square|own square always")

sample_plugin(diag_numbering diag_numbering.c)
check_test(diag.numbering 1 "MISMATCH diag_numbering.so::@@diagnoses \\(explanations that hold@@conforms if numbered h8,g8: declare `slidercheck_square_mapping` = \"h8,g8\""
  ${SAMPLE_DIR}/diag_numbering.so --level quick NOT_REGEX "${other_numberings}")
check_test(diag.numbering.json 1 "\"id\": \"numbering\",[^}]*\"value\": \"h8,g8\",[^}]*\"text\": \"conforms if numbered h8,g8"
  ${SAMPLE_DIR}/diag_numbering.so --level quick --format json NOT_REGEX "\"value\": \"(a1|a8|h1),")
# ... and the hint is right: declared, it conforms.
check_test(diag.numbering.follows 0 "result: CONFORMS"
  ${SAMPLE_DIR}/diag_numbering.so --level quick --mapping h8,g8)

sample_plugin(diag_own_square diag_own_square.c)
check_test(diag.own_square 1 "MISMATCH diag_own_square.so::file_attacks@@conforms with the slider's own square always empty: `--own-square empty`"
  ${SAMPLE_DIR}/diag_own_square.so --level quick NOT_REGEX "always occupied|${other_numberings}")
check_test(diag.own_square.json 1 "\"id\": \"own_square\",[^}]*\"value\": \"empty\",[^}]*\"text\": \"conforms with the slider's own square always empty"
  ${SAMPLE_DIR}/diag_own_square.so --level quick --format json)
check_test(diag.own_square.follows 0 "result: CONFORMS"
  ${SAMPLE_DIR}/diag_own_square.so --level quick --own-square empty)
check_test(diag.own_square.occupied 1 "conforms with the slider's own square always occupied: `--own-square occupied`"
  ${SAMPLE_DIR}/wrong_own_bit.so --level quick NOT_REGEX "always empty")

sample_plugin(diag_mirrored diag_mirrored.c)
check_test(diag.mirrored 1 "MISMATCH diag_mirrored.so::rook_attacks@@results match the attacks of the mirrored square \\(flip_vertical: [a-h][1-8] is computed as [a-h][1-8]\\)"
  ${SAMPLE_DIR}/diag_mirrored.so --level quick NOT_REGEX "${own_note}|conforms if|swapped")
check_test(diag.mirrored.json 1 "\"id\": \"mirrored_square\",[^}]*\"value\": \"flip_vertical\""
  ${SAMPLE_DIR}/diag_mirrored.so --level quick --format json)

# The swap wins: the own-square note of the shrink (the wrong cause) is gone.
sample_plugin(diag_swapped diag_swapped.c)
check_test(diag.swapped 1 "MISMATCH diag_swapped.so::rook_attacks@@looks like the arguments are swapped"
  ${SAMPLE_DIR}/diag_swapped.so --level quick NOT_REGEX "${own_note}|conforms if|mirrored|crash on large")
check_test(diag.swapped.json 1 "\"id\": \"swapped_arguments\",[^}]*\"text\": \"looks like the arguments are swapped@@\"note\": null"
  ${SAMPLE_DIR}/diag_swapped.so --level quick --format json NOT_REGEX "\"id\": \"own_square\"")
sample_plugin(diag_swapped_asserts diag_swapped.c ENGINE_ASSERTS)
check_test(diag.swapped_crash 1 "looks like the arguments are swapped[^\n]*; calls crash on large squares"
  ${SAMPLE_DIR}/diag_swapped_asserts.so --level quick NOT_REGEX "${own_note}")
check_test(diag.swapped_crash.junit 1 "looks like the arguments are swapped"
  ${SAMPLE_DIR}/diag_swapped_asserts.so --level quick --junit ${CMAKE_CURRENT_BINARY_DIR}/swapped.junit.xml
  FILE ${CMAKE_CURRENT_BINARY_DIR}/swapped.junit.xml
  FILE_REGEX "<failure message=\"slidercheck: MISMATCH diag_swapped_asserts.so::rook_attacks[^>]*>[^<]*looks like the arguments are swapped[^<]*calls crash on large squares")

# A correct plugin gets no hint; neither does a wrong one no explanation fits.
sample_plugin(diag_correct diag_correct.c)
check_test(diag.correct 0 "result: CONFORMS"
  ${SAMPLE_DIR}/diag_correct.so --level quick NOT_REGEX "diagnoses|conforms if|looks like|mirrored")
check_test(diag.correct.json 0 "\"diagnoses\": \\[\\]"
  ${SAMPLE_DIR}/diag_correct.so --level quick --format json NOT_REGEX "\"id\":")
check_test(diag.unexplained 1 "MISMATCH wrong_wrap.so::rank_attacks"
  ${SAMPLE_DIR}/wrong_wrap.so --level quick NOT_REGEX "diagnoses \\(")

# Numberings: rook, bishop and queen cannot tell them apart.
check_test(numbering.not_observable 0 "numbering: +not observable from these functions@@result: CONFORMS"
  ${SAMPLE_DIR}/classical.so --level quick NOT_REGEX "the default")
check_test(numbering.not_observable.json 0 "\"numbering_observable\": false"
  ${SAMPLE_DIR}/classical.so --level quick --format json)
check_test(numbering.observable 0 "numbering: +a1,b1 \\(the default"
  ${SAMPLE_DIR}/diag_correct.so --level quick)
check_test(mapping_auto.not_observable 0 "numbering: +not observable from these functions@@result: CONFORMS"
  ${SAMPLE_DIR}/classical.so --level quick --mapping auto)
check_test(mapping_auto.h8g8 0 "numbering: +h8,g8 \\(from --mapping auto; conforms numbered h8,g8\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/correct_h8g8.so --level quick --mapping auto)
# Rank attacks alone cannot tell the four numberings that keep ranks apart.
check_test(mapping_auto.rank_only 0 "numbering: +a1,b1 \\(from --mapping auto; conforms numbered a1,b1, a8,b8, h1,g1, h8,g8\\)"
  ${SAMPLE_DIR}/diag_correct.so --level quick --mapping auto)
check_test(mapping_auto.json 0 "\"mapping\": \"h1,h2\"@@\"mapping_source\": \"auto\"@@\"numberings_conforming\": \\[[^]]*\"h1,h2\"[^]]*\\]"
  ${SAMPLE_DIR}/correct_h1h2.so --level quick --mapping auto --format json)
check_test(mapping_auto.none 1 "numbering: +a1,b1 \\(--mapping auto: no numbering conforms"
  ${SAMPLE_DIR}/wrong_wrap.so --level quick --mapping auto)
# The numbering found is in the reproduce command (rank and diagonal leave
# a8,b8 and h1,g1; the first is taken).
sample_plugin(diag_mirrored_a8b8 diag_mirrored.c SQ0_RANK=7 WITH_LINES)
check_test(mapping_auto.reproduce 1 "numbering: +a8,b8 \\(from --mapping auto; conforms numbered a8,b8, h1,g1\\)@@reproduce: slidercheck check [^\n]*diag_mirrored_a8b8.so --mapping a8,b8 --function rook_attacks"
  ${SAMPLE_DIR}/diag_mirrored_a8b8.so --level quick --mapping auto REPLAY_EXPECT 1)
check_test(bad_mapping_auto_builtin 2 "error: --mapping applies to plugins only"
  --builtin kogge_stone --mapping auto)

# The engine-style x-ray contract.
sample_plugin(xray_engine xray_engine.c)
sample_plugin(xray_engine_wrong xray_engine.c WRONG_XRAY)
check_test(xray_blockers.any 1 "x-ray blockers: +any@@MISMATCH xray_engine.so::xray_rook_attacks"
  ${SAMPLE_DIR}/xray_engine.so --level quick REPLAY_EXPECT 1)
check_test(xray_blockers.occupied 0 "x-ray blockers: +occupied \\(x-ray functions checked only with blockers = every occupied square\\)@@xray_rook_attacks .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/xray_engine.so --level quick --xray-blockers occupied)
check_test(xray_blockers.occupied.json 0 "\"xray_blockers\": \"occupied\"@@\"subject\": \"[^\"]*xray_engine.so --xray-blockers occupied\""
  ${SAMPLE_DIR}/xray_engine.so --level quick --xray-blockers occupied --format json)
check_test(xray_blockers.wrong 1 "x-ray blockers: +occupied@@MISMATCH xray_engine_wrong.so::xray_rook_attacks@@reproduce: slidercheck check [^\n]*xray_engine_wrong.so --xray-blockers occupied --function xray_rook_attacks"
  ${SAMPLE_DIR}/xray_engine_wrong.so --level quick --xray-blockers occupied REPLAY_EXPECT 1)
check_test(bad_xray_blockers 2 "error: bad --xray-blockers 'sometimes'"
  ${SAMPLE_DIR}/xray_engine.so --xray-blockers sometimes)

# The reports with diagnoses and the new fields validate against the schema.
if(Python3_Interpreter_FOUND AND no_jsonschema EQUAL 0)
  foreach(case "swapped;1;diag_swapped.so" "auto;0;correct_h8g8.so;--mapping;auto"
               "xray;0;xray_engine.so;--xray-blockers;occupied")
    list(POP_FRONT case name expect plugin)
    add_test(NAME check.json_schema.diag.${name}
      COMMAND ${Python3_EXECUTABLE} ${SAMPLES}/validate_json.py
              ${PROJECT_SOURCE_DIR}/docs/check-report.schema.json ${expect}
              $<TARGET_FILE:slidercheck> check ${SAMPLE_DIR}/${plugin} --level quick
              --format json ${case})
    set_tests_properties(check.json_schema.diag.${name} PROPERTIES LABELS unit TIMEOUT 60)
  endforeach()
endif()

# The diagnoses of the pawn-side, ray_through and shift_one mistakes, each with a plugin that makes the mistake.
# The engine-style x-ray under the default contract: the contract is suggested.
check_test(diag.xray_blockers 1 "MISMATCH xray_engine.so::xray_rook_attacks@@conforms with the x-ray blockers always every occupied square[^\n]*: `--xray-blockers occupied`"
  ${SAMPLE_DIR}/xray_engine.so --level quick NOT_REGEX "${other_numberings}")
check_test(diag.xray_blockers.json 1 "\"id\": \"xray_blockers\",[^}]*\"value\": \"occupied\""
  ${SAMPLE_DIR}/xray_engine.so --level quick --format json)
check_test(diag.xray_blockers.wrong 1 "MISMATCH xray_engine_wrong.so::xray_rook_attacks"
  ${SAMPLE_DIR}/xray_engine_wrong.so --level quick NOT_REGEX "--xray-blockers occupied`")
# A pair kind exported under another pair kind's name.
sample_plugin(diag_pair_kind diag_pair_kind.c)
check_test(diag.other_kind 1 "MISMATCH diag_pair_kind.so::squares_between@@conforms as squares_between_to_b: [^\n]*slidercheck_squares_between_to_b"
  ${SAMPLE_DIR}/diag_pair_kind.so --level quick NOT_REGEX "conforms if numbered|conforms as (line_through|squares_between_inclusive)")
check_test(diag.other_kind.json 1 "\"id\": \"other_kind\",[^}]*\"value\": \"squares_between_to_b\""
  ${SAMPLE_DIR}/diag_pair_kind.so --level quick --format json)
# No numbering for a function whose results look the same in every numbering.
sample_plugin(diag_pair_one diag_pair_kind.c ONE_WRONG)
sample_plugin(correct_pairs diag_pair_kind.c CORRECT)
check_test(diag.numbering_not_observable 1 "numbering: +not observable from these functions@@MISMATCH diag_pair_one.so::squares_between"
  ${SAMPLE_DIR}/diag_pair_one.so --level quick NOT_REGEX "conforms if numbered")
# Leapers: the pawn's arguments the other way round, and the colours swapped.
sample_plugin(diag_pawn_order diag_pawn.c ARG_ORDER)
check_test(diag.pawn_order 1 "MISMATCH diag_pawn_order.so::pawn_attacks@@looks like the arguments are swapped: [^\n]*\\(sq, color\\)[^\n]*\\(the ABI takes \\(color, sq\\)\\)"
  ${SAMPLE_DIR}/diag_pawn_order.so --level quick NOT_REGEX "conforms if numbered|colou?rs look swapped")
sample_plugin(diag_pawn_colors diag_pawn.c)
check_test(diag.pawn_colors 1 "MISMATCH diag_pawn_colors.so::pawn_[a-z_]*attacks@@the colou?rs look swapped: color 0 attacks towards rank 1"
  ${SAMPLE_DIR}/diag_pawn_colors.so --level quick NOT_REGEX "conforms if numbered|arguments are swapped")
check_test(diag.pawn_colors.json 1 "\"id\": \"swapped_colors\""
  ${SAMPLE_DIR}/diag_pawn_colors.so --level quick --format json NOT_REGEX "\"id\": \"numbering\"")
# Beside a kind that cannot tell the numberings apart (rank attacks: a rank flip
# keeps every rank a rank), the colors still look swapped: no numbering.
sample_plugin(diag_pawn_colors_rank diag_pawn.c WITH_RANK)
check_test(diag.pawn_colors.beside_rank 1 "MISMATCH diag_pawn_colors_rank.so::pawn_[a-z_]*attacks@@the colou?rs look swapped: color 0 attacks towards rank 1"
  ${SAMPLE_DIR}/diag_pawn_colors_rank.so --level quick NOT_REGEX "conforms if numbered|not seen|arguments are swapped")
check_test(diag.pawn_colors.beside_rank.json 1 "\"id\": \"swapped_colors\""
  ${SAMPLE_DIR}/diag_pawn_colors_rank.so --level quick --format json NOT_REGEX "\"id\": \"(numbering|mapping_not_seen)\"")
# A result in the wrong byte order.
sample_plugin(diag_byteswap diag_byteswap.c)
check_test(diag.byteswap 1 "MISMATCH diag_byteswap.so::knight_attacks@@looks byte-swapped: "
  ${SAMPLE_DIR}/diag_byteswap.so --level quick NOT_REGEX "conforms if numbered|king_attacks[^\n]*looks byte")
check_test(diag.byteswap.json 1 "\"id\": \"byte_swapped\""
  ${SAMPLE_DIR}/diag_byteswap.so --level quick --format json)
# A C++ mapping the optimiser dropped (internal linkage, address never taken):
# the numbering found, and why the declared one was not seen.
sample_plugin(cxx_dropped_mapping cxx_local_mapping.cpp DROPPED_MAPPING)
check_test(diag.unseen_mapping 1 "conforms if numbered a8,b8@@slidercheck_square_mapping[^\n]*not seen[^\n]*extern \"C\"[^\n]*slidercheck/plugin.h"
  ${SAMPLE_DIR}/cxx_dropped_mapping.so --level quick)
check_test(diag.unseen_mapping.json 1 "\"id\": \"mapping_not_seen\""
  ${SAMPLE_DIR}/cxx_dropped_mapping.so --level quick --format json)
# ... but not for a C plugin whose numbering was declared.
check_test(diag.unseen_mapping.declared 1 "MISMATCH wrong_wrap_a8b8.so"
  ${SAMPLE_DIR}/wrong_wrap_a8b8.so --level quick NOT_REGEX "not seen")

# The report: what is checked, the contracts that apply, unused options.
check_test(report.functions_narrowed 0 "^slidercheck check [^\n]*diag_correct.so --level quick --function rank_attacks\n@@functions: +rank_attacks \\(--function; also exported: [^)]*rook_attacks"
  ${SAMPLE_DIR}/diag_correct.so --level quick --function rank_attacks)
check_test(report.no_contract_lines 0 "functions: +squares_between line_through\n"
  ${SAMPLE_DIR}/correct_pairs.so --level quick NOT_REGEX "own square|x-ray blockers|own-square contract")
check_test(report.unused_xray_blockers 0 "warning: --xray-blockers occupied has no effect: no checked function takes x-ray blockers"
  ${SAMPLE_DIR}/diag_correct.so --level quick --xray-blockers occupied NOT_REGEX "x-ray blockers: ")
check_test(report.unused_own_square 0 "warning: --own-square empty has no effect: no checked function takes a slider's own square"
  ${SAMPLE_DIR}/correct_pairs.so --level quick --own-square empty)
check_test(report.unused_own_square.json 0 "\"warnings\": \\[[^]]*--own-square empty has no effect"
  ${SAMPLE_DIR}/correct_pairs.so --level quick --own-square empty --format json)
check_test(report.used_contracts 0 "x-ray blockers: +occupied"
  ${SAMPLE_DIR}/xray_engine.so --level quick --xray-blockers occupied --own-square occupied NOT_REGEX "warning")
sample_plugin(wrong_wrap_a8b8 wrong_wrap.c "WITH_SYMBOL=\"a8,b8\"")
check_test(mapping_auto.none_declared 1 "numbering: +a8,b8 \\(--mapping auto: no numbering conforms; the plugin's slidercheck_square_mapping\\)"
  ${SAMPLE_DIR}/wrong_wrap_a8b8.so --level quick --mapping auto NOT_REGEX "the default")
