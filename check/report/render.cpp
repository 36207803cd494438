// The check's reports: text (reusing check.h's report()), JSON and JUnit XML.
#include "slidercheck/render.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>

#include "render_conventions.h"
#include "render_parts.h"
#include "render_sanitizer.h"
#include "slidercheck/check.h"
#include "slidercheck/command_line.h"
#include "slidercheck/diagnose.h"

namespace slidercheck {

using Status = FunctionResult::Status;

std::string format(const char* fmt, double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, value);
  return buf;
}

// Returns a rate such as "123.4M/s".
std::string rate(std::uint64_t cases, double seconds) {
  if (seconds <= 0) return "-";
  const double r = static_cast<double>(cases) / seconds;
  if (r >= 1e9) return format("%.2fG/s", r / 1e9);
  if (r >= 1e6) return format("%.1fM/s", r / 1e6);
  if (r >= 1e3) return format("%.1fk/s", r / 1e3);
  return format("%.0f/s", r);
}

namespace {

std::string kinds_list(const std::vector<Kind>& kinds) {
  std::string s;
  for (Kind k : kinds) s += (s.empty() ? "" : " ") + std::string(kind_name(k));
  return s;
}

using Json = nlohmann::ordered_json;

// Returns j as JSON text; bytes that are not valid UTF-8 become U+FFFD.
std::string dump(const Json& j, int indent) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

// Returns text, or null when it is empty.
Json string_or_null(const std::string& text) { return text.empty() ? Json() : Json(text); }

Json json_squares(Bitboard bb) {
  Json squares = Json::array();
  for (int sq = 0; sq < 64; ++sq)
    if ((bb >> sq) & 1) squares.push_back(square_name(sq));
  return squares;
}

Json json_input(const Input& in) {
  Json j = {{"function", kind_name(in.kind)}};
  for (Field f : shown_fields(in.kind)) {
    const char* name = field_info(f).name;
    const std::uint64_t v = field_value(in, f);
    switch (field_type(f)) {
      case FieldType::square:  // a pair's squares by name only
        j[name] = square_name(static_cast<int>(v));
        if (f == Field::sq) j["sq_index"] = v;
        break;
      case FieldType::bitboard:
        j[name] = hex(v);
        break;
      case FieldType::dir8:
        j[name] = v;
        j[field_info(f).option] = dir8_name(static_cast<int>(v));
        break;
      case FieldType::jump:
        j[name] = v;
        j["jump_name"] = jump_name(static_cast<int>(v));
        break;
      case FieldType::color:
        j[name] = v;
        break;
      case FieldType::position: {  // its 8 words and its FEN
        Json words = Json::array();
        for (int i = 0; i < kPositionWords; ++i) words.push_back(hex(position_word(in.pos, i)));
        j[name] = words;
        j["fen"] = position_text(in);
        break;
      }
    }
  }
  return j;
}

// Returns the command that brings r's crash back (crash_reproduction_text), or
// null: no input, or a crash that needs earlier calls none of which were found.
Json crash_reproduce_json(const FunctionResult& r, const CheckOutcome& o) {
  if (!r.crash_input) return Json();
  const std::optional<Reproduction>& rep = r.reproduction;
  if (rep && !rep->given.empty()) return sequence_command(o.subject, rep->given);
  if (!rep || !rep->depends_on_earlier_calls()) return replay_command(o.subject, *r.crash_input);
  return rep->file.empty() ? Json() : Json(sequence_command(o.subject, rep->file));
}

// Returns the reproduction of r's mismatch in fresh processes, or null.
Json json_reproduction(const FunctionResult& r, const CheckOutcome& o) {
  if (!r.reproduction) return Json();
  const Reproduction& rep = *r.reproduction;
  Json sequence;  // null
  if (!rep.sequence.empty()) {
    Json calls = Json::array();
    for (const Input& in : rep.sequence) calls.push_back(json_input(in));
    sequence = {
        {"calls", std::move(calls)},
        {"minimal", rep.minimal},
        {"trials", rep.trials},
        {"expected", rep.failure ? Json(hex(rep.failure->expected)) : Json()},
        {"actual", rep.failure ? Json(hex(rep.failure->actual)) : Json()},
        {"file", string_or_null(rep.file)},
        {"file_error", string_or_null(rep.file_error)},
        {"reproduce", rep.file.empty() ? Json() : Json(sequence_command(o.subject, rep.file))},
    };
  }
  return {
      {"checked", rep.checked},
      {"fails_alone", rep.fails_alone},
      {"depends_on_earlier_calls", rep.depends_on_earlier_calls()},
      {"nondeterministic", rep.differs_on_repeat},
      {"results", rep.checked ? Json::array({hex(rep.first), hex(rep.second)}) : Json()},
      {"history_calls", rep.history},
      {"history_fails", rep.history_fails},
      {"sequence", std::move(sequence)},
  };
}

// Returns cases / seconds, rounded (0 when no time passed).
std::uint64_t per_second(std::uint64_t cases, double seconds) {
  return seconds > 0
             ? static_cast<std::uint64_t>(std::llround(static_cast<double>(cases) / seconds))
             : 0;
}

}  // namespace

