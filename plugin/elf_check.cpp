// A shared object's ELF headers checked against this machine before dlopen.
#include "elf_check.h"

#include <gelf.h>

#include <cstdint>
#include <cstring>
#include <fstream>

#include "elf_file.h"

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

std::string truncated(std::uint64_t needed, std::uint64_t size) {
  return "truncated (its headers say it has at least " + std::to_string(needed) +
         " bytes, the file has " + std::to_string(size) + ")";
}

// Returns the number of entries of a header table from the ELF header's count
// (count), or from libelf's (get) when the header says the count is elsewhere
// (escape). Not libelf's alone: it leaves out the entries past the file's end,
// and those are what tell a truncated file.
template <class Get>
std::uint64_t header_count(Elf* elf, std::uint64_t count, std::uint64_t escape, Get get) {
  std::size_t n = 0;
  if (count == escape && get(elf, &n) == 0) return n;
  return count;
}

// Returns the bytes the headers of elf (an ELF image whose header libelf read)
// say the file has: the ends of its program and section header tables and of
// every loaded segment (those that libelf can read).
std::uint64_t needed_bytes(Elf* elf, const GElf_Ehdr& eh, std::uint64_t n_segments) {
  std::uint64_t needed = eh.e_phoff + n_segments * sizeof(Elf64_Phdr);
  if (eh.e_shoff != 0) {
    const std::uint64_t n_sections = header_count(elf, eh.e_shnum, 0, elf_getshdrnum);
    const std::uint64_t sh_end = eh.e_shoff + n_sections * eh.e_shentsize;
    if (sh_end > needed) needed = sh_end;
  }
  GElf_Phdr ph;
  for (std::uint64_t i = 0; i < n_segments; ++i)
    if (gelf_getphdr(elf, static_cast<int>(i), &ph) != nullptr && ph.p_type == PT_LOAD &&
        ph.p_offset + ph.p_filesz > needed)
      needed = ph.p_offset + ph.p_filesz;
  return needed;
}

// Returns why the ELF image elf of file_size bytes cannot be loaded here.
std::optional<std::string> elf_reason(Elf* elf, std::uint64_t file_size) {
  if (gelf_getclass(elf) == ELFCLASS32)
    return std::string("a 32-bit ELF file (this machine loads 64-bit)");
  GElf_Ehdr eh;
  if (gelf_getehdr(elf, &eh) == nullptr) return truncated(sizeof(Elf64_Ehdr), file_size);
  if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return std::string("an ELF file of an unknown class or byte order");
  if (kMachine >= 0 && eh.e_machine != kMachine)
    return "an ELF file for another machine (e_machine " + std::to_string(eh.e_machine) +
           "; this machine is " + std::to_string(kMachine) + ")";
  if (eh.e_type != ET_DYN)
    return std::string(eh.e_type == ET_EXEC ? "not a shared object (an executable)"
                       : eh.e_type == ET_REL
                           ? "not a shared object (an object file: link it with -shared)"
                           : "not a shared object");
  const std::uint64_t n_segments = header_count(elf, eh.e_phnum, PN_XNUM, elf_getphdrnum);
  if (eh.e_phentsize != sizeof(Elf64_Phdr) || n_segments == 0)
    return std::string("damaged (no valid program headers)");
  const std::uint64_t needed = needed_bytes(elf, eh, n_segments);
  if (needed > file_size) return truncated(needed, file_size);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> file_unloadable_reason(const std::string& path) {
  const ElfFile file = ElfFile::open(path);
  if (!file.valid()) return std::nullopt;
  if (file.is_elf()) return elf_reason(file.get(), file.size());
  // libelf knows it as no ELF image: not an ELF file, or the start of one.
  char magic[SELFMAG] = {};
  std::ifstream(path, std::ios::binary).read(magic, SELFMAG);
  if (std::memcmp(magic, ELFMAG, SELFMAG) != 0) return "not an ELF file";
  return file.size() < sizeof(Elf64_Ehdr)
             ? truncated(sizeof(Elf64_Ehdr), file.size())
             : "an ELF file of an unknown class, byte order or version";
}

}  // namespace slidercheck::plugin
