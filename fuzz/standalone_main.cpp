// A stand-in for libFuzzer's main, for builds without it (GCC, or
// SLIDERCHECK_FUZZ off): runs LLVMFuzzerTestOneInput once on every file named
// on the command line and on every regular file under the directories named
// there (README files skipped). A file named on the command line may also be a
// FIFO or another special file: it is read to its end. Arguments starting with
// '-' (libFuzzer's options) are ignored, so the same command line replays a
// corpus with either driver. A path that does not exist or cannot be read is
// an error (exit 2), never an empty input; so is a file over 1 MiB (/dev/zero).

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <system_error>
#include <variant>
#include <vector>

#include "slidercheck/read_file.h"

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// The largest input read (a corpus entry is at most a few hundred bytes; a
// larger file, or an endless one such as /dev/zero, is an error).
constexpr std::size_t kMaxInputBytes = 1u << 20;

bool is_readme(const fs::path& path) { return path.filename().string().rfind("README", 0) == 0; }

int fail(const std::string& message) {
  std::fprintf(stderr, "standalone driver: error: %s\n", message.c_str());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.empty() || arg[0] == '-') continue;
    std::error_code ec;
    const fs::file_status status = fs::status(arg, ec);
    if (ec) return fail("cannot open " + arg + ": " + ec.message());
    if (fs::is_directory(status)) {
      for (const auto& entry : fs::recursive_directory_iterator(arg, ec)) {
        if (entry.is_regular_file() && !is_readme(entry.path())) files.push_back(entry.path());
      }
      if (ec) return fail("cannot list " + arg + ": " + ec.message());
    } else {
      files.push_back(arg);  // a regular file, or a FIFO or device read to its end
    }
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& path : files) {
    std::fprintf(stderr, "Running: %s\n", path.c_str());
    const auto bytes = slidercheck::read_file_bounded(path.string(), kMaxInputBytes);
    if (const auto* error = std::get_if<slidercheck::ReadError>(&bytes))
      return fail("cannot read " + path.string() + ": " + error->message);
    // On the heap, exactly the input's size, so ASan sees any read past its end.
    const std::string& text = std::get<std::string>(bytes);
    const std::vector<std::uint8_t> input(text.begin(), text.end());
    LLVMFuzzerTestOneInput(input.data(), input.size());
  }
  std::fprintf(stderr, "standalone driver: ran %zu inputs\n", files.size());
  return 0;
}