Counts count(const CheckOutcome& o) {
  Counts c;
  for (const FunctionResult& r : o.results) {
    c.pass += r.status == Status::pass;
    // A call a sanitizer stopped is a finding: failed, not crashed (exit 1).
    c.fail += r.status == Status::fail || is_sanitizer_finding(r);
    c.crash +=
        (r.status == Status::crash && !is_sanitizer_finding(r)) || r.status == Status::timeout;
    c.mismatches += r.status == Status::fail;
    c.skipped += r.status == Status::skipped;
    c.cases += r.cases;
    c.interleaved += r.interleaved;
    c.busy += r.seconds;
  }
  return c;
}

namespace {

const char* outcome_name(int exit_code) {
  switch (exit_code) {
    case 0:
      return "conforms";
    case 1:
      return "counterexample";
    case 2:
      return "unusable";
    case 129:  // 128 + the signal that ended the run: SIGHUP, SIGINT, SIGTERM
    case 130:
    case 143:
      return "interrupted";
    default:
      return "crash";
  }
}

// Returns the kinds found that the check checks (--function narrows them).
std::vector<Kind> checked_kinds(const CheckSpec& spec, const CheckOutcome& o) {
  const std::vector<Kind>& only = spec.options.only;
  if (only.empty()) return o.found;
  std::vector<Kind> kinds;
  for (Kind k : o.found)
    if (std::find(only.begin(), only.end(), k) != only.end()) kinds.push_back(k);
  return kinds;
}

bool any_of_kinds(const std::vector<Kind>& kinds, bool (*uses)(Kind)) {
  return std::any_of(kinds.begin(), kinds.end(), uses);
}

// Returns whether a checked kind takes the slider's own square (the
// own-square contract applies), or x-ray blockers (the x-ray contract does).
bool uses_own_square(const CheckSpec& spec, const CheckOutcome& o) {
  return any_of_kinds(checked_kinds(spec, o), [](Kind k) { return is_single_slider(k); });
}
bool uses_xray_blockers(const CheckSpec& spec, const CheckOutcome& o) {
  return any_of_kinds(checked_kinds(spec, o), [](Kind k) { return has_blockers(k); });
}

// Returns the functions line: the kinds checked, and when --function narrows
// them, the other kinds found.
// Returns whether kind's batch entry (o.batched) is what the enumeration
// calls, --batch permitting (through_batch_entry: not a single-slider kind's
// of a plugin with slidercheck_prepare).
bool entry_applies(const CheckOutcome& o, Kind kind) {
  return std::find(o.batched.begin(), o.batched.end(), kind) != o.batched.end() &&
         !(o.has_prepare && is_single_slider(kind));
}

// Returns kind's batch entry in the JSON report: null when the plugin has
// none; else whether the enumeration went through it and its calls.
Json batch_entry_json(const CheckSpec& spec, const CheckOutcome& o, const FunctionResult& r) {
  if (std::find(o.batched.begin(), o.batched.end(), r.kind) == o.batched.end()) return Json();
  return {{"used", spec.batch_entries && entry_applies(o, r.kind)}, {"calls", r.entry_calls}};
}

std::string functions_line(const CheckSpec& spec, const CheckOutcome& o) {
  const std::vector<Kind> checked = checked_kinds(spec, o);
  std::string line = kinds_list(checked);
  if (spec.options.only.empty()) return line;
  std::vector<Kind> others;
  for (Kind k : o.found)
    if (std::find(checked.begin(), checked.end(), k) == checked.end()) others.push_back(k);
  return line + " (--function" + (others.empty() ? "" : "; also exported: " + kinds_list(others)) +
         ")";
}

}  // namespace

