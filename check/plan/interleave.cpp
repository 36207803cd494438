// The interleaved calls across kinds (interleave.h).
#include "check/plan/interleave.h"

#include <algorithm>
#include <string>
#include <utility>

#include "slidercheck/check.h"
#include "slidercheck/random.h"

namespace slidercheck {

namespace {

// Returns m inputs of kind: half a seeded sample of its enumeration at the
// quick level (of its first 16 * m / 2 cases: a slider's first squares, every
// case of a pair or leaper kind), the rest from its random search, shuffled.
std::vector<Input> drawn_inputs(Kind kind, std::uint64_t m, std::uint64_t seed,
                                std::uint8_t directions) {
  Rng rng{seed};
  std::vector<Input> pool;
  const std::uint64_t half = (m + 1) / 2;
  std::uint64_t seen = 0;
  enumerate_cases(kind, Level::quick, directions, [&](const Input& in, Bitboard) {
    if (pool.size() < half) {
      pool.push_back(in);
    } else if (const std::uint64_t j = rng.next() % (seen + 1); j < half) {
      pool[j] = in;  // a reservoir sample
    }
    return ++seen < 16 * half;  // a sample of its first cases: the rest costs too much
  });
  enumerate_random(kind, rng.next(), m - pool.size(), directions, [&](const Input& in, Bitboard) {
    pool.push_back(in);
    return true;
  });
  for (std::size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[rng.next() % i]);
  return pool;
}

// Sets the arguments of `to` that from's kind takes too to from's (a pair's
// first square, a sees kind's from and a slider's or leaper's square are one
// argument; a pair's b and a sees kind's to another), keeping
// `to` an input its kind's checks could make.
void share_arguments(const Input& from, Input& to, std::uint8_t directions) {
  auto both = [&](Field f) { return takes(from.kind, f) && takes(to.kind, f); };
  auto square = [](Kind k) {
    return takes(k, Field::sq) || takes(k, Field::a) || takes(k, Field::from);
  };
  auto second = [](Kind k) { return takes(k, Field::b) || takes(k, Field::to); };
  if (square(from.kind) && square(to.kind)) to.sq = from.sq;
  if (second(from.kind) && second(to.kind)) to.sq2 = from.sq2;
  if (both(Field::occ)) to.occ = from.occ;
  if (both(Field::blockers)) to.blockers = from.blockers;
  if (both(Field::sliders)) to.sliders = from.sliders;
  if (both(Field::empty)) to.empty = from.empty;
  if (both(Field::targets)) to.targets = from.targets;
  if (both(Field::color)) to.color = from.color;
  if (both(Field::set)) to.set = from.set;
  if (both(Field::dir8) && (!is_multi(to.kind) || ((directions >> from.dir8) & 1)))
    to.dir8 = from.dir8;
  if (both(Field::jump)) to.dir8 = from.dir8;
  if (takes(to.kind, Field::occ)) to.blockers &= to.occ;  // an x-ray's blockers are occupied
  if (takes(to.kind, Field::empty)) {                     // ... a multi kind's not empty
    to.blockers &= ~to.empty;
    to.targets &= ~to.empty;
  }
}

// Returns the note of a mismatch at call i: which call, and the other
// functions called before it.
std::string note_at(const std::vector<Input>& calls, std::size_t i) {
  std::vector<Kind> others;
  for (std::size_t j = 0; j < i; ++j)
    if (calls[j].kind != calls[i].kind &&
        std::find(others.begin(), others.end(), calls[j].kind) == others.end())
      others.push_back(calls[j].kind);
  std::string note = "wrong at call " + std::to_string(i + 1) + " of the interleaved calls";
  if (i == 0) return note + ", the first (no call came before it)";
  if (others.empty()) return note + ", after calls of its own function only";
  note += ", after calls of another function (";
  for (std::size_t k = 0; k < others.size() && k < 3; ++k)
    note += (k ? " " : "") + std::string(kind_name(others[k]));
  return note + (others.size() > 3 ? " ...)" : ")");
}

}  // namespace

std::uint64_t interleaved_call_count(Level level, bool batch) {
  constexpr std::uint64_t kCalls[] = {20'000, 100'000, 1'000'000};  // quick, standard, exhaustive
  const std::uint64_t n = kCalls[static_cast<int>(level)];
  return batch ? n / 8 : n;
}

std::uint64_t interleaved_call_plan(const std::vector<Kind>& kinds, Level level, bool batch,
                                    std::uint8_t directions) {
  // interleaved_calls' pools: a kind's is empty when neither its enumeration
  // nor its random search makes an input.
  auto first_only = [](const Input&, Bitboard) { return false; };
  std::size_t drawn = 0;
  for (Kind kind : kinds)
    drawn += enumerate_cases(kind, Level::quick, directions, first_only) > 0 ||
             enumerate_random(kind, 1, 1, directions, first_only) > 0;
  return drawn >= 2 ? interleaved_call_count(level, batch) : 0;
}

std::vector<Input> interleaved_calls(const std::vector<Kind>& kinds, std::uint64_t n,
                                     std::uint64_t seed, std::uint8_t directions,
                                     const PositionContracts& positions, PairDomain pairs,
                                     PawnSquares pawn_squares) {
  Rng rng{seed * 0x9E3779B97F4A7C15ull + 0x1e7e4ea7ull};
  auto outside = [&](const Input& in) { return outside_input_contracts(in, pairs, pawn_squares); };
  std::vector<std::vector<Input>> pools;
  for (Kind kind : kinds) {
    std::vector<Input> pool = drawn_inputs(kind, n / kinds.size() + 1, rng.next(), directions);
    std::erase_if(pool, outside);
    if (!pool.empty()) pools.push_back(std::move(pool));  // none: a multi kind in no direction
  }
  std::vector<Input> calls;
  const std::size_t k = pools.size();
  if (k < 2) return calls;
  std::vector<std::size_t> next(k, 0);
  calls.reserve(n);
  std::size_t last = k;
  while (calls.size() < n) {
    // Half of the calls (after the first) are another kind on the same arguments.
    const bool again = last < k && (rng.next() & 1);
    const std::size_t i = again ? (last + 1 + rng.next() % (k - 1)) % k : rng.next() % k;
    Input in = pools[i][next[i]++ % pools[i].size()];
    if (again) {
      // A position kind's input keeps its own arguments when the shared ones
      // would take it out of the domain (another kind's color makes the other
      // side the one to move, whose king may stand in check): a position
      // outside the domain is never handed to the checked code.
      Input shared = in;
      share_arguments(calls.back(), shared, directions);
      if (outside_domain(shared, positions).empty() && !outside(shared)) in = shared;
    }
    calls.push_back(in);
    last = i;
  }
  return calls;
}

KindResult check_interleaved(const Implementation& impl, const std::vector<Kind>& kinds,
                             Level level, std::uint64_t seed) {
  KindResult result;
  result.kind = kinds.front();
  const std::vector<Input> calls =
      interleaved_calls(kinds, interleaved_call_count(level, impl.batch != nullptr), seed,
                        impl.directions, impl.positions, impl.pairs, impl.pawn_squares);
  for (std::size_t i = 0; i < calls.size(); ++i) {
    ++result.interleaved;
    if (auto m = check_oracle(impl, calls[i])) {
      m->law = kInterleavedLaw;
      m->note = note_at(calls, i);
      result.mismatch = std::move(m);
      break;
    }
  }
  return result;
}

}  // namespace slidercheck
