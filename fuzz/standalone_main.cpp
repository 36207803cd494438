// A stand-in for libFuzzer's main, for builds without it (GCC, or
// SLIDERCHECK_FUZZ off): runs LLVMFuzzerTestOneInput once on every file named
// on the command line and on every file under the directories named there
// (README files skipped). Arguments starting with '-' (libFuzzer's options) are
// ignored, so the same command line replays a corpus with either driver.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// Returns the bytes of the file at path.
std::vector<std::uint8_t> read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), {});
}

bool is_readme(const fs::path& path) { return path.filename().string().rfind("README", 0) == 0; }

}  // namespace

int main(int argc, char** argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.empty() || arg[0] == '-') continue;
    std::error_code ec;
    if (fs::is_directory(arg, ec)) {
      for (const auto& entry : fs::recursive_directory_iterator(arg)) {
        if (entry.is_regular_file() && !is_readme(entry.path())) files.push_back(entry.path());
      }
    } else if (fs::is_regular_file(arg, ec)) {
      files.push_back(arg);
    } else {
      std::fprintf(stderr, "standalone driver: error: no such file or directory: %s\n",
                   arg.c_str());
      return 2;
    }
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& path : files) {
    std::fprintf(stderr, "Running: %s\n", path.c_str());
    // On the heap, exactly the input's size, so ASan sees any read past its end.
    const std::vector<std::uint8_t> bytes = read_file(path);
    LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
  }
  std::fprintf(stderr, "standalone driver: ran %zu inputs\n", files.size());
  return 0;
}
