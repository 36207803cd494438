// The symbolic word and its intrinsics (see symbolic.h).
#include "prove/symbolic.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include "impls/word.h"

namespace slidercheck::prove {

namespace {

thread_local Session* current_session = nullptr;

z3::expr bv(z3::context& ctx, std::uint64_t value) { return ctx.bv_val(value, 64); }

void check_shift(int s) {
  if (s < 0 || s >= 64) throw std::logic_error("shift by " + std::to_string(s) + " (not 0..63)");
}

// Returns the word whose bit i is bit source(i) of x (a permutation of the bits).
template <class Source>
SymWord permute(const SymWord& x, Source source) {
  z3::expr_vector parts(x.expr().ctx());
  for (int i = 63; i >= 0; --i) {  // concat takes the most significant part first
    const unsigned from = static_cast<unsigned>(source(i));
    parts.push_back(x.expr().extract(from, from));
  }
  return SymWord(z3::concat(parts));
}

}  // namespace

Session::Session(z3::context& ctx) : ctx_(ctx), previous_(current_session) {
  current_session = this;
}

Session::~Session() { current_session = previous_; }

Session& Session::current() {
  if (current_session == nullptr) throw std::logic_error("symbolic word used outside a Session");
  return *current_session;
}

bool Session::next_path() {
  if (started_) {
    // Advance the choices like a binary counter: drop trailing "true"s, flip the last "false".
    while (!choices_.empty() && choices_.back()) choices_.pop_back();
    if (choices_.empty()) return false;
    choices_.back() = true;
  }
  started_ = true;
  pos_ = 0;
  conditions_.clear();
  obligations_.clear();
  squares_.clear();
  return true;
}

void Session::reset() {
  choices_.clear();
  started_ = false;
}

z3::expr Session::path_condition() const {
  z3::expr all = ctx_.bool_val(true);
  for (const z3::expr& c : conditions_) all = all && c;
  return all;
}

bool Session::choose(const z3::expr& is_true) {
  if (pos_ == choices_.size()) choices_.push_back(false);
  const bool choice = choices_[pos_++];
  conditions_.push_back(choice ? is_true : !is_true);
  return choice;
}

int Session::choose_square(const z3::expr& x) {
  for (const auto& [e, sq] : squares_)
    if (z3::eq(e, x)) return sq;
  const z3::expr zero = bv(ctx_, 0);
  oblige("square_of of a set not of one square", x == zero || (x & (x - bv(ctx_, 1))) != zero);
  int sq = 0;
  for (int b = 0; b < 6; ++b) {
    std::uint64_t squares = 0;  // the squares whose index has bit b
    for (int s = 0; s < 64; ++s)
      if ((s >> b) & 1) squares |= std::uint64_t{1} << s;
    if (choose((x & bv(ctx_, squares)) != zero)) sq |= 1 << b;
  }
  squares_.emplace_back(x, sq);
  return sq;
}

void Session::oblige(std::string what, const z3::expr& violated) {
  obligations_.push_back(Obligation{std::move(what), violated});
}

SymWord operator<<(const SymWord& a, int s) {
  check_shift(s);
  return SymWord(z3::shl(a.e_, s));
}

SymWord operator>>(const SymWord& a, int s) {
  check_shift(s);
  return SymWord(z3::lshr(a.e_, s));
}

SymWord byte_swap(const SymWord& x) {
  return permute(x, [](int i) { return (i & 7) | (56 - (i & 56)); });
}

SymWord bit_reverse(const SymWord& x) {
  return permute(x, [](int i) { return 63 - i; });
}

SymWord mirror_files(const SymWord& x) {
  return permute(x, [](int i) { return (i & 56) | (7 - (i & 7)); });
}

SymWord flip_a1h8(const SymWord& x) {
  return permute(x, [](int i) { return ((i & 7) << 3) | (i >> 3); });
}

SymWord ls1b(const SymWord& x) { return SymWord(x.expr() & -x.expr()); }

SymWord ms1b(const SymWord& x) {
  z3::context& ctx = x.expr().ctx();
  Session::current().oblige("ms1b(0)", x.expr() == bv(ctx, 0));
  z3::expr result = bv(ctx, 0);
  for (int i = 0; i < 64; ++i) {  // higher bits are tested last, so they win
    result = z3::ite(bit(x, i), bv(ctx, std::uint64_t{1} << i), result);
  }
  return SymWord(result);
}

SymWord bit_scan_forward(const SymWord& x) {
  z3::context& ctx = x.expr().ctx();
  Session::current().oblige("bit_scan_forward(0)", x.expr() == bv(ctx, 0));
  z3::expr result = bv(ctx, 0);
  for (int i = 63; i >= 0; --i) {  // lower bits are tested last, so they win
    result = z3::ite(bit(x, i), bv(ctx, static_cast<std::uint64_t>(i)), result);
  }
  return SymWord(result);
}

SymWord bit_scan_reverse(const SymWord& x) {
  z3::context& ctx = x.expr().ctx();
  Session::current().oblige("bit_scan_reverse(0)", x.expr() == bv(ctx, 0));
  z3::expr result = bv(ctx, 0);
  for (int i = 0; i < 64; ++i) {  // higher bits are tested last, so they win
    result = z3::ite(bit(x, i), bv(ctx, static_cast<std::uint64_t>(i)), result);
  }
  return SymWord(result);
}

SymWord rotate_left(const SymWord& x, int s) {
  check_shift(s);
  if (s == 0) return x;
  z3::expr e = x.expr();
  return SymWord(e.rotate_left(static_cast<unsigned>(s)));
}

bool is_zero(const SymWord& x) {
  return Session::current().choose(x.expr() == bv(x.expr().ctx(), 0));
}

SymWord nonzero_mask(const SymWord& x) {
  z3::context& ctx = x.expr().ctx();
  return SymWord(z3::ite(x.expr() == bv(ctx, 0), bv(ctx, 0), bv(ctx, ~std::uint64_t{0})));
}

SymWord multiply(const SymWord& x, const SymWord& y) { return SymWord(x.expr() * y.expr()); }

int square_of(const SymWord& x) { return Session::current().choose_square(x.expr()); }

SymWord parallel_extract(const SymWord& x, std::uint64_t mask) {
  z3::context& ctx = x.expr().ctx();
  z3::expr_vector parts(ctx);  // most significant part first
  int n = 0;
  for (int i = 63; i >= 0; --i) {
    if ((mask >> i) & 1) {
      parts.push_back(x.expr().extract(static_cast<unsigned>(i), static_cast<unsigned>(i)));
      ++n;
    }
  }
  if (n == 0) return SymWord(bv(ctx, 0));
  const z3::expr packed = n == 1 ? parts[0] : z3::concat(parts);
  return SymWord(n == 64 ? packed : z3::zext(packed, static_cast<unsigned>(64 - n)));
}

SymWord magic_hash(const SymWord& x, std::uint64_t mask, std::uint64_t magic, int shift) {
  check_shift(shift);
  z3::context& ctx = x.expr().ctx();
  std::vector<int> squares;
  for (int i = 0; i < 64; ++i) {
    if ((mask >> i) & 1) squares.push_back(i);
  }
  // node(k, m): the subsets that agree with m on squares[0..k-1], split on squares[k].
  auto node = [&](auto& self, std::size_t k, std::uint64_t m) -> z3::expr {
    if (k == squares.size()) return bv(ctx, impls::magic_hash(m, mask, magic, shift));
    const int sq = squares[k];
    return z3::ite(bit(x, sq), self(self, k + 1, m | (std::uint64_t{1} << sq)),
                   self(self, k + 1, m));
  };
  return SymWord(node(node, 0, 0));
}

namespace {

// Returns table[index] pushed into the leaves when index is an if-then-else
// tree with numeral leaves (as magic_hash builds): lookup(ite(c, a, b)) =
// ite(c, lookup(a), lookup(b)), each leaf a constant entry (0 out of range,
// which the caller's obligation excludes). Returns false when index is not such a tree.
bool lookup_leaves(const std::uint64_t* table, std::size_t n, const z3::expr& index,
                   z3::expr* out) {
  z3::context& ctx = index.ctx();
  std::uint64_t value = 0;
  if (index.is_numeral() && index.is_numeral_u64(value)) {
    *out = bv(ctx, value < n ? table[value] : 0);
    return true;
  }
  if (!index.is_app() || index.decl().decl_kind() != Z3_OP_ITE) return false;
  z3::expr then_entry(ctx), else_entry(ctx);
  if (!lookup_leaves(table, n, index.arg(1), &then_entry) ||
      !lookup_leaves(table, n, index.arg(2), &else_entry)) {
    return false;
  }
  *out = z3::ite(index.arg(0), then_entry, else_entry);
  return true;
}

}  // namespace

SymWord lookup_table(const std::uint64_t* table, std::size_t n, const SymWord& index) {
  z3::context& ctx = index.expr().ctx();
  Session::current().oblige("lookup index out of range",
                            z3::uge(index.expr(), bv(ctx, static_cast<std::uint64_t>(n))));
  z3::expr leaves(ctx);
  if (lookup_leaves(table, n, index.expr(), &leaves)) return SymWord(leaves);
  unsigned bits = 0;
  while ((std::size_t{1} << bits) < n) ++bits;
  // node(lo, b): the entries lo .. lo + 2^b - 1, split on index bit b - 1.
  auto node = [&](auto& self, std::size_t lo, unsigned b) -> z3::expr {
    if (lo >= n) return bv(ctx, 0);  // out of range: excluded by the obligation
    if (b == 0) return bv(ctx, table[lo]);
    const std::size_t half = std::size_t{1} << (b - 1);
    return z3::ite(bit(index, static_cast<int>(b - 1)), self(self, lo + half, b - 1),
                   self(self, lo, b - 1));
  };
  return SymWord(node(node, 0, bits));
}

z3::expr bit(const SymWord& x, int sq) {
  const unsigned i = static_cast<unsigned>(sq);
  return x.expr().extract(i, i) == x.expr().ctx().bv_val(1, 1);
}

SymWord from_bits(z3::context& ctx, const std::vector<z3::expr>& bits) {
  z3::expr_vector parts(ctx);
  for (int i = 63; i >= 0; --i) {
    parts.push_back(z3::ite(bits[static_cast<std::size_t>(i)], ctx.bv_val(1, 1), ctx.bv_val(0, 1)));
  }
  return SymWord(z3::concat(parts));
}

}  // namespace slidercheck::prove
