// The ELF symbol reader (plugin/elf_symbols.h) on real sample plugins, on every
// truncation and on corrupted copies of one (under ASan: never a read outside),
// and the linkage errors it leads to.
#include "elf_symbols.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

namespace slidercheck::plugin {
namespace {

std::string sample(const std::string& name) { return std::string(SAMPLE_DIR) + "/" + name; }

std::string bytes_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool has(const std::vector<ElfSymbol>& symbols, const std::string& name, bool exported) {
  for (const ElfSymbol& s : symbols)
    if (s.name == name && s.exported == exported) return true;
  return false;
}

TEST(ElfSymbols, ReadsExportedAndLocalNames) {
  const auto mangled = read_elf_symbols(sample("cxx_mangled.so"));
  ASSERT_TRUE(mangled);
  EXPECT_TRUE(has(*mangled, "_Z24slidercheck_rook_attacksmi", true));
  const auto hidden = read_elf_symbols(sample("cxx_mangled_hidden.so"));
  ASSERT_TRUE(hidden);
  EXPECT_TRUE(has(*hidden, "_Z24slidercheck_rook_attacksmi", false));
  const auto correct = read_elf_symbols(sample("correct_a1b1.so"));
  ASSERT_TRUE(correct);
  EXPECT_TRUE(has(*correct, "slidercheck_rook_attacks", true));
  for (const ElfSymbol& s : *correct) EXPECT_NE(s.name.find("slidercheck_"), std::string::npos);
}

TEST(ElfSymbols, NotElf) {
  EXPECT_FALSE(read_elf_symbols(std::string(SAMPLE_SOURCES) + "/walker.h"));
  EXPECT_FALSE(read_elf_symbols(sample("nonexistent.so")));
  EXPECT_FALSE(read_elf_symbols("/"));
  EXPECT_FALSE(parse_elf_symbols(""));
  EXPECT_FALSE(
      parse_elf_symbols("\x7f"
                        "ELF"));
}

// Every prefix of a real library: a result (a subset of the whole's) or
// nothing, never a crash or a read past the end.
TEST(ElfSymbols, EveryTruncation) {
  const std::string whole = bytes_of(sample("cxx_mangled.so"));
  ASSERT_GT(whole.size(), 1000u);
  const auto all = parse_elf_symbols(whole);
  ASSERT_TRUE(all);
  for (std::size_t n = 0; n < whole.size(); ++n) {
    // A copy of exactly n bytes, so that ASan sees a read past it.
    const std::string prefix = whole.substr(0, n);
    const auto got = parse_elf_symbols(prefix);
    if (got) EXPECT_LE(got->size(), all->size()) << n;
  }
  // And a truncated file on disk.
  const std::string path = std::string(SAMPLE_DIR) + "/truncated_copy.so";
  {
    std::ofstream out(path, std::ios::binary);
    out << whole.substr(0, whole.size() / 2);
  }
  const auto half = read_elf_symbols(path);
  if (half) EXPECT_LE(half->size(), all->size());
  std::remove(path.c_str());
}

// Random corruptions of the headers and tables: never a crash.
TEST(ElfSymbols, CorruptBytes) {
  const std::string whole = bytes_of(sample("cxx_mangled.so"));
  std::mt19937_64 rng(13);
  for (int round = 0; round < 5000; ++round) {
    std::string copy = whole;
    const int flips = 1 + static_cast<int>(rng() % 8);
    for (int f = 0; f < flips; ++f) {
      // The ELF header, or the end of the file: the section headers, and
      // before them the symbol and string tables.
      const std::size_t at = rng() % 3 == 0 ? rng() % 64 : copy.size() - 1 - rng() % 8192;
      copy[at] = static_cast<char>(rng());
    }
    (void)parse_elf_symbols(copy);
  }
}

TEST(LinkageError, NamesTheFix) {
  const auto symbols = read_elf_symbols(sample("cxx_mangled.so"));
  ASSERT_TRUE(symbols);
  const auto error = linkage_error("p.so", *symbols, {});
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("extern \"C\""), std::string::npos) << *error;
  EXPECT_NE(error->find("slidercheck/plugin.h"), std::string::npos) << *error;
  // The C name found as well (an overload beside the C function): no error.
  EXPECT_FALSE(linkage_error(
      "p.so", *symbols, {.found = {"slidercheck_rook_attacks", "slidercheck_bishop_attacks"}}));
}

TEST(LinkageError, Mapping) {
  const std::vector<ElfSymbol> local = {{"_ZL26slidercheck_square_mapping", false, true, false}};
  const auto error = linkage_error("p.so", local, {});
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("SLIDERCHECK_EXPORT"), std::string::npos) << *error;
  EXPECT_FALSE(linkage_error("p.so", local, {.mapping_found = true}));
  EXPECT_FALSE(linkage_error("p.so", local, {.mapping_overridden = true}));
  // Undefined references and other names are not definitions of the ABI's.
  const std::vector<ElfSymbol> other = {{"slidercheck_square_mapping", true, false, false},
                                        {"_Z27slidercheck_rook_attacks_v2mi", true, true, true},
                                        {"_Z124slidercheck_rook_attacksmi", true, true, true}};
  EXPECT_FALSE(linkage_error("p.so", other, {}));
  // A correct library: nothing to say.
  const auto correct = read_elf_symbols(sample("correct_a1b1.so"));
  ASSERT_TRUE(correct);
  EXPECT_FALSE(linkage_error("p.so", *correct, {}));
}

}  // namespace
}  // namespace slidercheck::plugin
