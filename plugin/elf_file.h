// An ELF file opened with elfutils' libelf, for reading its headers and tables
// without loading it: the one place plugin/ opens a file as ELF.
#pragma once

#include <libelf.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace slidercheck::plugin {

// A read-only libelf handle on a file (read with pread, never mapped: a file cut
// while it is read gives an error, not a SIGBUS) or on a copy of some bytes.
class ElfFile {
 public:
  // Opens the regular file at path; valid() is false when it cannot be read.
  static ElfFile open(const std::string& path);
  // A handle on a private copy of bytes, whose size is the file's size.
  static ElfFile of_bytes(std::string_view bytes);

  ElfFile(ElfFile&& other) noexcept;
  ElfFile& operator=(ElfFile&&) = delete;
  ~ElfFile();

  // Whether libelf opened it (any file, ELF or not, when it could be read).
  bool valid() const { return elf_ != nullptr; }
  // Whether it is an ELF image (libelf's kind ELF_K_ELF).
  bool is_elf() const;
  Elf* get() const { return elf_; }
  // The file's size in bytes.
  std::uint64_t size() const { return size_; }

 private:
  ElfFile() = default;
  int fd_ = -1;
  std::unique_ptr<std::vector<char>> bytes_;  // of_bytes' copy, which libelf reads
  std::uint64_t size_ = 0;
  Elf* elf_ = nullptr;
};

}  // namespace slidercheck::plugin
