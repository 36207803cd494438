// Where the checker's shared memory is mapped, and what guards it from a
// plugin that writes past its own data (isolation.h, docs/isolation.md).
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>

#include "isolation.h"

namespace slidercheck::isolation {

namespace {

// The addresses tried for the shared page: far below where the kernel puts
// libraries and anonymous mappings (just under the stack, top-down) and far
// above the program and its heap (which grows up from the program), clear of
// the sanitizers' fixed regions (ASan's allocator begins at 0x600000000000).
constexpr std::uintptr_t kFarBase = 0x500000000000;
constexpr std::uintptr_t kFarSpan = std::uintptr_t{1} << 42;  // 4 TiB
constexpr int kPlacementTries = 8;

// The holes above the plugin's guard that are filled: each at most kMaxHole,
// kMaxFilled in all (address space only: it counts against `ulimit -v`).
constexpr std::uintptr_t kMaxHole = std::uintptr_t{64} << 20;
constexpr std::uintptr_t kMaxFilled = std::uintptr_t{256} << 20;

// Returns this process's /proc/self/maps (at most 1 MiB of it).
std::string read_maps() {
  std::string text;
  const int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[16384];
  for (ssize_t n;
       text.size() < (std::size_t{1} << 20) && (n = read(fd, buffer, sizeof buffer)) > 0;)
    text.append(buffer, static_cast<std::size_t>(n));
  close(fd);
  return text;
}

std::size_t page_size() { return static_cast<std::size_t>(sysconf(_SC_PAGESIZE)); }

// The size of the region around a mapping of size bytes: its pages and a
// guard on each side.
std::size_t region_size(std::size_t size) {
  const std::size_t page = page_size();
  return (size + page - 1) / page * page + 2 * kGuardBytes;
}

// Returns a region of total bytes with no access: at a random far address
// when one is free, else wherever the kernel puts it; MAP_FAILED when none.
void* reserve_far(std::size_t total) {
  constexpr int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
  for (int i = 0; i < kPlacementTries; ++i) {
    std::uint64_t r = 0;
    if (getrandom(&r, sizeof r, GRND_NONBLOCK) != static_cast<ssize_t>(sizeof r)) break;
    const std::uintptr_t at = (kFarBase + r % kFarSpan) & ~std::uintptr_t{kGuardBytes - 1};
    void* p =
        mmap(reinterpret_cast<void*>(at), total, PROT_NONE, flags | MAP_FIXED_NOREPLACE, -1, 0);
    // A kernel without MAP_FIXED_NOREPLACE took the address as a hint: the
    // region is still guarded, wherever it went.
    if (p != MAP_FAILED) return p;
  }
  return mmap(nullptr, total, PROT_NONE, flags, -1, 0);
}

}  // namespace

void* map_guarded(int fd, std::size_t size) {
  const std::size_t total = region_size(size);
  void* region = reserve_far(total);
  if (region == MAP_FAILED) return nullptr;
  char* body = static_cast<char*>(region) + kGuardBytes;
  if (mmap(body, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED) {
    munmap(region, total);
    return nullptr;
  }
  return body;
}

void unmap_guarded(void* p, std::size_t size) {
  munmap(static_cast<char*>(p) - kGuardBytes, region_size(size));
}

void reserve_after_next_mapping() {
  constexpr int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
  // Kept for the process's life: the plugin stays mapped below it.
  void* guard = mmap(nullptr, kPluginGuardBytes, PROT_NONE, flags, -1, 0);
  if (guard == MAP_FAILED) return;
  // The kernel puts a new mapping at the top of the highest hole it fits in:
  // the holes above the guard are filled (no access, kept too), so that the
  // plugin goes right below it, never into a hole between two other mappings.
  const std::string maps = read_maps();
  const auto guard_end = reinterpret_cast<std::uintptr_t>(guard) + kPluginGuardBytes;
  std::uintptr_t previous_end = 0, filled = 0;
  for (std::size_t at = 0; at < maps.size();) {
    const std::size_t eol = std::min(maps.find('\n', at), maps.size());
    const std::string line = maps.substr(at, eol - at);
    at = eol + 1;
    unsigned long start = 0, end = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx", &start, &end) != 2) continue;
    const std::uintptr_t hole = start > previous_end ? start - previous_end : 0;
    // Not the room the stack grows down into.
    if (previous_end >= guard_end && hole && hole <= kMaxHole && filled + hole <= kMaxFilled &&
        line.find("[stack]") == std::string::npos) {
      if (mmap(reinterpret_cast<void*>(previous_end), hole, PROT_NONE, flags | MAP_FIXED_NOREPLACE,
               -1, 0) != MAP_FAILED)
        filled += hole;
    }
    previous_end = end;
  }
}

}  // namespace slidercheck::isolation
