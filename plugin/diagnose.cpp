// `slidercheck check` around run_check: --mapping auto before the check, and
// the diagnoses after a failure (and where each failing exported function is
// defined, for the SARIF report). Each is a run of its own isolated workers
// (run_check with CheckSpec::tasks), so an engine that crashes while being
// diagnosed loses only the diagnosis.
#include "slidercheck/diagnose.h"

#include <algorithm>

#include "elf_symbols.h"
#include "slidercheck/plugin_loader.h"
#include "symbolize.h"

namespace slidercheck::plugin {

namespace {

// Returns a run of spec's engine over tasks only, in the numbering given.
CheckSpec diagnosis_spec(const CheckSpec& spec, std::vector<Task> tasks) {
  CheckSpec d = spec;
  d.mapping_auto = false;
  d.replay.reset();
  d.options.shard = Shard{};
  d.options.only.clear();
  d.tasks = std::move(tasks);
  d.progress = CheckSpec::Progress::off;  // the check's own progress only
  return d;
}

FunctionResult* result_of(CheckOutcome& o, Kind kind) {
  for (FunctionResult& r : o.results)
    if (r.kind == kind) return &r;
  return nullptr;
}

// Adds the diagnoses of every failing function of o (spec was its check).
void add_diagnoses(const CheckSpec& spec, CheckOutcome& o) {
  std::vector<Task> tasks;
  for (const FunctionResult& r : o.results) {
    using Status = FunctionResult::Status;
    // A batch entry's finding is not diagnosed: the explanations try the single call.
    if (r.status == Status::fail && r.mismatch && r.mismatch->input.kind == r.kind &&
        r.mismatch->law != "batch_entry") {
      tasks.push_back({.type = Task::Type::diagnose, .kind = r.kind, .input = r.mismatch->input});
    } else if ((r.status == Status::crash || r.status == Status::timeout) && r.crash_input &&
               swap_out_of_range(*r.crash_input)) {
      // A crash on an input out of range when read the other way round (a
      // large occupancy as the square): only the swap can explain it.
      tasks.push_back(
          {.type = Task::Type::diagnose, .kind = r.kind, .unit = 1, .input = *r.crash_input});
    }
  }
  if (tasks.empty()) return;
  const CheckOutcome found = run_check(diagnosis_spec(spec, tasks));
  std::vector<Task> probes;
  for (const FunctionResult& d : found.results) {
    FunctionResult* r = result_of(o, d.kind);
    if (!r) continue;
    const bool crashed = r->status != FunctionResult::Status::fail;
    // The failure did not come back in the diagnosis's fresh process: no
    // explanation is offered (it would explain a function that was right).
    if (!crashed && d.diagnoses.not_reproduced) r->diagnoses.not_reproduced = true;
    if (!d.diagnoses.any() || d.diagnoses.not_reproduced) continue;
    // After a crash only the swap is an explanation (the others were tried on
    // inputs the crash did not need).
    if (crashed && !d.diagnoses.swapped) continue;
    r->diagnoses = d.diagnoses;
    r->diagnoses.exec = !spec.exec.empty();
    if (d.diagnoses.swapped) {
      // The swap explains the failure: a note about the own square would be
      // the wrong cause.
      if (r->mismatch) r->mismatch->note.clear();
      if (crashed)
        r->diagnoses.crashes_on_large = true;
      else
        probes.push_back({.type = Task::Type::large_squares, .kind = d.kind});
    }
  }
  if (probes.empty()) return;
  const CheckOutcome probed = run_check(diagnosis_spec(spec, probes));
  for (const FunctionResult& p : probed.results) {
    if (p.status == FunctionResult::Status::crash || p.status == FunctionResult::Status::timeout)
      if (FunctionResult* r = result_of(o, p.kind)) r->diagnoses.crashes_on_large = true;
  }
}

// Returns whether the library at path is C++: it needs a C++ runtime, or has
// a mangled symbol.
bool is_cxx(const std::string& path) {
  const std::optional<ElfImage> image = read_elf_image(path, {"_Z"});
  if (!image) return false;
  for (const std::string& lib : image->needed)
    if (lib.starts_with("libstdc++") || lib.starts_with("libc++")) return true;
  return !image->symbols.empty();
}

// Notes, on the failures of spec's plugin that a numbering explains (or, for a
// C++ plugin, that no explanation fits), why a numbering it declares may not
// have been seen: it has no mapping symbol the checker could read.
void note_unseen_mapping(const CheckSpec& spec, CheckOutcome& o) {
  if (spec.plugin.empty() || o.mapping_source != "default") return;
  std::optional<bool> cxx;
  for (FunctionResult& r : o.results) {
    Diagnoses& d = r.diagnoses;
    if (r.status != FunctionResult::Status::fail || d.not_reproduced ||
        !numbering_observable(r.kind))
      continue;
    if (!cxx) cxx = is_cxx(spec.plugin);
    if (d.mappings || d.mappings_apart || (*cxx && !d.any())) d.mapping_not_seen = *cxx ? 2 : 1;
  }
}

}  // namespace

CheckOutcome run_check_diagnosed(const CheckSpec& given) {
  CheckSpec spec = given;
  std::optional<std::uint8_t> numberings;
  std::uint64_t apart = 0;
  bool observable = true;
  if (spec.mapping_auto) {
    spec.mapping.reset();
    CheckSpec probe = diagnosis_spec(spec, {Task{.type = Task::Type::numberings}});
    probe.mapping = Mapping();
    probe.workers = 1;
    const CheckOutcome tried = run_check(probe);
    if (tried.exit_code == 2) return tried;
    observable = numbering_observable(tried.found);
    if (tried.exit_code == 0 && !tried.results.empty()) {
      numberings = tried.results.front().diagnoses.mappings;
      apart = tried.results.front().diagnoses.mappings_apart;
      // The check runs in the first numbering that conforms (table order),
      // else in the first pair of numberings for squares and bits.
      if (observable && *numberings) {
        for (int i = 0; i < 8; ++i) {
          if ((*numberings >> i) & 1) {
            spec.mapping = Mapping::parse(Mapping::names()[i]);
            break;
          }
        }
      } else if (apart) {
        const int p = __builtin_ctzll(apart);
        spec.mapping = Mapping::parse(Mapping::names()[p / 8]);
        spec.bit_mapping = Mapping::parse(Mapping::names()[p % 8]);
      }
    }
  }
  CheckOutcome o = run_check(spec);
  if (o.exit_code == 2) return o;
  o.numbering_observable = numbering_observable(o.found);
  if (given.mapping_auto) {
    if (!spec.mapping) o.mapping_auto_fallback = o.mapping_source;  // none found
    o.mapping_source = "auto";
    o.numberings = numberings;
    o.numberings_apart = apart;
    if (spec.bit_mapping) o.bit_mapping_source = "auto";
  }
  if (!spec.replay && (o.exit_code == 1 || o.exit_code == 3)) {
    add_diagnoses(spec, o);
    note_unseen_mapping(spec, o);
  }
  if (!spec.plugin.empty())
    for (FunctionResult& r : o.results)
      if (r.status == FunctionResult::Status::fail)
        if (auto frame = symbol_source(spec.plugin, info(r.kind).symbol))
          o.definitions.push_back({r.kind, std::move(*frame)});
  return o;
}

}  // namespace slidercheck::plugin
