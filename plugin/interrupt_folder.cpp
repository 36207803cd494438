// The folder removed on the way out (interrupt_folder.h).
#include "interrupt_folder.h"

#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstring>

#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin {

namespace {

std::atomic<const char*> g_folder{nullptr};
static_assert(std::atomic<const char*>::is_always_lock_free);

}  // namespace

void set_interrupt_folder(const char* path) { g_folder.store(path); }

// Its files unlinked (getdents64, unlinkat), each pass from the folder's
// start, until a pass removes nothing; then rmdir.
void remove_interrupt_folder() {
  const char* path = g_folder.exchange(nullptr);
  if (!path) return;
  const int fd = ::open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  struct Entry {  // linux_dirent64
    std::uint64_t ino;
    std::int64_t off;
    unsigned short reclen;
    unsigned char type;
    char name[1];
  };
  alignas(8) char buf[8192];
  for (int pass = 0, removed = 1; removed != 0 && pass < 1000; ++pass) {
    removed = 0;
    ::lseek(fd, 0, SEEK_SET);
    for (long n; (n = ::syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0;) {
      for (long at = 0; at < n;) {
        const auto* e = reinterpret_cast<const Entry*>(buf + at);
        at += e->reclen;
        if (std::strcmp(e->name, ".") == 0 || std::strcmp(e->name, "..") == 0) continue;
        if (::unlinkat(fd, e->name, 0) == 0) ++removed;
      }
    }
  }
  ::close(fd);
  ::rmdir(path);
}

}  // namespace slidercheck::plugin
