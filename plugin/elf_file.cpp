// A read-only libelf handle on a file or on bytes (elf_file.h).
#include "elf_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace slidercheck::plugin {

namespace {

// Tells libelf the ELF version this code was written for, once per process.
bool libelf_ready() {
  static const bool ready = elf_version(EV_CURRENT) != EV_NONE;
  return ready;
}

}  // namespace

ElfFile ElfFile::open(const std::string& path) {
  ElfFile file;
  if (!libelf_ready()) return file;
  // Non-blocking: a FIFO without a writer is found not regular, never waited for.
  file.fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (file.fd_ < 0) return file;
  struct stat st {};
  if (::fstat(file.fd_, &st) != 0 || !S_ISREG(st.st_mode)) return file;
  file.size_ = static_cast<std::uint64_t>(st.st_size);
  // ELF_C_READ: libelf preads what is asked for and checks it against the
  // file's size; nothing is mapped.
  file.elf_ = elf_begin(file.fd_, ELF_C_READ, nullptr);
  return file;
}

ElfFile ElfFile::of_bytes(std::string_view bytes) {
  ElfFile file;
  if (!libelf_ready()) return file;
  // elf_memory takes a writable image; it reads the copy, never the caller's bytes.
  file.bytes_ = std::make_unique<std::vector<char>>(bytes.begin(), bytes.end());
  file.size_ = bytes.size();
  file.elf_ = elf_memory(file.bytes_->data(), file.bytes_->size());
  return file;
}

ElfFile::ElfFile(ElfFile&& other) noexcept
    : fd_(other.fd_), bytes_(std::move(other.bytes_)), size_(other.size_), elf_(other.elf_) {
  other.fd_ = -1;
  other.elf_ = nullptr;
}

ElfFile::~ElfFile() {
  if (elf_ != nullptr) elf_end(elf_);
  if (fd_ >= 0) ::close(fd_);
}

bool ElfFile::is_elf() const { return elf_ != nullptr && elf_kind(elf_) == ELF_K_ELF; }

}  // namespace slidercheck::plugin
