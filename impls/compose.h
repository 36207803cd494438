// The compositions every line-by-line family shares, written once.
//
// Used inside a family's namespace, after its own functions:
//   SLIDERCHECK_LINES_FROM_LINE_ATTACKS  rank/file/diagonal/antidiagonal_attacks
//                                        from the family's line_attacks(occ, sq, line)
//   SLIDERCHECK_PIECES_FROM_LINES        rook = rank | file, bishop = diagonal |
//                                        antidiagonal, queen = rook | bishop
//   SLIDERCHECK_PIECES_AND_LINES_FROM_TABLES
//                                        rook/bishop from the family's
//                                        table_attacks(kRookTable/kBishopTable, occ, sq),
//                                        queen = rook | bishop, each line = the
//                                        piece's attacks masked by the line
// Each defined function is a template over the word type W, like the family's own.
#pragma once

#include "impls/line_masks.h"

#define SLIDERCHECK_LINES_FROM_LINE_ATTACKS                                \
  /* Returns the rank attacks of a slider on sq. */                        \
  template <class W>                                                       \
  constexpr W rank_attacks(W occ, int sq) {                                \
    return line_attacks(occ, sq, ::slidercheck::impls::kRankLine);         \
  }                                                                        \
  /* Returns the file attacks of a slider on sq. */                        \
  template <class W>                                                       \
  constexpr W file_attacks(W occ, int sq) {                                \
    return line_attacks(occ, sq, ::slidercheck::impls::kFileLine);         \
  }                                                                        \
  /* Returns the diagonal (a1-h8) attacks of a slider on sq. */            \
  template <class W>                                                       \
  constexpr W diagonal_attacks(W occ, int sq) {                            \
    return line_attacks(occ, sq, ::slidercheck::impls::kDiagonalLine);     \
  }                                                                        \
  /* Returns the antidiagonal (h1-a8) attacks of a slider on sq. */        \
  template <class W>                                                       \
  constexpr W antidiagonal_attacks(W occ, int sq) {                        \
    return line_attacks(occ, sq, ::slidercheck::impls::kAntidiagonalLine); \
  }

#define SLIDERCHECK_PIECES_FROM_LINES                                          \
  /* Returns the rook attacks of a slider on sq: rank | file. */               \
  template <class W>                                                           \
  constexpr W rook_attacks(W occ, int sq) {                                    \
    return rank_attacks(occ, sq) | file_attacks(occ, sq);                      \
  }                                                                            \
  /* Returns the bishop attacks of a slider on sq: diagonal | antidiagonal. */ \
  template <class W>                                                           \
  constexpr W bishop_attacks(W occ, int sq) {                                  \
    return diagonal_attacks(occ, sq) | antidiagonal_attacks(occ, sq);          \
  }                                                                            \
  /* Returns the queen attacks of a slider on sq: rook | bishop. */            \
  template <class W>                                                           \
  constexpr W queen_attacks(W occ, int sq) {                                   \
    return rook_attacks(occ, sq) | bishop_attacks(occ, sq);                    \
  }

// As SLIDERCHECK_PIECES_FROM_LINES, but each piece is one loop over its lines
// (the rook's rank and file, the bishop's two diagonals, the queen's four) that
// clang vectorizes: the lines' masks side by side in kSquareLines become one
// vector load, and every line's arithmetic one vector instruction (AVX2/AVX-512
// have the variable shifts and, with AVX-512CD, the leading-zero count).
// SLIDERCHECK_VECTORIZE_LINES_ONCE(n) is the same without unroll(disable), for a
// loop of exactly n lines: its one vector iteration then folds away (no loop branch).
#if defined(__clang__) && defined(__AVX2__)
#define SLIDERCHECK_VECTORIZE_LINES(n)                                                   \
  _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wpass-failed\"") \
      _Pragma(SLIDERCHECK_STRINGIFY(clang loop vectorize(enable) vectorize_width(n)      \
                                        interleave_count(1) unroll(disable)))
#define SLIDERCHECK_VECTORIZE_LINES_ONCE(n)                                                       \
  _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wpass-failed\"") _Pragma( \
      SLIDERCHECK_STRINGIFY(clang loop vectorize(enable) vectorize_width(n) interleave_count(1)))