std::vector<std::string> contract_warnings(const CheckSpec& spec, const CheckOutcome& o) {
  std::vector<std::string> warnings;
  if (o.found.empty()) return warnings;  // nothing is known about the kinds
  // Options only: a contract a plugin or a handshake declares is not warned of.
  if (spec.own_square && *spec.own_square != OwnSquare::any && !uses_own_square(spec, o))
    warnings.push_back(std::string("--own-square ") + own_square_name(*spec.own_square) +
                       " has no effect: no checked function takes a slider's own square (the "
                       "single-slider and x-ray kinds do)");
  if (spec.xray_blockers && *spec.xray_blockers != XrayBlockers::any &&
      !uses_xray_blockers(spec, o))
    warnings.push_back(std::string("--xray-blockers ") + xray_blockers_name(*spec.xray_blockers) +
                       " has no effect: no checked function takes x-ray blockers (the x-ray kinds "
                       "do)");
  return warnings;
}

namespace {

// Returns the lines of rep, a failure's re-run in fresh processes; crash: of
// a crash (else of a mismatch), which says "crash" where a mismatch says "fail".
std::string reproduction_lines(const Reproduction& rep, const FunctionResult& r,
                               const CheckOutcome& o, bool crash) {
  const bool hang = crash && r.status == FunctionResult::Status::timeout;
  const char* fail = hang ? "hang" : crash ? "crash" : "fail";
  const char* fails = hang ? "hangs" : crash ? "crashes" : "fails";
  // A longer sequence shows its first and last calls; all are in its file.
  constexpr std::size_t kCallsShown = 8, kEndsShown = 3;
  std::ostringstream out;
  if (!rep.checked) {
    out << "  (not re-run in a fresh process: the fresh process crashed or hung)\n";
    return out.str();
  }
  if (rep.differs_on_repeat) {
    out << "  not deterministic: two calls on this input in one fresh process returned "
        << hex(rep.first) << " then " << hex(rep.second) << "\n";
  }
  if (!rep.depends_on_earlier_calls()) return out.str();
  out << "  depends on earlier calls: this input alone does not " << fail
      << " in a fresh process (the state right after slidercheck_init); it "
      << (hang    ? "hung"
          : crash ? "crashed"
                  : "failed")
      << " after earlier calls in the same process\n";
  if (rep.sequence.empty()) {
    if (rep.history == 0) {
      out << "  (no call history was kept for it)\n";
    } else if (!rep.history_fails) {
      out << "  the worker's last " << rep.history << " calls, replayed from a fresh start, do not "
          << fail
          << ": not reproduced (it may depend on time, threads, files or calls before those)\n";
    } else {
      out << "  the sequence found could not be confirmed in a fresh process\n";
    }
    return out.str();
  }
  out << "  a sequence of " << rep.sequence.size() << " call"
      << (rep.sequence.size() == 1 ? "" : "s") << " " << fails << " from a fresh start";
  if (rep.history)
    out << " (cut down from the worker's last " << rep.history << " calls in " << rep.trials
        << " fresh processes"
        << (rep.minimal ? "" : "; not minimal: the trial or time bound ran out") << ")";
  out << "; its calls:\n";
  const std::size_t n = rep.sequence.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (n > kCallsShown && i == kEndsShown) {
      out << "    ... (" << n - 2 * kEndsShown << " calls more"
          << (rep.file.empty() ? std::string() : ", all in " + one_line(rep.file)) << ")\n";
      i = n - kEndsShown - 1;
      continue;
    }
    out << "    " << (i + 1) << ":" << input_options(rep.sequence[i]) << "\n";
  }
  if (rep.failure) {
    out << "  call " << rep.sequence.size() << " disagrees with the oracle: expected "
        << hex(rep.failure->expected) << ", actual " << hex(rep.failure->actual) << "\n";
  }
  const auto other = std::find_if(rep.sequence.begin(), rep.sequence.end(),
                                  [&](const Input& in) { return in.kind != r.kind; });
  if (other != rep.sequence.end())  // e.g. found by the interleaved calls (plan.h)
    out << "  wrong only after calls of another function (" << kind_name(other->kind) << ")\n";
  if (!rep.file.empty()) {
    out << "  sequence file: " << one_line(rep.file) << "\n";
    out << "  reproduce: " << sequence_command(o.subject, rep.file) << "\n";
  } else if (!rep.file_error.empty()) {
    out << "  (the sequence file could not be written: " << one_line(rep.file_error) << ")\n";
  }
  return out.str();
}

}  // namespace

std::string reproduction_text(const FunctionResult& r, const CheckOutcome& o) {
  if (!r.reproduction || !r.mismatch) return "";
  return reproduction_lines(*r.reproduction, r, o, false);
}

