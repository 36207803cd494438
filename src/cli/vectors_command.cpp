// `slidercheck vectors --out DIR`: writes the conformance vectors and their schema.
#include <cstdio>
#include <memory>
#include <string>

#include "cli/options.h"
#include "slidercheck/check.h"
#include "slidercheck/vectors.h"

namespace slidercheck::cli {

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "slidercheck: error: %s\n", one_line(message).c_str());
  return 2;
}

int run(const CLI::Option& out_option, const std::string& out) {
  if (out_option.count() == 0)
    return fail("vectors needs --out DIR (see: slidercheck vectors --help)");
  if (out.empty()) return fail("--out needs a non-empty directory name");
  std::size_t tests = 0;
  if (auto error = vectors::write_files(out, &tests)) return fail(*error);
  std::printf("slidercheck vectors: wrote %zu tests in %d groups to %s/%s (schema %s/%s)\n", tests,
              kKinds, out.c_str(), vectors::kVectorsFile, out.c_str(), vectors::kSchemaFile);
  return 0;
}

}  // namespace

Command add_vectors(CLI::App& app) {
  auto out = std::make_shared<std::string>();
  CLI::App* sub = add_subcommand(
      app, "vectors", "write the JSON conformance vectors",
      "Writes Wycheproof-style JSON conformance vectors into DIR (created if missing):\n"
      "  DIR/slider_attacks_test.json   one test group per function kind; each test has a tcId,\n"
      "                                 a comment, flags, the square or dir8, the inputs and the\n"
      "                                 oracle's expected result, bitboards as 0x + 16 hex digits\n"
      "  DIR/vectors.schema.json        its JSON Schema (also docs/vectors.schema.json)\n"
      "The files are the same bytes on every run. Existing files of those names are replaced.\n"
      "\n"
      "exit status: 0 written, 2 unusable input (bad option, DIR not writable)");
  const CLI::Option* out_option =
      sub->add_option("--out", *out, "the directory to write (required)")->option_text("DIR");
  return {sub, [out, out_option] { return run(*out_option, *out); }};
}

}  // namespace slidercheck::cli