#define SLIDERCHECK_VECTORIZE_LINES_END _Pragma("clang diagnostic pop")
#else
#define SLIDERCHECK_VECTORIZE_LINES(n)
#define SLIDERCHECK_VECTORIZE_LINES_ONCE(n)
#define SLIDERCHECK_VECTORIZE_LINES_END
#endif
#define SLIDERCHECK_STRINGIFY(x) #x

#define SLIDERCHECK_PIECES_FROM_LINE_LOOP                                      \
  /* Returns the attacks along lines first .. first + count - 1, one loop. */  \
  template <int First, int Count, class W>                                     \
  constexpr W lines_attacks(W occ, int sq) {                                   \
    W attacks = W(0);                                                          \
    SLIDERCHECK_VECTORIZE_LINES(Count)                                         \
    for (int line = First; line < First + Count; ++line)                       \
      attacks = attacks | line_attacks(occ, sq, line);                         \
    SLIDERCHECK_VECTORIZE_LINES_END                                            \
    return attacks;                                                            \
  }                                                                            \
  /* Returns the rook attacks of a slider on sq: rank | file. */               \
  template <class W>                                                           \
  constexpr W rook_attacks(W occ, int sq) {                                    \
    return lines_attacks<::slidercheck::impls::kRankLine, 2>(occ, sq);         \
  }                                                                            \
  /* Returns the bishop attacks of a slider on sq: diagonal | antidiagonal. */ \
  template <class W>                                                           \
  constexpr W bishop_attacks(W occ, int sq) {                                  \
    return lines_attacks<::slidercheck::impls::kDiagonalLine, 2>(occ, sq);     \
  }                                                                            \
  /* Returns the queen attacks of a slider on sq: all four lines. */           \
  template <class W>                                                           \
  constexpr W queen_attacks(W occ, int sq) {                                   \
    return lines_attacks<::slidercheck::impls::kRankLine, 4>(occ, sq);         \
  }

#define SLIDERCHECK_PIECES_AND_LINES_FROM_TABLES                                                 \
  /* Returns the rook attacks of a slider on sq. */                                              \
  template <class W>                                                                             \
  W rook_attacks(W occ, int sq) {                                                                \
    return table_attacks(kRookTable, occ, sq);                                                   \
  }                                                                                              \
  /* Returns the bishop attacks of a slider on sq. */                                            \
  template <class W>                                                                             \
  W bishop_attacks(W occ, int sq) {                                                              \
    return table_attacks(kBishopTable, occ, sq);                                                 \
  }                                                                                              \
  /* Returns the queen attacks of a slider on sq: rook | bishop. */                              \
  template <class W>                                                                             \
  W queen_attacks(W occ, int sq) {                                                               \
    return rook_attacks(occ, sq) | bishop_attacks(occ, sq);                                      \
  }                                                                                              \
  /* Returns the rank attacks of a slider on sq: the rook's, masked by the rank. */              \
  template <class W>                                                                             \
  W rank_attacks(W occ, int sq) {                                                                \
    return rook_attacks(occ, sq) &                                                               \
           W(::slidercheck::impls::kLineMasks[sq][::slidercheck::impls::kRankLine].line_ex);     \
  }                                                                                              \
  /* Returns the file attacks of a slider on sq: the rook's, masked by the file. */              \
  template <class W>                                                                             \
  W file_attacks(W occ, int sq) {                                                                \
    return rook_attacks(occ, sq) &                                                               \
           W(::slidercheck::impls::kLineMasks[sq][::slidercheck::impls::kFileLine].line_ex);     \
  }                                                                                              \
  /* Returns the diagonal (a1-h8) attacks of a slider on sq: the bishop's, masked. */            \
  template <class W>                                                                             \
  W diagonal_attacks(W occ, int sq) {                                                            \
    return bishop_attacks(occ, sq) &                                                             \
           W(::slidercheck::impls::kLineMasks[sq][::slidercheck::impls::kDiagonalLine].line_ex); \
  }                                                                                              \
  /* Returns the antidiagonal (h1-a8) attacks of a slider on sq: the bishop's, masked. */        \
  template <class W>                                                                             \
  W antidiagonal_attacks(W occ, int sq) {                                                        \
    return bishop_attacks(occ, sq) &                                                             \
           W(::slidercheck::impls::kLineMasks[sq][::slidercheck::impls::kAntidiagonalLine]       \
                 .line_ex);                                                                      \
  }
