// Cutting a failing call history down (history_cut.h): Zeller's ddmin.
#include "history_cut.h"

#include <algorithm>
#include <cstddef>

#include "sequence_replay.h"

namespace slidercheck::plugin::detail {

void minimise(const CheckSpec& spec, std::vector<Input> history, Reproduction& rep,
              const iso::Log& log, Clock::time_point deadline, int max_trials,
              const std::string* crash) {
  auto fails = [&](const std::vector<Input>& calls, std::vector<Input>* cut) {
    ++rep.trials;
    const SequenceRun run = run_sequence(spec, calls, log);
    if (crash) {
      if (!crashed_as(run, *crash)) return false;
      *cut = up_to_crash(calls, run);
      return true;
    }
    if (!run.fails()) return false;
    *cut = up_to_failure(calls, run);
    return true;
  };
  std::vector<Input> seq = std::move(history);
  std::size_t n = 2;
  bool complete = false;
  while (rep.trials < max_trials && Clock::now() < deadline) {
    if (seq.size() < 2) {
      complete = true;
      break;
    }
    n = std::min(n, seq.size());
    const std::size_t chunk = (seq.size() + n - 1) / n;
    bool reduced = false;
    // The n chunks alone, then each one left out.
    for (int pass = 0; pass < 2 && !reduced; ++pass) {
      for (std::size_t start = 0; start < seq.size() && !reduced; start += chunk) {
        if (rep.trials >= max_trials || Clock::now() >= deadline) break;
        const std::size_t end = std::min(seq.size(), start + chunk);
        std::vector<Input> trial;
        if (pass == 0) {
          trial.assign(seq.begin() + static_cast<std::ptrdiff_t>(start),
                       seq.begin() + static_cast<std::ptrdiff_t>(end));
          if (trial.size() == seq.size()) continue;
        } else {
          if (end - start == seq.size()) continue;
          trial.assign(seq.begin(), seq.begin() + static_cast<std::ptrdiff_t>(start));
          trial.insert(trial.end(), seq.begin() + static_cast<std::ptrdiff_t>(end), seq.end());
        }
        std::vector<Input> cut;
        if (fails(trial, &cut)) {
          seq = std::move(cut);
          n = pass == 0 ? 2 : std::max<std::size_t>(n - 1, 2);
          reduced = true;
        }
      }
    }
    if (reduced) continue;
    if (rep.trials >= max_trials || Clock::now() >= deadline) break;
    if (n >= seq.size()) {
      complete = true;
      break;
    }
    n = std::min(seq.size(), 2 * n);
  }
  rep.sequence = std::move(seq);
  rep.minimal = complete;
}

}  // namespace slidercheck::plugin::detail
