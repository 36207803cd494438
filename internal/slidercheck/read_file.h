// Reading a whole file with a size bound: every file the tool reads (call
// sequences, corpus entries) goes through it, so that a huge or endless file
// (/dev/zero, a runaway log) fails fast instead of filling memory.
#pragma once

#include <cstddef>
#include <string>
#include <variant>

namespace slidercheck {

// The reason a file could not be read, one line ("No such file or directory",
// "larger than 16777216 bytes").
struct ReadError {
  std::string message;
};

// Returns the bytes of the file at path, or why it could not be read: it does
// not open, reading fails, it is a directory, or it holds more than max_bytes
// (found after reading at most max_bytes + 1 of them, whatever its kind).
std::variant<std::string, ReadError> read_file_bounded(const std::string& path,
                                                       std::size_t max_bytes);

}  // namespace slidercheck
