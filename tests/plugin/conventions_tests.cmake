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

# The contracts a plugin declares (slidercheck_own_square,
# slidercheck_xray_blockers): checked under them without an option, said so
# in the header and the JSON report; an option overrides them (and the
# reproduce command carries it); the reproduce command of a failure under a
# declared contract needs no option (the replay finds the symbol again).
sample_plugin(own_square_declared diag_own_square.c "OWN_SQUARE_SYMBOL=\"empty\"")
check_test(own_square.symbol 0 "own square: +empty [^\n]*\\(from the plugin's slidercheck_own_square\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/own_square_declared.so --level quick NOT_REGEX "warning")
check_test(own_square.symbol.json 0 "\"own_square\": \"empty\",@@\"own_square_source\": \"symbol\""
  ${SAMPLE_DIR}/own_square_declared.so --level quick --format json)
check_test(own_square.option_overrides 1 "own square: +any[^\n]*\\(from --own-square\\)@@MISMATCH own_square_declared.so::file_attacks@@reproduce: slidercheck check [^\n]*own_square_declared.so --own-square any --function file_attacks"
  ${SAMPLE_DIR}/own_square_declared.so --level quick --own-square any REPLAY_EXPECT 1)
sample_plugin(own_square_declared_wrong diag_own_square.c "OWN_SQUARE_SYMBOL=\"occupied\"")
check_test(own_square.symbol_wrong 1 "own square: +occupied [^\n]*\\(from the plugin's slidercheck_own_square\\)@@MISMATCH own_square_declared_wrong.so::file_attacks@@reproduce: slidercheck check [^\n]*own_square_declared_wrong.so --function file_attacks"
  ${SAMPLE_DIR}/own_square_declared_wrong.so --level quick REPLAY_EXPECT 1 NOT_REGEX "reproduce: [^\n]*--own-square")
sample_plugin(own_square_bad diag_own_square.c "OWN_SQUARE_SYMBOL=\"sometimes\"")
check_test(own_square.bad_symbol 2 "^slidercheck: error: bad slidercheck_own_square \"sometimes\" in plugin '[^']*own_square_bad.so' \\(want any, occupied or empty; --own-square overrides it\\)"
  ${SAMPLE_DIR}/own_square_bad.so --level quick ONE_LINE 1)
check_test(own_square.bad_symbol_overridden 0 "own square: +empty[^\n]*\\(from --own-square\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/own_square_bad.so --level quick --own-square empty)
sample_plugin(xray_declared xray_engine.c "XRAY_SYMBOL=\"occupied\"")
sample_plugin(xray_declared_wrong xray_engine.c WRONG_XRAY "XRAY_SYMBOL=\"occupied\"")
check_test(xray_blockers.symbol 0 "x-ray blockers: +occupied [^\n]*\\(from the plugin's slidercheck_xray_blockers\\)@@xray_rook_attacks .* pass@@result: CONFORMS"
  ${SAMPLE_DIR}/xray_declared.so --level quick)
check_test(xray_blockers.symbol.json 0 "\"xray_blockers\": \"occupied\",@@\"xray_blockers_source\": \"symbol\"@@\"subject\": \"[^\"]*xray_declared.so\""
  ${SAMPLE_DIR}/xray_declared.so --level quick --format json)
check_test(xray_blockers.symbol_overridden 1 "x-ray blockers: +any[^\n]*\\(from --xray-blockers\\)@@MISMATCH xray_declared.so::xray_rook_attacks@@reproduce: slidercheck check [^\n]*xray_declared.so --xray-blockers any --function xray_rook_attacks"
  ${SAMPLE_DIR}/xray_declared.so --level quick --xray-blockers any REPLAY_EXPECT 1)
check_test(xray_blockers.symbol_wrong 1 "x-ray blockers: +occupied [^\n]*\\(from the plugin's slidercheck_xray_blockers\\)@@MISMATCH xray_declared_wrong.so::xray_rook_attacks@@reproduce: slidercheck check [^\n]*xray_declared_wrong.so --function xray_rook_attacks"
  ${SAMPLE_DIR}/xray_declared_wrong.so --level quick REPLAY_EXPECT 1 NOT_REGEX "reproduce: [^\n]*--xray-blockers")
# bench makes its inputs under the declared contract (the plugin aborts on
# any other), and says where it came from.
sample_plugin(needs_own_bit_declared needs_own_bit.c "OWN_SQUARE_SYMBOL=\"occupied\"")
check_test(own_square_declared 0 "own square: +occupied: the slider's own bit set[^\n]*\\(from needs_own_bit_declared.so's slidercheck_own_square\\)@@rank_attacks +needs_own_bit_declared.so +[0-9.]+"
  ${SAMPLE_DIR}/needs_own_bit_declared.so --builtin subtraction ${quick_bench} COMMAND bench)
check_test(own_square_declared_overridden 3 "^slidercheck: error: needs_own_bit_declared.so::rank_attacks crashed while being measured"
  ${SAMPLE_DIR}/needs_own_bit_declared.so --own-square any ${quick_bench} ONE_LINE 1 COMMAND bench)

# A declared convention that holds an address (a `const char *`, a Rust &str)
# instead of its bytes is named as such, not as a bad value.
sample_plugin(address_mapping address_symbols.c)
sample_plugin(address_own_square address_symbols.c POINTER_OWN_SQUARE)
check_test(address_symbol.mapping 2 "^slidercheck: error: slidercheck_square_mapping in plugin '[^']*address_mapping.so' holds an address, not the bytes of a string[^\n]*export the bytes"
  ${SAMPLE_DIR}/address_mapping.so --level quick ONE_LINE 1 NOT_REGEX "bad slidercheck_square_mapping")
check_test(address_symbol.own_square 2 "^slidercheck: error: slidercheck_own_square in plugin '[^']*address_own_square.so' holds an address[^\n]*#\\[no_mangle\\] pub static slidercheck_own_square: \\[u8; N\\]"
  ${SAMPLE_DIR}/address_own_square.so --level quick ONE_LINE 1)
check_test(address_symbol.overridden 0 "result: CONFORMS"
  ${SAMPLE_DIR}/address_mapping.so --level quick --mapping a1,b1)
check_test(address_symbol.bench 2 "^slidercheck: error: slidercheck_square_mapping in plugin '[^']*address_mapping.so' holds an address"
  ${SAMPLE_DIR}/address_mapping.so ${quick_bench} ONE_LINE 1 COMMAND bench)

# The input contracts: the pair kinds on aligned pairs only (--pairs aligned,
# slidercheck_pairs) and pawn_attacks on ranks 2 to 7 only (--pawn-squares
# pawn, slidercheck_pawn_squares). Each plugin fails without its contract,
# conforms with it (option or symbol), and a wrong one fails under it with a
# reproduce command that finds the failure again.
sample_plugin(aligned_pairs aligned_pairs.c)
sample_plugin(aligned_pairs_declared aligned_pairs.c DECLARE_ALIGNED)
sample_plugin(aligned_pairs_wrong aligned_pairs.c DECLARE_ALIGNED WRONG_ALIGNED)
check_test(pairs.without 1 "MISMATCH aligned_pairs.so::squares_between"
  ${SAMPLE_DIR}/aligned_pairs.so --level quick REPLAY_EXPECT 1 NOT_REGEX "pairs: ")
check_test(pairs.option 0 "pairs: +aligned \\(the pair kinds checked only on pairs that share[^\n]*\\(from --pairs\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/aligned_pairs.so --level quick --pairs aligned)
check_test(pairs.symbol 0 "pairs: +aligned [^\n]*\\(from the plugin's slidercheck_pairs\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/aligned_pairs_declared.so --level quick)
check_test(pairs.symbol.json 0 "\"pairs\": \"aligned\""
  ${SAMPLE_DIR}/aligned_pairs_declared.so --level quick --format json)
check_test(pairs.wrong 1 "pairs: +aligned@@MISMATCH aligned_pairs_wrong.so::squares_between@@reproduce: slidercheck check [^\n]*aligned_pairs_wrong.so --function squares_between --a a1 --b h8"
  ${SAMPLE_DIR}/aligned_pairs_wrong.so --level quick REPLAY_EXPECT 1)
check_test(pairs.bad 2 "bad --pairs 'some' \\(want all or aligned\\)"
  ${SAMPLE_DIR}/aligned_pairs.so --pairs some)
sample_plugin(pawn_squares pawn_squares.c)
sample_plugin(pawn_squares_declared pawn_squares.c DECLARE_PAWN)
sample_plugin(pawn_squares_wrong pawn_squares.c DECLARE_PAWN WRONG_PAWN)
check_test(pawn_squares.without 1 "MISMATCH pawn_squares.so::pawn_attacks@@square: +[a-h][18] "
  ${SAMPLE_DIR}/pawn_squares.so --level quick REPLAY_EXPECT 1)
check_test(pawn_squares.option 0 "pawn squares: +pawn \\(pawn_attacks checked only where a pawn can stand: ranks 2 to 7\\) \\(from --pawn-squares\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/pawn_squares.so --level quick --pawn-squares pawn)
check_test(pawn_squares.symbol 0 "pawn squares: +pawn [^\n]*\\(from the plugin's slidercheck_pawn_squares\\)@@result: CONFORMS"
  ${SAMPLE_DIR}/pawn_squares_declared.so --level quick)
check_test(pawn_squares.wrong 1 "MISMATCH pawn_squares_wrong.so::pawn_attacks@@square: +e4 @@reproduce: slidercheck check [^\n]*pawn_squares_wrong.so --function pawn_attacks"
  ${SAMPLE_DIR}/pawn_squares_wrong.so --level quick REPLAY_EXPECT 1)
check_test(pawn_squares.bad 2 "bad --pawn-squares 'ranks' \\(want all or pawn\\)"
  ${SAMPLE_DIR}/pawn_squares.so --pawn-squares ranks)
