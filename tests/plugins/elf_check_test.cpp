// The loadability check before dlopen (plugin/elf_check.h), on files as the
// loader sees them: a real sample plugin passes; every truncation of it, a copy
// for another machine, a 32-bit header, an executable and a non-ELF file are
// refused with their reason.
#include "elf_check.h"

#include <elf.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
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

// Returns file_unloadable_reason of a file holding exactly bytes.
std::optional<std::string> reason_of(const std::string& bytes) {
  const std::string path = ::testing::TempDir() + "elf_check_" + std::to_string(::getpid()) + ".so";
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  auto reason = file_unloadable_reason(path);
  std::remove(path.c_str());
  return reason;
}

TEST(ElfCheck, ACompleteSharedObjectIsLoadable) {
  ASSERT_GT(correct().size(), 1000u);
  EXPECT_EQ(reason_of(correct()), std::nullopt);
  EXPECT_EQ(file_unloadable_reason(std::string(SAMPLE_DIR) + "/correct_a1b1.so"), std::nullopt);
  // Nothing to say of what cannot be read: dlopen says why.
  EXPECT_EQ(file_unloadable_reason(std::string(SAMPLE_DIR) + "/nonexistent.so"), std::nullopt);
  EXPECT_EQ(file_unloadable_reason("/"), std::nullopt);
}

TEST(ElfCheck, EveryTruncationIsRefused) {
  const std::string& full = correct();
  for (std::size_t size = 0; size < full.size(); size += size < 4096 ? 1 : 97) {
    const auto reason = reason_of(full.substr(0, size));
    ASSERT_TRUE(reason) << size;
    if (size >= SELFMAG) EXPECT_NE(reason->find("truncated"), std::string::npos) << size;
  }
}

TEST(ElfCheck, OtherMachinesClassesTypesAndFilesAreNamed) {
  std::string other = correct();
  const std::uint16_t arm = EM_AARCH64 == EM_X86_64 ? EM_386 : EM_AARCH64;
  std::memcpy(other.data() + offsetof(Elf64_Ehdr, e_machine), &arm, sizeof arm);
  EXPECT_NE(reason_of(other)->find("another machine"), std::string::npos);

  std::string narrow = correct();
  narrow[EI_CLASS] = ELFCLASS32;
  EXPECT_NE(reason_of(narrow)->find("32-bit"), std::string::npos);

  std::string executable = correct();
  const std::uint16_t exec_type = ET_EXEC;
  std::memcpy(executable.data() + offsetof(Elf64_Ehdr, e_type), &exec_type, sizeof exec_type);
  EXPECT_NE(reason_of(executable)->find("an executable"), std::string::npos);

  std::string no_segments = correct();
  const std::uint16_t none = 0;
  std::memcpy(no_segments.data() + offsetof(Elf64_Ehdr, e_phnum), &none, sizeof none);
  EXPECT_NE(reason_of(no_segments)->find("damaged"), std::string::npos);

  std::string unknown_class = correct();
  unknown_class[EI_CLASS] = 7;
  EXPECT_NE(reason_of(unknown_class)->find("unknown class"), std::string::npos);

  EXPECT_EQ(reason_of("#!/bin/sh\necho hi\n"), "not an ELF file");
}

}  // namespace
}  // namespace slidercheck::plugin
