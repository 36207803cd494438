// The exhaustive enumeration, run on every built-in implementation and every
// function kind it provides. Each test prints how many cases it checked.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "slidercheck/check.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/registry.h"

namespace slidercheck {
namespace {

struct Target {
  const Implementation* impl;
  Kind kind;
};

std::vector<Target> targets(bool queen_only) {
  std::vector<Target> out;
  for (const Implementation& impl : builtin_implementations()) {
    for (Kind kind : all_kinds()) {
      if (!impl.provides(kind)) continue;
      if (queen_only && kind != Kind::queen_attacks) continue;
      out.push_back({&impl, kind});
    }
  }
  return out;
}

void PrintTo(const Target& t, std::ostream* os) { *os << t.impl->name << " " << kind_name(t.kind); }

std::string target_name(const ::testing::TestParamInfo<Target>& info) {
  return std::string(info.param.impl->name) + "__" + kind_name(info.param.kind);
}

class Exhaustive : public ::testing::TestWithParam<Target> {};

TEST_P(Exhaustive, AgreesWithTheOracle) {
  const auto [impl, kind] = GetParam();
  const KindResult r = check_kind(*impl, kind, Level::standard);
  std::cout << "[cases] " << impl->name << " " << kind_name(kind) << ": " << r.cases
            << " cases checked in " << r.seconds << " s\n";
  EXPECT_GT(r.cases, 0u);
  if (r.mismatch) FAIL() << report(*r.mismatch);
}

INSTANTIATE_TEST_SUITE_P(Exhaustive, Exhaustive, ::testing::ValuesIn(targets(false)), target_name);

// The queen over every subset of its four lines at once: up to 2^27 line
// occupancies per square, 1,166,016,512 in all, each in both own-bit states.
// One test per implementation and queen unit (enumerate.h: kQueenUnits per
// implementation, unit order), so GoogleTest's own sharding (GTEST_TOTAL_SHARDS,
// GTEST_SHARD_INDEX: test i of the filtered list runs in shard i % N) divides
// the level by units, as `slidercheck check --shard` does.
struct QueenUnit {
  const Implementation* impl;
  int unit;
};

std::vector<QueenUnit> queen_units() {
  std::vector<QueenUnit> out;
  for (const Target& t : targets(true)) {
    for (int unit = 0; unit < kQueenUnits; ++unit) out.push_back({t.impl, unit});
  }
  return out;
}

void PrintTo(const QueenUnit& q, std::ostream* os) { *os << q.impl->name << " unit " << q.unit; }

std::string queen_unit_name(const ::testing::TestParamInfo<QueenUnit>& info) {
  const int sq = queen_unit_square(info.param.unit), part = info.param.unit % kQueenParts;
  return std::string(info.param.impl->name) + "__" + square_name(sq) + "_part" +
         std::to_string(part);
}

class QueenLines : public ::testing::TestWithParam<QueenUnit> {};

TEST_P(QueenLines, AgreesWithTheOracle) {
  const auto [impl, unit] = GetParam();
  const KindResult r = check_queen_unit(*impl, unit);
  std::cout << "[cases] " << impl->name << " queen_attacks, all lines at once, unit " << unit
            << ": " << r.cases << " cases checked in " << r.seconds << " s\n";
  EXPECT_GT(r.cases, 0u);
  if (r.mismatch) FAIL() << report(*r.mismatch);
}

INSTANTIATE_TEST_SUITE_P(QueenLines, QueenLines, ::testing::ValuesIn(queen_units()),
                         queen_unit_name);

// The whole queen level in units: their cases add up to 2 x 1,166,016,512, and
// any 3 shards of them partition the level exactly (the same check as the
// default set's Sharding tests, on every unit instead of a few squares').
TEST(QueenUnits, ShardsPartitionTheWholeLevel) {
  std::uint64_t whole = 0, sharded = 0, hash_whole = 0, hash_sharded = 0;
  auto hash = [](const Input& in) {
    std::uint64_t z = in.occ * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(in.sq);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    return z ^ (z >> 31);
  };
  for (int unit = 0; unit < kQueenUnits; ++unit) {
    whole += enumerate_queen_unit(unit, [&](const Input& in, Bitboard) {
      hash_whole += hash(in);
      return true;
    });
  }
  EXPECT_EQ(whole, 2 * 1166016512ull);
  const Shard shards[3] = {{0, 3}, {1, 3}, {2, 3}};
  for (const Shard& shard : shards) {
    for (int unit = 0; unit < kQueenUnits; ++unit) {
      if (!in_shard(static_cast<std::uint64_t>(unit), shard)) continue;
      sharded += enumerate_queen_unit(unit, [&](const Input& in, Bitboard) {
        hash_sharded += hash(in);
        return true;
      });
    }
  }
  EXPECT_EQ(sharded, whole);
  EXPECT_EQ(hash_sharded, hash_whole);
}

}  // namespace
}  // namespace slidercheck