// Returns the command that brings r's crash on in back (the call alone, the
// sequence replayed, or the sequence found), with what the re-runs found.
static std::string crash_reproduction_text(const FunctionResult& r, const CheckOutcome& o,
                                           const Input& in) {
  const std::optional<Reproduction>& rep = r.reproduction;
  if (rep && !rep->given.empty())
    return "  reproduce: " + sequence_command(o.subject, rep->given) + "\n";
  if (!rep || !rep->depends_on_earlier_calls())
    return "  reproduce: " + replay_command(o.subject, in) + "\n";
  return "  this input alone: " + replay_command(o.subject, in) + " (does not " +
         (r.status == FunctionResult::Status::timeout ? "hang" : "crash") +
         " in a fresh process)\n" + reproduction_lines(*rep, r, o, true);
}

// Returns the report of r's mismatch: with the command that replays its one
// input, or, when it depends on earlier calls, with the sequence that does.
std::string function_mismatch_report(const FunctionResult& r, const CheckOutcome& o,
                                     const CheckSpec& spec) {
  const Mismatch& m = *r.mismatch;
  if (spec.sequence && !spec.sequence_file.empty())
    return mismatch_body(m, o.mapping) +
           "  reproduce: " + sequence_command(o.subject, spec.sequence_file) + "\n";
  if (r.reproduction && r.reproduction->depends_on_earlier_calls())
    return mismatch_body(m, o.mapping) +
           "  this input alone: " + replay_command(m.subject, m.input) + " (passes)\n" +
           reproduction_text(r, o);
  return mismatch_report(m, o.mapping) + reproduction_text(r, o);
}

std::string sequence_text(const std::string& subject, const std::vector<Input>& calls) {
  std::string text = "# slidercheck call sequence: " + one_line(subject) + ", " +
                     std::to_string(calls.size()) + " calls from a fresh start\n";
  for (const Input& in : calls) text += input_options(in).substr(1) + "\n";
  return text;
}

// Returns text, the tail of what the checked code wrote, indented under its
// heading ("plugin output", or "program output" for an --exec program), or "".
static std::string output_lines(const CheckOutcome& o, const std::string& text, const char* whose) {
  if (text.empty()) return "";
  std::string out =
      std::string("  ") + (o.program ? "program" : "plugin") + " output (" + whose + "):\n";
  std::istringstream lines(text);
  // The plugin's bytes: escaped (control bytes, invalid UTF-8) as every report's.
  for (std::string line; std::getline(lines, line);) out += "    " + one_line(line) + "\n";
  return out;
}

// Returns the tail of the run's output (every process's, one after the other), or "".
static std::string plugin_output(const CheckOutcome& o) {
  return output_lines(o, o.plugin_output, "the last lines of its stdout and stderr");
}

// Returns the tail of what the process of r's crash wrote, and no other's, or "".
static std::string own_output(const FunctionResult& r, const CheckOutcome& o) {
  return output_lines(
      o, r.output,
      o.program ? "the last lines of its stderr" : "the last lines of its stdout and stderr");
}

// Why no diagnosis was tried (Diagnoses::not_reproduced), or "": the failing
// input did not fail again in the diagnosis's fresh process, either because
// the failure needs the calls before it (a sequence of them fails from a
// fresh start: the explanations are tried on single inputs) or at all.
static std::string diagnoses_skipped(const FunctionResult& r) {
  if (!r.diagnoses.not_reproduced) return "";
  if (r.reproduction && r.reproduction->failure)
    return "the failure comes back only after the calls before it (explanations are tried on "
           "single inputs)";
  return "the failure did not come back in a fresh process";
}

// Returns the diagnoses of r as report lines, or "".
std::string diagnoses_text(const FunctionResult& r) {
  if (r.diagnoses.not_reproduced) return "  diagnoses: skipped, " + diagnoses_skipped(r) + "\n";
  const std::vector<Diagnosis> list = diagnosis_list(r.diagnoses);
  if (list.empty()) return "";
  std::string out = "  diagnoses (explanations that hold on a sample of the function's inputs):\n";
  for (const Diagnosis& d : list) out += "    " + d.text + "\n";
  return out;
}

