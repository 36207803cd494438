// The loadability check before dlopen (plugin/elf_check.h): a real sample
// plugin passes; every truncation of it, a copy for another machine, a 32-bit
// header, an executable and a non-ELF file are refused with their reason.
#include "elf_check.h"

#include <elf.h>
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

namespace slidercheck::plugin {
namespace {

std::string bytes_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const std::string& correct() {
  static const std::string bytes = bytes_of(std::string(SAMPLE_DIR) + "/correct_a1b1.so");
  return bytes;
}

TEST(ElfCheck, ACompleteSharedObjectIsLoadable) {
  ASSERT_GT(correct().size(), 1000u);
  EXPECT_EQ(elf_unloadable_reason(correct(), correct().size()), std::nullopt);
  EXPECT_EQ(file_unloadable_reason(std::string(SAMPLE_DIR) + "/correct_a1b1.so"), std::nullopt);
}

TEST(ElfCheck, EveryTruncationIsRefused) {
  const std::string& full = correct();
  for (std::size_t size = 0; size < full.size(); size += size < 4096 ? 1 : 97) {
    const std::string cut = full.substr(0, size);
    const auto reason = elf_unloadable_reason(cut, cut.size());
    ASSERT_TRUE(reason) << size;
    if (size >= sizeof(Elf64_Ehdr)) EXPECT_NE(reason->find("truncated"), std::string::npos) << size;
  }
}

TEST(ElfCheck, OtherMachinesClassesTypesAndFilesAreNamed) {
  std::string other = correct();
  const std::uint16_t arm = EM_AARCH64 == EM_X86_64 ? EM_386 : EM_AARCH64;
  std::memcpy(other.data() + offsetof(Elf64_Ehdr, e_machine), &arm, sizeof arm);
  EXPECT_NE(elf_unloadable_reason(other, other.size())->find("another machine"), std::string::npos);

  std::string narrow = correct();
  narrow[EI_CLASS] = ELFCLASS32;
  EXPECT_NE(elf_unloadable_reason(narrow, narrow.size())->find("32-bit"), std::string::npos);

  std::string executable = correct();
  const std::uint16_t exec_type = ET_EXEC;
  std::memcpy(executable.data() + offsetof(Elf64_Ehdr, e_type), &exec_type, sizeof exec_type);
  EXPECT_NE(elf_unloadable_reason(executable, executable.size())->find("an executable"),
            std::string::npos);

  EXPECT_EQ(elf_unloadable_reason("#!/bin/sh\necho hi\n", 18), "not an ELF file");
}

}  // namespace
}  // namespace slidercheck::plugin
