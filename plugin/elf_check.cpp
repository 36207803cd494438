// A shared object's ELF headers checked against this machine before dlopen.
#include "elf_check.h"

#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>

namespace slidercheck::plugin {

namespace {

#if defined(__x86_64__)
constexpr int kMachine = EM_X86_64;
#elif defined(__aarch64__)
constexpr int kMachine = EM_AARCH64;
#elif defined(__i386__)
constexpr int kMachine = EM_386;
#else
constexpr int kMachine = -1;  // unknown: not checked
#endif

constexpr std::size_t kHeadBytes = 64 * 1024;  // read for the headers

std::string truncated(std::uint64_t needed, std::uint64_t size) {
  return "truncated (its headers say it has at least " + std::to_string(needed) +
         " bytes, the file has " + std::to_string(size) + ")";
}

}  // namespace

std::optional<std::string> elf_unloadable_reason(std::string_view head, std::uint64_t file_size) {
  if (head.size() < SELFMAG || std::memcmp(head.data(), ELFMAG, SELFMAG) != 0)
    return "not an ELF file";
  if (head.size() < EI_NIDENT) return truncated(sizeof(Elf64_Ehdr), file_size);
  if (head[EI_CLASS] == ELFCLASS32)
    return std::string("a 32-bit ELF file (this machine loads 64-bit)");
  if (head[EI_CLASS] != ELFCLASS64 || head[EI_DATA] != ELFDATA2LSB)
    return std::string("an ELF file of an unknown class or byte order");
  if (head.size() < sizeof(Elf64_Ehdr)) return truncated(sizeof(Elf64_Ehdr), file_size);
  Elf64_Ehdr eh;
  std::memcpy(&eh, head.data(), sizeof eh);
  if (kMachine >= 0 && eh.e_machine != kMachine)
    return "an ELF file for another machine (e_machine " + std::to_string(eh.e_machine) +
           "; this machine is " + std::to_string(kMachine) + ")";
  if (eh.e_type != ET_DYN)
    return std::string(eh.e_type == ET_EXEC ? "not a shared object (an executable)"
                       : eh.e_type == ET_REL
                           ? "not a shared object (an object file: link it with -shared)"
                           : "not a shared object");
  if (eh.e_phentsize != sizeof(Elf64_Phdr) || eh.e_phnum == 0)
    return std::string("damaged (no valid program headers)");
  const std::uint64_t ph_end = eh.e_phoff + std::uint64_t{eh.e_phnum} * sizeof(Elf64_Phdr);
  if (eh.e_phoff > file_size || ph_end > file_size) return truncated(ph_end, file_size);
  std::uint64_t needed = ph_end;
  if (eh.e_shoff != 0) {
    const std::uint64_t sh_end = eh.e_shoff + std::uint64_t{eh.e_shnum} * eh.e_shentsize;
    if (sh_end > needed) needed = sh_end;
  }
  if (ph_end <= head.size()) {
    for (std::uint16_t i = 0; i < eh.e_phnum; ++i) {
      Elf64_Phdr ph;
      std::memcpy(&ph, head.data() + eh.e_phoff + i * sizeof ph, sizeof ph);
      if (ph.p_type == PT_LOAD && ph.p_offset + ph.p_filesz > needed)
        needed = ph.p_offset + ph.p_filesz;
    }
  }
  if (needed > file_size) return truncated(needed, file_size);
  return std::nullopt;
}

std::optional<std::string> file_unloadable_reason(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  std::optional<std::string> reason;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    std::string head(kHeadBytes, '\0');
    std::size_t done = 0;
    while (done < head.size()) {
      const ssize_t n =
          ::pread(fd, head.data() + done, head.size() - done, static_cast<off_t>(done));
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    head.resize(done);
    reason = elf_unloadable_reason(head, static_cast<std::uint64_t>(st.st_size));
  }
  ::close(fd);
  return reason;
}

}  // namespace slidercheck::plugin
