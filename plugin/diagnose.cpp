// `slidercheck check` around run_check: --mapping auto before the check, and
// the diagnoses after a failure. Each is a run of its own isolated workers
// (run_check with CheckSpec::tasks), so an engine that crashes while being
// diagnosed loses only the diagnosis.
#include "slidercheck/diagnose.h"

#include <algorithm>

#include "slidercheck/plugin_loader.h"

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
    if (r.status == Status::fail && r.mismatch && r.mismatch->input.kind == r.kind) {
      tasks.push_back({.type = Task::Type::diagnose, .kind = r.kind, .input = r.mismatch->input});
    } else if ((r.status == Status::crash || r.status == Status::timeout) && r.crash_input &&
               is_plain_slider(r.kind) && r.crash_input->occ > 63) {
      // A crash on a large occupancy: only the swap can explain it.
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

}  // namespace

CheckOutcome run_check_diagnosed(const CheckSpec& given) {
  CheckSpec spec = given;
  std::optional<std::uint8_t> numberings;
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
      // The check runs in the first numbering that conforms (table order).
      if (observable && *numberings) {
        for (int i = 0; i < 8; ++i) {
          if ((*numberings >> i) & 1) {
            spec.mapping = Mapping::parse(Mapping::names()[i]);
            break;
          }
        }
      }
    }
  }
  CheckOutcome o = run_check(spec);
  if (o.exit_code == 2) return o;
  o.numbering_observable = numbering_observable(o.found);
  if (given.mapping_auto) {
    o.mapping_source = "auto";
    o.numberings = numberings;
  }
  if (!spec.replay && (o.exit_code == 1 || o.exit_code == 3)) add_diagnoses(spec, o);
  return o;
}

}  // namespace slidercheck::plugin