std::string crash_report(const FunctionResult& r, const CheckOutcome& o) {
  std::ostringstream out;
  const bool timeout = r.status == Status::timeout;
  const std::string name = one_line(o.name), what = one_line(r.crash);
  if (r.sanitizer) {
    out << "slidercheck: SANITIZER " << name << "::" << kind_name(r.kind) << " "
        << one_line(r.sanitizer->sanitizer) << " " << one_line(r.sanitizer->error_type) << "\n";
  } else {
    out << "slidercheck: " << (timeout ? "TIMEOUT " : "CRASH ") << name << "::" << kind_name(r.kind)
        << " " << what << "\n";
  }
  out << "  implementation: " << name << "\n";
  out << "  function:       " << kind_name(r.kind) << "\n";
  if (r.sanitizer) out << sanitizer_lines(r);
  if (r.crash_frame && !r.sanitizer) out << frame_line(*r.crash_frame);
  out << "  what:           " << what << "\n";
  if (r.crash_batch)
    out << "  batch entry:    " << info(r.kind).symbol << kBatchSuffix << ", in a call of "
        << r.crash_batch << " cases; "
        << (r.crash_input ? "called on each alone (n = 1) in a fresh process, this one "
                            "did it again"
                          : "called on each alone (n = 1) in a fresh process, none did it again")
        << "\n";
  if (r.crash_input) {
    const Input& in = *r.crash_input;
    out << "  on this input (the call that "
        << (timeout       ? "did not return"
            : r.sanitizer ? "the sanitizer stopped"
                          : "crashed")
        << "):\n";
    out << input_fields(in);
    const bool pair = is_pair(in.kind), leaper = is_leaper(in.kind);
    const Bitboard shown = pair     ? square_bb(in.sq) | square_bb(in.sq2)
                           : leaper ? (is_set_kind(in.kind) ? in.set : square_bb(in.sq))
                           : is_single_slider(in.kind) || is_sees(in.kind) || is_slider_set(in.kind)
                               ? in.occ
                               : ~in.empty;
    out << "\n  "
        << (pair                                                                      ? "a and b"
            : leaper && is_set_kind(in.kind) && takes_direction(in.kind)              ? "set"
            : is_pawn_push(in.kind)                                                   ? "pawn"
            : leaper                                                                  ? "leaper"
            : is_single_slider(in.kind) || is_sees(in.kind) || is_slider_set(in.kind) ? "occ"
                                                                                      : "non-empty")
        << (pair                                                                      ? "a and b"
            : leaper && is_set_kind(in.kind) && takes_direction(in.kind)              ? "set"
            : leaper                                                                  ? "leaper"
            : is_single_slider(in.kind) || is_sees(in.kind) || is_slider_set(in.kind) ? "occ"
                                                                                      : "non-empty")
        << " squares:\n";
    std::istringstream diagram(board_diagram(shown));
    int rank = 8;
    for (std::string line; std::getline(diagram, line); --rank)
      out << "    " << rank << " " << line << "\n";
    out << "      a b c d e f g h\n\n";
    out << crash_reproduction_text(r, o, in);
  } else if (r.sanitizer) {
    // Logged while the worker went on: a leak found after a task, an error
    // under halt_on_error=0. The command finds it again (and, halting, its input).
    const bool leak = r.sanitizer->error_type == "memory-leak";
    out << (leak ? "  (leaks are looked for after each task of the function: no single input is "
                   "named)\n"
                 : "  (the error was logged and the call went on: halt_on_error=0; halting "
                   "names its input)\n");
    out << "  reproduce: "
        << (leak ? "ASAN_OPTIONS=detect_leaks=1"
                 : "ASAN_OPTIONS=halt_on_error=1 UBSAN_OPTIONS=halt_on_error=1")
        << " slidercheck check " << o.subject << " --function " << kind_name(r.kind) << "\n";
  } else if (r.crash_batch) {
    out << "  (the input is unknown: one of the batch entry's call's cases)\n";
  } else if (!r.crash.starts_with("not checked") &&
             r.crash.find("is not known") == std::string::npos) {
    out << "  (the input is unknown: it happened outside a call into the engine)\n";
  }
  out << own_output(r, o);
  return out.str();
}

