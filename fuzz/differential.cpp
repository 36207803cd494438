// The differential fuzz target. It decodes one call from the bytes
// (input_codec.h) and runs every built-in implementation that provides the kind
// (and covers the direction) through check_all_laws: the oracle and every law.
// On a mismatch it prints the same report as the other drivers (shrunk), then
// the stable signature line "slidercheck: MISMATCH <impl>::<function> law=<law>",
// and aborts.
//
// Built with SLIDERCHECK_FUZZ_PLANTED it runs the planted-bug implementations
// instead: those named in $SLIDERCHECK_PLANTED (comma-separated), or all.
// SLIDERCHECK_FUZZ_CHECKS=oracle compares with the oracle only (no laws), to
// measure what the fuzzer finds on its own.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "input_codec.h"
#include "slidercheck/check.h"
#include "slidercheck/laws.h"
#include "slidercheck/planted.h"
#include "slidercheck/registry.h"

namespace slidercheck::fuzz {
namespace {

#ifdef SLIDERCHECK_FUZZ_PLANTED
constexpr bool kPlanted = true;
#else
constexpr bool kPlanted = false;
#endif

// Returns the implementations to check, chosen once.
std::span<const Implementation> targets() {
  static const std::vector<Implementation> chosen = [] {
    if (!kPlanted) {
      auto all = builtin_implementations();
      return std::vector<Implementation>(all.begin(), all.end());
    }
    const char* env = std::getenv("SLIDERCHECK_PLANTED");
    auto all = planted_implementations();
    if (!env || !*env) return std::vector<Implementation>(all.begin(), all.end());
    std::vector<Implementation> out;
    std::string_view rest = env;
    while (!rest.empty()) {
      const std::size_t comma = rest.find(',');
      const std::string_view name = rest.substr(0, comma);
      const Implementation* impl = find_planted(name);
      if (!impl) {
        std::fprintf(stderr, "slidercheck: error: unknown planted implementation '%.*s'\n",
                     static_cast<int>(name.size()), name.data());
        std::exit(2);
      }
      out.push_back(*impl);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    return out;
  }();
  return chosen;
}

// Returns whether only the oracle comparison runs ($SLIDERCHECK_FUZZ_CHECKS=oracle).
bool oracle_only() {
  static const bool only = [] {
    const char* env = std::getenv("SLIDERCHECK_FUZZ_CHECKS");
    const std::string_view checks = env ? env : "all";
    if (checks != "all" && checks != "oracle") {
      std::fprintf(stderr, "slidercheck: error: SLIDERCHECK_FUZZ_CHECKS must be all or oracle\n");
      std::exit(2);
    }
    return checks == "oracle";
  }();
  return only;
}

// Returns the first mismatch of impl on input.
std::optional<Mismatch> check(const Implementation& impl, const Input& input) {
  if (!oracle_only()) return check_all_laws(impl, input);
  const bool multi =
      shape_of(input.kind) == Shape::multi || shape_of(input.kind) == Shape::multi_extra;
  if (!impl.provides(input.kind) || (multi && !impl.covers(input.dir8))) return std::nullopt;
  return check_oracle(impl, input);
}

[[noreturn]] void fail(const Implementation& impl, const Mismatch& found) {
  // A law's mismatch names an input the oracle disagrees with: shrink that one
  // (unless the oracle agrees with every input the law involved).
  Mismatch m = found;
  if (check_oracle(impl, found.input)) {
    m = shrink_oracle_mismatch(impl, found);
    m.law = found.law;
  }
  m.subject = std::string(kPlanted ? "--planted " : "--builtin ") + impl.name;
  std::fprintf(stderr, "\n%s\n%s\n", report(m).c_str(), signature(m).c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace
}  // namespace slidercheck::fuzz

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  // Read the environment now, not mid-run.
  slidercheck::fuzz::targets();
  slidercheck::fuzz::oracle_only();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace slidercheck;
  const Input input = fuzz::decode_input(data, size);
  for (const Implementation& impl : fuzz::targets()) {
    if (auto m = fuzz::check(impl, input)) fuzz::fail(impl, *m);
  }
  return 0;
}
