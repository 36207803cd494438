// The conformance library: the plugin checker's path, in-process, for GoogleTest.
#include "slidercheck/conformance.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <memory>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <type_traits>

#include "slidercheck/command_line.h"
#include "slidercheck/conformance_subject.h"
#include "slidercheck/plan.h"
#include "slidercheck/render.h"

// The contracts an engine linked into this program declares (plugin.h):
// weak references, null when it defines none.
extern "C" {
__attribute__((weak)) extern const char slidercheck_own_square[];
__attribute__((weak)) extern const char slidercheck_xray_blockers[];
}

namespace slidercheck::conformance {

namespace {

// Returns the text at symbol (a weak reference: null when not linked in), at
// most 24 bytes; throws when it names no contract (parse fails).
template <typename T>
std::optional<T> declared(const char* symbol, const char* name,
                          std::optional<T> (*parse)(std::string_view)) {
  if (symbol == nullptr) return std::nullopt;
  const std::string text(symbol, strnlen(symbol, 24));
  if (auto value = parse(text)) return value;
  throw std::invalid_argument(std::string("slidercheck: bad ") + name + " \"" + one_line(text) +
                              "\" (want the values of check's option; a pointer to the text is "
                              "not the text: export the bytes)");
}

// Returns the contracts options check under: theirs, else the engine's, else any.
OwnSquare own_square_of(const Options& options) {
  if (options.own_square) return *options.own_square;
  return declared<OwnSquare>(slidercheck_own_square, "slidercheck_own_square", parse_own_square)
      .value_or(OwnSquare::any);
}
XrayBlockers xray_blockers_of(const Options& options) {
  if (options.xray_blockers) return *options.xray_blockers;
  return declared<XrayBlockers>(slidercheck_xray_blockers, "slidercheck_xray_blockers",
                                parse_xray_blockers)
      .value_or(XrayBlockers::any);
}

// Returns where options' contract came from, as a report says it.
std::string source_of(bool given, const char* symbol, const char* name) {
  return given ? "" : symbol ? std::string(" (from the engine's ") + name + ")" : "";
}

Mapping mapping_of(const Options& options) {
  auto m = Mapping::parse(options.mapping);
  if (!m) throw std::invalid_argument("slidercheck: bad mapping '" + options.mapping + "'");
  if (options.bit_mapping.empty()) return *m;
  auto bits = Mapping::parse(options.bit_mapping);
  if (!bits)
    throw std::invalid_argument("slidercheck: bad bit mapping '" + options.bit_mapping + "'");
  return Mapping::apart(*m, *bits);
}

// Returns input as a C++ expression that builds it.
std::string cpp_input(const Input& in) {
  std::ostringstream out;
  out << "slidercheck::Input{.kind = slidercheck::Kind::" << kind_name(in.kind);
  // In the order Input declares its members (as designated initializers must be).
  for (Field f : {Field::sq, Field::a, Field::from, Field::dir8, Field::jump, Field::occ,
                  Field::blockers, Field::sliders, Field::empty, Field::targets, Field::b,
                  Field::to, Field::color, Field::set}) {
    if (!takes(in.kind, f)) continue;
    const std::uint64_t v = field_value(in, f);
    out << ", ." << field_info(f).member << " = ";
    switch (field_type(f)) {
      case FieldType::square:
        out << v << " /* " << (f == Field::sq ? "" : std::string(field_info(f).name) + " = ")
            << square_name(static_cast<int>(v)) << " */";
        break;
      case FieldType::bitboard:
        out << hex(v);
        break;
      case FieldType::dir8:
        out << v << " /* " << dir8_name(static_cast<int>(v)) << " */";
        break;
      case FieldType::jump:
        out << v << " /* " << jump_name(static_cast<int>(v)) << " */";
        break;
      case FieldType::color:
        out << v;
        break;
      case FieldType::position:
        break;
    }
  }
  if (is_position_kind(in.kind)) {  // after every member: pos is the last one Input declares
    out << ", .pos = {.color = {" << hex(in.pos.color[0]) << ", " << hex(in.pos.color[1])
        << "}, .type = {";
    for (int t = 0; t < kPieceTypes; ++t) out << (t ? ", " : "") << hex(in.pos.type[t]);
    out << "}} /* " << position_text(in) << " */";
  }
  return out.str() + "}  (board numbering a1 = 0)";
}

// Returns f, a callable of kind K's shape, called with an Input (or nothing).
template <Kind K, class F>
std::function<Bitboard(const Input&)> by_input(const F& f) {
  if (!f) return nullptr;
  return [f](const Input& in) { return invoke_shape<shape_of(K)>(f, in); };
}

// A stand-in function pointer: marks a kind provided (calls go to the callables).
Bitboard never_called() { return 0; }

}  // namespace

Implementation implementation_of(const Functions& f, const std::string& name) {
  // The public struct's members, by the kind each one is (its name in the table).
  const std::array<std::function<Bitboard(const Input&)>, kKinds> by_kind = {
      by_input<Kind::rook_attacks>(f.rook_attacks),
      by_input<Kind::bishop_attacks>(f.bishop_attacks),
      by_input<Kind::queen_attacks>(f.queen_attacks),
      by_input<Kind::rank_attacks>(f.rank_attacks),
      by_input<Kind::file_attacks>(f.file_attacks),
      by_input<Kind::diagonal_attacks>(f.diagonal_attacks),
      by_input<Kind::antidiagonal_attacks>(f.antidiagonal_attacks),
      by_input<Kind::xray_rook_attacks>(f.xray_rook_attacks),
      by_input<Kind::xray_bishop_attacks>(f.xray_bishop_attacks),
      by_input<Kind::sliding_attacks>(f.sliding_attacks),
      by_input<Kind::xray_sliding_attacks>(f.xray_sliding_attacks),
      by_input<Kind::between>(f.between),
      by_input<Kind::squares_between>(f.squares_between),
      by_input<Kind::line_through>(f.line_through),
      by_input<Kind::squares_between_to_b>(f.squares_between_to_b),
      by_input<Kind::squares_between_inclusive>(f.squares_between_inclusive),
      by_input<Kind::knight_attacks>(f.knight_attacks),
      by_input<Kind::king_attacks>(f.king_attacks),
      by_input<Kind::pawn_attacks>(f.pawn_attacks),
      by_input<Kind::knight_set_attacks>(f.knight_set_attacks),
      by_input<Kind::king_set_attacks>(f.king_set_attacks),
      by_input<Kind::pawn_set_attacks>(f.pawn_set_attacks),
      by_input<Kind::ray_through>(f.ray_through),
      by_input<Kind::pawn_west_attacks>(f.pawn_west_attacks),
      by_input<Kind::pawn_east_attacks>(f.pawn_east_attacks),
      by_input<Kind::pawn_double_attacks>(f.pawn_double_attacks),
      by_input<Kind::shift_one>(f.shift_one),
      by_input<Kind::ray_attacks>(f.ray_attacks),
      by_input<Kind::attackers_to>(f.attackers_to),
      by_input<Kind::attackers_by>(f.attackers_by),
      by_input<Kind::is_attacked>(f.is_attacked),
      by_input<Kind::checkers>(f.checkers),
      by_input<Kind::pinned>(f.pinned),
      by_input<Kind::pinners>(f.pinners),
      by_input<Kind::blockers_for_king>(f.blockers_for_king),
      by_input<Kind::check_mask>(f.check_mask),
      by_input<Kind::pin_mask>(f.pin_mask),
      by_input<Kind::squares_between_with_ends>(f.squares_between_with_ends),
      by_input<Kind::squares_between_to_b_aligned>(f.squares_between_to_b_aligned),
      by_input<Kind::knight_shift>(f.knight_shift),
      by_input<Kind::pawn_pushes>(f.pawn_pushes),
      by_input<Kind::pawn_double_pushes>(f.pawn_double_pushes),
      by_input<Kind::rook_sees>(f.rook_sees),
      by_input<Kind::bishop_sees>(f.bishop_sees),
      by_input<Kind::queen_sees>(f.queen_sees),
      by_input<Kind::rook_set_attacks>(f.rook_set_attacks),
      by_input<Kind::bishop_set_attacks>(f.bishop_set_attacks),
      by_input<Kind::queen_set_attacks>(f.queen_set_attacks),
  };
  Implementation impl;
  impl.name = name;
  impl.summary = "in-process callables";
  impl.origin = Origin{.type = OriginType::in_process, .location = name};
  impl.directions = f.directions;
  auto callables = std::make_shared<Callables>();
  for (Kind kind : all_kinds()) {
    const int k = static_cast<int>(kind);
    (*callables)[k] = by_kind[k];
    if (by_kind[k]) impl.fns[k] = reinterpret_cast<AnyFn>(&never_called);
  }
  impl.callables = std::move(callables);
  return impl;
}

bool Functions::provides(Kind kind) const { return implementation_of(*this, "").provides(kind); }

Result result_of(FunctionResult r) {
  Result out{.kind = r.kind, .status = r.status, .cases = r.cases, .crash = r.crash};
  out.detail = std::make_shared<const FunctionResult>(std::move(r));
  return out;
}

std::vector<Result> check(const std::string& name, const Functions& functions,
                          const Options& options, const std::vector<Kind>& only) {
  Implementation impl = implementation_of(functions, name);
  impl.mapping = mapping_of(options);
  impl.own_square = own_square_of(options);
  impl.xray_blockers = xray_blockers_of(options);
  impl.pawn_sides = options.pawn_sides;
  impl.positions = options.positions;
  std::vector<Result> results;
  for (FunctionResult& r :
       check_in_process(impl, {.level = options.level, .seed = options.seed, .only = only}))
    results.push_back(result_of(std::move(r)));
  return results;
}

std::string describe(const Result& result, const Options& options) {
  if (!result.detail || !result.detail->mismatch) return "";
  const Mismatch& mismatch = *result.detail->mismatch;
  std::string text = mismatch_body(mismatch, mapping_of(options));
  text +=
      "  own square:     " + std::string(own_square_description(own_square_of(options))) +
      source_of(options.own_square.has_value(), slidercheck_own_square, "slidercheck_own_square") +
      "\n";
  if (xray_blockers_of(options) != XrayBlockers::any)
    text +=
        "  x-ray blockers: " + std::string(xray_blockers_description(xray_blockers_of(options))) +
        source_of(options.xray_blockers.has_value(), slidercheck_xray_blockers,
                  "slidercheck_xray_blockers") +
        "\n";
  if (options.pawn_sides != PawnSides::board)
    text += "  pawn sides:     " + std::string(pawn_sides_description(options.pawn_sides)) + "\n";
  if (!options.bit_mapping.empty()) text += "  bits:           " + options.bit_mapping + "\n";
  text += "  input:          " + cpp_input(mismatch.input) + "\n";
  return text;
}

namespace {

// Returns the command that runs the GoogleTest test suite.kind again: this
// test binary with --gtest_filter.
std::string reproduce_command(const std::string& suite, Kind kind) {
  std::error_code ec;
  std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).string();
  if (ec) self = "TEST_BINARY";
  return shell_quote(self) + " " + shell_quote("--gtest_filter=" + suite + "." + kind_name(kind));
}

// Returns the failure of result, as `slidercheck check` reports one.
std::string failure_text(const std::string& suite, const Result& result, const Options& options) {
  std::string text = suite + "." + kind_name(result.kind) + ": " + status_name(result.status) +
                     " (level " + level_name(options.level) + ", numbering " + options.mapping +
                     ")\n";
  text += describe(result, options);
  return text + "  reproduce: " + reproduce_command(suite, result.kind) + "\n";
}

// One function's GoogleTest test; a failure is reported at file:line.
class ConformanceTest : public ::testing::Test {
 public:
  ConformanceTest(std::string suite, Functions functions, Options options, Kind kind,
                  std::string file, int line)
      : suite_(std::move(suite)),
        functions_(std::move(functions)),
        options_(std::move(options)),
        kind_(kind),
        file_(std::move(file)),
        line_(line) {}
  void TestBody() override {
    const auto results = check(suite_, functions_, options_, {kind_});
    if (results.size() != 1) {
      ADD_FAILURE_AT(file_.c_str(), line_) << suite_ << "." << kind_name(kind_) << ": not checked ("
                                           << results.size() << " results)";
      return;
    }
    const Result& r = results.front();
    std::printf(
        "[ slidercheck ] %s: %llu cases, level %s, numbering %s, own square %s, x-ray "
        "blockers %s\n",
        kind_name(kind_), static_cast<unsigned long long>(r.cases), level_name(options_.level),
        options_.mapping.c_str(), own_square_name(own_square_of(options_)),
        xray_blockers_name(xray_blockers_of(options_)));
    if (r.status != Result::Status::pass)
      ADD_FAILURE_AT(file_.c_str(), line_) << failure_text(suite_, r, options_);
  }

 private:
  std::string suite_;
  Functions functions_;
  Options options_;
  Kind kind_;
  std::string file_;
  int line_;
};

}  // namespace

bool register_tests(const std::string& suite, const Functions& functions, const Options& options,
                    const char* file, int line) {
  const std::string where = file != nullptr ? file : "";
  for (Kind kind : all_kinds()) {
    if (!functions.provides(kind)) continue;
    ::testing::RegisterTest(suite.c_str(), kind_name(kind), nullptr, nullptr, where.c_str(), line,
                            [suite, functions, options, kind, where, line]() -> ::testing::Test* {
                              return new ConformanceTest(suite, functions, options, kind, where,
                                                         line);
                            });
  }
  return true;
}

}  // namespace slidercheck::conformance

namespace slidercheck {

void PrintTo(ResultStatus status, std::ostream* out) { *out << status_name(status); }

void PrintTo(Kind kind, std::ostream* out) { *out << kind_name(kind); }

}  // namespace slidercheck