std::string text_report(const CheckSpec& spec, const CheckOutcome& o) {
  std::ostringstream out;
  CheckSpec described = spec;  // the command as given, every option: it re-runs the check
  described.sequence.reset();
  out << check_command(described) << "\n";
  out << "  implementation: " << one_line(o.name) << "\n";
  out << "  numbering:      " << mapping_line(spec, o) << "\n";
  // The contracts' lines only where a checked kind takes what they are about.
  const bool own_square = uses_own_square(spec, o);
  if (own_square) out << "  own square:     " << own_square_line(spec, o) << "\n";
  if (uses_xray_blockers(spec, o))
    out << "  x-ray blockers: " << xray_blockers_line(spec, o) << "\n";
  if (const std::string pairs = pairs_line(spec, o); !pairs.empty())
    out << "  pairs:          " << pairs << "\n";
  if (const std::string squares = pawn_squares_line(spec, o); !squares.empty())
    out << "  pawn squares:   " << squares << "\n";
  if (any_of_kinds(checked_kinds(spec, o), is_one_sided_pawn) ||
      pawn_sides_of(spec, o).sides != PawnSides::board)
    out << "  pawn sides:     " << pawn_sides_line(spec, o) << "\n";
  if (any_of_kinds(checked_kinds(spec, o), is_position_kind)) {
    const PositionContracts& p = spec.positions;
    out << "  positions:      "
        << (p.domain == PositionDomain::game
                ? "game-like (one king a side, no pawn on ranks 1 and 8, the side not to move "
                  "not in check)"
                : "any well-formed position (--positions any)")
        << "; is_attacked's color: " << attacked_color_name(p.attacked_color)
        << "; king blockers: " << king_blockers_name(p.king_blockers) << "\n";
  }
  out << "  level:          " << level_name(spec.options.level) << ", seed " << spec.options.seed
      << ", timeout " << spec.timeout_seconds
      << (o.program ? " s per batch of calls (one round trip)\n" : " s per call\n");
  const char* optional = o.has_init && o.has_prepare
                             ? " (and slidercheck_init, slidercheck_prepare)"
                         : o.has_init    ? " (and slidercheck_init)"
                         : o.has_prepare ? " (and slidercheck_prepare)"
                                         : "";
  out << "  functions:      " << functions_line(spec, o) << optional << "\n";
  // The functions whose enumeration goes through their batch entry (as
  // through_batch_entry chooses), or would but for --batch off.
  std::vector<Kind> batched;
  for (Kind kind : o.batched)
    if (std::any_of(o.results.begin(), o.results.end(),
                    [&](const FunctionResult& r) { return r.kind == kind; }) &&
        entry_applies(o, kind))
      batched.push_back(kind);
  if (!batched.empty() && spec.batch_entries)
    out << "  batch entries:  " << kinds_list(batched)
        << " (the enumeration's cases through the batch entry, 4096 a call, each call under the "
           "timeout; the random search through the single call)\n";
  if (!batched.empty() && !spec.batch_entries)
    out << "  batch entries:  off (--batch off): " << kinds_list(batched)
        << " have one, not called; every case through the single call\n";
  if (o.has_init && (o.init_once || !o.init_per_process.empty()))
    out << "  init:           "
        << (o.init_once
                ? "slidercheck_init ran once; every worker is forked from its state"
                : "slidercheck_init runs in each process (" + one_line(o.init_per_process) + ")")
        << ", init deadline " << spec.init_timeout_seconds << " s\n";
  if (!o.sanitizers.empty()) out << "  sanitizers:     " << sanitizers_line(o) << "\n";
  for (const std::string& warning : contract_warnings(spec, o))
    out << "  warning: " << warning << "\n";
  if (spec.options.shard.count > 1) {
    out << "  shard:          " << spec.options.shard.index << "/" << spec.options.shard.count
        << " (" << o.units << " of " << o.total_units << " units)\n";
  }
  out << "\n";
  // The function column as wide as its longest kind name (at least 22).
  std::size_t width = 22;
  for (const FunctionResult& r : o.results) width = std::max(width, std::strlen(kind_name(r.kind)));
  out << fmt::format("{:<{}} {:>14} {:>12}  {:<8} {:>9}\n", "function", width, "cases", "cases/s",
                     "result", "seconds");
  for (const FunctionResult& r : o.results) {
    out << fmt::format("{:<{}} {:>14} {:>12}  {:<8} {:>9.3f}\n", kind_name(r.kind), width, r.cases,
                       rate(r.cases, r.seconds),
                       r.status == Status::pass      ? "pass"
                       : r.status == Status::fail    ? "FAIL"
                       : r.status == Status::crash   ? (r.sanitizer ? "SANITIZER" : "CRASH")
                       : r.status == Status::timeout ? "TIMEOUT"
                                                     : "skipped",
                       r.seconds);
  }
  if (const Counts c = count(o); c.interleaved)
    out << "interleaved: " << c.interleaved << (c.interleaved == 1 ? " call" : " calls") << " of "
        << o.results.size() << " functions in one process, in a seeded random order\n";
  for (const FunctionResult& r : o.results) {
    if (r.mismatch) out << "\n" << function_mismatch_report(r, o, spec) << diagnoses_text(r);
  }
  for (const FunctionResult& r : o.results) {
    if (r.status == Status::crash || r.status == Status::timeout)
      out << "\n" << crash_report(r, o) << diagnoses_text(r);
  }
  const Counts c = count(o);
  // The run's output where no crash report showed its own process's.
  const bool own = std::any_of(o.results.begin(), o.results.end(),
                               [](const FunctionResult& r) { return !r.output.empty(); });
  if (!o.error.empty())
    out << "\nslidercheck: " << one_line(o.error) << "\n"
        << load_crash_lines(o) << (own ? "" : plugin_output(o));
  out << "\n"
      << o.results.size() << " functions, " << c.cases << " cases in " << format("%.2f", o.seconds)
      << " s (" << rate(c.cases, c.busy) << " per worker, " << rate(c.cases, o.seconds)
      << " in all): " << c.pass << " conform, " << c.fail << " failed, " << c.crash
      << " crashed or timed out" << (c.skipped ? ", " + std::to_string(c.skipped) + " skipped" : "")
      << (own_square ? std::string(" (own-square contract: ") +
                           own_square_name(contracts_of(spec, o).own_square) + ")"
                     : "")
      << "\n";
  out << "result: "
      << (o.exit_code == 0   ? "CONFORMS"
          : o.exit_code == 1 ? (c.fail > c.mismatches || load_finding(o) ? "SANITIZER ERROR FOUND"
                                                                         : "COUNTEREXAMPLE FOUND")
                             : "CRASH OR TIMEOUT")
      << "\n";
  return out.str();
}

