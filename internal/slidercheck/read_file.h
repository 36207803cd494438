// Files read with a size bound, and files written whole. Every file the tool
// reads (call sequences, corpus entries, source lines) goes through one
// reader, so that a huge or endless file (/dev/zero, a runaway log) fails fast
// instead of filling memory, and a FIFO without a writer never blocks it; every
// file it writes (reports, vectors, sequence files) goes to a temporary file
// beside it that is renamed over it, so that no file is left holding part of
// what was written (a full disk), and a FIFO without a reader never blocks it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace slidercheck {

// The reason a file could not be read or written, one line ("No such file or
// directory", "larger than 16777216 bytes", "is a FIFO, not a regular file").
struct ReadError {
  std::string message;
};

// Returns the bytes of the file at path, or why it could not be read: it does
// not open, reading fails, it is a directory, or it holds more than max_bytes
// (found after reading at most max_bytes + 1 of them, whatever its kind). A
// FIFO or a device is read to its end (the standalone fuzz driver's inputs).
std::variant<std::string, ReadError> read_file_bounded(const std::string& path,
                                                       std::size_t max_bytes);

// As read_file_bounded, for a regular file only: anything else (a FIFO, a
// device, a socket, a directory) is refused at once, without waiting for a
// writer (it is opened non-blocking) and without reading it.
std::variant<std::string, ReadError> read_regular_file(const std::string& path,
                                                       std::size_t max_bytes);

// Returns "" for a regular file (or a symbolic link to one), else what it is
// ("is a FIFO, not a regular file", "is a directory"); the error of stat when
// there is nothing at path.
std::string not_regular_reason(const std::string& path);

// Where a file that is written whole goes, found before anything is written.
struct WriteTarget {
  // The file to replace (through a temporary file beside it): path, or the
  // file a symbolic link at path names. Empty when fd is set.
  std::string path;
  // Set (STDOUT_FILENO or STDERR_FILENO) when path is this process's standard
  // output or error (/dev/stdout, /dev/fd/2, the file they were redirected
  // to): written in place, never renamed over.
  int fd = -1;
  // path is the null device (/dev/null): nothing is written.
  bool discard = false;
};

// Returns where a file written whole at path goes: nothing there yet, a
// regular file (replaced), the standard output or error, or /dev/null; or why
// path cannot be written that way (a FIFO, a device, a directory, an empty
// path). It never opens what is at path.
std::variant<WriteTarget, ReadError> write_target(const std::string& path);

// Creates the temporary file that replaces target (TARGET.tmp-PID, opened to
// write, close-on-exec); returns its fd, or -1 with errno set.
int create_temporary(const std::string& target, std::string* temporary);

// Writes all of text to fd; returns the error, if any.
std::optional<std::string> write_all(int fd, std::string_view text);

// Writes text as the whole content of the file at path (write_target): into a
// temporary file beside it, flushed to the disk, then renamed over it; on any
// failure the temporary file is removed and path is left as it was. Returns
// the error, if any.
std::optional<std::string> write_file_replacing(const std::string& path, std::string_view text);

}  // namespace slidercheck
