// Files read with a size bound, and files written whole (read_file.h).
#include "slidercheck/read_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

namespace slidercheck {

namespace {

// Returns what st is, when it is not a regular file ("is a FIFO, not a
// regular file"), or "".
std::string kind_reason(const struct stat& st) {
  if (S_ISREG(st.st_mode)) return "";
  if (S_ISDIR(st.st_mode)) return "is a directory";
  const char* what = S_ISFIFO(st.st_mode)   ? "a FIFO"
                     : S_ISCHR(st.st_mode)  ? "a character device"
                     : S_ISBLK(st.st_mode)  ? "a block device"
                     : S_ISSOCK(st.st_mode) ? "a socket"
                                            : "something else";
  return std::string("is ") + what + ", not a regular file";
}

// Reads fd to its end, at most max_bytes; closes it.
std::variant<std::string, ReadError> read_fd(int fd, std::size_t max_bytes) {
  std::string bytes;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int error = errno;
      ::close(fd);
      return ReadError{std::strerror(error)};
    }
    if (n == 0) break;
    if (static_cast<std::size_t>(n) > max_bytes - bytes.size()) {
      ::close(fd);
      return ReadError{"larger than " + std::to_string(max_bytes) + " bytes"};
    }
    bytes.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return bytes;
}

bool same_file(const struct stat& a, int fd) {
  struct stat b {};
  return ::fstat(fd, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

}  // namespace

std::variant<std::string, ReadError> read_file_bounded(const std::string& path,
                                                       std::size_t max_bytes) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return ReadError{std::strerror(errno)};
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    return ReadError{"is a directory"};
  }
  return read_fd(fd, max_bytes);
}

std::variant<std::string, ReadError> read_regular_file(const std::string& path,
                                                       std::size_t max_bytes) {
  // Looked at before it is opened (opening a device may do something), and
  // again once open (it may have been replaced in between).
  if (std::string why = not_regular_reason(path); !why.empty()) return ReadError{why};
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return ReadError{std::strerror(errno)};
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return ReadError{kind_reason(st)};
  }
  return read_fd(fd, max_bytes);
}

std::string not_regular_reason(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return std::strerror(errno);
  return kind_reason(st);
}

std::variant<WriteTarget, ReadError> write_target(const std::string& path) {
  if (path.empty()) return ReadError{"an empty path"};
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    if (errno == ENOENT) return WriteTarget{.path = path};  // created (a dangling link replaced)
    return ReadError{std::strerror(errno)};
  }
  for (const int fd : {STDOUT_FILENO, STDERR_FILENO})
    if (same_file(st, fd)) return WriteTarget{.fd = fd};
  if (S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 3)) return WriteTarget{.discard = true};
  if (std::string why = kind_reason(st); !why.empty()) return ReadError{why};
  struct stat link {};
  if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr) return ReadError{std::strerror(errno)};
    return WriteTarget{.path = resolved};
  }
  return WriteTarget{.path = path};
}

int create_temporary(const std::string& target, std::string* temporary) {
  *temporary = target + ".tmp-" + std::to_string(::getpid());
  constexpr int kFlags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
  int fd = ::open(temporary->c_str(), kFlags, 0666);
  // A file of this name is left from a process of the same number that died.
  if (fd < 0 && errno == EEXIST && ::unlink(temporary->c_str()) == 0)
    fd = ::open(temporary->c_str(), kFlags, 0666);
  return fd;
}

std::optional<std::string> write_all(int fd, std::string_view text) {
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::string(n < 0 ? std::strerror(errno) : "nothing written");
    done += static_cast<std::size_t>(n);
  }
  return std::nullopt;
}

std::optional<std::string> write_file_replacing(const std::string& path, std::string_view text) {
  auto target = write_target(path);
  if (const ReadError* error = std::get_if<ReadError>(&target)) return error->message;
  const WriteTarget& t = std::get<WriteTarget>(target);
  if (t.discard) return std::nullopt;
  if (t.fd >= 0) return write_all(t.fd, text);
  std::string temporary;
  const int fd = create_temporary(t.path, &temporary);
  if (fd < 0) return std::string(std::strerror(errno));
  std::optional<std::string> error = write_all(fd, text);
  if (!error && ::fsync(fd) != 0 && errno != EINVAL) error = std::strerror(errno);
  if (::close(fd) != 0 && !error) error = std::strerror(errno);
  if (!error && ::rename(temporary.c_str(), t.path.c_str()) != 0) error = std::strerror(errno);
  if (error) ::unlink(temporary.c_str());
  return error;
}

}  // namespace slidercheck