// Returns an inline chain (CodeFrame::inlined) as JSON.
static Json inlined_json(const std::vector<InlinedFrame>& chain) {
  Json out = Json::array();
  for (const InlinedFrame& f : chain)
    out.push_back({{"function", f.function}, {"location", f.location}});
  return out;
}

// Returns a frame of the checked code.
static Json frame_json(const CodeFrame& f) {
  return {{"function", string_or_null(f.function)},
          {"location", string_or_null(f.location)},
          {"inlined", inlined_json(f.inlined)}};
}

// Returns the crash or sanitizer error before the first call (load_crash), or null.
static Json load_crash_json(const CheckOutcome& o) {
  if (!o.load_crash) return Json();
  const CheckOutcome::LoadCrash& c = *o.load_crash;
  Json sanitizer;
  if (c.sanitizer)
    sanitizer = {{"sanitizer", c.sanitizer->sanitizer},
                 {"error_type", c.sanitizer->error_type},
                 {"message", c.sanitizer->message},
                 {"function", string_or_null(c.sanitizer->function)},
                 {"location", string_or_null(c.sanitizer->location)},
                 {"source", c.sanitizer->source},
                 {"inlined", inlined_json(c.sanitizer->inlined)}};
  return {{"where", c.where},
          {"sanitizer", sanitizer},
          {"frame", c.frame ? frame_json(*c.frame) : Json()}};
}

static Json sanitizer_json(const FunctionResult& r) {
  if (!r.sanitizer) return Json();
  const SanitizerReport& s = *r.sanitizer;
  return {
      {"sanitizer", s.sanitizer},
      {"error_type", s.error_type},
      {"message", s.message},
      {"access", string_or_null(s.access)},
      {"function", string_or_null(s.function)},
      {"location", string_or_null(s.location)},
      {"source", s.source},
      {"inlined", inlined_json(s.inlined)},
      {"found_input", r.crash_found ? json_input(*r.crash_found) : Json()},
      {"shrink_trials", r.crash_shrink_trials},
  };
}

// Returns --mapping auto's conforming numberings as an array, or null.
static Json numberings_json(const CheckOutcome& o) {
  if (!o.numberings) return Json();
  return conforming_names(o);
}

