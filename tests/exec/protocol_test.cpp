// The --exec protocol's records (plugin/exec.h) and its page (docs/protocol.md):
// every kind of the table is on the page with its shape, and every record
// round-trips at its documented size.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "exec.h"
#include "slidercheck/enumerate.h"
#include "slidercheck/implementation.h"

namespace slidercheck::exec {
namespace {

std::string shape_text(Kind kind) {
  const std::string name = shape_info(shape_of(kind)).name;
  if (!shape_takes(shape_of(kind), Field::extra)) return name;
  return name + " (extra = " + extra_name(kind) + ")";
}

TEST(ExecProtocol, EveryKindIsOnTheProtocolPageWithItsShape) {
  std::ifstream file(SLIDERCHECK_PROTOCOL_MD);
  ASSERT_TRUE(file) << SLIDERCHECK_PROTOCOL_MD;
  std::stringstream page;
  page << file.rdbuf();
  for (const KindInfo& row : kKindTable) {
    const std::string line = "| `" + std::string(row.name) + "` | " + shape_text(row.kind) + " |";
    EXPECT_NE(page.str().find(line), std::string::npos) << "docs/protocol.md lacks: " << line;
  }
}

TEST(ExecProtocol, RecordsRoundTripAtTheirSize) {
  // The enumeration's random inputs of every kind, with the fields of their shape.
  for (Kind kind : all_kinds()) {
    enumerate_random(kind, 7, 100, 0xFF, [&](const Input& random, Bitboard) {
      const Input in = shape_fields(random);
      unsigned char bytes[128] = {};  // the largest record: a position's 64 bytes and more
      EXPECT_LE(record_size(shape_of(kind)), sizeof bytes) << kind_name(kind);
      EXPECT_EQ(encode_record(in, bytes), record_size(shape_of(kind))) << kind_name(kind);
      EXPECT_EQ(decode_record(kind, bytes), in) << kind_name(kind);
      return true;
    });
  }
  EXPECT_EQ(record_size(Shape::single), 9u);
  EXPECT_EQ(record_size(Shape::pair), 2u);
  EXPECT_EQ(record_size(Shape::square), 1u);
  EXPECT_EQ(record_size(Shape::color_square), 2u);
  EXPECT_EQ(record_size(Shape::set), 8u);
  EXPECT_EQ(record_size(Shape::color_set), 9u);
}

TEST(ExecProtocol, RecordsAreTheArgumentsInCOrder) {
  unsigned char bytes[64] = {};
  const Input xray{.kind = Kind::xray_rook_attacks, .sq = 5, .occ = 0x0102, .blockers = 0x02};
  ASSERT_EQ(encode_record(xray, bytes), 17u);
  EXPECT_EQ(bytes[0], 0x02);
  EXPECT_EQ(bytes[1], 0x01);
  EXPECT_EQ(bytes[8], 0x02);
  EXPECT_EQ(bytes[16], 5);
  const Input between{.kind = Kind::between, .dir8 = 3, .sliders = 1, .empty = 2, .targets = 4};
  ASSERT_EQ(encode_record(between, bytes), 25u);
  EXPECT_EQ(bytes[0], 1);
  EXPECT_EQ(bytes[8], 2);
  EXPECT_EQ(bytes[16], 4);
  EXPECT_EQ(bytes[24], 3);
  const Input pawns{.kind = Kind::pawn_set_attacks, .color = 1, .set = 0x80};
  ASSERT_EQ(encode_record(pawns, bytes), 9u);
  EXPECT_EQ(bytes[0], 1);
  EXPECT_EQ(bytes[1], 0x80);
  const Input pawn{.kind = Kind::pawn_attacks, .sq = 9, .color = 1};
  ASSERT_EQ(encode_record(pawn, bytes), 2u);
  EXPECT_EQ(bytes[0], 1);
  EXPECT_EQ(bytes[1], 9);
}

TEST(ExecProtocol, SingleRecordIsLittleEndianOccThenSquare) {
  unsigned char bytes[16] = {};
  encode_record(Input{.kind = Kind::rook_attacks, .sq = 27, .occ = 0x0102030405060708ull}, bytes);
  const unsigned char want[9] = {8, 7, 6, 5, 4, 3, 2, 1, 27};
  for (int i = 0; i < 9; ++i) EXPECT_EQ(bytes[i], want[i]) << i;
}

TEST(ExecProtocol, RayRecordIsOccThenSquareThenDirection) {
  unsigned char bytes[16] = {};
  const Input ray{.kind = Kind::ray_attacks, .sq = 28, .dir8 = 3, .occ = 0x0102030405060708ull};
  ASSERT_EQ(encode_record(ray, bytes), 10u);
  const unsigned char want[10] = {8, 7, 6, 5, 4, 3, 2, 1, 28, 3};
  for (int i = 0; i < 10; ++i) EXPECT_EQ(bytes[i], want[i]) << i;
  EXPECT_EQ(decode_record(Kind::ray_attacks, bytes), ray);
}

}  // namespace
}  // namespace slidercheck::exec
