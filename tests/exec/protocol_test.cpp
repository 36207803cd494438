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
  switch (shape_of(kind)) {
    case Shape::single:
      return "single";
    case Shape::xray:
      return "xray";
    case Shape::multi:
      return "multi";
    case Shape::multi_extra:
      return std::string("multi_extra (extra = ") + extra_name(kind) + ")";
    case Shape::pair:
      return "pair";
    case Shape::square:
      return "square";
    case Shape::color_square:
      return "color_square";
    case Shape::set:
      return "set";
    case Shape::color_set:
      return "color_set";
  }
  return "??";
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
      unsigned char bytes[64] = {};
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

TEST(ExecProtocol, SingleRecordIsLittleEndianOccThenSquare) {
  unsigned char bytes[16] = {};
  encode_record(Input{.kind = Kind::rook_attacks, .sq = 27, .occ = 0x0102030405060708ull}, bytes);
  const unsigned char want[9] = {8, 7, 6, 5, 4, 3, 2, 1, 27};
  for (int i = 0; i < 9; ++i) EXPECT_EQ(bytes[i], want[i]) << i;
}

}  // namespace
}  // namespace slidercheck::exec
