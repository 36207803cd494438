// Cutting a failing call history down (history_cut.h): Zeller's ddmin.
#include "history_cut.h"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdio>

#include "sequence_replay.h"

namespace slidercheck::plugin::detail {

namespace {

// The cut's progress on standard error (not with --quiet), as the check's
// own progress lines: a line naming its bound as it starts when the history
// is long enough for the cut to take seconds (more than kQuickCut calls),
// else once it has run 5 s; then one every 5 s.
constexpr std::size_t kQuickCut = 32;
class CutProgress {
 public:
  CutProgress(const CheckSpec& spec, std::size_t calls, Clock::time_point deadline)
      : on_(spec.progress != CheckSpec::Progress::off),
        calls_(calls),
        start_(Clock::now()),
        deadline_(deadline),
        next_(calls > kQuickCut ? start_ : start_ + std::chrono::seconds(5)) {}
  void trial(int trials, std::size_t left) {
    if (!on_ || Clock::now() < next_) return;
    if (!said_) {
      const double bound = std::chrono::duration<double>(deadline_ - start_).count();
      std::fprintf(stderr,
                   "slidercheck: cutting the %zu calls before the failure down to a sequence "
                   "that fails from a fresh start (each trial a fresh process; at most %.3g s, "
                   "--shrink-time)\n",
                   calls_, std::max(bound, 0.0));
      said_ = true;
    } else {
      std::fprintf(stderr, "slidercheck: cutting down after %.0f s: %d trials, %zu calls left\n",
                   std::chrono::duration<double>(Clock::now() - start_).count(), trials, left);
    }
    next_ = Clock::now() + std::chrono::seconds(5);
  }

 private:
  bool on_, said_ = false;
  std::size_t calls_;
  Clock::time_point start_, deadline_, next_;
};

}  // namespace

void minimise(const CheckSpec& spec, std::vector<Input> history, Reproduction& rep,
              const iso::Log& log, Clock::time_point deadline, int max_trials,
              const std::string* crash) {
  CutProgress progress(spec, history.size(), deadline);
  std::size_t left = history.size();
  auto fails = [&](const std::vector<Input>& calls, std::vector<Input>* cut) {
    progress.trial(rep.trials, left);
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
          left = seq.size();
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
