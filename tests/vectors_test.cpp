// The conformance vectors: written files read back, every planted bug fails at
// least one of them (and one carrying its bug class's flag), every built-in
// passes all of them, the output is deterministic, and the reader rejects
// broken files.
#include "slidercheck/vectors.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "slidercheck/enumerate.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace sc = slidercheck;
namespace vx = slidercheck::vectors;
namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Returns a fresh directory for this test.
fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::path(testing::TempDir()) /
                       ("slidercheck-vectors-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

// Writes the vector files into a fresh directory and returns what reading
// them back gives.
std::vector<vx::Vector> written_and_read_back(const std::string& name) {
  const fs::path dir = fresh_dir(name);
  std::size_t count = 0;
  const auto error = vx::write_files(dir.string(), &count);
  EXPECT_FALSE(error) << *error;
  std::string parse_error;
  auto vectors = vx::parse(read_file(dir / vx::kVectorsFile), &parse_error);
  EXPECT_TRUE(vectors) << parse_error;
  fs::remove_all(dir);
  if (!vectors) return {};
  EXPECT_EQ(vectors->size(), count);
  return *vectors;
}

std::string flag_names(std::uint32_t flags) {
  std::string out;
  for (const auto& info : vx::flag_infos())
    if ((flags >> static_cast<int>(info.flag)) & 1)
      out += std::string(out.empty() ? "" : ",") + info.name;
  return out;
}

TEST(Vectors, EveryKindEveryDirectionAndEveryFlagIsCovered) {
  const auto vectors = vx::generate();
  EXPECT_GE(vectors.size(), 2000u);
  EXPECT_LE(vectors.size(), 40000u);  // the ray kind takes every square in eight directions
  std::map<sc::Kind, int> per_kind;
  std::map<sc::Kind, std::uint8_t> dirs;
  std::uint32_t used = 0;
  for (std::size_t i = 0; i < vectors.size(); ++i) {
    const auto& v = vectors[i];
    EXPECT_EQ(v.tc_id, static_cast<int>(i) + 1);
    ++per_kind[v.input.kind];
    dirs[v.input.kind] |= std::uint8_t(1u << v.input.dir8);
    used |= v.flags;
    if (i) {
      EXPECT_GE(static_cast<int>(v.input.kind), static_cast<int>(vectors[i - 1].input.kind));
    }
  }
  for (sc::Kind kind : sc::all_kinds()) {
    // One-square leapers have 64 inputs per color: every one of them.
    const bool one_square = sc::is_leaper(kind) && !sc::is_set_kind(kind);
    EXPECT_GT(per_kind[kind], one_square ? 63 : 100) << sc::kind_name(kind);
    const sc::Shape shape = sc::shape_of(kind);
    if (shape == sc::Shape::multi || shape == sc::Shape::multi_extra || shape == sc::Shape::ray) {
      EXPECT_EQ(dirs[kind], 0xFF) << sc::kind_name(kind) << ": every dir8";
    }
  }
  for (const auto& info : vx::flag_infos())
    EXPECT_TRUE((used >> static_cast<int>(info.flag)) & 1) << "no test carries " << info.name;
  std::printf("%zu vectors in %d groups\n", vectors.size(), sc::kKinds);
}

TEST(Vectors, SameBytesOnEveryRun) {
  const fs::path a = fresh_dir("a"), b = fresh_dir("b");
  ASSERT_FALSE(vx::write_files(a.string()));
  ASSERT_FALSE(vx::write_files(b.string()));
  for (const char* name : {vx::kVectorsFile, vx::kSchemaFile}) {
    const std::string first = read_file(a / name);
    EXPECT_FALSE(first.empty()) << name;
    EXPECT_EQ(first, read_file(b / name)) << name;
  }
  fs::remove_all(a);
  fs::remove_all(b);
}

TEST(Vectors, TheWrittenFilesReadBackAsGenerated) {
  const auto read_back = written_and_read_back("roundtrip");
  const auto generated = vx::generate();
  ASSERT_EQ(read_back.size(), generated.size());
  for (std::size_t i = 0; i < generated.size(); ++i)
    ASSERT_EQ(read_back[i], generated[i]) << "tcId " << generated[i].tc_id;
}

TEST(Vectors, TheSchemaIsTheOneInDocs) {
  const std::string docs = read_file(fs::path(SLIDERCHECK_SOURCE_DIR) / "docs/vectors.schema.json");
  ASSERT_FALSE(docs.empty());
  EXPECT_EQ(std::string(vx::schema_json()), docs)
      << "src/vectors.cpp's schema and docs/vectors.schema.json differ";
}

TEST(Vectors, FlagsDescribeTheInput) {
  for (const auto& v : vx::generate()) {
    const std::uint32_t chosen =
        (1u << static_cast<int>(vx::Flag::Random)) | (1u << static_cast<int>(vx::Flag::Regression));
    ASSERT_EQ(v.flags & ~chosen, vx::computed_flags(v.input, v.expected)) << "tcId " << v.tc_id;
  }
  // A few by hand: a rook on h1 on the empty board wraps east and runs to the edges.
  sc::Input in;
  in.kind = sc::Kind::rook_attacks;
  in.sq = 7;
  const std::uint32_t f = vx::computed_flags(in, 0x80808080808080ffull ^ 0x80);
  for (vx::Flag want : {vx::Flag::Corner, vx::Flag::EdgeFile, vx::Flag::EdgeRank, vx::Flag::Wrap,
                        vx::Flag::RayToEdge, vx::Flag::EmptyBoard, vx::Flag::OwnBitClear})
    EXPECT_TRUE((f >> static_cast<int>(want)) & 1) << vx::flag_infos()[int(want)].name;
  // A rook on e4 with a blocker on e5, a piece on e7, the rank closed by d4 and
  // f4: the x-ray's second blocker, and no ray that could wrap.
  in.kind = sc::Kind::xray_rook_attacks;
  in.sq = 28;
  in.occ = sc::square_bb(36) | sc::square_bb(52) | sc::square_bb(27) | sc::square_bb(29);
  in.blockers = sc::square_bb(36);
  const std::uint32_t x = vx::computed_flags(in, sc::square_bb(44) | sc::square_bb(52));
  EXPECT_TRUE((x >> static_cast<int>(vx::Flag::XraySecondBlocker)) & 1);
  EXPECT_TRUE((x >> static_cast<int>(vx::Flag::RayToEdge)) & 1);  // e3 e2 e1
  EXPECT_FALSE((x >> static_cast<int>(vx::Flag::XrayNoHit)) & 1);
  EXPECT_FALSE((x >> static_cast<int>(vx::Flag::Wrap)) & 1);
  EXPECT_FALSE((x >> static_cast<int>(vx::Flag::XrayIgnoredBlocker)) & 1);
}

// The bug class each planted implementation has, as the flag a vector that
// catches it must carry.
vx::Flag flag_of_planted(std::string_view name) {
  if (name == "planted_wrap_h_to_a") return vx::Flag::Wrap;
  if (name == "planted_missing_edge") return vx::Flag::RayToEdge;
  if (name == "planted_own_bit") return vx::Flag::OwnBitSet;
  if (name == "planted_off_line") return vx::Flag::OffLineNoise;
  if (name == "planted_between_includes_a") return vx::Flag::ZeroResult;        // adjacent a, b
  if (name == "planted_line_missing_edge") return vx::Flag::EdgeRank;           // b the edge square
  if (name == "planted_to_b_unaligned_empty") return vx::Flag::Corner;          // a = b = a1, say
  if (name == "planted_inclusive_unaligned_ends") return vx::Flag::ZeroResult;  // no shared line
  if (name == "planted_knight_set_wrap") return vx::Flag::EdgeFile;             // a g/h knight
  if (name == "planted_pawn_wrap") return vx::Flag::EdgeFile;                   // an a/h pawn
  if (name == "planted_ray_stops_at_b") return vx::Flag::Corner;                // a = a1, b = b2
  if (name == "planted_pawn_side_wrap") return vx::Flag::EdgeFile;              // an a/h pawn
  if (name == "planted_shift_wrap") return vx::Flag::EdgeFile;                  // an a/h square
  if (name == "planted_ray_forward_scan") return vx::Flag::FullBoard;  // two blockers, and more
  if (name == "planted_with_ends_unaligned_empty") return vx::Flag::Corner;  // a1 and a knight jump
  if (name == "planted_to_b_aligned_unaligned_b") return vx::Flag::Corner;   // a = b = a1, say
  if (name == "planted_knight_shift_wrap") return vx::Flag::EdgeFile;        // a g/h square
  if (name == "planted_push_wrong_way") return vx::Flag::EdgeRank;           // black on rank 1..
  if (name == "planted_double_push_first_step") return vx::Flag::Random;     // rank 3 full, say
  if (name == "planted_sees_to_occupied") return vx::Flag::FullBoard;  // to occupied, and seen
  if (name == "planted_set_attacks_lowest") return vx::Flag::MultipleSliders;
  return vx::Flag::Regression;
}

TEST(Vectors, EveryPlantedBugFailsAVectorFromTheWrittenFile) {
  const auto vectors = written_and_read_back("planted");
  ASSERT_FALSE(vectors.empty());
  ASSERT_FALSE(sc::planted_implementations().empty());
  std::printf("%-22s %8s %8s  %s\n", "planted", "failed", "of", "first failing vector");
  for (const auto& impl : sc::planted_implementations()) {
    int checked = 0, failed = 0, failed_with_flag = 0;
    const vx::Vector* first = nullptr;
    for (const auto& v : vectors) {
      if (!vx::covers(impl, v)) continue;
      ++checked;
      if (impl.eval(v.input) == v.expected) continue;
      ++failed;
      failed_with_flag += v.has(flag_of_planted(impl.name));
      if (!first) first = &v;
    }
    EXPECT_GT(checked, 0) << impl.name;
    EXPECT_GT(failed, 0) << impl.name << " passes every vector";
    EXPECT_GT(failed_with_flag, 0)
        << impl.name << " fails no vector flagged "
        << vx::flag_infos()[static_cast<int>(flag_of_planted(impl.name))].name;
    std::printf("%-22s %8d %8d  %s\n", impl.name.c_str(), failed, checked,
                first ? ("tcId " + std::to_string(first->tc_id) + " " +
                         sc::kind_name(first->input.kind) + " [" + flag_names(first->flags) + "]")
                            .c_str()
                      : "-");
  }
}

// Per function kind: wherever the quick enumeration catches a planted bug, some
// vector of that kind catches it too.
TEST(Vectors, CatchEveryPlantedBugInEveryKindTheEnumerationCatches) {
  const auto vectors = vx::generate();
  std::printf("%-22s", "vectors failed");
  for (sc::Kind kind : sc::all_kinds()) std::printf(" %.9s", sc::kind_name(kind));
  std::printf("\n");
  for (const auto& impl : sc::planted_implementations()) {
    std::printf("%-22s", impl.name.c_str());
    for (sc::Kind kind : sc::all_kinds()) {
      if (!impl.provides(kind)) {  // the ray-built planted bugs have no leaper kinds
        std::printf(" %8s ", "-");
        continue;
      }
      int failed = 0;
      for (const auto& v : vectors)
        failed += v.input.kind == kind && impl.eval(v.input) != v.expected;
      const bool enumeration_catches =
          sc::check_kind(impl, kind, sc::Level::quick).mismatch.has_value();
      std::printf(" %8d%c", failed, enumeration_catches ? '*' : ' ');
      if (enumeration_catches) {
        EXPECT_GT(failed, 0) << impl.name << "::" << sc::kind_name(kind)
                             << ": the enumeration catches it, no vector does";
      }
    }
    std::printf("\n");
  }
  std::printf("(* the quick enumeration catches it too)\n");
}

TEST(Vectors, EveryBuiltinPassesEveryVectorFromTheWrittenFile) {
  const auto vectors = written_and_read_back("builtins");
  ASSERT_FALSE(vectors.empty());
  for (const auto& impl : sc::builtin_implementations()) {
    int checked = 0;
    for (const auto& v : vectors) {
      if (!vx::covers(impl, v)) continue;
      ++checked;
      ASSERT_EQ(impl.eval(v.input), v.expected)
          << impl.name << " fails tcId " << v.tc_id << " (" << sc::kind_name(v.input.kind) << ", "
          << v.comment << ")";
    }
    EXPECT_GT(checked, 0) << impl.name;
    std::printf("%-24s passes %d vectors\n", impl.name.c_str(), checked);
  }
}

// The reader is part of the read-back check, so it must reject broken files.
TEST(Vectors, TheReaderRejectsBrokenFiles) {
  const std::string good = vx::to_json(vx::generate());
  std::string error;
  ASSERT_TRUE(vx::parse(good, &error)) << error;
  auto broken = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    error.clear();
    EXPECT_FALSE(vx::parse(text, &error)) << "accepted with " << from << " -> " << to;
    return error;
  };
  EXPECT_NE(broken("\"numberOfTests\": ", "\"numberOfTests\": 1").find("numberOfTests"),
            std::string::npos);
  EXPECT_NE(broken("\"occ\": \"0x0000000000000000\"", "\"occ\": \"0x00000000000000g0\"")
                .find("malformed"),
            std::string::npos);
  EXPECT_NE(broken(", \"occ\": \"0x0000000000000000\"", "").find("malformed"), std::string::npos);
  EXPECT_NE(broken("\"flags\": [\"", "\"flags\": [\"NoSuchFlag\", \"").find("unknown flag"),
            std::string::npos);
  EXPECT_NE(broken("\"square\": \"a1\"", "\"square\": \"b1\"").find("malformed"),
            std::string::npos);
  EXPECT_NE(broken("\"function\": \"between\"", "\"function\": \"betwixt\"").find("unknown"),
            std::string::npos);
  EXPECT_NE(broken("\"testGroups\": [", "\"testGroups\": [[").find("JSON"), std::string::npos);
}

}  // namespace
