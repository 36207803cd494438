// `slidercheck vectors --out DIR`: writes the conformance vectors and their schema.
#include <cstdio>
#include <string>
#include <string_view>

#include "cli/commands.h"
#include "slidercheck/vectors.h"

namespace slidercheck::cli {

namespace {

constexpr const char* kVectorsUsage =
    "usage: slidercheck vectors --out DIR\n"
    "\n"
    "Writes Wycheproof-style JSON conformance vectors into DIR (created if missing):\n"
    "  DIR/slider_attacks_test.json   one test group per function kind; each test has a tcId,\n"
    "                                 a comment, flags, the square or dir8, the inputs and the\n"
    "                                 oracle's expected result, bitboards as 0x + 16 hex digits\n"
    "  DIR/vectors.schema.json        its JSON Schema (also docs/vectors.schema.json)\n"
    "The files are the same bytes on every run. Existing files of those names are replaced.\n"
    "\n"
    "exit status: 0 written, 2 unusable input (bad option, DIR not writable)\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "slidercheck: error: %s\n", message.c_str());
  return 2;
}

}  // namespace

int run_vectors(int argc, char** argv) {
  std::string out;
  bool have_out = false;
  for (int i = 0; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kVectorsUsage, stdout);
      return 0;
    }
    if (a == "--out") {
      if (i + 1 >= argc) return fail("option --out needs a value");
      out = argv[++i];
      have_out = true;
    } else if (a.starts_with("--out=")) {
      out = std::string(a.substr(6));
      have_out = true;
    } else {
      return fail("unknown option for vectors: " + std::string(a) +
                  " (see: slidercheck vectors --help)");
    }
  }
  if (!have_out) return fail("vectors needs --out DIR (see: slidercheck vectors --help)");
  if (out.empty()) return fail("--out needs a non-empty directory name");
  std::size_t tests = 0;
  if (auto error = vectors::write_files(out, &tests)) return fail(*error);
  std::printf("slidercheck vectors: wrote %zu tests in %d groups to %s/%s (schema %s/%s)\n", tests,
              kKinds, out.c_str(), vectors::kVectorsFile, out.c_str(), vectors::kSchemaFile);
  return 0;
}

}  // namespace slidercheck::cli