std::string json_report(const CheckSpec& spec, const CheckOutcome& o) {
  const Counts c = count(o);
  const Numbering n = numbering(spec, o);
  Json functions = Json::array();
  for (const FunctionResult& r : o.results) {
    Json counterexample;  // null
    if (r.mismatch) {
      const Mismatch& m = *r.mismatch;
      counterexample = {
          {"law", m.law},
          {"input", json_input(m.input)},
          {"pieces", popcount(pieces_of(m.input))},
          {"expected", hex(m.expected)},
          {"actual", hex(m.actual)},
          {"missing", json_squares(m.expected & ~m.actual)},
          {"extra", json_squares(m.actual & ~m.expected)},
          {"note", string_or_null(m.note)},
          {"reproduce", spec.sequence && !spec.sequence_file.empty()
                            ? sequence_command(o.subject, spec.sequence_file)
                            : replay_command(m.subject, m.input)},
          {"reproduction", json_reproduction(r, o)},
      };
    }
    Json crash;  // null
    if (r.status == Status::crash || r.status == Status::timeout) {
      crash = {
          {"what", r.crash},
          {"input", r.crash_input ? json_input(*r.crash_input) : Json()},
          {"reproduce", crash_reproduce_json(r, o)},
          {"sanitizer", sanitizer_json(r)},
          {"frame", r.crash_frame ? frame_json(*r.crash_frame) : Json()},
      };
    }
    Json diagnoses = Json::array();
    for (const Diagnosis& d : diagnosis_list(r.diagnoses))
      diagnoses.push_back({{"id", d.id}, {"value", string_or_null(d.value)}, {"text", d.text}});
    functions.push_back({
        {"name", kind_name(r.kind)},
        {"result", status_name(r.status)},
        {"cases", r.cases},
        {"seconds", r.seconds},
        {"cases_per_second", per_second(r.cases, r.seconds)},
        {"batch_entry", batch_entry_json(spec, o, r)},
        {"counterexample", std::move(counterexample)},
        {"crash", std::move(crash)},
        {"diagnoses", std::move(diagnoses)},
        {"diagnoses_skipped", string_or_null(diagnoses_skipped(r))},
    });
  }
  const Json report = {
      {"schema", "slidercheck-check-report/1"},
      {"subject", o.subject},
      {"implementation", o.name},
      {"plugin", string_or_null(spec.plugin)},
      {"builtin", string_or_null(spec.builtin)},
      {"exec", string_or_null(spec.exec)},
      {"mapping", n.name},
      {"mapping_source", n.source},
      {"bit_mapping", n.bits},
      {"bit_mapping_source", n.bits_source},
      {"numbering_observable", o.numbering_observable},
      {"numberings_conforming", numberings_json(o)},
      {"own_square", own_square_name(contracts_of(spec, o).own_square)},
      {"own_square_source", contracts_of(spec, o).own_square_source},
      {"xray_blockers", xray_blockers_name(contracts_of(spec, o).xray_blockers)},
      {"xray_blockers_source", contracts_of(spec, o).xray_blockers_source},
      {"pairs",
       pair_domain_name(o.pairs_source.empty() ? spec.pairs.value_or(PairDomain::all) : o.pairs)},
      {"pairs_source",
       o.pairs_source.empty() ? (spec.pairs ? "option" : "default") : o.pairs_source},
      {"pawn_squares", pawn_squares_name(o.pawn_squares_source.empty()
                                             ? spec.pawn_squares.value_or(PawnSquares::all)
                                             : o.pawn_squares)},
      {"pawn_squares_source", o.pawn_squares_source.empty()
                                  ? (spec.pawn_squares ? "option" : "default")
                                  : o.pawn_squares_source},
      {"pawn_sides", pawn_sides_name(pawn_sides_of(spec, o).sides)},
      {"pawn_sides_source", pawn_sides_of(spec, o).source},
      {"batch", spec.batch_entries ? "on" : "off"},
      {"level", level_name(spec.options.level)},
      {"seed", spec.options.seed},
      {"timeout_seconds", spec.timeout_seconds},
      {"has_init", o.has_init},
      {"init_once", o.init_once},
      {"has_prepare", o.has_prepare},
      {"sanitizers",
       o.sanitizers.empty() ? Json() : Json{{"names", o.sanitizers}, {"preloaded", o.preloaded}}},
      {"outcome", outcome_name(o.exit_code)},
      {"exit_code", o.exit_code},
      {"seconds", o.seconds},
      {"error", string_or_null(o.error)},
      {"load_crash", load_crash_json(o)},
      {"cases", c.cases},
      {"cases_per_second", per_second(c.cases, o.seconds)},
      {"interleaved_calls", c.interleaved},
      {"shard",
       {{"index", spec.options.shard.index},
        {"count", spec.options.shard.count},
        {"units", o.units},
        {"total_units", o.total_units}}},
      {"functions", std::move(functions)},
      {"warnings", contract_warnings(spec, o)},
  };
  return dump(report, 2) + "\n";
}

}  // namespace slidercheck
