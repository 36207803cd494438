# Declared conventions beside the numbering: relative pawn sides (--pawn-sides,
# slidercheck_pawn_sides), each declared, left undeclared (the diagnosis names
# the declaration) and declared wrongly (the report and its reproduce commands
# carry the declaration). Included by tests.cmake (check_test).

# Side-relative pawns, declared: they conform as they are.
check_test(pawn_sides.relative 0 "--pawn-sides relative@@pawn sides: +relative \\(west/east as the moving side sees them[^\n]*\\(from --pawn-sides\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/diag_pawn_sides.so --level quick --pawn-sides relative)
check_test(pawn_sides.relative.json 0 "\"pawn_sides\": \"relative\",@@\"pawn_sides_source\": \"option\""
  ${SAMPLE_DIR}/diag_pawn_sides.so --level quick --pawn-sides relative --format json)
sample_plugin(pawn_sides_declared diag_pawn_sides.c DECLARE_RELATIVE)
check_test(pawn_sides.symbol 0 "pawn sides: +relative [^\n]*\\(from the plugin's slidercheck_pawn_sides\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/pawn_sides_declared.so --level quick)
check_test(pawn_sides.symbol.json 0 "\"pawn_sides\": \"relative\",@@\"pawn_sides_source\": \"symbol\""
  ${SAMPLE_DIR}/pawn_sides_declared.so --level quick --format json)
# The option overrides the symbol: read as board sides, black's are swapped.
check_test(pawn_sides.option_overrides 1 "pawn sides: +board [^\n]*\\(from --pawn-sides\\)@@MISMATCH pawn_sides_declared.so::pawn_(west|east)_attacks@@looks side-relative"
  ${SAMPLE_DIR}/pawn_sides_declared.so --level quick --pawn-sides board REPLAY_EXPECT 1)
sample_plugin(pawn_sides_bad diag_pawn_sides.c DECLARE_BAD)
check_test(pawn_sides.bad_symbol 2 "^slidercheck: error: bad slidercheck_pawn_sides \"left\" in plugin '[^']*pawn_sides_bad.so' \\(want board or relative; --pawn-sides overrides it\\)"
  ${SAMPLE_DIR}/pawn_sides_bad.so --level quick ONE_LINE 1)
check_test(pawn_sides.bad_option 2 "bad --pawn-sides 'left' \\(want board or relative\\)"
  ${SAMPLE_DIR}/diag_pawn_sides.so --pawn-sides left)

# Board sides declared relative: a failing input whose report, header and
# reproduce command carry the declaration (the replay fails the same way),
# and the diagnosis that names the way back.
sample_plugin(pawn_sides_board diag_pawn_sides.c BOARD_SIDES)
check_test(pawn_sides.board_as_relative 1 "slidercheck check [^\n]*pawn_sides_board.so --pawn-sides relative --level quick@@pawn sides: +relative@@MISMATCH pawn_sides_board.so::pawn_(west|east)_attacks@@color: +1 \\(black\\)@@looks board-sided: west is towards the a-file for both colors here[^\n]*`--pawn-sides board`@@reproduce: slidercheck check [^\n]*pawn_sides_board.so --pawn-sides relative --function pawn_(west|east)_attacks"
  ${SAMPLE_DIR}/pawn_sides_board.so --level quick --pawn-sides relative REPLAY_EXPECT 1
  NOT_REGEX "looks side-relative|conforms if numbered")
check_test(pawn_sides.board_as_relative.json 1 "\"pawn_sides\": \"relative\"@@\"id\": \"board_sided_pawns\",[^}]*\"value\": \"board\",[^}]*\"text\": \"looks board-sided@@\"reproduce\": \"slidercheck check [^\"]*--pawn-sides relative"
  ${SAMPLE_DIR}/pawn_sides_board.so --level quick --pawn-sides relative --format json)

# Squares and bits numbered apart (Igel, GreKo: squares from a8, bits from h1),
# beside knight_set_attacks, which cannot tell any numbering apart.
set(bits_declared "--mapping a8,b8 --bit-mapping h1,g1")
sample_plugin(bits_apart bits_apart.c)
check_test(bits_apart.undeclared 1 "MISMATCH bits_apart.so::@@squares look numbered a8,b8 and bits h1,g1: declare `slidercheck_square_mapping` = \"a8,b8\" and `slidercheck_bit_mapping` = \"h1,g1\" \\(or pass ${bits_declared}\\)"
  ${SAMPLE_DIR}/bits_apart.so --level quick REPLAY_EXPECT 1
  NOT_REGEX "conforms if numbered|squares look numbered (a1|h1|h8)|bits (a1|a8|h8|[a-h][1-8],[a-h][27])")
check_test(bits_apart.undeclared.json 1 "\"id\": \"numbering_apart\",[^}]*\"value\": \"a8,b8/h1,g1\",[^}]*\"text\": \"squares look numbered a8,b8 and bits h1,g1"
  ${SAMPLE_DIR}/bits_apart.so --level quick --format json NOT_REGEX "\"id\": \"numbering\",")
check_test(bits_apart.declared 0 "numbering: +a8,b8 \\(from --mapping\\), bits h1,g1 \\(from --bit-mapping\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping a8,b8 --bit-mapping h1,g1)
check_test(bits_apart.declared.json 0 "\"mapping\": \"a8,b8\",@@\"bit_mapping\": \"h1,g1\",@@\"bit_mapping_source\": \"option\""
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping a8,b8 --bit-mapping h1,g1 --format json)
sample_plugin(bits_apart_declared bits_apart.c DECLARE)
check_test(bits_apart.symbol 0 "numbering: +a8,b8 \\(from the plugin's slidercheck_square_mapping\\), bits h1,g1 \\(from the plugin's slidercheck_bit_mapping\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/bits_apart_declared.so --level quick)
check_test(bits_apart.auto 0 "numbering: +a8,b8, bits h1,g1 \\(from --mapping auto; conforms numbered a8,b8 with bits h1,g1\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping auto)
check_test(bits_apart.auto.json 0 "\"mapping_source\": \"auto\"@@\"bit_mapping\": \"h1,g1\"@@\"a8,b8/h1,g1\""
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping auto --format json)
# Declared in part, or wrongly: the report and its reproduce commands carry
# the declaration, the replay fails the same way, the diagnosis names both.
check_test(bits_apart.squares_only 1 "numbering: +a8,b8 \\(from --mapping\\)\n@@squares look numbered a8,b8 and bits h1,g1@@reproduce: slidercheck check [^\n]*bits_apart.so --mapping a8,b8 --function"
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping a8,b8 REPLAY_EXPECT 1)
check_test(bits_apart.wrong_bits 1 "numbering: +a8,b8 \\(from --mapping\\), bits h8,g8 \\(from --bit-mapping\\)@@squares look numbered a8,b8 and bits h1,g1@@reproduce: slidercheck check [^\n]*bits_apart.so --mapping a8,b8 --bit-mapping h8,g8 --function"
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping a8,b8 --bit-mapping h8,g8 REPLAY_EXPECT 1)
check_test(bits_apart.bad_option 2 "bad --bit-mapping 'h1' \\(want the squares of the engine's bits 0 and 1"
  ${SAMPLE_DIR}/bits_apart.so --bit-mapping h1)
check_test(bits_apart.auto_and_bits 2 "--bit-mapping needs a numbering of the squares: --mapping auto tries the pairs"
  ${SAMPLE_DIR}/bits_apart.so --mapping auto --bit-mapping h1,g1)
# The JUnit file names the conventions checked as the suite's properties.
check_test(bits_apart.junit 0 "result: CONFORMS"
  ${SAMPLE_DIR}/bits_apart.so --level quick --mapping a8,b8 --bit-mapping h1,g1 --pawn-sides relative
  --junit ${CMAKE_CURRENT_BINARY_DIR}/bits_apart.junit.xml
  FILE ${CMAKE_CURRENT_BINARY_DIR}/bits_apart.junit.xml
  FILE_REGEX "<property name=\"mapping\" value=\"a8,b8\" ?/>[^<]*<property name=\"bit_mapping\" value=\"h1,g1\" ?/>[^<]*<property name=\"pawn_sides\" value=\"relative\" ?/>")
