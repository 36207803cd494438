// A symbolic 64-bit word: the algorithms' own templates, run on Z3 bit-vectors.
//
// SymWord wraps a 64-bit z3::expr and provides exactly the operators the
// templates in impls/ use; the named intrinsics of impls/word.h are overloaded
// here, in SymWord's namespace, so that the templates' unqualified calls find
// them by argument-dependent lookup when instantiated on SymWord. The templates
// themselves are not copied: the proof runs the production source.
//
// Constants (W(kFileH), W(1)) need a context: a Session sets the thread's
// current context and collects what a run must also answer for:
//  - obligations: conditions under which an intrinsic's precondition fails
//    (ms1b of 0, a table index out of range); a proof query asks for
//    "result differs OR some obligation fails", so those are proved absent too;
//  - path conditions: is_zero (the only intrinsic that returns a plain bool)
//    takes one branch per run, chosen by the Session; every combination of
//    choices is run, each under its own path condition.
#pragma once

#include <z3++.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace slidercheck::prove {

// The per-thread state symbolic evaluation runs in (see the file comment).
class Session {
 public:
  explicit Session(z3::context& ctx);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  z3::context& ctx() { return ctx_; }

  // A precondition that fails when `violated` holds, named e.g. "ms1b(0)".
  struct Obligation {
    std::string what;
    z3::expr violated;
  };

  // Starts a run with the next combination of is_zero choices; returns false
  // when every combination has been run. Call it before each run.
  bool next_path();
  // Forgets the choices: the next run starts a fresh query.
  void reset();
  // The conjunction of the current run's branch conditions.
  z3::expr path_condition() const;
  const std::vector<Obligation>& obligations() const { return obligations_; }

  // Used by the intrinsics.
  bool choose(const z3::expr& is_true);
  // square_of's choice: the square of x's one bit, picked by six choices (the
  // index's bits), the same for the same expression within a run.
  int choose_square(const z3::expr& x);
  void oblige(std::string what, const z3::expr& violated);

  // Returns the thread's current session (one must exist).
  static Session& current();

 private:
  z3::context& ctx_;
  Session* previous_;
  std::vector<bool> choices_;
  std::size_t pos_ = 0;
  bool started_ = false;
  std::vector<z3::expr> conditions_;
  std::vector<Obligation> obligations_;
  std::vector<std::pair<z3::expr, int>> squares_;  // square_of's choices of this run
};

class SymWord {
 public:
  explicit SymWord(const z3::expr& e) : e_(e) {}
  // A constant (the templates write W(kFileH), W(1), W(file_of(sq))).
  explicit SymWord(std::uint64_t value) : e_(Session::current().ctx().bv_val(value, 64)) {}

  const z3::expr& expr() const { return e_; }

  friend SymWord operator&(const SymWord& a, const SymWord& b) { return SymWord(a.e_ & b.e_); }
  friend SymWord operator|(const SymWord& a, const SymWord& b) { return SymWord(a.e_ | b.e_); }
  friend SymWord operator^(const SymWord& a, const SymWord& b) { return SymWord(a.e_ ^ b.e_); }
  friend SymWord operator+(const SymWord& a, const SymWord& b) { return SymWord(a.e_ + b.e_); }
  friend SymWord operator-(const SymWord& a, const SymWord& b) { return SymWord(a.e_ - b.e_); }
  friend SymWord operator~(const SymWord& a) { return SymWord(~a.e_); }
  friend SymWord operator-(const SymWord& a) { return SymWord(-a.e_); }
  // Shifts by a constant amount; 0 <= s < 64 (anything else would be UB on
  // std::uint64_t, so building such a shift throws std::logic_error).
  friend SymWord operator<<(const SymWord& a, int s);
  friend SymWord operator>>(const SymWord& a, int s);

  SymWord& operator&=(const SymWord& b) { return *this = *this & b; }
  SymWord& operator|=(const SymWord& b) { return *this = *this | b; }
  SymWord& operator^=(const SymWord& b) { return *this = *this ^ b; }

 private:
  z3::expr e_;
};

// The intrinsics of impls/word.h, symbolically.
SymWord byte_swap(const SymWord& x);
SymWord bit_reverse(const SymWord& x);
SymWord mirror_files(const SymWord& x);
SymWord flip_a1h8(const SymWord& x);
SymWord ls1b(const SymWord& x);
SymWord ms1b(const SymWord& x);              // an if-then-else chain; obliges x != 0
SymWord bit_scan_forward(const SymWord& x);  // the index, as ms1b; obliges x != 0
SymWord bit_scan_reverse(const SymWord& x);  // the index, as ms1b; obliges x != 0
SymWord rotate_left(const SymWord& x, int s);
bool is_zero(const SymWord& x);  // a branch: see Session
SymWord nonzero_mask(const SymWord& x);
SymWord multiply(const SymWord& x, const SymWord& y);
// The square of x's one bit: a choice of the Session (each of the 64 squares
// on its own path, under its path condition); obliges x to hold exactly one bit.
int square_of(const SymWord& x);

// Returns the union over the squares s of within of f(s), each guarded by bit s of set.
template <class F>
SymWord union_over_bits(const SymWord& set, std::uint64_t within, F f);

// Returns table[index] as a balanced if-then-else tree over the index bits
// (Z3 arrays time out); obliges index < n.
SymWord lookup_table(const std::uint64_t* table, std::size_t n, const SymWord& index);

template <std::size_t N>
SymWord lookup(const std::uint64_t (&table)[N], const SymWord& index) {
  return lookup_table(table, N, index);
}

// Returns table[index] for a run-time-sized table (a magic or PEXT slice).
inline SymWord lookup(std::span<const std::uint64_t> table, const SymWord& index) {
  return lookup_table(table.data(), table.size(), index);
}

// Returns the bits of x selected by the constant mask, packed into the low bits
// (PEXT): a concatenation of extracted bits, zero above popcount(mask).
SymWord parallel_extract(const SymWord& x, std::uint64_t mask);

// Returns ((x & mask) * magic) >> shift with constant mask, magic and shift:
// the result depends only on x's bits in mask, so it is their exact truth
// table, an if-then-else tree over those bits whose 2^|mask| leaves are the
// concrete magic_hash of each subset (see docs/prove.md, "magic").
SymWord magic_hash(const SymWord& x, std::uint64_t mask, std::uint64_t magic, int shift);

// Returns bit sq of x as a Boolean.
z3::expr bit(const SymWord& x, int sq);
// Returns the word whose bit i is bits[i] (64 Booleans).
SymWord from_bits(z3::context& ctx, const std::vector<z3::expr>& bits);

template <class F>
SymWord union_over_bits(const SymWord& set, std::uint64_t within, F f) {
  z3::context& ctx = set.expr().ctx();
  z3::expr out = ctx.bv_val(0, 64);
  for (int s = 0; s < 64; ++s)
    if ((within >> s) & 1) out = out | z3::ite(bit(set, s), f(s).expr(), ctx.bv_val(0, 64));
  return SymWord(out);
}

}  // namespace slidercheck::prove
