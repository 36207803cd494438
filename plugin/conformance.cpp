// The conformance library: the plugin checker's path, in-process, for GoogleTest.
#include "slidercheck/conformance.h"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

namespace slidercheck::conformance {

namespace {

plugin::Mapping mapping_of(const Options& options) {
  auto m = plugin::Mapping::parse(options.mapping);
  if (!m) throw std::invalid_argument("slidercheck: bad mapping '" + options.mapping + "'");
  return *m;
}

// Returns input as a C++ expression that builds it.
std::string cpp_input(const Input& in) {
  std::ostringstream out;
  out << "slidercheck::Input{.kind = slidercheck::Kind::" << kind_name(in.kind);
  const Shape shape = shape_of(in.kind);
  if (shape == Shape::single || shape == Shape::xray) {
    out << ", .sq = " << in.sq << " /* " << square_name(in.sq) << " */, .occ = " << hex(in.occ);
    if (shape == Shape::xray) out << ", .blockers = " << hex(in.blockers);
  } else {
    out << ", .dir8 = " << in.dir8 << " /* " << dir8_name(in.dir8) << " */"
        << ", .sliders = " << hex(in.sliders) << ", .empty = " << hex(in.empty);
    if (in.kind == Kind::xray_sliding_attacks) out << ", .blockers = " << hex(in.blockers);
    if (in.kind == Kind::between) out << ", .targets = " << hex(in.targets);
  }
  return out.str() + "}  (board numbering a1 = 0)";
}

}  // namespace

std::vector<Result> check(const std::string& name, const Functions& functions,
                          const Options& options, const std::vector<Kind>& only) {
  const plugin::Mapping mapping = mapping_of(options);
  plugin::AdaptedEngine engine(
      {.name = name, .functions = functions, .mapping = mapping, .own_square = options.own_square});
  std::vector<Result> results = plugin::check_in_process(
      engine, {.level = options.level, .seed = options.seed, .only = only});
  for (Result& r : results) {
    if (r.mismatch) r.mismatch->subject = name;
  }
  return results;
}

std::string describe(const Result& result, const Options& options) {
  if (!result.mismatch) return "";
  std::string text = plugin::mismatch_body(*result.mismatch, mapping_of(options));
  text += "  own square:     " + std::string(plugin::own_square_description(options.own_square)) +
          "\n  input:          " + cpp_input(result.mismatch->input) + "\n";
  return text;
}

bool register_tests(const std::string& suite, const Functions& functions, const Options& options) {
  for (Kind kind : all_kinds()) {
    if (!functions.provides(kind)) continue;
    ::testing::RegisterTest(
        suite.c_str(), kind_name(kind), nullptr, nullptr, __FILE__, __LINE__,
        [suite, functions, options, kind]() -> ::testing::Test* {
          class ConformanceTest : public ::testing::Test {
           public:
            ConformanceTest(std::string suite, Functions functions, Options options, Kind kind)
                : suite_(std::move(suite)),
                  functions_(std::move(functions)),
                  options_(std::move(options)),
                  kind_(kind) {}
            void TestBody() override {
              const auto results = check(suite_, functions_, options_, {kind_});
              ASSERT_EQ(results.size(), 1u);
              const Result& r = results.front();
              std::printf("[ slidercheck ] %s: %llu cases, level %s, numbering %s, own square %s\n",
                          kind_name(kind_), static_cast<unsigned long long>(r.cases),
                          level_name(options_.level), options_.mapping.c_str(),
                          plugin::own_square_name(options_.own_square));
              EXPECT_EQ(r.status, Result::Status::pass) << describe(r, options_);
            }

           private:
            std::string suite_;
            Functions functions_;
            Options options_;
            Kind kind_;
          };
          return new ConformanceTest(suite, functions, options, kind);
        });
  }
  return true;
}

}  // namespace slidercheck::conformance
